/** The instruction of the LLM judge: one tool result, is it helpful for the task? */
export function judgePrompt(options: { task: string; tool: string; input: string; result: string }): string {
  return [
    'You judge whether a tool result helps to solve a task.',
    '',
    `Task: ${options.task}`,
    `Tool: ${options.tool}`,
    `Arguments: ${options.input}`,
    'Result:',
    options.result,
    '',
    'A result is helpful when it brings information or a value that moves the task forward. It is unhelpful when it is an error, empty, irrelevant to the task, or repeats what was already known.',
    'Reply with JSON only: {"helpful": true or false, "reason": "<a few words>"}',
  ].join('\n');
}

/** How a result too long for the judge is cut. */
export function truncatedResult(text: string, maxChars: number): string {
  return text.length > maxChars ? `${text.slice(0, maxChars)}… (${text.length} characters in all)` : text;
}
