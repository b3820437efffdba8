import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ToolEstimate } from './estimate-tool-values.ts';
import { planToolUse } from './plan-tool-use.ts';

const estimate = (tool: string, value: number, cap: number, resultTokens = 100): ToolEstimate => ({
  tool,
  value,
  cap,
  frequency: cap,
  usages: 0,
  runs: 0,
  weight: 0,
  resultTokens,
});

/** $1 per million input tokens, $2 per million output tokens. */
const modelCallCost = ({ inputTokens, outputTokens }: { inputTokens: number; outputTokens: number }) =>
  (inputTokens * 1 + outputTokens * 2) / 1e6;

describe('planToolUse', () => {
  it('with fees only, is the knapsack over fees', () => {
    const plan = planToolUse({
      budget: 20,
      tools: [
        { name: 'mathematica', fee: 14 },
        { name: 'octave', fee: 4 },
        { name: 'excel', fee: 8 },
      ],
      estimates: [estimate('mathematica', 0.9, 1), estimate('octave', 0.7, 2), estimate('excel', 0.8, 1)],
      precision: 1,
    });
    assert.deepEqual(plan.allowances, { octave: 2, excel: 1 });
    assert.equal(plan.answerReserve, 0);
    assert.equal(plan.totalCost, 16);
  });

  it('reserves the answer turn and charges each use its turn and the history it adds', () => {
    const plan = planToolUse({
      budget: 1,
      tools: [
        { name: 'a', fee: 0.1 },
        { name: 'b', fee: 0.2 },
      ],
      estimates: [estimate('a', 0.5, 3, 100), estimate('b', 0.9, 1, 1000)],
      modelCallCost,
      basePromptTokens: 1000,
      maxSteps: 10,
    });
    const turnCost = (Math.ceil(1000 * 1.5) + 500 + 256 * 2) / 1e6;
    assert.equal(plan.answerReserve, turnCost);
    assert.equal(plan.maxTurns, 4);
    const a = plan.tools[0]!;
    assert.ok(Math.abs(a.tokenCost - (turnCost + 4 * 1.5 * (256 + 100) * 1e-6)) < 1e-15);
    assert.equal(a.cost, a.fee + a.tokenCost);
    assert.deepEqual(plan.allowances, { a: 3, b: 1 });
    assert.ok(plan.totalCost <= 1);
  });

  it('plans nothing when the answer alone does not fit, and keeps what was spent in the total', () => {
    const plan = planToolUse({
      budget: 0.001,
      tools: [{ name: 'a', fee: 0 }],
      estimates: [estimate('a', 1, 1)],
      modelCallCost,
      basePromptTokens: 1000,
    });
    assert.deepEqual(plan.allowances, {});
    const later = planToolUse({
      budget: 1,
      spent: 0.5,
      tools: [{ name: 'a', fee: 0.3 }],
      estimates: [estimate('a', 1, 5)],
    });
    assert.deepEqual(later.allowances, { a: 1 });
    assert.equal(later.totalCost, 0.8);
  });

  it('never plans beyond the budget (random instances)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            fee: fc.double({ min: 0, max: 1, noNaN: true }),
            value: fc.double({ min: 0, max: 1, noNaN: true }),
            cap: fc.integer({ min: 0, max: 5 }),
            resultTokens: fc.integer({ min: 0, max: 5000 }),
          }),
          { maxLength: 12 },
        ),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.integer({ min: 0, max: 20_000 }),
        (tools, budget, basePromptTokens) => {
          const named = tools.map((t, i) => ({ ...t, name: `t${i}` }));
          const plan = planToolUse({
            budget,
            tools: named,
            estimates: named.map((t) => estimate(t.name, t.value, t.cap, t.resultTokens)),
            modelCallCost,
            basePromptTokens,
          });
          assert.ok(plan.totalCost <= budget, `${plan.totalCost} > ${budget}`);
          const uses = plan.tools.reduce((n, t) => n + t.uses, 0);
          assert.ok(uses <= plan.maxTurns || plan.maxTurns === 10);
        },
      ),
      { numRuns: 500, seed: 11 },
    );
  });
});
