import type { JsonValue } from '../tool/json-schema.ts';

/** The name of the function the observing role writes. */
export const EXTRACT_FUNCTION = 'extract';

/** What the observing role is told about a long result. */
export interface ObserverPromptInput {
  /** The tool that produced the result. */
  tool: string;
  /** The arguments it was called with. */
  input: JsonValue;
  /** The pseudo-schema of the result. */
  schema: string;
  /** The result's length in characters. */
  characters: number;
  /** What is wanted from it (the grounding's target output, or the task), when known. */
  wanted?: string;
  /** Tokens the extracted value may take. */
  maxTokens: number;
}

/**
 * The observing role's prompt (ConAgents): the pseudo-schema of a long result and what is wanted from it;
 * the model writes `function extract(data)` to pull that out, run in the sandbox.
 */
export function observerPrompt(p: ObserverPromptInput): string {
  return [
    'You write JavaScript that extracts what is needed from a tool result too long to read.',
    '',
    `The tool \`${p.tool}\` was called with ${JSON.stringify(p.input)}. Its result is ${p.characters} characters long. This is its structure (keys with the types of their values; each list is shown once, with its length):`,
    '',
    p.schema,
    '',
    `Wanted: ${p.wanted ?? 'the information the task needs from this result'}`,
    '',
    `Write a function \`${EXTRACT_FUNCTION}(data)\` that takes the parsed result and returns only the wanted information as plain JSON data (a value, or a small object or list; at most about ${p.maxTokens} tokens, never the whole result). Use plain JavaScript without imports, timers, network or file access. Check for fields that may be missing.`,
    '',
    'Reply with one ```javascript code block and nothing else.',
  ].join('\n');
}

/** The calibration message after a failed extraction: the exact error, and a request for the whole fixed function. */
export function extractionFailedPrompt(error: string): string {
  return [
    `Your code failed:`,
    error,
    '',
    `Fix it and reply with the whole corrected \`${EXTRACT_FUNCTION}\` function in one \`\`\`javascript code block.`,
  ].join('\n');
}

/** The error fed back when the extracted value is itself too long. */
export function extractionTooLongMessage(tokens: number, maxTokens: number): string {
  return `The extracted value is ${tokens} tokens long; the limit is ${maxTokens}. Return only what is wanted (select the fields, filter, or take the top few items).`;
}

/** What the model reads instead of a long result, once extracted. */
export function extractedText(tool: string, characters: number, value: JsonValue): string {
  return `${extractedNote(tool, characters)}: ${JSON.stringify(value)}`;
}

/** The note that says a value was extracted from a long result. */
export function extractedNote(tool: string, characters: number): string {
  return `Extracted from the ${characters}-character result of ${tool}`;
}

/** What the model reads when every extraction failed: the structure and the beginning of the result. */
export function unobservedText(p: {
  tool: string;
  text: string;
  schema: string;
  previewChars: number;
}): string {
  return [
    `The result of ${p.tool} is too long to show (${p.text.length} characters) and extracting from it failed. Its structure:`,
    p.schema,
    `Its first ${Math.min(p.previewChars, p.text.length)} characters:`,
    `${p.text.slice(0, p.previewChars)}…`,
  ].join('\n');
}
