import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatBudgetReport } from './format-budget-report.ts';
import { runBudgetBench } from './run-budget-bench.ts';

describe('runBudgetBench', () => {
  it('compares the three arms per budget: planning never exceeds the budget, and the run is deterministic', async () => {
    const options = { budgets: [8, 30], tasks: 8, trainTasks: 16, seed: 5, timePlanner: false };
    const result = await runBudgetBench(options);
    assert.equal(result.budgets.length, 2);
    assert.ok(result.experienceUsages > 16);
    for (const { budget, arms } of result.budgets) {
      assert.deepEqual(
        arms.map((a) => a.arm),
        ['budget-unaware', 'prompt-hint', 'planning'],
      );
      const planning = arms[2]!.metrics;
      assert.equal(planning.runs, 8);
      assert.equal(planning.overBudgetRate, 0, `budget ${budget}`);
      assert.ok(planning.averageCost <= budget);
      assert.equal(planning.passRateUnderBudget, planning.passRate);
    }
    // A budget-unaware run costs the same whatever the budget; only its evaluation changes.
    assert.equal(
      result.budgets[0]!.arms[0]!.metrics.averageCost,
      result.budgets[1]!.arms[0]!.metrics.averageCost,
    );
    assert.ok(result.budgets[0]!.arms[0]!.metrics.overBudgetRate > 0);
    assert.deepEqual(await runBudgetBench(options), result);
    const report = formatBudgetReport(result);
    assert.match(report, /Budget 8\n {2}arm\s+PR\s+PBC\s+AC\s+RFBC\s+stopped\n {2}budget-unaware/);
    assert.match(report, /planning \(BTP\+\)\s+\d+\.\d%\s+\d+\.\d%\s+\d+\.\d\d\s+0\.0%/);
  });
});
