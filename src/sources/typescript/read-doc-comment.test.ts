import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { readDocComment } from './read-doc-comment.ts';

function firstStatement(text: string): ts.Node {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.ES2024, true);
  const statement = file.statements[0] as ts.Statement;
  return ts.isVariableStatement(statement)
    ? (statement.declarationList.declarations[0] as ts.Node)
    : statement;
}

describe('readDocComment', () => {
  it('splits summary, remarks, returns and parameters, dropping the TSDoc hyphen', () => {
    const doc = readDocComment(
      firstStatement(`
/**
 * Adds two numbers.
 * Second line.
 *
 * @remarks Exact for integers.
 * @param a - The first.
 * @param {number} b the second
 * @param options.limit - At most this many.
 * @returns - The sum.
 * @example add(1, 2)
 */
function add(a, b, options) {}`),
    );
    assert.deepEqual(doc, {
      summary: 'Adds two numbers.\nSecond line.',
      remarks: 'Exact for integers.',
      returns: 'The sum.',
      params: new Map([
        ['a', 'The first.'],
        ['b', 'the second'],
        ['options.limit', 'At most this many.'],
      ]),
    });
  });

  it('reads the comment of a const holding an arrow function, and the closest of two comments', () => {
    const doc = readDocComment(
      firstStatement(`/** Old. */\n/** Doubles. @return twice x */\nexport const f = (x: number) => 2 * x;`),
    );
    assert.deepEqual(doc, { summary: 'Doubles.', remarks: undefined, returns: 'twice x', params: new Map() });
  });

  it('returns undefined without a doc comment', () => {
    assert.equal(readDocComment(firstStatement('// not a doc comment\nfunction f() {}')), undefined);
    assert.equal(readDocComment(firstStatement('/* not a doc comment */\nfunction f() {}')), undefined);
  });
});
