import { countTokens } from '../ledger/token-counter.ts';

/** Texts longer than this are not tokenized; their tokens are estimated at 4 characters each. */
const COUNT_LIMIT_CHARS = 4_000_000;

/** A tool result as the text the client would read: strings as they are, anything else as compact JSON. */
export function resultText(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value) ?? 'null';
}

/** The tokens of a result text (estimated beyond a few million characters). */
export function resultTokens(text: string): number {
  return text.length > COUNT_LIMIT_CHARS ? Math.ceil(text.length / 4) : countTokens(text);
}
