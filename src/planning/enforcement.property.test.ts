import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import fc from 'fast-check';
import { createDfsdtLoop } from '../agent/loops/dfsdt-loop.ts';
import { reactLoop } from '../agent/react-loop.ts';
import { runAgent } from '../agent/run-agent.ts';
import { createAllToolsStrategy } from '../strategies/all-tools/all-tools-strategy.ts';
import { ecoactStrategy } from '../strategies/ecoact/ecoact-strategy.ts';
import { createTulipStrategy } from '../strategies/tulip/tulip-strategy.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../testing/scripted-language-model.ts';
import { feeLibrary } from './test-support/fee-library.ts';
import { DEFAULT_INPUT_MARGIN, DEFAULT_INPUT_OVERHEAD_TOKENS } from './token-safety.ts';
import { withBudget } from './with-budget.ts';

const TOOL_NAMES = ['alpha', 'beta', 'gamma', 'delta'];
const CALLABLE = [...TOOL_NAMES, 'missing_tool', 'register_tool', 'search_tools', 'give_up_and_restart'];

const action = fc.oneof(
  { weight: 1, arbitrary: fc.record({ text: fc.string({ maxLength: 40 }) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      text: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
      calls: fc.array(fc.record({ name: fc.constantFrom(...CALLABLE), valid: fc.boolean() }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  },
);

const fraction = fc.oneof(
  { weight: 2, arbitrary: fc.constant(1) },
  { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
);

const instance = fc.record({
  budget: fc.double({ min: 0, max: 0.5, noNaN: true }),
  fees: fc.array(fc.double({ min: 0, max: 0.2, noNaN: true }), { minLength: 4, maxLength: 4 }),
  behaviours: fc.array(fc.constantFrom('ok', 'throws', 'empty'), { minLength: 4, maxLength: 4 }),
  inputPerMTok: fc.double({ min: 0, max: 200, noNaN: true }),
  outputPerMTok: fc.double({ min: 0, max: 400, noNaN: true }),
  script: fc.array(action, { minLength: 1, maxLength: 12 }),
  // Fractions of the most a provider may bill; often exactly that most, the case that tests the bound.
  usage: fc.array(fc.record({ input: fraction, output: fraction }), { minLength: 1, maxLength: 12 }),
  strategy: fc.constantFrom('all-tools', 'ecoact', 'tulip'),
  loop: fc.constantFrom('react', 'dfsdt'),
  plan: fc.boolean(),
  blacklistAfter: fc.integer({ min: 1, max: 3 }),
});

describe('budget enforcement (property)', () => {
  const { library, executor } = feeLibrary(TOOL_NAMES.map((name) => ({ name, cost: 0 })));
  after(() => library.close());

  it('no enforced run spends more than its budget, whatever the scripted model does', async () => {
    let stopped = 0;
    let completed = 0;
    await fc.assert(
      fc.asyncProperty(instance, async (x) => {
        TOOL_NAMES.forEach((name, i) => library.update(name, { cost: x.fees[i] as number }));
        const handlers = Object.fromEntries(
          TOOL_NAMES.map((name, i) => [
            name,
            x.behaviours[i] === 'throws'
              ? () => {
                  throw new Error('down');
                }
              : x.behaviours[i] === 'empty'
                ? () => []
                : (input: unknown) => ({ name, input }),
          ]),
        );
        // What the local estimate was for the call under way: the model bills up to the margin of it.
        let promptTokens = 0;
        const model = scriptedLanguageModel((call, index): ScriptedReply => {
          const usage = x.usage[index % x.usage.length] as { input: number; output: number };
          const maxInput = Math.ceil(promptTokens * DEFAULT_INPUT_MARGIN) + DEFAULT_INPUT_OVERHEAD_TOKENS;
          const billed = {
            inputTokens: Math.floor(usage.input * maxInput),
            outputTokens: Math.floor(usage.output * (call.maxOutputTokens ?? 0)),
          };
          const step = x.script[index % x.script.length];
          if (!step || !('calls' in step)) return { text: step?.text ?? '', ...billed };
          return {
            ...(step.text !== undefined && { text: step.text }),
            toolCalls: step.calls.map((c) => ({
              name: c.name,
              input: c.valid ? { q: 'x', queries: ['x'], tool_name: 'alpha', reason: 'r' } : { q: 5 },
            })),
            ...billed,
          };
        });
        const inner =
          x.strategy === 'ecoact'
            ? ecoactStrategy
            : x.strategy === 'tulip'
              ? createTulipStrategy()
              : createAllToolsStrategy();
        const result = await runAgent({
          task: 'Look up alpha and beta, then combine them.',
          model: { model, provider: 'scripted', modelId: 'm' },
          library,
          executor: executor(handlers),
          strategy: withBudget(inner, { budget: x.budget, plan: x.plan, blacklistAfter: x.blacklistAfter }),
          loop: x.loop === 'dfsdt' ? createDfsdtLoop() : reactLoop,
          candidates: TOOL_NAMES,
          maxSteps: 8,
          prices: { 'scripted:m': { inputPerMTok: x.inputPerMTok, outputPerMTok: x.outputPerMTok } },
          hooks: {
            beforeModelCall(request) {
              promptTokens = request.promptTokens;
            },
          },
        });
        assert.ok(
          result.ledger.totals.money <= x.budget,
          `spent ${result.ledger.totals.money} of ${x.budget} (${result.status})`,
        );
        assert.ok(
          ['completed', 'step_limit', 'budget_exhausted'].includes(result.status),
          JSON.stringify(result.error),
        );
        if (result.status === 'budget_exhausted') stopped++;
        else completed++;
      }),
      // Shrinking a failure here would replay hundreds of runs; report the first counterexample as found.
      { numRuns: 200, seed: 20260102, endOnFailure: true },
    );
    // The instances must exercise both sides of the budget.
    assert.ok(stopped > 20 && completed > 20, `stopped ${stopped}, completed ${completed}`);
  });
});
