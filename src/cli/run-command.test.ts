import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { STRATEGIES } from '../strategies/strategy-registry.ts';
import type { ChatRequest } from '../testing/chat-request.ts';
import type { ScriptedTurn } from '../testing/chat-script.ts';
import { LoopbackChatServer } from '../testing/loopback-chat-server.ts';
import type { CliIo } from './cli-io.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'toolwise-run-'));
const library = join(dir, 'lib.sqlite');
const TASK = 'Add 2 and 3, then multiply the sum by 4.';

async function run(env: Record<string, string>, ...argv: string[]) {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: { TOOLWISE_LIBRARY: library, HOME: dir, ...env },
    cwd: dir,
  };
  const code = await main(argv, io);
  return { code, out, err };
}

/** The arithmetic agent again, this time speaking the OpenAI wire format the loopback server receives. */
function wirePolicy(request: ChatRequest): ScriptedTurn {
  const text = JSON.stringify(request.messages);
  if (text.includes('Break the following task'))
    return { text: JSON.stringify({ subtasks: ['add two numbers', 'multiply two numbers'] }) };
  const plan = [
    { tool: 'add', args: { a: 2, b: 3 }, query: 'add two numbers' },
    { tool: 'multiply', args: { a: 5, b: 4 }, query: 'multiply two numbers' },
  ];
  const tools = (request.tools ?? []).map((t) => t.function?.name);
  // ConAgents' execution role is offered the one tool it must call.
  const executing = text.includes('You are the execution agent')
    ? plan.find((s) => tools.includes(s.tool))
    : undefined;
  if (executing) return { toolCalls: [{ name: executing.tool, arguments: executing.args }] };
  const results = request.messages.filter(
    (m) =>
      m.role === 'tool' &&
      typeof m.content === 'string' &&
      !m.content.startsWith('Error') &&
      (/^-?\d/.test(m.content) || m.content.startsWith('{"tool":')),
  );
  const next = plan[results.length];
  if (!next) return { text: 'The result is 20.' };
  if (tools.includes(next.tool)) return { toolCalls: [{ name: next.tool, arguments: next.args }] };
  if (tools.includes('register_tool'))
    return { toolCalls: [{ name: 'register_tool', arguments: { tool_name: next.tool } }] };
  if (tools.includes('use_tool'))
    return {
      toolCalls: [
        {
          name: 'use_tool',
          arguments: { tool: next.tool, instruction: next.query, wanted_output: 'the result' },
        },
      ],
    };
  if (tools.includes('search_tools'))
    return { toolCalls: [{ name: 'search_tools', arguments: { queries: [next.query] } }] };
  return { text: 'I cannot do this without tools.' };
}

before(async () => {
  const added = await run({}, 'library', 'add', 'math');
  assert.equal(added.code, 0, added.err);
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('toolwise run against a loopback OpenAI-compatible server', () => {
  for (const strategy of Object.keys(STRATEGIES).filter((s) => s !== 'base')) {
    it(`solves the task with --strategy ${strategy} and prints the ledger`, async () => {
      const server = await LoopbackChatServer.start({ script: (request) => wirePolicy(request) });
      try {
        const model = `compatible:loopback-chat@${server.url}`;
        const trace = join(dir, `${strategy}.jsonl`);
        const r = await run({}, 'run', TASK, '--model', model, '--strategy', strategy, '--trace', trace);
        assert.equal(r.code, 0, r.err + r.out);
        assert.match(r.out, /^The result is 20\./);
        assert.match(r.out, /Status: completed/);
        assert.match(r.out, /add\(\{"a":2,"b":3\}\)/);
        assert.match(r.out, /multiply\(\{"a":5,"b":4\}\)/);
        assert.match(r.out, /By tool \(money = definition \+ result tokens/);
        const events = readFileSync(trace, 'utf8')
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as { type: string });
        assert.equal(events.at(-1)?.type, 'run_end');
        assert.equal(events.filter((e) => e.type === 'model_call').length, server.chatRequests.length);
        const json = await run({}, 'run', TASK, '--model', model, '--strategy', strategy, '--json');
        const result = JSON.parse(json.out);
        assert.equal(result.status, 'completed');
        assert.ok(result.ledger.totals.inputTokens > 0);
        assert.equal(result.ledger.totals.estimatedModelCalls, 0, 'the server reports usage');
      } finally {
        await server.close();
      }
    });
  }

  it('feeds a malformed tool call and an unknown tool back to the model, which recovers', async () => {
    const server = await LoopbackChatServer.start({
      script: [
        { toolCalls: [{ name: 'add', arguments: '{"a": 2, "b": ' }] },
        { toolCalls: [{ name: 'sum_it_up', arguments: { a: 2, b: 3 } }] },
        { toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }] },
        { text: 'It is 5.' },
      ],
    });
    try {
      const r = await run(
        {},
        'run',
        'Add 2 and 3.',
        '--model',
        `compatible:m@${server.url}`,
        '--strategy',
        'all-tools',
        '--json',
      );
      const result = JSON.parse(r.out);
      assert.equal(result.status, 'completed', r.err);
      assert.equal(result.answer, 'It is 5.');
      const toolMessages = server.chatRequests.slice(1).map((req) => req.messages.at(-1));
      assert.match(String(toolMessages[0]?.content), /not valid JSON/);
      assert.match(String(toolMessages[1]?.content), /no tool named 'sum_it_up'/);
      assert.equal(toolMessages[2]?.content, '5');
    } finally {
      await server.close();
    }
  });

  it('retries a 429 and stops at the step limit with a clear status', async () => {
    const server = await LoopbackChatServer.start({
      script: [
        { status: 429, retryAfterSeconds: 0 },
        { toolCalls: [{ name: 'add', arguments: { a: 1, b: 1 } }] },
      ],
    });
    try {
      const r = await run(
        {},
        'run',
        'Add 1 and 1.',
        '--model',
        `compatible:m@${server.url}`,
        '--strategy',
        'all-tools',
        '--max-steps',
        '1',
      );
      assert.equal(r.code, 1);
      assert.match(r.out, /Status: step_limit after 1 step/);
      assert.equal(
        server.requests.filter((q) => q.path.endsWith('/chat/completions')).length,
        2,
        'the 429 was retried',
      );
    } finally {
      await server.close();
    }
  });

  it('keeps a run within --budget: plans, records experience, and stops when the budget runs out', async () => {
    const server = await LoopbackChatServer.start({ script: (request) => wirePolicy(request) });
    const config = join(dir, 'config.json');
    writeFileSync(
      config,
      JSON.stringify({ prices: { 'compatible:loopback-chat': { inputPerMTok: 1, outputPerMTok: 2 } } }),
    );
    try {
      const model = `compatible:loopback-chat@${server.url}`;
      const unpriced = await run({}, 'run', TASK, '--model', model, '--budget', '0.01');
      assert.equal(unpriced.code, 2);
      assert.match(unpriced.err, /has no price in the price table/);
      const ok = await run(
        { TOOLWISE_CONFIG: config },
        'run',
        TASK,
        '--model',
        model,
        '--strategy',
        'all-tools',
        '--budget',
        '0.01',
        '--json',
      );
      const result = JSON.parse(ok.out);
      assert.equal(result.status, 'completed', ok.err);
      assert.equal(result.strategy, 'all-tools+budget');
      assert.ok(result.ledger.totals.money <= 0.01);
      assert.ok(
        result.trace.some(
          (e: { type: string; detail?: string }) => e.type === 'strategy' && e.detail?.startsWith('plan:'),
        ),
      );
      const tiny = await run(
        { TOOLWISE_CONFIG: config },
        'run',
        TASK,
        '--model',
        model,
        '--strategy',
        'all-tools',
        '--budget',
        '0.0001',
      );
      assert.equal(tiny.code, 1);
      assert.match(tiny.out, /Status: budget_exhausted/);
    } finally {
      await server.close();
    }
  });

  it('says how to configure a model when there is none', async () => {
    const r = await run({}, 'run', TASK);
    assert.equal(r.code, 2);
    assert.match(r.err, /no model configured: pass --model .* or set TOOLWISE_MODEL/);
    const key = await run({}, 'run', TASK, '--model', 'openai:gpt-4.1-mini');
    assert.equal(key.code, 2);
    assert.match(key.err, /OPENAI_API_KEY/);
  });
});
