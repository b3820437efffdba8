import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MockEmbeddingModelV4 } from 'ai/test';
import { hashedEmbedding } from '../testing/hashed-embedding.ts';
import { createEmbeddingTaskSimilarity } from './embedding-task-similarity.ts';

describe('createEmbeddingTaskSimilarity', () => {
  it('scores past tasks by cosine similarity, embedding each distinct text once', async () => {
    const embedded: string[] = [];
    const model = new MockEmbeddingModelV4({
      modelId: 'hashed',
      maxEmbeddingsPerCall: 100,
      doEmbed: async ({ values }) => {
        embedded.push(...values);
        return {
          embeddings: values.map((v) => hashedEmbedding(v, 64)),
          usage: { tokens: values.length },
          warnings: [],
        };
      },
    });
    const usage: number[] = [];
    const similarity = createEmbeddingTaskSimilarity({ model, onUsage: (u) => usage.push(u.values) });
    const past = ['weather in Paris tomorrow', 'convert euros to yen', 'weather in Paris tomorrow'];
    const scores = await similarity('weather in Paris tomorrow', past);
    assert.ok(Math.abs((scores[0] ?? 0) - 1) < 1e-9);
    assert.ok((scores[1] ?? 1) < 0.5);
    assert.equal(scores[2], scores[0]);
    await similarity('convert euros to yen', past);
    assert.deepEqual(embedded, ['weather in Paris tomorrow', 'convert euros to yen']);
    assert.deepEqual(usage, [2]);
  });
});
