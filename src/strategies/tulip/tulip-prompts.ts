import { agentPreamble } from '../shared/shared-prompts.ts';

/** The name of the tulip strategies' search meta-tool. */
export const SEARCH_TOOLS_NAME = 'search_tools';

/**
 * The prompt that asks the model to break a task into subtasks, one tool-sized step each (tulip agent's
 * decomposition). `toolHints` primes it with the names of likely tools (`tulip-primed`).
 */
export function decomposePrompt(task: string, options: { toolHints?: readonly string[] } = {}): string {
  const hints = options.toolHints?.length
    ? `\nThese tools from the library look relevant; let the subtasks match what such tools do: ${options.toolHints.join(', ')}.\n`
    : '';
  return [
    'Break the following task into the smallest subtasks that can each be done by one tool call (one computation or one look-up).',
    'Describe each subtask generically, as you would describe a tool for it (e.g. "multiply two numbers", "get the weather forecast for a city"), and keep them in the order they must be done.',
    hints,
    'Reply with JSON only, in this form: {"subtasks": ["...", "..."]}',
    '',
    `Task: ${task}`,
  ].join('\n');
}

/** The system prompt of the tulip strategies, with the subtasks found (if any). */
export function tulipSystemPrompt(subtasks: readonly string[], options: { canSearch: boolean }): string {
  const parts = [agentPreamble()];
  if (subtasks.length > 1)
    parts.push(
      `The task breaks down into these steps:\n${subtasks.map((s, i) => `${i + 1}. ${s}`).join('\n')}`,
    );
  parts.push('Your tools were chosen from a larger library for this task.');
  if (options.canSearch) {
    parts.push(
      `If you need a tool you do not have, call ${SEARCH_TOOLS_NAME} with short descriptions of what the tools should do; the tools it finds are added to your tools.`,
    );
  }
  return parts.join('\n\n');
}

/** The description of the `search_tools` meta-tool. */
export function searchToolsDescription(): string {
  return 'Search the tool library. Give one short description per needed tool (what it should do, not the values). The best matching tools are added to your tools and listed in the result.';
}
