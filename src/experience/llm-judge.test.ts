import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RunContext } from '../agent/run-context.ts';
import { createTraceRecorder } from '../agent/trace.ts';
import { CostLedger } from '../ledger/cost-ledger.ts';
import { createTokenCounter } from '../ledger/token-counter.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../testing/scripted-language-model.ts';
import { resultDigest } from './result-digest.ts';
import { createLlmJudge } from './llm-judge.ts';

function runWith(replies: ScriptedReply[]) {
  const model = scriptedLanguageModel(replies);
  const run: RunContext = {
    model: { model, provider: 'scripted', modelId: 'judge' },
    ledger: new CostLedger({ prices: { 'scripted:judge': { inputPerMTok: 1, outputPerMTok: 1 } } }),
    tokens: createTokenCounter(),
    trace: createTraceRecorder(),
    progress: { steps: 0, lastText: '', calls: [] },
  };
  return { run, model };
}

const request = (output: unknown) => {
  const outcome = { ok: true, output, text: JSON.stringify(output) };
  return {
    task: 'Weather in Paris',
    tool: 'forecast',
    input: { city: 'Paris' },
    outcome,
    digest: resultDigest(outcome).digest,
    earlierDigests: [],
  };
};

describe('createLlmJudge', () => {
  it("asks the model (role 'judge', recorded in the ledger) and validates its verdict", async () => {
    const { run, model } = runWith([{ text: 'Sure: {"helpful": false, "reason": "it is about Lyon"}' }]);
    const judge = createLlmJudge({ run });
    assert.equal(judge.name, 'llm:scripted:judge');
    assert.deepEqual(await judge.judge(request({ city: 'Lyon', temp: 20 })), {
      helpful: false,
      reason: 'it is about Lyon',
    });
    assert.match(JSON.stringify(model.prompts[0]?.prompt), /Weather in Paris/);
    assert.equal(model.prompts[0]?.maxOutputTokens, 100);
    assert.equal(run.ledger.summary().byRole['judge']?.calls, 1);
  });

  it('does not ask about clear failures, and falls back to the rules on an invalid reply', async () => {
    const { run, model } = runWith([{ text: 'I think it is fine' }]);
    const judge = createLlmJudge({ run });
    assert.deepEqual(await judge.judge(request([])), {
      helpful: false,
      reason: 'empty result',
      judge: 'rule',
    });
    assert.equal(model.prompts.length, 0);
    const fallback = await judge.judge(request({ temp: 21 }));
    assert.deepEqual(fallback, {
      helpful: true,
      reason: 'non-empty result (judge reply unusable)',
      judge: 'rule',
    });
    assert.equal(model.prompts.length, 1);
  });
});
