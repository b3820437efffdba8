/** What a tool name may be: 1 to 64 letters, digits, `_` or `-` (the rule OpenAI and Anthropic share). */
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The longest tool name providers accept. */
export const MAX_TOOL_NAME_LENGTH = 64;

/** Whether `name` is a valid tool name. */
export function isValidToolName(name: string): boolean {
  return TOOL_NAME_PATTERN.test(name);
}

/**
 * Turns any label (an operation id, `GET /pets/{id}`, `Songkick concert`) into a valid tool name:
 * snake_case, only `[A-Za-z0-9_-]`, at most 64 characters. Returns `tool` for a label with nothing usable.
 */
export function toToolName(label: string): string {
  const snake = label
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^[_-]+|[_-]+$/g, '')
    .toLowerCase();
  return (snake || 'tool').slice(0, MAX_TOOL_NAME_LENGTH);
}
