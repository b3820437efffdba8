import type { EmbeddingModel } from 'ai';

/** An embedding model for dense search, through the AI SDK. */
export interface EmbeddingConfig {
  /** The AI SDK embedding model (e.g. `openai.embedding('text-embedding-3-small')`). */
  model: Exclude<EmbeddingModel, string>;
  /**
   * The id vectors are stored under; changing models re-embeds. @default `${model.provider}:${model.modelId}`
   */
  id?: string;
  /** How many tools to embed per request. @default 64 */
  batchSize?: number;
  /** Told the token usage of every embedding call (for the cost ledger). */
  onUsage?: (usage: { modelId: string; tokens: number; values: number; durationMs: number }) => void;
}

/** The id under which an embedding config's vectors are stored. */
export function embeddingModelId(config: EmbeddingConfig): string {
  if (config.id) return config.id;
  const m = config.model as { provider?: string; modelId?: string };
  return `${m.provider ?? 'unknown'}:${m.modelId ?? 'unknown'}`;
}
