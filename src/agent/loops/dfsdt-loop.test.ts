import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { createAllToolsStrategy } from '../../strategies/all-tools/all-tools-strategy.ts';
import { ecoactStrategy } from '../../strategies/ecoact/ecoact-strategy.ts';
import { arithmeticPolicy } from '../../strategies/test-support/arithmetic-policy.ts';
import { mathLibrary } from '../../strategies/test-support/math-library.ts';
import { createTulipStrategy } from '../../strategies/tulip/tulip-strategy.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../../testing/scripted-language-model.ts';
import type { Strategy } from '../strategy.ts';
import type { ReasoningLoop } from '../reasoning-loop.ts';
import { reactLoop } from '../react-loop.ts';
import { runAgent } from '../run-agent.ts';
import { createDfsdtLoop } from './dfsdt-loop.ts';
import { GIVE_UP_TOOL_NAME } from './dfsdt-prompts.ts';

const TASK = 'Add 2 and 3, then multiply the sum by 4.';
const DIVERSITY = 'This is not your first attempt from this point';

let library: ToolLibrary;
before(async () => (library = await mathLibrary()));
after(() => library.close());

function giveUp(reason: string): ScriptedReply {
  return { toolCalls: [{ name: GIVE_UP_TOOL_NAME, input: { reason } }] };
}

function call(name: string, input: Record<string, unknown>): ScriptedReply {
  return { toolCalls: [{ name, input }] };
}

async function run(
  script: ScriptedReply[] | ((call: LanguageModelV4CallOptions, index: number) => ScriptedReply),
  options: { loop?: ReasoningLoop; strategy?: Strategy; maxSteps?: number; candidates?: string[] } = {},
) {
  const model = scriptedLanguageModel(script);
  const result = await runAgent({
    task: TASK,
    model: { model, provider: 'scripted', modelId: 'scripted-model' },
    library,
    strategy: options.strategy ?? createAllToolsStrategy(),
    loop: options.loop ?? createDfsdtLoop(),
    candidates: options.candidates ?? ['add', 'subtract', 'multiply'],
    ...(options.maxSteps !== undefined && { maxSteps: options.maxSteps }),
  });
  const backtracks = result.trace.flatMap((e) =>
    e.type === 'backtrack' ? [{ step: e.step, depth: e.depth, reason: e.reason }] : [],
  );
  return { model, result, backtracks };
}

/** The messages of a prompt, without the system message, as JSON (to look for text in). */
function conversation(call: LanguageModelV4CallOptions): string {
  return JSON.stringify(call.prompt.filter((m) => m.role !== 'system'));
}

function lastMessageText(call: LanguageModelV4CallOptions): string {
  return JSON.stringify(call.prompt.at(-1));
}

function toolNames(call: LanguageModelV4CallOptions): string[] {
  return (call.tools ?? []).map((t) => t.name);
}

describe('createDfsdtLoop', () => {
  it('backtracks when the model gives up and succeeds on the second path', async () => {
    const { model, result, backtracks } = await run([
      call('subtract', { a: 2, b: 3 }),
      giveUp('subtracting is the wrong operation'),
      call('add', { a: 2, b: 3 }),
      call('multiply', { a: 5, b: 4 }),
      { text: 'The result is 20.' },
    ]);
    assert.equal(result.status, 'completed');
    assert.equal(result.loop, 'dfsdt');
    assert.equal(result.answer, 'The result is 20.');
    assert.equal(result.steps, 5);
    assert.deepEqual(
      result.toolCalls.map((c) => [c.step, c.tool, c.meta]),
      [
        [1, 'subtract', false],
        [2, GIVE_UP_TOOL_NAME, true],
        [3, 'add', false],
        [4, 'multiply', false],
      ],
    );
    assert.deepEqual(backtracks, [
      { step: 2, depth: 0, reason: 'gave up: subtracting is the wrong operation' },
    ]);
    assert.equal(result.ledger.totals.modelCalls, 5);
    assert.ok(toolNames(model.prompts[0]!).includes(GIVE_UP_TOOL_NAME));
    // The third call starts again from the task, with the diversity prompt and without the abandoned path.
    const third = model.prompts[2]!;
    assert.ok(lastMessageText(third).includes(DIVERSITY));
    assert.ok(lastMessageText(third).includes('subtract({\\"a\\":2,\\"b\\":3})'));
    assert.ok(lastMessageText(third).includes('abandoned: gave up: subtracting is the wrong operation'));
    assert.ok(!third.prompt.some((m) => m.role === 'tool' || m.role === 'assistant'));
    // The new path keeps its diversity message and grows from there.
    const fourth = model.prompts[3]!;
    assert.ok(conversation(fourth).includes(DIVERSITY));
    assert.deepEqual(
      fourth.prompt.map((m) => m.role),
      ['system', 'user', 'user', 'assistant', 'tool'],
    );
  });

  it('backtracks further when all children of a node were abandoned', async () => {
    const { model, result, backtracks } = await run(
      [
        call('add', { a: 2, b: 3 }),
        call('multiply', { a: 5, b: 5 }),
        giveUp('wrong factor'),
        call('multiply', { a: 5, b: 3 }),
        giveUp('wrong factor again'),
        call('add', { a: 3, b: 2 }),
        call('multiply', { a: 5, b: 4 }),
        { text: 'The result is 20.' },
      ],
      { maxSteps: 10 },
    );
    assert.equal(result.status, 'completed');
    assert.equal(result.steps, 8);
    assert.deepEqual(backtracks, [
      { step: 3, depth: 1, reason: 'gave up: wrong factor' },
      { step: 5, depth: 1, reason: 'gave up: wrong factor again' },
      { step: 5, depth: 0, reason: 'all 2 attempts from the next point were abandoned' },
    ]);
    // Back at the node after add(2, 3): the first multiply is listed as tried.
    assert.ok(lastMessageText(model.prompts[3]!).includes('multiply({\\"a\\":5,\\"b\\":5})'));
    assert.ok(conversation(model.prompts[3]!).includes('add'));
    // Back at the root: add(2, 3) is listed as tried, with why its subtree was abandoned.
    const sixth = lastMessageText(model.prompts[5]!);
    assert.ok(
      sixth.includes(
        'add({\\"a\\":2,\\"b\\":3}) (abandoned: all 2 attempts from the next point were abandoned)',
      ),
    );
    assert.deepEqual(
      model.prompts[5]!.prompt.map((m) => m.role),
      ['system', 'user', 'user'],
    );
  });

  it('stops with step_limit and the last text when the root is exhausted', async () => {
    const stuck: ScriptedReply = {
      text: 'I am stuck.',
      toolCalls: [{ name: GIVE_UP_TOOL_NAME, input: { reason: 'no tool fits' } }],
    };
    const { model, result, backtracks } = await run([stuck, stuck, stuck], { maxSteps: 10 });
    assert.equal(result.status, 'step_limit');
    assert.equal(result.answer, 'I am stuck.');
    assert.equal(result.steps, 2);
    assert.equal(model.prompts.length, 2);
    assert.deepEqual(
      backtracks.map((b) => b.depth),
      [0, 0],
    );
    assert.ok(
      lastMessageText(model.prompts[1]!).includes('(no tool call) (abandoned: gave up: no tool fits)'),
    );
  });

  it('tries maxChildren children per node', async () => {
    const { result } = await run(() => giveUp('hopeless'), { loop: createDfsdtLoop({ maxChildren: 3 }) });
    assert.equal(result.status, 'step_limit');
    assert.equal(result.steps, 3);
  });

  it('never makes more than maxSteps model calls over all paths', async () => {
    const { model, result } = await run(
      [
        call('subtract', { a: 2, b: 3 }),
        giveUp('wrong'),
        call('add', { a: 2, b: 3 }),
        call('multiply', { a: 5, b: 4 }),
      ],
      { maxSteps: 3 },
    );
    assert.equal(result.status, 'step_limit');
    assert.equal(result.steps, 3);
    assert.equal(model.prompts.length, 3);
    assert.deepEqual(
      result.toolCalls.map((c) => c.tool),
      ['subtract', GIVE_UP_TOOL_NAME, 'add'],
    );
  });

  it('treats consecutive turns in which every tool call failed as a dead end', async () => {
    const { model, result, backtracks } = await run([
      call('add', { a: 'two', b: 3 }),
      call('add', { a: 'two', b: 'three' }),
      call('add', { a: 2, b: 3 }),
      call('multiply', { a: 5, b: 4 }),
      { text: 'The result is 20.' },
    ]);
    assert.equal(result.status, 'completed');
    assert.deepEqual(backtracks, [
      { step: 2, depth: 0, reason: 'every tool call failed in 2 turns in a row' },
    ]);
    assert.ok(lastMessageText(model.prompts[2]!).includes('add({\\"a\\":\\"two\\",\\"b\\":3})'));
  });

  it('lets the model correct a single failed call on the same path', async () => {
    const { result, backtracks } = await run([
      call('add', { a: 'two', b: 3 }),
      call('add', { a: 2, b: 3 }),
      call('multiply', { a: 5, b: 4 }),
      { text: 'The result is 20.' },
    ]);
    assert.equal(result.status, 'completed');
    assert.deepEqual(backtracks, []);
    const { backtracks: never } = await run(
      [
        call('add', { a: 'two', b: 3 }),
        call('add', { a: 'two', b: 3 }),
        call('add', { a: 2, b: 3 }),
        call('multiply', { a: 5, b: 4 }),
        { text: 'The result is 20.' },
      ],
      { loop: createDfsdtLoop({ deadEndAfterFailedTurns: Infinity }) },
    );
    assert.deepEqual(never, []);
  });

  it('behaves like ReAct when the model never gives up', async () => {
    const react = await run((c) => arithmeticPolicy()(c), { loop: reactLoop });
    const dfsdt = await run((c) => arithmeticPolicy()(c));
    assert.equal(dfsdt.result.status, 'completed');
    assert.equal(dfsdt.result.answer, react.result.answer);
    assert.equal(dfsdt.result.steps, react.result.steps);
    assert.deepEqual(dfsdt.result.toolCalls, react.result.toolCalls);
    assert.deepEqual(
      dfsdt.model.prompts.map((p) => p.prompt),
      react.model.prompts.map((p) => p.prompt),
    );
    assert.deepEqual(
      dfsdt.model.prompts.map((p) => toolNames(p).filter((n) => n !== GIVE_UP_TOOL_NAME)),
      react.model.prompts.map((p) => toolNames(p)),
    );
    assert.deepEqual(dfsdt.backtracks, []);
    const react4 = await run(() => call('add', { a: 2, b: 3 }), { loop: reactLoop, maxSteps: 4 });
    const dfsdt4 = await run(() => call('add', { a: 2, b: 3 }), { maxSteps: 4 });
    assert.deepEqual(
      [dfsdt4.result.status, dfsdt4.result.steps, dfsdt4.result.toolCalls],
      [react4.result.status, react4.result.steps, react4.result.toolCalls],
    );
  });

  it('runs with ecoact: register_tool and give_up_and_restart side by side', async () => {
    const { model, result, backtracks } = await run(
      (c, index) => (index === 1 ? giveUp('let me start over') : arithmeticPolicy()(c)),
      { strategy: ecoactStrategy, candidates: library.list().map((t) => t.name) },
    );
    assert.equal(result.status, 'completed', JSON.stringify(result.error));
    assert.equal(result.answer, 'The result is 20.');
    assert.deepEqual(toolNames(model.prompts[0]!), ['register_tool', GIVE_UP_TOOL_NAME]);
    assert.deepEqual(
      result.toolCalls.map((c) => c.tool),
      ['register_tool', GIVE_UP_TOOL_NAME, 'add', 'register_tool', 'multiply'],
    );
    assert.deepEqual(
      backtracks.map((b) => b.depth),
      [0],
    );
    // The registration survives the backtrack: add is visible at the restart, listed as tried.
    assert.deepEqual(toolNames(model.prompts[2]!), ['add', 'register_tool', GIVE_UP_TOOL_NAME]);
    assert.ok(lastMessageText(model.prompts[2]!).includes('register_tool({\\"tool_name\\":\\"add\\"})'));
  });

  it('runs with tulip: search_tools and give_up_and_restart side by side', async () => {
    const { model, result, backtracks } = await run(
      (c, index) => (index === 1 ? giveUp('let me start over') : arithmeticPolicy()(c)),
      { strategy: createTulipStrategy(), candidates: library.list().map((t) => t.name) },
    );
    assert.equal(result.status, 'completed', JSON.stringify(result.error));
    assert.equal(result.answer, 'The result is 20.');
    const agentTools = toolNames(model.prompts[1]!);
    assert.ok(agentTools.includes('search_tools') && agentTools.includes(GIVE_UP_TOOL_NAME));
    assert.equal(backtracks.length, 1);
    assert.deepEqual(
      result.toolCalls.filter((c) => !c.meta).map((c) => c.tool),
      ['add', 'multiply'],
    );
  });

  it('rejects invalid options', () => {
    assert.throws(() => createDfsdtLoop({ maxChildren: 0 }), /Invalid maxChildren/);
    assert.throws(() => createDfsdtLoop({ deadEndAfterFailedTurns: 0 }), /Invalid deadEndAfterFailedTurns/);
  });
});
