import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { runAgent } from '../agent/run-agent.ts';
import { ExperienceStore } from '../experience/experience-store.ts';
import type { PriceTable } from '../models/price-table.ts';
import { createAllToolsStrategy } from '../strategies/all-tools/all-tools-strategy.ts';
import { STRATEGIES } from '../strategies/strategy-registry.ts';
import { arithmeticPolicy } from '../strategies/test-support/arithmetic-policy.ts';
import { mathLibrary } from '../strategies/test-support/math-library.ts';
import { createTulipStrategy } from '../strategies/tulip/tulip-strategy.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../testing/scripted-language-model.ts';
import { feeLibrary } from './test-support/fee-library.ts';
import type { ToolPlan } from './plan-tool-use.ts';
import { withBudget } from './with-budget.ts';

const { library, executor } = feeLibrary([
  { name: 'weather_forecast', cost: 0.01, description: 'Weather forecast for a city.' },
  { name: 'weather_archive', cost: 0.02, description: 'Past weather of a city.' },
  { name: 'weather_scraper', cost: 0.01, description: 'Scrapes weather pages of a city.', handler: () => [] },
]);
after(() => library.close());

const CANDIDATES = ['weather_forecast', 'weather_archive', 'weather_scraper'];
const prices: PriceTable = { 'scripted:m': { inputPerMTok: 1, outputPerMTok: 2 } };

function agentModel(
  script: ScriptedReply[] | ((call: LanguageModelV4CallOptions, i: number) => ScriptedReply),
) {
  const scripted = scriptedLanguageModel(script);
  return { scripted, model: { model: scripted, provider: 'scripted', modelId: 'm' } };
}

const systemOf = (call: LanguageModelV4CallOptions | undefined) =>
  String(call?.prompt.find((m) => m.role === 'system')?.content ?? '');
const toolsOf = (call: LanguageModelV4CallOptions | undefined) => (call?.tools ?? []).map((t) => t.name);

describe('withBudget', () => {
  it('plans from experience: a tool that was unhelpful on similar tasks is not offered', async () => {
    const experience = ExperienceStore.open(':memory:');
    for (let run = 1; run <= 3; run++) {
      const task = `What is the weather in Paris on day ${run}?`;
      const base = {
        runId: `r${run}`,
        task,
        input: {},
        ok: true,
        resultDigest: 'd',
        resultPreview: '',
        resultBytes: 2,
        resultTokens: 10,
        latencyMs: 1,
        judge: 'rule',
      };
      experience.record({
        ...base,
        id: `r${run}:1`,
        tool: 'weather_scraper',
        fee: 0.01,
        helpful: false,
        reason: 'empty result',
      });
      experience.record({
        ...base,
        id: `r${run}:2`,
        tool: 'weather_forecast',
        fee: 0.01,
        helpful: true,
        reason: 'ok',
      });
    }
    const plans: ToolPlan[] = [];
    const { scripted, model } = agentModel([{ text: 'Sunny.' }]);
    const result = await runAgent({
      task: 'What is the weather in Lyon tomorrow?',
      model,
      library,
      executor: executor(),
      strategy: withBudget(createAllToolsStrategy(), {
        budget: 0.1,
        experience,
        onPlan: (p) => plans.push(p),
      }),
      candidates: CANDIDATES,
      prices,
    });
    assert.equal(result.status, 'completed');
    assert.equal(result.strategy, 'all-tools+budget');
    assert.deepEqual(toolsOf(scripted.prompts[0]).sort(), ['weather_archive', 'weather_forecast']);
    assert.match(
      systemOf(scripted.prompts[0]),
      /Budget: \$0\.1 .*Planned tools: weather_forecast \(at most 1 call\)/,
    );
    const scraper = plans[0]?.tools.find((t) => t.tool === 'weather_scraper');
    assert.ok(scraper && scraper.cap === 0 && scraper.value < 0.15 && scraper.usages === 3);
    assert.ok(
      result.trace.some(
        (e) => e.type === 'strategy' && e.strategy === 'budget' && e.detail.startsWith('plan:'),
      ),
    );
    experience.close();
  });

  it('forbids a used-up tool: gone from the tools, named in the prompt, a call to it refused', async () => {
    const experience = ExperienceStore.open(':memory:');
    const { scripted, model } = agentModel([
      { toolCalls: [{ name: 'weather_forecast', input: { q: 'Lyon' } }] },
      { toolCalls: [{ name: 'weather_forecast', input: { q: 'Lyon again' } }] },
      { text: 'Sunny.' },
    ]);
    const result = await runAgent({
      task: 'Weather in Lyon',
      model,
      library,
      executor: executor(),
      strategy: withBudget(createAllToolsStrategy(), { budget: 0.1, experience, runId: 'run-1' }),
      candidates: CANDIDATES,
      prices,
    });
    assert.equal(result.status, 'completed');
    assert.match(
      JSON.stringify(scripted.prompts[1]?.prompt.at(-1)),
      /last planned use of 'weather_forecast'/,
    );
    assert.ok(!toolsOf(scripted.prompts[1]).includes('weather_forecast'));
    assert.match(
      systemOf(scripted.prompts[1]),
      /Forbidden tools.*weather_forecast \(its planned uses are used up\)/,
    );
    assert.match(
      JSON.stringify(scripted.prompts[2]?.prompt.at(-1)),
      /'weather_forecast' was refused and did not run/,
    );
    assert.equal(result.ledger.totals.toolFees, 0.01);
    assert.deepEqual(
      experience.usages().map((u) => [u.id, u.tool, u.helpful]),
      [['run-1:1', 'weather_forecast', true]],
    );
    experience.close();
  });

  it('blacklists a tool whose results are judged unhelpful, after the configured strikes', async () => {
    const { scripted, model } = agentModel([
      { toolCalls: [{ name: 'weather_scraper', input: { q: 'a' } }] },
      { toolCalls: [{ name: 'weather_scraper', input: { q: 'b' } }] },
      { toolCalls: [{ name: 'weather_scraper', input: { q: 'c' } }] },
      { text: 'No idea.' },
    ]);
    const result = await runAgent({
      task: 'Weather in Lyon',
      model,
      library,
      executor: executor(),
      strategy: withBudget(createAllToolsStrategy(), {
        budget: 1,
        blacklistAfter: 2,
        estimate: { priorUses: 5 },
      }),
      candidates: CANDIDATES,
      prices,
    });
    assert.deepEqual(
      result.toolCalls.map((c) => c.ok),
      [true, true, false],
    );
    assert.match(
      JSON.stringify(scripted.prompts[2]?.prompt.at(-1)),
      /now forbidden for the rest of this task: its results were unhelpful/,
    );
    assert.match(systemOf(scripted.prompts[3]), /weather_scraper \(its results were unhelpful\)/);
    assert.equal(result.ledger.totals.toolFees, 0.02);
  });

  it('ends the run with budget_exhausted and the best answer so far when the next call cannot be covered', async () => {
    const { scripted, model } = agentModel([
      {
        text: 'Probably sunny.',
        toolCalls: [{ name: 'weather_forecast', input: { q: 'Lyon' } }],
        inputTokens: 400,
      },
      { text: 'never' },
    ]);
    const budget = 0.0011;
    const result = await runAgent({
      task: 'Weather in Lyon',
      model,
      library,
      executor: executor(),
      strategy: withBudget(createAllToolsStrategy(), { budget, plan: false, answerOutputTokens: 0 }),
      candidates: CANDIDATES,
      prices: { 'scripted:m': { inputPerMTok: 1, outputPerMTok: 0.2 } },
    });
    assert.equal(result.status, 'budget_exhausted');
    assert.equal(result.answer, 'Probably sunny.');
    assert.equal(scripted.prompts.length, 1);
    assert.ok(result.ledger.totals.money <= budget);
    assert.match(result.error?.message ?? '', /The budget of \$0\.0011 is exhausted/);
  });

  it("guards the strategy's own setup calls, such as tulip's decomposition", async () => {
    const { scripted, model } = agentModel([{ text: '{"subtasks": ["weather"]}' }]);
    const result = await runAgent({
      task: 'Weather in Lyon',
      model,
      library,
      executor: executor(),
      strategy: withBudget(createTulipStrategy(), { budget: 0.0001 }),
      candidates: CANDIDATES,
      prices,
    });
    assert.equal(result.status, 'budget_exhausted');
    assert.equal(scripted.prompts.length, 0);
    assert.equal(result.ledger.totals.money, 0);
  });

  it('refuses to run with a budget when the model has no price', async () => {
    const { model } = agentModel([{ text: 'x' }]);
    const result = await runAgent({
      task: 'Weather in Lyon',
      model,
      library,
      executor: executor(),
      strategy: withBudget(createAllToolsStrategy(), { budget: 1 }),
      prices: {},
    });
    assert.equal(result.status, 'failed');
    assert.equal(result.error?.code, 'unpriced_model');
  });
});

describe('withBudget over the strategies', () => {
  let math: Awaited<ReturnType<typeof mathLibrary>>;
  before(async () => (math = await mathLibrary()));
  after(() => math.close());

  for (const name of [
    'all-tools',
    'cot-tools',
    'tulip-minimal',
    'tulip',
    'tulip-primed',
    'ecoact',
    'adaptive',
  ]) {
    it(`${name}: solves a two-tool task within a generous budget, with a plan found by search`, async (t) => {
      const make = STRATEGIES[name];
      if (!make) return t.skip(`no strategy '${name}'`);
      const scripted = scriptedLanguageModel((call) => arithmeticPolicy()(call));
      const result = await runAgent({
        task: 'Add 2 and 3, then multiply the sum by 4.',
        model: { model: scripted, provider: 'scripted', modelId: 'm' },
        library: math,
        strategy: withBudget(make(), { budget: 0.05 }),
        prices,
      });
      assert.equal(result.status, 'completed', JSON.stringify(result.error));
      assert.equal(result.answer, 'The result is 20.');
      assert.ok(result.ledger.totals.money <= 0.05);
    });
  }
});
