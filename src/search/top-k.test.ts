import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { topK } from './top-k.ts';

describe('topK', () => {
  it('returns the k best, best first, ties by lower id, like a full sort', () => {
    const items = Array.from({ length: 500 }, (_, i) => ({ id: i, score: (i * 7919) % 101 }));
    const sorted = [...items].sort((a, b) => b.score - a.score || a.id - b.id);
    for (const k of [0, 1, 5, 100, 600]) assert.deepEqual(topK(items, k), sorted.slice(0, k));
  });
});
