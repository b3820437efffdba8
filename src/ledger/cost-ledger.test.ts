import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { PriceTable } from '../models/price-table.ts';
import { CostLedger } from './cost-ledger.ts';
import type { LedgerEntry } from './ledger-entry.ts';

const prices: PriceTable = {
  big: { inputPerMTok: 10, cachedInputPerMTok: 1, outputPerMTok: 20 },
  small: { inputPerMTok: 1, outputPerMTok: 2 },
  emb: { inputPerMTok: 0.1, outputPerMTok: 0 },
};

function close(actual: number, expected: number, what: string): void {
  assert.ok(Math.abs(actual - expected) < 1e-12, `${what}: ${actual} != ${expected}`);
}

function clock(): () => number {
  let t = 1000;
  return () => (t += 10);
}

/** The scripted run whose money is worked out by hand in the comments. */
function scriptedRun(onEntry?: (e: LedgerEntry) => void): CostLedger {
  const ledger = new CostLedger({ prices, clock: clock(), ...(onEntry ? { onEntry } : {}) });
  // (800*10 + 200*1 + 100*20) / 1e6 = 0.0102; tool a: 300*10/1e6 = 0.003, b: 0.001
  ledger.recordModelCall({
    role: 'agent',
    provider: 'p',
    modelId: 'big',
    inputTokens: 1000,
    cachedInputTokens: 200,
    outputTokens: 100,
    latencyMs: 500,
    estimated: false,
    toolsInContext: [
      { name: 'a', definitionTokens: 300 },
      { name: 'b', definitionTokens: 100 },
    ],
  });
  // carried by big (the call before): 0.01 + 50*10/1e6 = 0.0105
  ledger.recordToolCall({
    tool: 'a',
    fee: 0.01,
    latencyMs: 100,
    ok: true,
    resultTokens: 50,
    resultBytes: 200,
  });
  // (1000*10 + 1000*1 + 50*20) / 1e6 = 0.012; a +0.003, b +0.001
  ledger.recordModelCall({
    role: 'agent',
    provider: 'p',
    modelId: 'big',
    inputTokens: 2000,
    cachedInputTokens: 1000,
    outputTokens: 50,
    latencyMs: 700,
    estimated: false,
    toolsInContext: [
      { name: 'a', definitionTokens: 300 },
      { name: 'b', definitionTokens: 100 },
    ],
  });
  // explicitly read by small: 20*1/1e6 = 0.00002
  ledger.recordToolCall({
    tool: 'b',
    fee: 0,
    latencyMs: 50,
    ok: false,
    resultTokens: 20,
    resultBytes: 80,
    model: { provider: 'p', modelId: 'small' },
  });
  // small has no cached price, so cached input costs the input price: (400*1 + 100*1 + 10*2) / 1e6 = 0.00052
  ledger.recordModelCall({
    role: 'observer',
    provider: 'p',
    modelId: 'small',
    inputTokens: 500,
    cachedInputTokens: 100,
    outputTokens: 10,
    latencyMs: 200,
    estimated: true,
    toolsInContext: [],
  });
  // 1000*0.1/1e6 = 0.0001
  ledger.recordEmbedding({ provider: 'p', modelId: 'emb', tokens: 1000, values: 4, latencyMs: 30 });
  // unpriced: 0
  ledger.recordModelCall({
    role: 'decompose',
    provider: 'x',
    modelId: 'mystery',
    inputTokens: 100,
    outputTokens: 10,
    toolsInContext: [{ name: 'c', definitionTokens: 40 }],
  });
  // carried by the unpriced model: only the fee counts
  ledger.recordToolCall({ tool: 'c', fee: 0.002, ok: true, resultTokens: 5 });
  return ledger;
}

describe('CostLedger', () => {
  it('totals tokens, money and latency of a scripted run', () => {
    const { totals } = scriptedRun().summary();
    assert.equal(totals.modelCalls, 4);
    assert.equal(totals.estimatedModelCalls, 1);
    assert.equal(totals.inputTokens, 3600);
    assert.equal(totals.cachedInputTokens, 1300);
    assert.equal(totals.outputTokens, 170);
    assert.equal(totals.embeddingCalls, 1);
    assert.equal(totals.embeddingTokens, 1000);
    assert.equal(totals.embeddingValues, 4);
    assert.equal(totals.toolCalls, 3);
    assert.equal(totals.failedToolCalls, 1);
    assert.equal(totals.toolResultTokens, 75);
    assert.equal(totals.toolResultBytes, 280);
    close(totals.toolFees, 0.012, 'tool fees');
    close(totals.modelMoney, 0.0102 + 0.012 + 0.00052, 'model money');
    close(totals.embeddingMoney, 0.0001, 'embedding money');
    close(totals.money, 0.02272 + 0.0001 + 0.012, 'money');
    assert.equal(totals.modelLatencyMs, 1400);
    assert.equal(totals.toolLatencyMs, 150);
    assert.equal(totals.embeddingLatencyMs, 30);
    assert.equal(totals.latencyMs, 1580);
  });

  it('breaks usage down per role and per model', () => {
    const { byRole, byModel } = scriptedRun().summary();
    assert.deepEqual(Object.keys(byRole), ['agent', 'observer', 'decompose']);
    assert.equal(byRole.agent?.calls, 2);
    assert.equal(byRole.agent?.inputTokens, 3000);
    assert.equal(byRole.agent?.cachedInputTokens, 1200);
    assert.equal(byRole.agent?.outputTokens, 150);
    close(byRole.agent?.money ?? NaN, 0.0222, 'agent money');
    assert.equal(byRole.observer?.estimatedCalls, 1);
    close(byRole.observer?.money ?? NaN, 0.00052, 'observer money');
    assert.equal(byRole.decompose?.money, 0);

    assert.deepEqual(Object.keys(byModel), ['p:big', 'p:small', 'p:emb', 'x:mystery']);
    assert.equal(byModel['p:big']?.calls, 2);
    assert.equal(byModel['p:big']?.latencyMs, 1200);
    assert.equal(byModel['p:emb']?.embeddingTokens, 1000);
    assert.equal(byModel['p:emb']?.calls, 0);
    assert.equal(byModel['x:mystery']?.priced, false);
    assert.equal(byModel['p:small']?.priced, true);
  });

  it('attributes definition and result tokens to tools, priced at the carrying model, most expensive first', () => {
    const { byTool } = scriptedRun().summary();
    assert.deepEqual(
      byTool.map((t) => t.tool),
      ['a', 'b', 'c'],
    );
    const [a, b, c] = byTool;
    assert.deepEqual(
      { ...a, money: 0 },
      {
        tool: 'a',
        contextCalls: 2,
        definitionTokens: 600,
        resultTokens: 50,
        calls: 1,
        failedCalls: 0,
        fees: 0.01,
        money: 0,
        latencyMs: 100,
      },
    );
    close(a?.money ?? NaN, 0.006 + 0.0105, 'a money');
    assert.equal(b?.definitionTokens, 200);
    assert.equal(b?.failedCalls, 1);
    close(b?.money ?? NaN, 0.002 + 0.00002, 'b money');
    assert.equal(c?.definitionTokens, 40);
    close(c?.money ?? NaN, 0.002, 'c money: fee only, its carrier is unpriced');
  });

  it('flags models the price table does not know', () => {
    assert.deepEqual(scriptedRun().summary().unpricedModels, ['x:mystery']);
    const ledger = new CostLedger({ prices: {} });
    ledger.recordEmbedding({ provider: 'openai', modelId: 'text-embedding-3-small', tokens: 10, values: 1 });
    assert.deepEqual(ledger.summary().unpricedModels, ['openai:text-embedding-3-small']);
    assert.equal(ledger.summary().totals.money, 0);
  });

  it('prices a tool result recorded before any model call with the next model call', () => {
    const ledger = new CostLedger({ prices });
    ledger.recordToolCall({ tool: 'warmup', ok: true, resultTokens: 1000 });
    ledger.recordModelCall({
      role: 'agent',
      provider: 'p',
      modelId: 'small',
      inputTokens: 1,
      outputTokens: 1,
    });
    close(ledger.summary().byTool[0]?.money ?? NaN, 0.001, 'warmup money');
  });

  it('numbers and timestamps entries, freezes them and reports each to onEntry', () => {
    const seen: LedgerEntry[] = [];
    const ledger = scriptedRun((e) => seen.push(e));
    const entries = ledger.entries();
    assert.deepEqual(
      entries.map((e) => [e.seq, e.at, e.type]),
      [
        [1, 1010, 'model_call'],
        [2, 1020, 'tool_call'],
        [3, 1030, 'model_call'],
        [4, 1040, 'tool_call'],
        [5, 1050, 'model_call'],
        [6, 1060, 'embedding'],
        [7, 1070, 'model_call'],
        [8, 1080, 'tool_call'],
      ],
    );
    assert.deepEqual(seen, entries);
    assert.ok(entries.every((e) => Object.isFrozen(e)));
    const last = entries[6];
    assert.equal(last?.type === 'model_call' && last.cachedInputTokens, 0, 'defaults filled in');
    entries.pop();
    assert.equal(ledger.entries().length, 8, 'entries() returns a copy');
  });

  it('serializes entries and summary to JSON', () => {
    const ledger = scriptedRun();
    const json = JSON.parse(JSON.stringify(ledger)) as {
      entries: unknown[];
      summary: { totals: { modelCalls: number } };
    };
    assert.equal(json.entries.length, 8);
    assert.equal(json.summary.totals.modelCalls, 4);
  });

  it('estimates the most a planned call can cost', () => {
    const ledger = new CostLedger({ prices });
    close(
      ledger.estimateModelCallCost({
        provider: 'p',
        modelId: 'big',
        inputTokens: 10_000,
        maxOutputTokens: 1000,
      }),
      (10_000 * 10 + 1000 * 20) / 1e6,
      'estimate',
    );
    close(
      ledger.estimateModelCallCost({
        provider: 'p',
        modelId: 'big',
        inputTokens: 10_000,
        cachedInputTokens: 5000,
        maxOutputTokens: 0,
      }),
      (5000 * 10 + 5000 * 1) / 1e6,
      'cached estimate',
    );
    assert.equal(
      ledger.estimateModelCallCost({ provider: 'x', modelId: 'mystery', inputTokens: 1, maxOutputTokens: 1 }),
      0,
    );
    assert.equal(ledger.isPriced({ provider: 'x', modelId: 'mystery' }), false);
    assert.equal(ledger.isPriced({ provider: 'p', modelId: 'big' }), true);
  });

  it('rejects negative or non-finite counts and cached tokens above input tokens', () => {
    const ledger = new CostLedger({ prices });
    const call = { role: 'agent', provider: 'p', modelId: 'big', inputTokens: 10, outputTokens: 1 };
    assert.throws(() => ledger.recordModelCall({ ...call, inputTokens: -1 }), InvalidArgumentError);
    assert.throws(() => ledger.recordModelCall({ ...call, outputTokens: Number.NaN }), InvalidArgumentError);
    assert.throws(() => ledger.recordModelCall({ ...call, cachedInputTokens: 11 }), /includes cached tokens/);
    assert.throws(() => ledger.recordModelCall({ ...call, role: ' ' }), InvalidArgumentError);
    assert.throws(
      () => ledger.recordToolCall({ tool: 't', ok: true, resultTokens: Infinity }),
      InvalidArgumentError,
    );
    assert.equal(ledger.entries().length, 0, 'nothing recorded by failed calls');
  });
});
