import type { RunStatus } from '../agent/agent-run-result.ts';

/** One run of a budget benchmark, as {@link budgetMetrics} needs it. */
export interface BudgetRunResult {
  /** Whether the task was solved, whatever it cost. */
  passed: boolean;
  /** What the run spent (model tokens and tool fees), in the budget's currency. */
  cost: number;
  /** The run's budget. */
  budget: number;
  /** How the run ended, when known: `budget_exhausted` counts as stopped by the budget. */
  status?: RunStatus;
}

/** The BTP paper's metrics over a set of runs; rates are fractions in [0, 1]. */
export interface BudgetMetrics {
  /** Runs measured. */
  runs: number;
  /** PR: pass rate, ignoring the budget. */
  passRate: number;
  /** PBC: pass rate under the budget constraint: solved and spent at most the budget. */
  passRateUnderBudget: number;
  /** AC: average cost per run. */
  averageCost: number;
  /** RFBC: rate of failure by the budget constraint: runs that spent more than their budget. */
  overBudgetRate: number;
  /** Runs an enforced budget ended early (status `budget_exhausted`), solved or not. */
  stoppedByBudgetRate: number;
}

/**
 * PR, PBC, AC and RFBC (Zheng et al. 2024, BTP) over a set of runs. A run over its budget fails PBC even
 * when it solved the task, and counts in RFBC; an enforced run never exceeds its budget, so RFBC is 0 for
 * it, while runs its budget ended early are counted apart in `stoppedByBudgetRate`. All 0 for no runs. A
 * pure function.
 */
export function budgetMetrics(results: readonly BudgetRunResult[]): BudgetMetrics {
  const runs = results.length;
  if (runs === 0)
    return {
      runs,
      passRate: 0,
      passRateUnderBudget: 0,
      averageCost: 0,
      overBudgetRate: 0,
      stoppedByBudgetRate: 0,
    };
  const rate = (test: (r: BudgetRunResult) => boolean) => results.filter(test).length / runs;
  return {
    runs,
    passRate: rate((r) => r.passed),
    passRateUnderBudget: rate((r) => r.passed && r.cost <= r.budget),
    averageCost: results.reduce((sum, r) => sum + r.cost, 0) / runs,
    overBudgetRate: rate((r) => r.cost > r.budget),
    stoppedByBudgetRate: rate((r) => r.status === 'budget_exhausted'),
  };
}
