import type { ModelPrice } from '../models/price-table.ts';

/**
 * The money (USD) of a call at `price`: uncached input at the input price, cached input at the cached price
 * (or the input price when there is none), output at the output price.
 */
export function moneyForTokens(
  price: ModelPrice,
  tokens: { inputTokens: number; cachedInputTokens?: number; outputTokens?: number },
): number {
  const cached = Math.min(tokens.cachedInputTokens ?? 0, tokens.inputTokens);
  const uncached = tokens.inputTokens - cached;
  const micro =
    uncached * price.inputPerMTok +
    cached * (price.cachedInputPerMTok ?? price.inputPerMTok) +
    (tokens.outputTokens ?? 0) * price.outputPerMTok;
  return micro / 1_000_000;
}
