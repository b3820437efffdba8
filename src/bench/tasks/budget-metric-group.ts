import { budgetMetrics, type BudgetMetrics, type BudgetRunResult } from '../../planning/budget-metrics.ts';
import type { MetricFormat, TaskMetric, TaskMetricGroup } from './task-metric-groups.ts';
import type { TaskResult } from './task-result.ts';

/** The runs of the results that had a budget; only the judged ones (correctness known) when `judged`. */
function budgetRuns(results: readonly TaskResult[], judged: boolean): BudgetRunResult[] {
  return results.flatMap((r) =>
    r.budget === undefined || (judged && r.correct === null)
      ? []
      : [{ passed: r.correct === true, cost: r.money, budget: r.budget }],
  );
}

function budgetMetric(
  key: string,
  label: string,
  format: MetricFormat,
  pick: (metrics: BudgetMetrics) => number,
  options: { judged: boolean },
): TaskMetric {
  return {
    key,
    label,
    format,
    value: (results) => {
      const runs = budgetRuns(results, options.judged);
      return runs.length ? pick(budgetMetrics(runs)) : null;
    },
  };
}

/**
 * The BTP paper's budget metrics over the results that had a budget (see `budgetMetrics`): PR, the pass
 * rate whatever the cost; PBC, the pass rate under the budget (correct and within it); AC, the average
 * cost; RFBC, the rate of runs that spent more than the budget. PR and PBC count judged results only (n/a
 * on simulated responses); every metric is n/a for results without a budget.
 */
export const BUDGET_METRIC_GROUP: TaskMetricGroup = {
  name: 'budget',
  metrics: [
    budgetMetric('passRate', 'PR', 'percent', (m) => m.passRate, { judged: true }),
    budgetMetric('passRateUnderBudget', 'PBC', 'percent', (m) => m.passRateUnderBudget, { judged: true }),
    budgetMetric('averageCost', 'AC', 'money', (m) => m.averageCost, { judged: false }),
    budgetMetric('overBudgetRate', 'RFBC', 'percent', (m) => m.overBudgetRate, { judged: false }),
  ],
};
