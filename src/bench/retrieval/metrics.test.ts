import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { completenessAtK } from './completeness-at-k.ts';
import { ndcgAtK } from './ndcg-at-k.ts';
import { percentile } from './percentile.ts';
import { recallAtK } from './recall-at-k.ts';

const close = (actual: number, expected: number): void =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${actual} is not ${expected}`);

describe('ndcgAtK', () => {
  it('is 1 for a perfect ranking and 0 without hits', () => {
    close(ndcgAtK({ ranked: ['a', 'b', 'c'], relevant: ['a', 'b'], k: 5 }), 1);
    close(ndcgAtK({ ranked: ['x', 'y'], relevant: ['a'], k: 5 }), 0);
    close(ndcgAtK({ ranked: ['a'], relevant: [], k: 5 }), 0);
  });

  it('matches hand-computed values', () => {
    // gold {a, b}; a at rank 2, b at rank 4: DCG = 1/log2(3) + 1/log2(5) = 0.63093 + 0.43068 = 1.06161;
    // IDCG = 1 + 1/log2(3) = 1.63093; NDCG = 0.65092.
    close(
      ndcgAtK({ ranked: ['x', 'a', 'y', 'b'], relevant: ['a', 'b'], k: 5 }),
      (1 / Math.log2(3) + 1 / Math.log2(5)) / (1 + 1 / Math.log2(3)),
    );
    assert.equal(ndcgAtK({ ranked: ['x', 'a', 'y', 'b'], relevant: ['a', 'b'], k: 5 }).toFixed(5), '0.65092');
    // k = 1: only rank 1 counts; IDCG with one slot is 1.
    close(ndcgAtK({ ranked: ['x', 'a'], relevant: ['a', 'b'], k: 1 }), 0);
    close(ndcgAtK({ ranked: ['a', 'x'], relevant: ['a', 'b'], k: 1 }), 1);
    // three gold, two found at ranks 1 and 3, k = 2: DCG = 1, IDCG = 1 + 0.63093.
    close(ndcgAtK({ ranked: ['a', 'x', 'b'], relevant: ['a', 'b', 'c'], k: 2 }), 1 / (1 + 1 / Math.log2(3)));
  });

  it('counts a repeated item once', () => {
    close(ndcgAtK({ ranked: ['a', 'a'], relevant: ['a', 'b'], k: 2 }), 1 / (1 + 1 / Math.log2(3)));
  });
});

describe('recallAtK', () => {
  it('is the share of gold in the top k', () => {
    close(recallAtK({ ranked: ['a', 'x', 'b', 'c'], relevant: ['a', 'b', 'c'], k: 3 }), 2 / 3);
    close(recallAtK({ ranked: ['a', 'x', 'b', 'c'], relevant: ['a', 'b', 'c'], k: 10 }), 1);
    close(recallAtK({ ranked: [], relevant: ['a'], k: 5 }), 0);
  });
});

describe('completenessAtK', () => {
  it('is 1 only when all gold is in the top k', () => {
    assert.equal(completenessAtK({ ranked: ['a', 'x', 'b'], relevant: ['a', 'b'], k: 3 }), 1);
    assert.equal(completenessAtK({ ranked: ['a', 'x', 'b'], relevant: ['a', 'b'], k: 2 }), 0);
    assert.equal(completenessAtK({ ranked: ['a'], relevant: [], k: 2 }), 0);
  });
});

describe('percentile', () => {
  it('interpolates between closest ranks', () => {
    close(percentile([1, 2, 3, 4], 50), 2.5);
    close(percentile([5, 1, 3], 50), 3);
    close(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21], 95), 20);
    close(percentile([10, 20], 95), 19.5);
    close(percentile([7], 95), 7);
    assert.ok(Number.isNaN(percentile([], 50)));
  });
});
