import { groupedBarChartSvg } from '../tokens/grouped-bar-chart-svg.ts';
import type { TaskBenchReport } from './run-task-bench.ts';

/**
 * The task bench as an SVG chart: the percentage metrics (completed, correct, tool precision, recall, F1,
 * and with a budget PR, PBC and RFBC) per strategy, then the mean input tokens per task per difficulty and
 * strategy.
 */
export function taskChartSvg(report: TaskBenchReport): string {
  const strategies = report.summary.strategies;
  const metrics = (strategies[0]?.groups ?? [])
    .flatMap((g) => g.metrics)
    .filter((m) => m.format === 'percent');
  const metric = (s: (typeof strategies)[number], key: string) =>
    s.groups.flatMap((g) => g.metrics).find((m) => m.key === key)?.value ?? null;
  const levels = [
    { label: 'all', strategies },
    ...(report.summary.byDifficulty.length > 1
      ? report.summary.byDifficulty.map((d) => ({ label: d.difficulty, strategies: d.strategies }))
      : []),
  ];
  return groupedBarChartSvg({
    title: `Task bench: ${report.dataset} with ${report.model}`,
    subtitle: report.simulated
      ? 'Tool responses simulated: correctness not judged'
      : `${new Set(report.results.map((r) => r.task)).size} tasks per strategy`,
    series: strategies.map((s) => ({ name: s.strategy })),
    panels: [
      {
        title:
          report.budget === undefined ? 'Outcome and tool selection' : 'Outcome, tool selection and budget',
        yLabel: 'percent of tasks / mean',
        max: 100,
        groups: metrics.map((m) => ({
          label: m.label,
          values: strategies.map((s) => {
            const v = metric(s, m.key);
            return v === null ? null : v * 100;
          }),
          barLabels: strategies.map((s) => {
            const v = metric(s, m.key);
            return v === null ? undefined : `${Math.round(v * 100)}%`;
          }),
        })),
        format: (v) => `${Math.round(v)}%`,
      },
      {
        title: 'Mean input tokens per task',
        yLabel: 'input tokens per task',
        xLabel: 'difficulty',
        groups: levels.map((level) => ({
          label: level.label,
          values: level.strategies.map((s) => metric(s, 'inputTokens')),
        })),
        format: (v) => Math.round(v).toLocaleString('en-US'),
      },
    ],
  });
}
