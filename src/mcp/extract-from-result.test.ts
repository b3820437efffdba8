import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ExtractionError } from './extraction-error.ts';
import { extractFromResult } from './extract-from-result.ts';

const value = {
  orders: [
    { id: 'A', total: 150 },
    { id: 'B', total: 20 },
  ],
  next: null,
};

describe('extractFromResult', () => {
  it('reads expressions starting with $ as JSONPath, returning the list of matches', () => {
    assert.deepEqual(extractFromResult(value, '$.orders[*].id'), { language: 'jsonpath', value: ['A', 'B'] });
    assert.deepEqual(extractFromResult(value, ' $..orders[?(@.total > 100)].id '), {
      language: 'jsonpath',
      value: ['A'],
    });
    assert.deepEqual(extractFromResult(value, '$.missing'), { language: 'jsonpath', value: [] });
  });

  it('reads other expressions as JMESPath', () => {
    assert.deepEqual(extractFromResult(value, 'orders[?total > `100`].id'), {
      language: 'jmespath',
      value: ['A'],
    });
    assert.deepEqual(extractFromResult(value, 'length(orders)'), { language: 'jmespath', value: 2 });
    assert.deepEqual(extractFromResult(value, 'missing'), { language: 'jmespath', value: null });
  });

  it('fails with a typed error that quotes the expression and the parser', () => {
    const check = (expression: string, language: string, pattern: RegExp) =>
      assert.throws(
        () => extractFromResult(value, expression),
        (error: unknown) =>
          error instanceof ExtractionError &&
          error.code === 'invalid_extraction' &&
          error.language === language &&
          pattern.test(error.message),
      );
    check('orders[?', 'jmespath', /JMESPath expression "orders\[\?" cannot be evaluated: .+/);
    check(
      '$.orders[?(@.total >)]',
      'jsonpath',
      /JSONPath expression .* cannot be evaluated: Expected expression/,
    );
    check('   ', 'jmespath', /empty/);
  });

  it('never runs filter scripts as JavaScript', () => {
    assert.throws(
      () => extractFromResult(value, '$.orders[?(this.constructor.constructor("return process")().exit(1))]'),
      ExtractionError,
    );
  });
});
