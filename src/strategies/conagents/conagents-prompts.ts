import type { StoredTool } from '../../tool/tool-definition.ts';

/** The name of the grounding role's meta-tool. */
export const USE_TOOL_NAME = 'use_tool';
/** The name of the grounding role's search meta-tool (large libraries). */
export const FIND_TOOLS_NAME = 'search_tools';

/**
 * The grounding role's system prompt (ConAgents): it picks the next tool and states what output it wants;
 * an execution role fills the arguments, an observing role reduces long results. `tools` lists the
 * candidates (small libraries); without it the model finds tools with `search_tools`.
 */
export function groundingSystemPrompt(options: {
  tools?: ReadonlyArray<{ name: string; description: string }>;
  libraryTools: number;
}): string {
  const parts = [
    "You are the grounding agent of a team that solves the user's task with tools. You do not fill in tool arguments yourself: one step at a time, you choose the tool to use next and call use_tool with",
    '- tool: its exact name,',
    "- instruction: what to do with it, including every value the call needs from the task or from earlier results (an execution agent reads the tool's documentation and fills in the arguments from your instruction),",
    '- wanted_output: what you need from its result (an observing agent extracts just that when the result is long).',
    'Read each result before the next step. When you have the answer, reply with it in plain text and call no more tools.',
  ];
  if (options.tools) {
    parts.push('', 'Tools:', ...options.tools.map((t) => `- ${t.name}: ${firstSentence(t.description)}`));
  } else {
    parts.push(
      '',
      `The tool library has ${options.libraryTools} tools. Find the ones you need with ${FIND_TOOLS_NAME} (one short description per tool: what it does, not the values), then use them by name.`,
    );
  }
  return parts.join('\n');
}

/** The description of `use_tool`. */
export function useToolDescription(): string {
  return 'Use a tool of the library: an execution agent fills in its arguments from your instruction (correcting them from any error), runs it, and returns the result or, for a long result, what you asked for in wanted_output.';
}

/** The description of the grounding role's `search_tools`. */
export function findToolsDescription(): string {
  return 'Search the tool library. Give one short description per needed tool (what it should do, not the values). Returns the names and descriptions of the best matches; use them with use_tool.';
}

/**
 * The execution role's prompt (ConAgents): the selected tool's documentation and the grounding's
 * instruction. The tool itself is offered with its schema; the model calls it with the arguments.
 */
export function executionPrompt(tool: StoredTool, instruction: string): string {
  const parts = [
    "You are the execution agent: you fill in the arguments of one tool call, following the tool's documentation exactly.",
    '',
    `Tool: ${tool.name}`,
    `Description: ${tool.description}`,
  ];
  if (tool.examples?.length)
    parts.push(
      `Example arguments: ${tool.examples
        .slice(0, 3)
        .map((e) => JSON.stringify(e))
        .join('; ')}`,
    );
  parts.push(
    '',
    `Instruction: ${instruction}`,
    '',
    `Call ${tool.name} with the arguments the instruction needs.`,
  );
  return parts.join('\n');
}

/** The calibration message after a failed call: the tool's exact error, and a request for corrected arguments. */
export function executionFailedPrompt(error: { code: string; message: string }): string {
  return [
    'The call failed:',
    `Error (${error.code}): ${error.message}`,
    '',
    'Calibrate the arguments from this error and call the tool again.',
  ].join('\n');
}

/** The error fed back when the execution role's reply holds no arguments for the tool. */
export function invalidArgumentsReply(tool: string): string {
  return `Your reply has no arguments for ${tool}. Call ${tool} with the arguments as one JSON object.`;
}

/** What the grounding role reads when every execution attempt failed. */
export function executionGaveUpMessage(
  tool: string,
  tries: number,
  error: { code: string; message: string },
): string {
  return `The tool '${tool}' failed after ${tries} attempt${tries === 1 ? '' : 's'} to get its arguments right. The last error (${error.code}): ${error.message} Give a clearer instruction (with the values the call needs) or use another tool.`;
}

/** What the grounding role reads when it names a tool that is not available. */
export function unknownToolMessage(name: string, suggestions: readonly string[], canSearch: boolean): string {
  const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `'${s}'`).join(', ')}?` : '';
  return `There is no tool named '${name}' available.${hint}${canSearch ? ` Use ${FIND_TOOLS_NAME} to find tools.` : ''}`;
}

/** What the model reads when it calls a library tool directly. */
export function callThroughUseToolMessage(name: string): string {
  return `Call tools through ${USE_TOOL_NAME}: use_tool({ "tool": "${name}", "instruction": "...", "wanted_output": "..." }).`;
}

function firstSentence(text: string): string {
  const m = /^(.*?[.!?])(\s|$)/s.exec(text.trim());
  return (m?.[1] ?? text).trim();
}
