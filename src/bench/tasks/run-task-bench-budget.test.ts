import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { PriceTable } from '../../models/price-table.ts';
import { resolveModel } from '../../models/resolve-model.ts';
import { UnpricedModelError } from '../../planning/unpriced-model-error.ts';
import type { ChatRequest } from '../../testing/chat-request.ts';
import type { ScriptedTurn } from '../../testing/chat-script.ts';
import { LoopbackChatServer } from '../../testing/loopback-chat-server.ts';
import { formatTaskReport } from './format-task-report.ts';
import { openTaskDataset, type OpenedTaskDataset } from './open-task-dataset.ts';
import { runTaskBench, type TaskBenchReport } from './run-task-bench.ts';
import { taskChartSvg } from './task-chart-svg.ts';

const FIXTURE = join(import.meta.dirname, 'test-fixtures', 'math-tasks.json');

/** The calls per task, then the answer (the hard one is wrong). */
const PLANS: Record<string, { calls: Array<{ tool: string; args: object }>; answer: string }> = {
  'Add 2 and 3.': { calls: [{ tool: 'add', args: { a: 2, b: 3 } }], answer: 'The sum is 5.' },
  'Multiply 6 by 7, then add 8 to the product.': {
    calls: [
      { tool: 'multiply', args: { a: 6, b: 7 } },
      { tool: 'add', args: { a: 42, b: 8 } },
    ],
    answer: 'The result is 50.',
  },
  'Take the square root of 1,444 and add 10 to it.': {
    calls: [{ tool: 'sqrt', args: { number: 1444 } }],
    answer: 'The square root of 1,444 is 38.',
  },
};

/** Calls the task's tools in order, then answers. */
function wirePolicy(request: ChatRequest): ScriptedTurn {
  const task = request.messages.find((m) => m.role === 'user')?.content;
  const plan = typeof task === 'string' ? PLANS[task] : undefined;
  if (!plan) return { text: 'I do not know this task.' };
  const next = plan.calls[request.messages.filter((m) => m.role === 'tool').length];
  return next ? { toolCalls: [{ name: next.tool, arguments: next.args }] } : { text: plan.answer };
}

let server: LoopbackChatServer;
let opened: OpenedTaskDataset;
before(async () => {
  server = await LoopbackChatServer.start({ script: (request) => wirePolicy(request) });
  opened = await openTaskDataset({ dataset: FIXTURE, datasetsDir: import.meta.dirname });
});
after(async () => {
  opened.close();
  await server.close();
});

const PRICES = { 'loopback-chat': { inputPerMTok: 1, outputPerMTok: 4 } };

function bench(options: { budget?: number; out?: string; prices?: PriceTable }) {
  return runTaskBench({
    dataset: opened.dataset,
    library: opened.library,
    model: resolveModel(`compatible:loopback-chat@${server.url}`),
    strategies: ['all-tools'],
    prices: PRICES,
    concurrency: 1,
    ...options,
  });
}

/** PR, PBC, AC and RFBC per strategy, with AC checked against the mean money of its results. */
function budgetRows(report: TaskBenchReport) {
  return report.summary.strategies.map((s) => {
    const budget = s.groups.find((g) => g.name === 'budget')?.metrics ?? [];
    const value = (label: string) => budget.find((m) => m.label === label)?.value;
    const mine = report.results.filter((r) => r.strategy === s.strategy);
    assert.equal(value('AC'), mine.reduce((sum, r) => sum + r.money, 0) / mine.length);
    return [s.strategy, s.tasks, value('PR'), value('PBC'), value('RFBC')];
  });
}

const statuses = (report: TaskBenchReport, strategy: string) =>
  report.results.filter((r) => r.strategy === strategy).map((r) => r.status);

describe('runTaskBench with a budget', () => {
  it('runs each strategy plain and planned, and reports PR, PBC, AC and RFBC for both', async () => {
    const generous = await bench({ budget: 1 });
    assert.deepEqual(generous.strategies, ['all-tools', 'all-tools+plan']);
    assert.equal(generous.budget, 1);
    assert.ok(generous.results.every((r) => r.budget === 1 && r.money > 0 && r.money <= 1));
    // The hard task's answer is wrong under both.
    assert.deepEqual(budgetRows(generous), [
      ['all-tools', 3, 2 / 3, 2 / 3, 0],
      ['all-tools+plan', 3, 2 / 3, 2 / 3, 0],
    ]);
    const text = formatTaskReport(generous);
    assert.match(text, /Budget \$1\.0000 per run/);
    assert.match(text, /budget\n.*PR\s+PBC\s+AC\s+RFBC\n/);
    assert.match(text, /all-tools\+plan\s+3\s+100\.0%.*66\.7%\s+66\.7%\s+\$[\d.]+\s+0\.0%\n/);
    assert.match(taskChartSvg(generous), /PBC[\s\S]*RFBC/);
  });

  it('counts plain runs over the budget in RFBC, while planned runs stay within it', async () => {
    // The plain runs cost about $0.02-0.04 each (all 100 tools in every prompt).
    const tight = await bench({ budget: 0.01 });
    assert.deepEqual(budgetRows(tight), [
      ['all-tools', 3, 2 / 3, 0, 1],
      ['all-tools+plan', 3, 2 / 3, 2 / 3, 0],
    ]);
    assert.deepEqual(statuses(tight, 'all-tools+plan'), ['completed', 'completed', 'completed']);
    // Too small for one model call: the planned runs end before spending anything.
    const tiny = await bench({ budget: 0.0001 });
    assert.deepEqual(budgetRows(tiny), [
      ['all-tools', 3, 2 / 3, 0, 1],
      ['all-tools+plan', 3, 0, 0, 0],
    ]);
    assert.deepEqual(statuses(tiny, 'all-tools+plan'), [
      'budget_exhausted',
      'budget_exhausted',
      'budget_exhausted',
    ]);
  });

  it('resumes by strategy and budget, and reads results written without a budget', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolwise-task-bench-budget-'));
    try {
      const out = join(dir, 'results.jsonl');
      const plain = await bench({ out });
      assert.equal(plain.summary.strategies[0]?.groups.length, 3, 'no budget group without a budget');
      const first = await bench({ out, budget: 1 });
      assert.deepEqual([first.ran, first.resumed], [6, 0], 'the runs without a budget are other runs');
      const other = await bench({ out, budget: 0.5 });
      assert.deepEqual([other.ran, other.resumed], [6, 0]);
      const again = await bench({ out, budget: 1 });
      assert.deepEqual([again.ran, again.resumed], [0, 6]);
      assert.deepEqual(budgetRows(again), budgetRows(first));
      const unbudgeted = await bench({ out });
      assert.deepEqual([unbudgeted.ran, unbudgeted.resumed], [0, 3]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a budget for an unpriced model', async () => {
    await assert.rejects(bench({ budget: 1, prices: {} }), UnpricedModelError);
  });
});
