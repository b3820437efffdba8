import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parameterSummary } from './parameter-summary.ts';

describe('parameterSummary', () => {
  it('lists names and types, marking optional parameters', () => {
    assert.equal(
      parameterSummary({
        type: 'object',
        properties: {
          a: { type: 'number' },
          unit: { type: 'string', enum: ['km', 'mi'] },
          tags: { type: 'array', items: { type: 'string' } },
          when: { anyOf: [{ type: 'string' }, { type: 'null' }] },
          any: {},
        },
        required: ['a'],
      }),
      "a: number, unit?: 'km'|'mi', tags?: string[], when?: string|null, any?: any",
    );
  });

  it('says when there are none and cuts long summaries', () => {
    assert.equal(parameterSummary({ type: 'object' }), '(none)');
    const many = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`parameter${i}`, { type: 'string' }]),
    );
    const text = parameterSummary({ type: 'object', properties: many }, { maxChars: 60 });
    assert.equal(text.length, 60);
    assert.ok(text.endsWith('…'));
  });
});
