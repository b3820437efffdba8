/**
 * How long ToolBench lets a tool result be: its runs cut every observation at 1,024 characters
 * (`--max_observation_length 1024 --observ_compress_method truncate`).
 */
export const TOOLBENCH_OBSERVATION_CHARS = 1024;

/** The stand-in for the result of one math tool: a number, as the math tools return. */
export const MATH_RESULT_STAND_IN = '1234.5678';

/**
 * A deterministic stand-in for a tool result of `chars` characters, shaped like a ToolBench observation
 * (a JSON response listing records). The recorded results are cut at 100 characters, so every replayed
 * result is this text: the same size in every strategy, so that it changes no comparison, only the share
 * of history in each prompt.
 */
export function toolResultStandIn(chars: number = TOOLBENCH_OBSERVATION_CHARS): string {
  const records: string[] = [];
  let text = '';
  for (let i = 1; text.length < chars; i++) {
    records.push(
      `{\\"id\\": ${i}, \\"name\\": \\"Record ${i}\\", \\"status\\": \\"active\\", \\"score\\": ${(i * 7.31) % 100}, \\"updated\\": \\"2024-0${(i % 9) + 1}-1${i % 10}\\"}`,
    );
    text = `{"error": "", "response": "{\\"total\\": ${records.length}, \\"results\\": [${records.join(', ')}]}"}`;
  }
  return text.slice(0, chars);
}
