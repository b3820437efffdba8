import type { ObjectJsonSchema } from '../tool/json-schema.ts';
import { CALL_TOOL, SEARCH_TOOLS } from './gateway-meta-tools.ts';

/** What the model reads when the budget refuses a call. */
export function forbiddenToolMessage(toolName: string, reason: string): string {
  return `The tool '${toolName}' is forbidden: its budget is used up (${reason}). Use another tool or answer with what you have.`;
}

/** What the model reads when it names a tool the library does not have. */
export function unknownToolMessage(toolName: string, suggestions: readonly string[]): string {
  const hint = suggestions.length ? ` Did you mean ${suggestions.map((n) => `'${n}'`).join(', ')}?` : '';
  return `There is no tool named '${toolName}'.${hint} Use ${SEARCH_TOOLS} to find tools.`;
}

/** What the model reads when its arguments do not fit the tool: the problems and the schema to fix them by. */
export function invalidArgumentsMessage(toolName: string, problem: string, schema: ObjectJsonSchema): string {
  return `${problem}\nThe arguments of '${toolName}' must match this JSON Schema: ${JSON.stringify(schema)}\nCall ${CALL_TOOL} again with corrected arguments.`;
}

/** What the model reads when a tool fails. */
export function toolFailedMessage(code: string, message: string): string {
  return `Error (${code}): ${message.replace(/\s+/g, ' ').trim()}`;
}

/** What the model reads instead of a result too large to return. */
export function largeResultMessage(options: {
  toolName: string;
  tokens: number;
  limitTokens: number;
  handle: string;
  shape: string;
  preview: string;
  keptMinutes: number;
}): string {
  const { toolName, tokens, limitTokens, handle, shape, preview, keptMinutes } = options;
  return [
    `The result of '${toolName}' has ${tokens} tokens, more than the ${limitTokens} returned at once. It is kept as handle '${handle}' for ${keptMinutes} minutes.`,
    `Shape (each list shown by its first element): ${shape}`,
    `Preview: ${preview}`,
    `To get just the values you need, call ${CALL_TOOL} with name '${toolName}', handle '${handle}' and extract: a JSONPath expression (starts with $) or a JMESPath expression.`,
  ].join('\n');
}

/** What the model reads when an extraction selects nothing. */
export function emptyExtractionMessage(value: unknown, shape: string): string {
  return `${JSON.stringify(value)}\nThe expression selected nothing. The shape of the result is: ${shape}`;
}

/** What the model reads when an extraction expression is wrong. */
export function badExtractionMessage(reason: string, handle: string, shape: string): string {
  return `${reason}\nThe result is kept as handle '${handle}'; its shape is: ${shape}\nFix the expression and call ${CALL_TOOL} again with the handle.`;
}

/** What the model reads when a handle is unknown or expired. */
export function unknownHandleMessage(handle: string): string {
  return `There is no kept result '${handle}' (results are kept for a limited time). Call the tool again, with extract if you need only part of the result.`;
}

/** What the model reads when it passes a handle of another tool's result. */
export function handleOfOtherToolMessage(handle: string, owner: string, toolName: string): string {
  return `The result '${handle}' is from '${owner}', not '${toolName}'. Call ${CALL_TOOL} with name '${owner}' to extract from it.`;
}
