import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runAgent } from '../agent/run-agent.ts';
import { createAllToolsStrategy } from '../strategies/all-tools/all-tools-strategy.ts';
import { feeLibrary } from '../planning/test-support/fee-library.ts';
import { scriptedLanguageModel } from '../testing/scripted-language-model.ts';
import { createExperienceHooks, type JudgedCall } from './create-experience-hooks.ts';
import { ExperienceStore } from './experience-store.ts';

describe('createExperienceHooks', () => {
  it('records every library tool call of a run with its verdict, fee and latency', async () => {
    const { library, executor } = feeLibrary([
      { name: 'lookup', cost: 0.01 },
      {
        name: 'broken',
        cost: 0.02,
        handler: () => {
          throw new Error('down');
        },
      },
      { name: 'empty', cost: 0.03, handler: () => [] },
    ]);
    const model = scriptedLanguageModel([
      { toolCalls: [{ name: 'lookup', input: { q: 'a' } }] },
      { toolCalls: [{ name: 'broken', input: {} }] },
      { toolCalls: [{ name: 'empty', input: {} }] },
      { toolCalls: [{ name: 'lookup', input: { q: 5 } }] },
      {
        toolCalls: [
          { name: 'nonexistent', input: {} },
          { name: 'lookup', input: { q: 'b' } },
        ],
      },
      { text: 'done' },
    ]);
    const store = ExperienceStore.open(':memory:');
    const judged: JudgedCall[] = [];
    let time = 0;
    const result = await runAgent({
      task: 'Look things up',
      model: { model, provider: 'scripted', modelId: 'm' },
      library,
      executor: executor(),
      strategy: createAllToolsStrategy(),
      hooks: createExperienceHooks({
        store,
        task: 'Look things up',
        runId: 'r1',
        feeOf: (n) => library.get(n)?.cost,
        now: () => (time += 5),
        onJudged: (call) => judged.push(call),
      }),
    });
    assert.equal(result.status, 'completed');
    const usages = store.usages();
    assert.deepEqual(
      usages.map((u) => [u.id, u.tool, u.ok, u.errorCode ?? null, u.helpful, u.fee]),
      [
        ['r1:1', 'lookup', true, null, true, 0.01],
        ['r1:2', 'broken', false, 'execution_failed', false, 0.02],
        ['r1:3', 'empty', true, null, false, 0.03],
        ['r1:4', 'lookup', false, 'invalid_arguments', false, 0],
        ['r1:5', 'lookup', true, null, true, 0.01],
      ],
    );
    assert.ok(usages.every((u) => u.task === 'Look things up' && u.judge === 'rule' && u.latencyMs > 0));
    assert.deepEqual(usages[0]?.input, { q: 'a' });
    assert.equal(usages[0]?.resultPreview, '{"tool":"lookup","call":1}');
    assert.equal(usages[0]?.resultBytes, 26);
    assert.match(usages[0]?.resultDigest ?? '', /^sha256:[0-9a-f]{64}$/);
    assert.equal(judged.length, 5);
    assert.equal(judged[2]?.judgement.reason, 'empty result');
    store.close();
    library.close();
  });
});
