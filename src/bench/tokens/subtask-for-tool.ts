const TOOLBENCH_PREAMBLE = /^This is the subfunction for tool "[^"]*", you can use this tool\.?\s*/;
const TOOLBENCH_QUOTED = /^The description of this function is:\s*"([\s\S]*?)"?\s*$/;

/**
 * The subtask a decomposing model would write for a step that needs `tool`: the first sentence of the tool's
 * description (ToolBench's "This is the subfunction for tool ..." preamble removed), cut to `maxWords`
 * words, or the tool's name in words when the description says nothing. This is the decomposition of a
 * capable model; how well search copes with worse ones is the retrieval benchmark's subject, not this one's.
 */
export function subtaskForTool(
  tool: { name: string; description: string },
  options: {
    /** Longest subtask, in words. @default 16 */
    maxWords?: number;
  } = {},
): string {
  const { maxWords = 16 } = options;
  let text = tool.description.trim().replace(TOOLBENCH_PREAMBLE, '');
  text = TOOLBENCH_QUOTED.exec(text)?.[1] ?? text;
  const sentence = (text.split(/(?<=[.!?])\s+/)[0] ?? '').replace(/[.!?:;,\s]+$/, '');
  const words = sentence.split(/\s+/).filter(Boolean);
  const name = tool.name.replace(/_/g, ' ');
  if (words.length < 2 || sentence.toLowerCase() === tool.name.toLowerCase()) return name;
  return words.slice(0, maxWords).join(' ');
}
