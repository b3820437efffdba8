import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resultShape } from './result-shape.ts';

describe('resultShape', () => {
  it('describes scalars', () => {
    assert.equal(resultShape('x'), 'string');
    assert.equal(resultShape(3), 'integer');
    assert.equal(resultShape(3.5), 'number');
    assert.equal(resultShape(true), 'boolean');
    assert.equal(resultShape(null), 'null');
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
      resultShape(value),
      '{ orders: [{ id: string, total: number, items: [{ sku: string, qty: integer }] (1 item) }] (2 items), next: null, empty: [], "odd key": {} }',
    );
  });

  it('limits depth, keys and length', () => {
    assert.equal(resultShape({ a: { b: { c: 1 } } }, { maxDepth: 2 }), '{ a: { b: {…} } }');
    assert.equal(resultShape([[[1]]], { maxDepth: 1 }), '[[…] (1 item)] (1 item)');
    assert.equal(
      resultShape({ a: 1, b: 2, c: 3, d: 4 }, { maxKeys: 2 }),
      '{ a: integer, b: integer, …2 more keys }',
    );
    const long = resultShape(Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, i])), {
      maxKeys: 100,
      maxChars: 50,
    });
    assert.equal(long.length, 50);
    assert.ok(long.endsWith('…'));
  });
});
