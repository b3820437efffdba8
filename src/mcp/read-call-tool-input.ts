import { CALL_TOOL } from './gateway-meta-tools.ts';

/** A `call_tool` request, read. */
export interface CallToolInput {
  /** The tool. */
  name: string;
  /** Its arguments (an object once valid; passed on for the executor to check). */
  args: unknown;
  /** An extraction expression, if any. */
  extract?: string;
  /** A kept result to extract from instead of calling, if any. */
  handle?: string;
}

/**
 * Reads the input of `call_tool`, leniently where a model is often sloppy: `arguments` given as a JSON string
 * is parsed, missing `arguments` are `{}`. Returns a sentence for the model when it cannot be read.
 */
export function readCallToolInput(input: Record<string, unknown>): CallToolInput | string {
  const { name, extract, handle } = input;
  let args: unknown = input['arguments'] ?? {};
  if (typeof name !== 'string' || name.trim() === '') {
    return `${CALL_TOOL} needs 'name' (the tool to call) and 'arguments' (an object), e.g. {"name": "add", "arguments": {"a": 1, "b": 2}}.`;
  }
  if (typeof args === 'string') {
    try {
      args = JSON.parse(args) as unknown;
    } catch {
      return `'arguments' must be an object, not a string; e.g. {"name": "${name}", "arguments": {...}}.`;
    }
  }
  if (extract !== undefined && typeof extract !== 'string') return `'extract' must be a string expression.`;
  if (handle !== undefined && typeof handle !== 'string') return `'handle' must be a string such as "r1".`;
  return {
    name: name.trim(),
    args,
    ...(typeof extract === 'string' && extract.trim() !== '' && { extract }),
    ...(typeof handle === 'string' && handle.trim() !== '' && { handle: handle.trim() }),
  };
}
