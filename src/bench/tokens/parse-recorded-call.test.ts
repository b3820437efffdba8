import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRecordedCall } from './parse-recorded-call.ts';

describe('parseRecordedCall', () => {
  it('reads the name and whole arguments of a recorded step', () => {
    assert.deepEqual(
      parseRecordedCall(
        `{'name': 'users_for_reqres', 'arguments': '{\\n  "page": 2\\n}', 'response': '{"error": ""}'}`,
      ),
      { name: 'users_for_reqres', input: { page: 2 } },
    );
    assert.deepEqual(parseRecordedCall(`{'name': 'unknown_for_reqres', 'arguments': '{}', 'resp`), {
      name: 'unknown_for_reqres',
      input: {},
    });
  });

  it('keeps the complete pairs of arguments cut short, never a number that may be cut', () => {
    assert.deepEqual(
      parseRecordedCall(
        `{'name': 'convert', 'arguments': '{\\n  "from": "USD",\\n  "to": "EUR",\\n  "amount": 1`,
      ),
      { name: 'convert', input: { from: 'USD', to: 'EUR' } },
    );
    assert.deepEqual(parseRecordedCall(`{'name': 'product', 'arguments': '{\\n  "is_id": 40008865`), {
      name: 'product',
      input: {},
    });
    assert.deepEqual(parseRecordedCall(`{'name': 'search', 'arguments': '{"q": "it\\'s \\\\"new\\\\"", "l`), {
      name: 'search',
      input: { q: `it's "new"` },
    });
  });

  it('returns undefined for a message that names no tool', () => {
    assert.equal(parseRecordedCall('The weather is fine.'), undefined);
    assert.equal(parseRecordedCall(''), undefined);
  });
});
