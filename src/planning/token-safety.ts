/**
 * The factor on the local prompt-token estimate that bounds what a provider may bill as input. The local
 * count uses OpenAI's o200k tokenizer; OpenAI bills about that (tool definitions somewhat less, in its
 * compact internal rendering), while other providers tokenize differently: Anthropic's tokenizer yields
 * noticeably more tokens than o200k for the same text (commonly 10-30% for English, more for code and JSON),
 * Gemini's about as many or fewer. 1.5 leaves room for all of them.
 */
export const DEFAULT_INPUT_MARGIN = 1.5;

/**
 * Input tokens a provider may add to every request beyond the counted prompt: Anthropic's tool-use system
 * prompt alone is about 350 tokens, and providers wrap tool definitions and messages in their own markup.
 */
export const DEFAULT_INPUT_OVERHEAD_TOKENS = 500;

/** How the worst-case input of a model call is bounded from the local estimate. */
export interface TokenSafety {
  /** Factor on the local prompt-token estimate. @default DEFAULT_INPUT_MARGIN (1.5) */
  inputMargin?: number;
  /** Tokens added to every call. @default DEFAULT_INPUT_OVERHEAD_TOKENS (500) */
  inputOverheadTokens?: number;
}

/** The most input tokens a call whose prompt is estimated at `promptTokens` is assumed to be billed. */
export function worstCaseInputTokens(promptTokens: number, safety: TokenSafety = {}): number {
  const { inputMargin = DEFAULT_INPUT_MARGIN, inputOverheadTokens = DEFAULT_INPUT_OVERHEAD_TOKENS } = safety;
  return Math.ceil(promptTokens * inputMargin) + inputOverheadTokens;
}
