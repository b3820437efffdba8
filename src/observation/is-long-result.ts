import { createTokenCounter, type TokenCounter } from '../ledger/token-counter.ts';

/** Options of {@link isLongResult}. */
export interface IsLongResultOptions {
  /** A result of more tokens than this is long. */
  maxTokens: number;
  /** Counts tokens. @default createTokenCounter() */
  tokens?: Pick<TokenCounter, 'countTokens'>;
}

/** Texts longer than this many characters per allowed token are long without being tokenized. */
const CHARS_PER_TOKEN_CEILING = 16;

/**
 * Whether a tool result is too long to put into a model's context as it is (ConAgents hands such results
 * to its observing agent). A text no longer in characters than `maxTokens` is short without counting; a
 * very long one is long without counting (tokenizing megabytes is slow); in between, tokens are counted.
 */
export function isLongResult(text: string, options: IsLongResultOptions): boolean {
  const { maxTokens } = options;
  if (text.length <= maxTokens) return false;
  if (text.length > maxTokens * CHARS_PER_TOKEN_CEILING) return true;
  return (options.tokens ?? createTokenCounter()).countTokens(text) > maxTokens;
}
