import type { LanguageModel } from 'ai';

/** The model an agent talks to, with the names the cost ledger prices it by. `resolveModel` returns one. */
export interface AgentModel {
  /** The AI SDK language model. */
  model: Exclude<LanguageModel, string>;
  /** Provider name for pricing, e.g. `openai`. */
  provider: string;
  /** Model id for pricing, e.g. `gpt-4.1-mini`. */
  modelId: string;
  /** How many tools the provider accepts in one request, when it has a limit (128 for OpenAI). */
  maxTools?: number;
}
