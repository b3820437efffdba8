import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../../agent/run-agent.ts';
import { createTokenCounter } from '../../ledger/token-counter.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { scriptedLanguageModel } from '../../testing/scripted-language-model.ts';
import { allToolsPrompt } from '../all-tools/all-tools-prompts.ts';
import { ecoactPrompt } from '../ecoact/ecoact-prompts.ts';
import { registerToolDefinition } from '../ecoact/ecoact-strategy.ts';
import { STRATEGIES } from '../strategy-registry.ts';
import { arithmeticPolicy } from '../test-support/arithmetic-policy.ts';
import { mathLibrary } from '../test-support/math-library.ts';
import { estimateStrategyCosts } from './estimate-strategy-costs.ts';
import { syntheticTools } from './test-support/synthetic-tools.ts';

const TASK = 'Add 2 and 3, then multiply the sum by 4.';
const tokens = createTokenCounter();

let library: ToolLibrary;
before(async () => (library = await mathLibrary()));
after(() => library.close());

describe('estimateStrategyCosts', () => {
  it('counts a single turn exactly as callModel counts its prompt', () => {
    const tools = library.list();
    const estimates = estimateStrategyCosts({
      tools,
      tokens,
      taskTokens: tokens.countTokens(TASK),
      expectedToolCalls: 0,
    });
    const opening = (system: string) =>
      tokens.countMessageTokens([
        { role: 'system', content: system },
        { role: 'user', content: TASK },
      ]);
    const definitions = tools.reduce((sum, t) => sum + tokens.countToolDefinitionTokens(t), 0);
    assert.deepEqual(estimates['all-tools'], {
      promptTokens: opening(allToolsPrompt({ stepByStep: false })) + definitions,
      modelCalls: 1,
      toolsInContext: 100,
    });
    assert.deepEqual(estimates.ecoact, {
      promptTokens:
        opening(ecoactPrompt(tools.map((t) => t.name))) +
        tokens.countToolDefinitionTokens(registerToolDefinition()),
      modelCalls: 1,
      toolsInContext: 0,
    });
    assert.equal(estimates.tulip.modelCalls, 2);
  });

  it('is close to the prompt tokens of scripted runs on the math library', async () => {
    const estimates = estimateStrategyCosts({
      tools: library.list(),
      tokens,
      taskTokens: tokens.countTokens(TASK),
      expectedToolCalls: 2,
      toolCallTokens: 20,
    });
    // tulip's estimate assumes every search fills topK with average-sized tools: an upper bound.
    const bounds = { 'all-tools': [0.98, 1.02], ecoact: [0.9, 1.15], tulip: [0.8, 2] } as const;
    for (const [name, [low, high]] of Object.entries(bounds)) {
      const model = scriptedLanguageModel((call) => arithmeticPolicy()(call));
      const result = await runAgent({
        task: TASK,
        model: { model, provider: 'scripted', modelId: 'scripted-model' },
        library,
        strategy: STRATEGIES[name]!(),
      });
      assert.equal(result.status, 'completed', name);
      const calls = result.trace.filter((e) => e.type === 'model_call');
      const actual = calls.reduce((sum, e) => sum + (e.type === 'model_call' ? e.promptTokens : 0), 0);
      const estimate = estimates[name as keyof typeof bounds];
      assert.equal(estimate.modelCalls, calls.length, name);
      const ratio = estimate.promptTokens / actual;
      assert.ok(
        ratio >= low && ratio <= high,
        `${name}: estimated ${estimate.promptTokens}, actual ${actual}`,
      );
    }
  });

  it('grows with the definitions for all-tools, with the names for ecoact, and not at all for search', () => {
    const small = syntheticTools(Array.from({ length: 50 }, () => ({ words: 10, params: 1 })));
    const large = syntheticTools(Array.from({ length: 50 }, () => ({ words: 200, params: 6 })));
    const many = syntheticTools(Array.from({ length: 500 }, () => ({ words: 10, params: 1 })));
    const [s, l, m] = [small, large, many].map((tools) => estimateStrategyCosts({ tools, tokens }));
    assert.ok(l!['all-tools'].promptTokens > 5 * s!['all-tools'].promptTokens);
    assert.ok(m!.ecoact.promptTokens > 3 * s!.ecoact.promptTokens);
    assert.equal(m!.tulip.promptTokens, s!.tulip.promptTokens);
    assert.equal(m!['tulip-minimal'].promptTokens, s!['tulip-minimal'].promptTokens);
  });

  it('counts more turns for more expected tool calls, and only the answer without tools', () => {
    const tools = library.list();
    const two = estimateStrategyCosts({ tools, tokens });
    const four = estimateStrategyCosts({ tools, tokens, expectedToolCalls: 4 });
    assert.deepEqual([two['all-tools'].modelCalls, two.ecoact.modelCalls, two.tulip.modelCalls], [3, 5, 4]);
    assert.deepEqual(
      [four['all-tools'].modelCalls, four.ecoact.modelCalls, four.tulip.modelCalls],
      [5, 9, 6],
    );
    for (const name of ['all-tools', 'ecoact', 'tulip-minimal', 'tulip'] as const)
      assert.ok(four[name].promptTokens > two[name].promptTokens, name);
    const none = estimateStrategyCosts({ tools: [], tokens });
    assert.equal(none['all-tools'].modelCalls, 1);
    assert.equal(none.ecoact.modelCalls, 1);
  });
});
