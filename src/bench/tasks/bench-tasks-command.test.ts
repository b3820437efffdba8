import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { benchTasksCommand } from '../../cli/commands/bench-tasks-command.ts';
import type { CliIo } from '../../cli/cli-io.ts';
import { UsageError } from '../../cli/usage-error.ts';
import type { ChatRequest } from '../../testing/chat-request.ts';
import type { ScriptedTurn } from '../../testing/chat-script.ts';
import { LoopbackChatServer } from '../../testing/loopback-chat-server.ts';
import type { TaskBenchReport } from './run-task-bench.ts';
import { taskResultSchema } from './task-result.ts';

const FIXTURE = join(import.meta.dirname, 'test-fixtures', 'math-tasks.json');
const dir = mkdtempSync(join(tmpdir(), 'toolwise-bench-tasks-'));
const out = join(dir, 'results.jsonl');
const chart = join(dir, 'tasks.svg');
const config = join(dir, 'config.json');

/** What the scripted model does per task: the calls in order, then the answer (the hard one is wrong). */
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

/** An agent speaking the OpenAI wire format: registers (EcoAct) a tool it lacks, calls the plan, answers. */
function wirePolicy(request: ChatRequest): ScriptedTurn {
  const task = request.messages.find((m) => m.role === 'user')?.content;
  const plan = typeof task === 'string' ? PLANS[task] : undefined;
  if (!plan) return { text: 'I do not know this task.' };
  const names = new Map(
    request.messages.flatMap((m) => (m.tool_calls ?? []).map((c) => [c.id, c.function.name] as const)),
  );
  const done = request.messages.filter(
    (m) => m.role === 'tool' && names.get(m.tool_call_id ?? '') !== 'register_tool',
  ).length;
  const next = plan.calls[done];
  if (!next) return { text: plan.answer };
  const tools = (request.tools ?? []).map((t) => t.function?.name);
  if (!tools.includes(next.tool) && tools.includes('register_tool'))
    return { toolCalls: [{ name: 'register_tool', arguments: { tool_name: next.tool } }] };
  return { toolCalls: [{ name: next.tool, arguments: next.args }] };
}

let server: LoopbackChatServer;
before(async () => {
  server = await LoopbackChatServer.start({ script: (request) => wirePolicy(request) });
  writeFileSync(
    config,
    JSON.stringify({ prices: { 'loopback-chat': { inputPerMTok: 1, outputPerMTok: 4 } } }),
  );
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function bench(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    env: { HOME: dir, TOOLWISE_CONFIG: config },
    cwd: dir,
  };
  const code = await benchTasksCommand(args, io);
  return { code, stdout, stderr };
}

const ARGS = () => [
  '--dataset',
  FIXTURE,
  '--model',
  `compatible:loopback-chat@${server.url}`,
  '--strategy',
  'all-tools',
  '--strategy',
  'ecoact',
  '--out',
  out,
  '--chart',
  chart,
];

describe('toolwise bench tasks against a loopback OpenAI-compatible server', () => {
  it('runs every task under every strategy and reports correctness, tool P/R/F1, steps, tokens and money', async () => {
    const r = await bench(...ARGS(), '--concurrency', '3');
    assert.equal(r.code, 0, r.stderr + r.stdout);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    assert.equal(lines.length, 6);
    const results = lines.map((l) => taskResultSchema.parse(JSON.parse(l)));
    for (const strategy of ['all-tools', 'ecoact']) {
      const mine = new Map(results.filter((x) => x.strategy === strategy).map((x) => [x.task, x]));
      assert.deepEqual(
        ['M.T.E.000', 'M.T.M.000', 'M.T.H.000'].map((t) => mine.get(t)?.correct),
        [true, true, false],
        strategy,
      );
      const hard = mine.get('M.T.H.000');
      assert.deepEqual(hard?.usedTools, ['sqrt']);
      assert.deepEqual([hard?.precision, hard?.recall], [1, 0.5]);
      assert.ok(Math.abs((hard?.f1 ?? 0) - 2 / 3) < 1e-9);
      assert.deepEqual(mine.get('M.T.M.000')?.usedTools, ['multiply', 'add']);
      for (const x of mine.values()) {
        assert.equal(x.status, 'completed');
        assert.equal(
          x.difficulty,
          { 'M.T.E.000': 'easy', 'M.T.M.000': 'medium', 'M.T.H.000': 'hard' }[x.task],
        );
        assert.ok(x.inputTokens > 0 && x.outputTokens > 0 && x.money > 0, JSON.stringify(x));
      }
    }
    const ecoact = results.find((x) => x.strategy === 'ecoact' && x.task === 'M.T.M.000');
    assert.equal(ecoact?.metaCalls, 2, 'two registrations');
    assert.equal(ecoact?.steps, 5);
    // The table: per strategy and per difficulty, with the metric groups.
    assert.match(r.stdout, /Task bench: math-tasks, 3 tasks x 2 strategies, model compatible:loopback-chat/);
    assert.match(r.stdout, /outcome\s+tool selection\s+cost per task/);
    assert.match(r.stdout, /all-tools\s+3\s+100\.0%\s+66\.7%\s+100\.0%\s+83\.3%\s+88\.9%/);
    assert.match(r.stdout, /By difficulty/);
    assert.match(r.stdout, /hard\s+ecoact\s+1\s+100\.0%\s+0\.0%/);
    assert.match(r.stdout, /within 1% or 0\.01 of a solution/);
    assert.match(readFileSync(chart, 'utf8'), /^<svg[^>]*>[\s\S]*all-tools[\s\S]*<\/svg>\n$/);
    // Progress on stderr, one plain line per run (not a TTY).
    assert.equal(r.stderr.trim().split('\n').length, 6);
    assert.match(r.stderr, /\[#{30}\] {2}6\/6 {2}/);
  });

  it('resumes: a second run appends nothing and reports the same figures', async () => {
    const before = readFileSync(out, 'utf8');
    const requests = server.chatRequests.length;
    const r = await bench(...ARGS(), '--json');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(readFileSync(out, 'utf8'), before);
    assert.equal(server.chatRequests.length, requests, 'no model call');
    const report = JSON.parse(r.stdout) as TaskBenchReport;
    assert.deepEqual([report.ran, report.resumed, report.results.length], [0, 6, 6]);
    const correct = report.summary.strategies.map(
      (s) => s.groups.flatMap((g) => g.metrics).find((m) => m.key === 'correct')?.value,
    );
    assert.deepEqual(correct, [2 / 3, 2 / 3]);
  });

  it('with --budget, runs each strategy plain and planned and reports the budget metrics', async () => {
    const help = await bench('--help');
    assert.match(help.stdout, /--budget <usd>\s+A budget per run/);
    const r = await bench(
      ...['--dataset', FIXTURE, '--model', `compatible:loopback-chat@${server.url}`],
      ...['--strategy', 'all-tools', '--budget', '0.01', '--chart', chart, '--json'],
      ...['--out', join(dir, 'budget.jsonl')],
    );
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout) as TaskBenchReport;
    const rfbc = report.summary.strategies.map((s) => [
      s.strategy,
      s.groups.find((g) => g.name === 'budget')?.metrics.find((m) => m.label === 'RFBC')?.value,
    ]);
    assert.deepEqual(rfbc, [
      ['all-tools', 1],
      ['all-tools+plan', 0],
    ]);
  });

  it('says how to configure a model when there is none, as a usage error', async () => {
    await assert.rejects(
      bench('--dataset', FIXTURE, '--out', out),
      (e: unknown) =>
        e instanceof UsageError && e.isUserError && /pass --model .*TOOLWISE_MODEL/.test(e.message),
    );
  });
});
