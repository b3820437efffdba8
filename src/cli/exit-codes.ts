/** Exit codes of the `toolwise` command. */
export const EXIT = {
  /** It worked. */
  ok: 0,
  /** Something failed that was not the caller's input: a tool call error, an unreachable server, a bug. */
  failure: 1,
  /** The input was wrong: unknown command or option, malformed JSON, invalid arguments, unknown tool. */
  badInput: 2,
} as const;
