import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashedEmbedding } from './hashed-embedding.ts';

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * (b[i] ?? 0), 0);

describe('hashedEmbedding', () => {
  it('is deterministic, of the requested length and normalised', () => {
    const v = hashedEmbedding('Weather forecast for Paris', 32);
    assert.equal(v.length, 32);
    assert.deepEqual(
      v,
      hashedEmbedding('weather, FORECAST for paris!', 32),
      'case and punctuation are ignored',
    );
    assert.ok(Math.abs(Math.hypot(...v) - 1) < 1e-12);
  });

  it('gives the zero vector for text without words', () => {
    assert.deepEqual(hashedEmbedding(' -- ', 4), [0, 0, 0, 0]);
  });

  it('makes texts that share words more similar than unrelated ones', () => {
    const query = hashedEmbedding('weather forecast', 256);
    const related = hashedEmbedding('get the weather forecast for a city', 256);
    const unrelated = hashedEmbedding('square root of a number', 256);
    assert.ok(cosine(query, related) > 0.5);
    assert.ok(cosine(query, related) > cosine(query, unrelated));
  });
});
