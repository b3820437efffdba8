import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../../agent/run-agent.ts';
import type { TraceEvent } from '../../agent/trace.ts';
import { ToolLibrary } from '../../library/tool-library.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../../testing/scripted-language-model.ts';
import { arithmeticPolicy } from '../test-support/arithmetic-policy.ts';
import { mathLibrary } from '../test-support/math-library.ts';
import { createAdaptiveStrategy, type AdaptiveStrategyOptions } from './adaptive-strategy.ts';
import type { StrategyCostEstimates } from './estimate-strategy-costs.ts';
import { syntheticTools, type SyntheticToolShape } from './test-support/synthetic-tools.ts';

const TASK = 'Add 2 and 3, then multiply the sum by 4.';

let math: ToolLibrary;
before(async () => (math = await mathLibrary()));
after(() => math.close());

function syntheticLibrary(count: number, shape: SyntheticToolShape): ToolLibrary {
  const library = ToolLibrary.open({ path: ':memory:' });
  for (const tool of syntheticTools(Array.from({ length: count }, () => shape))) library.create(tool);
  return library;
}

interface Decision {
  choice: string;
  reason: string;
  tools: number;
  allowed: string[];
  estimates: StrategyCostEstimates;
}

async function run(
  library: ToolLibrary,
  options: {
    adaptive?: AdaptiveStrategyOptions;
    candidates?: string[];
    maxTools?: number;
    script?: (call: LanguageModelV4CallOptions) => ScriptedReply;
  } = {},
) {
  const model = scriptedLanguageModel(options.script ?? (() => ({ text: 'Done.' })));
  const result = await runAgent({
    task: TASK,
    model: {
      model,
      provider: 'scripted',
      modelId: 'scripted-model',
      ...(options.maxTools !== undefined && { maxTools: options.maxTools }),
    },
    library,
    strategy: createAdaptiveStrategy(options.adaptive),
    ...(options.candidates && { candidates: options.candidates }),
  });
  const event = result.trace.find(
    (e): e is Extract<TraceEvent, { type: 'strategy' }> => e.type === 'strategy' && e.strategy === 'adaptive',
  );
  assert.ok(event, 'the choice is traced');
  const decision = event.data as unknown as Decision;
  assert.equal(event.detail, `chose ${decision.choice}: ${decision.reason}`);
  const cheapest = Math.min(
    ...decision.allowed.map((s) => decision.estimates[s as keyof StrategyCostEstimates].promptTokens),
  );
  assert.equal(decision.estimates[decision.choice as keyof StrategyCostEstimates].promptTokens, cheapest);
  const tools = (call: LanguageModelV4CallOptions) => (call.tools ?? []).map((t) => t.name);
  return { model, result, decision, tools };
}

describe('createAdaptiveStrategy', () => {
  it('gives a tiny candidate set in full (all-tools)', async () => {
    const { model, result, decision, tools } = await run(math, {
      candidates: ['add', 'multiply'],
      script: (call) => arithmeticPolicy()(call),
    });
    assert.equal(decision.choice, 'all-tools');
    assert.equal(decision.tools, 2);
    assert.deepEqual(decision.allowed, ['all-tools']);
    assert.equal(result.strategy, 'adaptive');
    assert.equal(result.status, 'completed');
    assert.equal(result.answer, 'The result is 20.');
    assert.deepEqual(tools(model.prompts[0]!), ['add', 'multiply']);
  });

  it('lists a few dozen large definitions by name (ecoact)', async () => {
    const library = syntheticLibrary(40, { words: 250, params: 6 });
    try {
      const { model, decision, tools } = await run(library);
      assert.equal(decision.choice, 'ecoact');
      assert.ok(decision.estimates.ecoact.promptTokens * 5 < decision.estimates['all-tools'].promptTokens);
      assert.deepEqual(tools(model.prompts[0]!), ['register_tool']);
    } finally {
      library.close();
    }
  });

  it('searches a library of hundreds of tools (tulip)', async () => {
    const library = syntheticLibrary(400, { words: 30, params: 2 });
    try {
      const { model, decision, tools } = await run(library);
      assert.equal(decision.choice, 'tulip');
      assert.deepEqual(decision.allowed, ['all-tools', 'ecoact', 'tulip']);
      assert.match(JSON.stringify(model.prompts[0]!.prompt), /Break the following task/);
      assert.ok(tools(model.prompts.at(-1)!).includes('search_tools'));
      const minimal = await run(library, { adaptive: { search: 'tulip-minimal' } });
      assert.equal(minimal.decision.choice, 'tulip-minimal');
      assert.equal(minimal.model.prompts.length, 1);
    } finally {
      library.close();
    }
  });

  it('solves the task on the 100-tool math library with the cheapest option', async () => {
    const { result, decision } = await run(math, { script: (call) => arithmeticPolicy()(call) });
    assert.equal(decision.tools, 100);
    assert.notEqual(decision.choice, 'all-tools');
    assert.equal(result.status, 'completed');
    assert.equal(result.answer, 'The result is 20.');
  });

  it('keeps within the provider tool limit and follows its options', async () => {
    const limited = await run(math, { candidates: ['add', 'multiply', 'subtract'], maxTools: 2 });
    assert.equal(limited.decision.choice, 'ecoact');
    assert.match(limited.decision.reason, /exceed the provider's limit of 2/);
    const noEcoact = await run(math, { adaptive: { ecoactMinTools: 1000 } });
    assert.ok(!noEcoact.decision.allowed.includes('ecoact'));
    const moreCalls = await run(math, { adaptive: { expectedToolCalls: 5 } });
    assert.equal(moreCalls.decision.estimates['all-tools'].modelCalls, 6);
  });
});
