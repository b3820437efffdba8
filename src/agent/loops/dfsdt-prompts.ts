import type { JsonValue } from '../../tool/json-schema.ts';

/** The name of DFSDT's meta-tool for abandoning the current reasoning path (ToolLLM's name). */
export const GIVE_UP_TOOL_NAME = 'give_up_and_restart';

/** One action already tried from a node of the search tree, as the diversity prompt lists it. */
export interface TriedAction {
  /** The tool calls the model made in that turn (without the give-up call itself). */
  calls: Array<{ tool: string; input: JsonValue }>;
  /** Why the path that started with this action was abandoned, when it was. */
  abandoned?: string;
}

/** The description of the `give_up_and_restart` meta-tool. */
export function giveUpDescription(): string {
  return 'Give up the current approach when you are sure it cannot solve the task (for example, the tools keep failing or return nothing useful). Your recent steps are undone and you continue from an earlier point, where you will be asked to try something different. Do not call it together with other tools.';
}

/** The description of the give-up tool's `reason` argument. */
export function giveUpReasonDescription(): string {
  return 'Briefly, why the current approach cannot work.';
}

/** What a give-up call returns (the model never reads it: the path it belongs to is abandoned). */
export function giveUpResult(): string {
  return 'Path abandoned; continuing from an earlier point.';
}

/** The abandonment reason recorded for a path whose turns kept failing. */
export function failedTurnsReason(turns: number): string {
  return `every tool call failed in ${turns} turns in a row`;
}

/** The abandonment reason recorded for a path all of whose continuations were abandoned. */
export function exhaustedReason(children: number): string {
  return `all ${children} attempts from the next point were abandoned`;
}

/**
 * The diversity prompt (after ToolLLM's DFSDT): sent as a user message when the search expands another
 * child of a node, it lists the actions already tried from this point, and why each was abandoned, and asks
 * for a different one.
 */
export function diversityPrompt(tried: readonly TriedAction[]): string {
  const lines = tried.map((action, i) => {
    const calls = action.calls.length
      ? action.calls.map((c) => `${c.tool}(${JSON.stringify(c.input)})`).join(', ')
      : '(no tool call)';
    return `${i + 1}. ${calls}${action.abandoned ? ` (abandoned: ${action.abandoned})` : ''}`;
  });
  return [
    'This is not your first attempt from this point: the earlier attempts were abandoned. These actions were already tried from here:',
    ...lines,
    'Think about the current state and why those attempts failed, then take an action that is different from all of them.',
  ].join('\n');
}
