import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ToolCallOutcome } from '../agent/run-hooks.ts';
import type { JsonValue } from '../tool/json-schema.ts';
import { resultDigest } from './result-digest.ts';
import { createRuleJudge } from './rule-judge.ts';

const judge = createRuleJudge();

function verdict(outcome: ToolCallOutcome, options: { input?: JsonValue; earlier?: ToolCallOutcome[] } = {}) {
  return judge.judge({
    task: 't',
    tool: 'x',
    input: options.input ?? { a: 1 },
    outcome,
    digest: resultDigest(outcome).digest,
    earlierDigests: (options.earlier ?? []).map((o) => resultDigest(o).digest),
  });
}

const ok = (output: unknown): ToolCallOutcome => ({
  ok: true,
  output,
  text: JSON.stringify(output) ?? 'null',
});

describe('createRuleJudge', () => {
  it('finds errors, validation failures, empty results and error fields unhelpful', () => {
    const failed = (code: string): ToolCallOutcome => ({
      ok: false,
      error: { code, message: 'm' },
      text: 'Error',
    });
    assert.deepEqual(verdict(failed('timeout')), { helpful: false, reason: 'error (timeout)' });
    assert.deepEqual(verdict(failed('invalid_arguments')), {
      helpful: false,
      reason: 'validation failure of the arguments',
    });
    for (const empty of [null, '', '  ', [], {}, undefined])
      assert.equal(verdict(ok(empty)).helpful, false, JSON.stringify(empty));
    assert.equal(verdict(ok({ error: 'quota exceeded', data: null })).helpful, false);
    assert.equal(verdict(ok({ error: '', data: [1] })).helpful, true);
  });

  it('finds unchanged results unhelpful: the same as before, or the arguments handed back', () => {
    assert.equal(
      verdict(ok({ b: 2, a: 1 }), { earlier: [ok({ a: 1, b: 2 })] }).reason.startsWith('unchanged'),
      true,
    );
    assert.equal(verdict(ok({ a: 1 }), { input: { a: 1 } }).helpful, false);
    assert.equal(verdict(ok('hello'), { input: { text: 'hello' } }).helpful, false);
    assert.deepEqual(verdict(ok(5), { input: { x: 5 } }), { helpful: true, reason: 'non-empty result' });
    assert.equal(verdict(ok([1, 2]), { earlier: [ok([1, 3])] }).helpful, true);
  });
});
