import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pseudoSchema } from './pseudo-schema.ts';

describe('pseudoSchema', () => {
  it('describes scalars', () => {
    assert.equal(pseudoSchema('x'), 'string');
    assert.equal(pseudoSchema(3), 'integer');
    assert.equal(pseudoSchema(3.5), 'number');
    assert.equal(pseudoSchema(true), 'boolean');
    assert.equal(pseudoSchema(null), 'null');
  });

  it('describes each list by its first element and its length', () => {
    const value = {
      orders: [
        { id: 'A', total: 1.5, items: [{ sku: 'x', qty: 2 }] },
        { id: 'B', total: 2, extra: true },
      ],
      next: null,
      empty: [],
      'odd key': {},
    };
    assert.equal(
      pseudoSchema(value),
      '{ orders: [{ id: string, total: number, items: [{ sku: string, qty: integer }] (1 item) }] (2 items), next: null, empty: [], "odd key": {} }',
    );
  });

  it('limits depth, keys and length', () => {
    assert.equal(pseudoSchema({ a: { b: { c: 1 } } }, { maxDepth: 2 }), '{ a: { b: {…} } }');
    assert.equal(pseudoSchema([[[1]]], { maxDepth: 1 }), '[[…] (1 item)] (1 item)');
    assert.equal(
      pseudoSchema({ a: 1, b: 2, c: 3, d: 4 }, { maxKeys: 2 }),
      '{ a: integer, b: integer, …2 more keys }',
    );
    const long = pseudoSchema(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, i])), {
      maxKeys: 100,
      maxChars: 50,
    });
    assert.equal(long.length, 50);
    assert.ok(long.endsWith('…'));
  });
});
