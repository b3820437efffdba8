import { groupedBarChartSvg } from './grouped-bar-chart-svg.ts';
import type { TokenBenchResult } from './token-bench-result.ts';

/**
 * The token bench as an SVG chart: one group of bars per dataset and candidate-set size, one bar per
 * strategy (mean prompt tokens per task), each labelled with its ratio to `all-tools`.
 */
export function tokenChartSvg(result: TokenBenchResult): string {
  const strategies = result.settings.strategies;
  const tasks = result.datasets
    .map((d) => `${d.tasks} ${d.name === 'toolbench' ? 'ToolBench runs' : 'math tasks'}`)
    .join(' and ');
  return groupedBarChartSvg({
    title: 'Prompt tokens per task, by how the model gets its tools',
    subtitle: `Replay of ${tasks}, counted with the o200k_base tokenizer; labels: ratio to all-tools`,
    series: strategies.map((name) => ({ name })),
    panels: [
      {
        title: 'Mean prompt tokens per task',
        yLabel: 'prompt tokens per task',
        xLabel: 'candidate tools per task',
        groups: result.rows.map((row) => ({
          label: row.size === 'own' ? `own (${row.meanTools.toFixed(1)})` : String(row.size),
          sublabel: row.dataset === 'toolbench' ? 'ToolBench' : 'tulip math',
          values: strategies.map((s) => row.strategies.find((x) => x.strategy === s)?.promptTokens ?? null),
          barLabels: strategies.map((s) => {
            const ratio = row.strategies.find((x) => x.strategy === s)?.ratio;
            return ratio === null || ratio === undefined ? undefined : `${ratio.toFixed(2)}×`;
          }),
        })),
        format: (v) =>
          v >= 1000
            ? `${(v / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}k`
            : String(Math.round(v)),
      },
    ],
  });
}
