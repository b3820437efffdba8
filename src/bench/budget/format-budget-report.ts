import type { BudgetArm, BudgetBenchResult } from './run-budget-bench.ts';

const ARM_NAMES: Record<BudgetArm, string> = {
  'budget-unaware': 'budget-unaware',
  'prompt-hint': 'prompt hint',
  planning: 'planning (BTP+)',
};

/** Formats a budget bench result as plain-text tables, one per budget (rates in percent, cost in units). */
export function formatBudgetReport(result: BudgetBenchResult): string {
  const percent = (x: number) => `${(100 * x).toFixed(1)}%`.padStart(7);
  const lines = [
    `Budget bench (simulated, no LLM): ${result.tasks} tasks per arm, ${result.trainTasks} training tasks (${result.experienceUsages} tool usages of experience), seed ${result.seed}`,
    'Tool fees 1-10 units; model tokens priced too. PR pass rate, PBC pass rate within the budget, AC average',
    'cost, RFBC runs over the budget, stopped: runs the enforced budget ended early.',
  ];
  for (const { budget, arms } of result.budgets) {
    lines.push('', `Budget ${budget}`, `  ${'arm'.padEnd(16)}     PR    PBC      AC    RFBC  stopped`);
    for (const { arm, metrics: m } of arms) {
      lines.push(
        `  ${ARM_NAMES[arm].padEnd(16)}${percent(m.passRate)}${percent(m.passRateUnderBudget)}${m.averageCost.toFixed(2).padStart(8)}${percent(m.overBudgetRate)}${percent(m.stoppedByBudgetRate)}`,
      );
    }
  }
  if (result.planner) {
    const p = result.planner;
    lines.push(
      '',
      `Planner: ${p.tools} tools × cap ${p.cap} × ${p.units.toLocaleString('en-US')} budget units: median ${p.medianMs.toFixed(1)} ms, max ${p.maxMs.toFixed(1)} ms over ${p.runs} runs`,
    );
  }
  return `${lines.join('\n')}\n`;
}
