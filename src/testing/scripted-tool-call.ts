import type { ScriptedToolCallsTurn } from './chat-script.ts';

/**
 * A scripted turn in which the model calls the tool `name` with `args` (an object, or a raw string that may
 * be malformed JSON); `extra` adds an id, text, usage or a delay. For parallel calls write
 * `{ toolCalls: [...] }` directly.
 */
export function scriptedToolCall(
  name: string,
  args: object | string,
  extra: Omit<ScriptedToolCallsTurn, 'toolCalls'> & { id?: string } = {},
): ScriptedToolCallsTurn {
  const { id, ...turn } = extra;
  return { ...turn, toolCalls: [{ name, arguments: args, ...(id === undefined ? {} : { id }) }] };
}
