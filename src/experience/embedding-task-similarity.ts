import { embedMany } from 'ai';
import { cosineSimilarity } from '../search/cosine-similarity.ts';
import { embeddingModelId, type EmbeddingConfig } from '../search/embedding-config.ts';
import type { TaskSimilarity } from './task-similarity.ts';

/**
 * Task similarity by embeddings: the cosine similarity (in [-1, 1]) of the new task's embedding and each
 * past task's, with the embedding model the library uses for dense search. Vectors are remembered by this
 * similarity (one per distinct text), so a past task is embedded once per process; usage is reported to
 * `embedding.onUsage`.
 */
export function createEmbeddingTaskSimilarity(embedding: EmbeddingConfig): TaskSimilarity {
  const vectors = new Map<string, number[]>();
  const modelId = embeddingModelId(embedding);
  return async (task, pastTasks) => {
    const missing = [...new Set([task, ...pastTasks])].filter((t) => !vectors.has(t));
    const batchSize = embedding.batchSize ?? 64;
    for (let i = 0; i < missing.length; i += batchSize) {
      const batch = missing.slice(i, i + batchSize);
      const started = performance.now();
      const { embeddings, usage } = await embedMany({ model: embedding.model, values: batch });
      embedding.onUsage?.({
        modelId,
        tokens: usage.tokens,
        values: batch.length,
        durationMs: performance.now() - started,
      });
      batch.forEach((text, j) => vectors.set(text, embeddings[j] ?? []));
    }
    const query = vectors.get(task) ?? [];
    return pastTasks.map((t) => {
      const vector = vectors.get(t) ?? [];
      return vector.length === query.length ? cosineSimilarity(query, vector) : 0;
    });
  };
}
