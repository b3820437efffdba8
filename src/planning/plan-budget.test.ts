import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import { planBudget, type KnapsackItem } from './plan-budget.ts';

/** The best Σ uses × value over every combination of uses with Σ uses × cost ≤ budget (exact, small only). */
function bruteForce(items: readonly KnapsackItem[], budget: number): number {
  let best = 0;
  const visit = (i: number, cost: number, value: number): void => {
    if (cost > budget) return;
    if (i === items.length) {
      best = Math.max(best, value);
      return;
    }
    const item = items[i] as KnapsackItem;
    for (let k = 0; k <= Math.floor(item.cap); k++)
      visit(i + 1, cost + k * item.cost, value + k * item.value);
  };
  visit(0, 0, 0);
  return best;
}

const named = <T extends object>(list: T[]) => list.map((item, i) => ({ tool: `t${i}`, ...item }));

const smallIntegerInstance = fc.record({
  items: fc
    .array(
      fc.record({
        cost: fc.integer({ min: 0, max: 10 }),
        value: fc.double({ min: -0.5, max: 1, noNaN: true }),
        cap: fc.integer({ min: 0, max: 3 }),
      }),
      { maxLength: 6 },
    )
    .map(named),
  budget: fc.integer({ min: 0, max: 30 }),
});

const realInstance = fc.record({
  items: fc
    .array(
      fc.record({
        cost: fc.double({ min: 0, max: 5, noNaN: true }),
        value: fc.double({ min: 0, max: 1, noNaN: true }),
        cap: fc.double({ min: 0, max: 6, noNaN: true }),
      }),
      { maxLength: 30 },
    )
    .map(named),
  budget: fc.double({ min: 0, max: 20, noNaN: true }),
  precision: fc.option(fc.double({ min: 1e-3, max: 1, noNaN: true }), { nil: undefined }),
});

describe('planBudget', () => {
  it('never plans more than the budget, nor more uses than a cap (thousands of random instances)', () => {
    fc.assert(
      fc.property(realInstance, ({ items, budget, precision }) => {
        const plan = planBudget({ items, budget, ...(precision !== undefined && { precision }) });
        let total = 0;
        plan.items.forEach((p) => {
          assert.ok(Number.isInteger(p.uses) && p.uses >= 0 && p.uses <= Math.floor(p.cap));
          if (p.value <= 0) assert.equal(p.uses, 0);
          total += p.uses * p.cost;
        });
        assert.equal(total, plan.totalCost);
        assert.ok(plan.totalCost <= budget, `${plan.totalCost} > ${budget}`);
      }),
      { numRuns: 2000, seed: 42 },
    );
  });

  it('equals brute force on small instances with integer costs (precision 1, as in the paper)', () => {
    fc.assert(
      fc.property(smallIntegerInstance, ({ items, budget }) => {
        const plan = planBudget({ items, budget, precision: 1 });
        const optimum = bruteForce(items, budget);
        assert.ok(Math.abs(plan.totalValue - optimum) < 1e-9, `${plan.totalValue} vs ${optimum}`);
      }),
      { numRuns: 2000, seed: 7 },
    );
  });

  it('with real costs, is within the rounding bound of the exact optimum (appendix A.1)', () => {
    fc.assert(
      fc.property(
        realInstance
          .filter((i) => i.items.length <= 5)
          .map((i) => ({ ...i, items: i.items.map((x) => ({ ...x, cap: Math.min(x.cap, 3) })) })),
        ({ items, budget }) => {
          const precision = 0.01;
          const plan = planBudget({ items, budget, precision });
          const uses = items.reduce((n, item) => n + Math.floor(item.cap), 0);
          assert.ok(plan.totalValue <= bruteForce(items, budget) + 1e-9);
          assert.ok(plan.totalValue >= bruteForce(items, budget - (uses + 1) * precision) - 1e-9);
        },
      ),
      { numRuns: 500, seed: 3 },
    );
  });

  it('traces back the plan of the paper-style example', () => {
    const plan = planBudget({
      budget: 20,
      precision: 1,
      items: [
        { tool: 'mathematica', cost: 14, value: 0.9, cap: 1 },
        { tool: 'octave', cost: 4, value: 0.7, cap: 2 },
        { tool: 'excel', cost: 8, value: 0.8, cap: 1 },
      ],
    });
    assert.deepEqual(
      plan.items.map((p) => [p.tool, p.uses]),
      [
        ['mathematica', 0],
        ['octave', 2],
        ['excel', 1],
      ],
    );
    assert.equal(plan.totalCost, 16);
    assert.ok(Math.abs(plan.totalValue - 2.2) < 1e-12);
  });

  it('rounds costs up and the budget down, absorbing float noise: 1.1 / 0.1 is 11 units, not 12', () => {
    const plan = planBudget({
      budget: 2.2,
      precision: 0.1,
      items: [{ tool: 'a', cost: 1.1, value: 1, cap: 5 }],
    });
    assert.equal(plan.items[0]?.units, 11);
    assert.equal(plan.budgetUnits, 22);
    assert.equal(plan.items[0]?.uses, 2);
    assert.equal(plan.totalCost, 2.2);
    // Three uses of 0.1 sum to 0.30000000000000004 in floating point: over 0.3, so the plan keeps two.
    const noisy = planBudget({
      budget: 0.3,
      precision: 0.1,
      items: [{ tool: 'a', cost: 0.1, value: 1, cap: 5 }],
    });
    assert.equal(noisy.items[0]?.uses, 2);
    const coarse = planBudget({
      budget: 1,
      precision: 0.3,
      items: [{ tool: 'a', cost: 0.2, value: 1, cap: 5 }],
    });
    assert.equal(coarse.budgetUnits, 3);
    assert.equal(coarse.items[0]?.units, 1);
  });

  it('gives free tools their whole cap and prefers the cheaper of equally valuable plans', () => {
    const plan = planBudget({
      budget: 10,
      items: [
        { tool: 'free', cost: 0, value: 0.5, cap: 3 },
        { tool: 'dear', cost: 6, value: 1, cap: 1 },
        { tool: 'cheap', cost: 2, value: 1, cap: 1 },
      ],
    });
    assert.deepEqual(
      plan.items.map((p) => p.uses),
      [3, 1, 1],
    );
    const tie = planBudget({
      budget: 10,
      precision: 1,
      items: [
        { tool: 'dear', cost: 6, value: 1, cap: 1 },
        { tool: 'cheap', cost: 2, value: 1, cap: 1 },
      ],
    });
    assert.ok(tie.totalCost <= 8);
  });

  it('plans nothing with a budget of 0 and rejects invalid input with the argument named', () => {
    assert.equal(planBudget({ budget: 0, items: [{ tool: 'a', cost: 1, value: 1, cap: 2 }] }).totalValue, 0);
    assert.throws(() => planBudget({ budget: -1, items: [] }), InvalidArgumentError);
    assert.throws(
      () => planBudget({ budget: 1, items: [{ tool: 'a', cost: Number.NaN, value: 1, cap: 1 }] }),
      /cost of 'a'/,
    );
    assert.throws(
      () =>
        planBudget({
          budget: 1,
          items: [
            { tool: 'a', cost: 1, value: 1, cap: 1 },
            { tool: 'a', cost: 1, value: 1, cap: 1 },
          ],
        }),
      /appears twice/,
    );
    assert.throws(
      () => planBudget({ budget: 1e6, precision: 1e-3, items: [{ tool: 'a', cost: 1, value: 1, cap: 1e6 }] }),
      /coarser precision/,
    );
  });
});
