import type { LanguageModelUsage } from 'ai';

/** The token counts of one model call, ready for `CostLedger.recordModelCall`. */
export interface ModelCallTokens {
  /** All input tokens, cached ones included (the AI SDK's `usage.inputTokens`). */
  inputTokens: number;
  /** Input tokens read from the prompt cache (`usage.inputTokenDetails.cacheReadTokens`). */
  cachedInputTokens: number;
  /** Output tokens, reasoning included (`usage.outputTokens`). */
  outputTokens: number;
  /** True when the provider reported no input or no output count and the local estimate stands in. */
  estimated: boolean;
}

/**
 * Reads the token counts of an AI SDK result's `usage` (a step's or `totalUsage`). Providers that report
 * nothing (some local servers) get the local estimate instead, computed only then, and `estimated: true`.
 */
export function tokensFromUsage(
  usage: Partial<Pick<LanguageModelUsage, 'inputTokens' | 'outputTokens' | 'inputTokenDetails'>> | undefined,
  estimate: () => { inputTokens: number; outputTokens: number },
): ModelCallTokens {
  const reportedInput = usage?.inputTokens;
  const reportedOutput = usage?.outputTokens;
  const estimated = reportedInput === undefined || reportedOutput === undefined;
  const fallback = estimated ? estimate() : undefined;
  const inputTokens = reportedInput ?? fallback?.inputTokens ?? 0;
  const cached = usage?.inputTokenDetails?.cacheReadTokens ?? 0;
  return {
    inputTokens,
    cachedInputTokens: Math.min(cached, inputTokens),
    outputTokens: reportedOutput ?? fallback?.outputTokens ?? 0,
    estimated,
  };
}
