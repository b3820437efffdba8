import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { budgetMetrics } from './budget-metrics.ts';

describe('budgetMetrics', () => {
  it('computes PR, PBC, AC and RFBC as in the paper', () => {
    const metrics = budgetMetrics([
      { passed: true, cost: 10, budget: 20 },
      { passed: true, cost: 30, budget: 20 },
      { passed: false, cost: 25, budget: 20 },
      { passed: false, cost: 19, budget: 20, status: 'budget_exhausted' },
    ]);
    assert.deepEqual(metrics, {
      runs: 4,
      passRate: 0.5,
      passRateUnderBudget: 0.25,
      averageCost: 21,
      overBudgetRate: 0.5,
      stoppedByBudgetRate: 0.25,
    });
    assert.equal(budgetMetrics([]).averageCost, 0);
  });
});
