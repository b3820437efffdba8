import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_PRICES, mergePrices, priceFor } from './price-table.ts';

describe('priceFor', () => {
  it('finds exact model ids in the default table', () => {
    assert.deepEqual(priceFor(DEFAULT_PRICES, 'openai', 'gpt-4o-mini'), {
      inputPerMTok: 0.15,
      cachedInputPerMTok: 0.075,
      outputPerMTok: 0.6,
    });
    assert.equal(priceFor(DEFAULT_PRICES, 'anthropic', 'claude-sonnet-4-5')?.outputPerMTok, 15);
    assert.equal(priceFor(DEFAULT_PRICES, 'google', 'gemini-2.5-flash-lite')?.inputPerMTok, 0.1);
    assert.equal(priceFor(DEFAULT_PRICES, 'openai', 'text-embedding-3-small')?.inputPerMTok, 0.02);
  });

  it('matches dated variants by the longest prefix that ends at a separator', () => {
    assert.equal(priceFor(DEFAULT_PRICES, 'openai', 'gpt-4o-2024-08-06')?.inputPerMTok, 2.5);
    assert.equal(priceFor(DEFAULT_PRICES, 'openai', 'gpt-4o-mini-2024-07-18')?.inputPerMTok, 0.15);
    assert.equal(priceFor(DEFAULT_PRICES, 'openai', 'gpt-4.1-nano-2025-04-14')?.inputPerMTok, 0.1);
    assert.equal(priceFor(DEFAULT_PRICES, 'anthropic', 'claude-sonnet-4-5-20250929')?.inputPerMTok, 3);
    assert.equal(priceFor(DEFAULT_PRICES, 'anthropic', 'claude-opus-4-1-20250805')?.inputPerMTok, 15);
    assert.equal(priceFor(DEFAULT_PRICES, 'openai', 'GPT-4o'.toUpperCase())?.inputPerMTok, 2.5);
    assert.equal(
      priceFor(DEFAULT_PRICES, 'openai', 'gpt-5.1'),
      undefined,
      'a new version is not a dated variant',
    );
    assert.equal(priceFor(DEFAULT_PRICES, 'openai', 'gpt-4'), undefined);
    assert.equal(priceFor(DEFAULT_PRICES, 'compatible', 'qwen2.5'), undefined);
  });

  it('prices every model of a local provider at 0 through its wildcard', () => {
    assert.deepEqual(priceFor(DEFAULT_PRICES, 'ollama', 'llama3.1:8b'), {
      inputPerMTok: 0,
      cachedInputPerMTok: 0,
      outputPerMTok: 0,
    });
    assert.equal(
      priceFor(DEFAULT_PRICES, 'ollama', 'gpt-4o')?.inputPerMTok,
      0,
      'the wildcard beats prefix matches',
    );
  });

  it('prefers provider-qualified keys', () => {
    const table = mergePrices(DEFAULT_PRICES, {
      'openrouter:gpt-4o': { inputPerMTok: 3, outputPerMTok: 12 },
      'myvllm:*': { inputPerMTok: 0.01, outputPerMTok: 0.02 },
    });
    assert.equal(priceFor(table, 'openrouter', 'gpt-4o')?.inputPerMTok, 3);
    assert.equal(priceFor(table, 'openrouter', 'gpt-4o-2024-08-06')?.inputPerMTok, 3);
    assert.equal(priceFor(table, 'openai', 'gpt-4o')?.inputPerMTok, 2.5);
    assert.equal(priceFor(table, 'myvllm', 'anything')?.outputPerMTok, 0.02);
  });
});

describe('mergePrices', () => {
  it('overrides defaults without touching them', () => {
    const before = JSON.stringify(DEFAULT_PRICES);
    const table = mergePrices(DEFAULT_PRICES, { 'gpt-4o': { inputPerMTok: 1, outputPerMTok: 4 } });
    assert.deepEqual(priceFor(table, 'openai', 'gpt-4o'), { inputPerMTok: 1, outputPerMTok: 4 });
    assert.equal(priceFor(DEFAULT_PRICES, 'openai', 'gpt-4o')?.inputPerMTok, 2.5);
    assert.equal(JSON.stringify(DEFAULT_PRICES), before);
    assert.ok(Object.isFrozen(DEFAULT_PRICES) && Object.isFrozen(DEFAULT_PRICES['gpt-4o']));
    assert.deepEqual(mergePrices(DEFAULT_PRICES, undefined), DEFAULT_PRICES);
  });

  it('hands out copies, so a caller cannot change the table through a looked-up price', () => {
    const price = priceFor(DEFAULT_PRICES, 'openai', 'o3');
    assert.ok(price);
    price.inputPerMTok = 999;
    assert.equal(priceFor(DEFAULT_PRICES, 'openai', 'o3')?.inputPerMTok, 2);
  });
});
