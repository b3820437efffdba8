import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { literalToJson } from './literal-to-json.ts';

function expression(text: string): ts.Expression {
  const file = ts.createSourceFile('x.ts', `const x = ${text};`, ts.ScriptTarget.ES2024, true);
  const statement = file.statements[0] as ts.VariableStatement;
  return statement.declarationList.declarations[0]?.initializer as ts.Expression;
}

describe('literalToJson', () => {
  it('reads literals, negative numbers and nested arrays and objects', () => {
    assert.deepEqual(literalToJson(expression('42')), { value: 42 });
    assert.deepEqual(literalToJson(expression('-1.5')), { value: -1.5 });
    assert.deepEqual(literalToJson(expression('0x10')), { value: 16 });
    assert.deepEqual(literalToJson(expression('1_000')), { value: 1000 });
    assert.deepEqual(literalToJson(expression("'a'")), { value: 'a' });
    assert.deepEqual(literalToJson(expression('`b`')), { value: 'b' });
    assert.deepEqual(literalToJson(expression('true')), { value: true });
    assert.deepEqual(literalToJson(expression('false')), { value: false });
    assert.deepEqual(literalToJson(expression('null')), { value: null });
    assert.deepEqual(literalToJson(expression("[1, 'a', { b: null, 'c d': [false] }] as const")), {
      value: [1, 'a', { b: null, 'c d': [false] }],
    });
  });

  it('returns undefined for anything that is not a literal', () => {
    for (const text of [
      'Date.now()',
      'y',
      '`a${1}`',
      '[...y]',
      '{ ...y }',
      '{ [k]: 1 }',
      '{ y }',
      '!true',
      'undefined',
    ]) {
      assert.equal(literalToJson(expression(text)), undefined, text);
    }
  });
});
