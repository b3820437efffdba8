/**
 * The money of one model call from its token counts (input all uncached), e.g.
 * `({ inputTokens, outputTokens }) => ledger.estimateModelCallCost({ ...model, inputTokens, maxOutputTokens: outputTokens })`.
 * Must be linear in both counts, as list prices are.
 */
export type ModelCallCost = (tokens: { inputTokens: number; outputTokens: number }) => number;
