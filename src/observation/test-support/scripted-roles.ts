import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';

/** The whole prompt of a scripted model call as one text (to tell roles apart and find feedback). */
export function promptText(call: LanguageModelV4CallOptions): string {
  return JSON.stringify(call.prompt);
}

/** The text of the last user message of a call (the latest instruction or calibration feedback). */
export function lastUserText(call: LanguageModelV4CallOptions): string {
  const last = [...call.prompt].reverse().find((m) => m.role === 'user');
  if (!last || last.role !== 'user') return '';
  return last.content.map((p) => (p.type === 'text' ? p.text : '')).join('');
}

/** How many user messages the call carries (1 for a first attempt, 2 after one calibration, ...). */
export function userMessages(call: LanguageModelV4CallOptions): number {
  return call.prompt.filter((m) => m.role === 'user').length;
}

/** A reply holding `code` in a JavaScript code block, as models write it. */
export function codeReply(code: string): { text: string } {
  return { text: `Here is the function:\n\n\`\`\`javascript\n${code}\n\`\`\`\n` };
}

/** The texts of the tool results a call carries, in order (successes and errors alike). */
export function toolResultTexts(call: LanguageModelV4CallOptions): string[] {
  return call.prompt.flatMap((m) =>
    m.role === 'tool'
      ? m.content.flatMap((p) =>
          p.type === 'tool-result' && (p.output.type === 'text' || p.output.type === 'error-text')
            ? [p.output.value]
            : [],
        )
      : [],
  );
}
