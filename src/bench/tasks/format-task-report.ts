import { formatTextTable } from '../../util/format-text-table.ts';
import { formatMetricValue } from './format-metric-value.ts';
import type { AnswerTolerance } from './judge-answer.ts';
import type { TaskBenchReport } from './run-task-bench.ts';
import type { StrategySummary } from './summarize-task-results.ts';

/**
 * The task bench as plain text: what ran, one table per strategy with its metric groups (outcome, tool
 * selection, cost, budget when there was one, and any added ones) and the same per difficulty. Says when tool responses were
 * simulated and correctness was therefore not judged.
 */
export function formatTaskReport(
  report: TaskBenchReport,
  options: {
    /** The results file, to name it. */
    out?: string;
    /** The tolerance answers were judged with, to state it. */
    tolerance?: AnswerTolerance;
  } = {},
): string {
  const tasks = new Set(report.results.map((r) => r.task)).size;
  const lines = [
    `Task bench: ${report.dataset}, ${tasks} tasks x ${report.strategies.length} strategies, model ${report.model}`,
    `  ${report.ran} runs now, ${report.resumed} resumed${options.out ? ` from ${options.out}` : ''}`,
  ];
  if (report.simulated) {
    lines.push(
      "  Tool responses are SIMULATED (each API's template_response filled with made-up values): correctness is",
      '  not judged (n/a); tool selection, steps, tokens and money are measured.',
    );
  } else if (options.tolerance) {
    lines.push(
      `  Correct: a number in the answer within ${options.tolerance.relative * 100}% or ${options.tolerance.absolute} of a solution (never by substring).`,
    );
  }
  if (report.budget !== undefined) {
    lines.push(
      `  Budget ${formatMetricValue(report.budget, 'money')} per run: <strategy>+plan runs plan tool use and stay within it (BTP);`,
      '  the others only have their spend compared with it. PR pass rate, PBC pass rate within the budget,',
      '  AC average cost, RFBC rate of runs over the budget.',
    );
  }
  lines.push('', table(report.summary.strategies, undefined));
  if (report.summary.byDifficulty.length > 1) {
    lines.push('', 'By difficulty');
    lines.push(
      table(
        report.summary.byDifficulty.flatMap((d) =>
          d.strategies.map((s) => ({ ...s, difficulty: d.difficulty })),
        ),
        'difficulty',
      ),
    );
  }
  const failed = report.results.filter((r) => r.status === 'failed');
  if (failed.length) {
    lines.push(
      '',
      `${failed.length} runs failed, e.g. ${failed[0]?.task} (${failed[0]?.strategy}): ${failed[0]?.error?.message ?? 'no message'}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function table(
  rows: ReadonlyArray<StrategySummary & { difficulty?: string }>,
  first: 'difficulty' | undefined,
): string {
  const groups = rows[0]?.groups ?? [];
  const lead = first ? ['difficulty', 'strategy', 'tasks'] : ['strategy', 'tasks'];
  const header = [...lead, ...groups.flatMap((g) => g.metrics.map((m) => m.label))];
  let column = lead.length;
  const spans = groups.map((g) => {
    const span = { label: g.name, from: column, to: column + g.metrics.length - 1 };
    column += g.metrics.length;
    return span;
  });
  return formatTextTable(
    header,
    rows.map((r) => [
      ...(first ? [r.difficulty ?? ''] : []),
      r.strategy,
      String(r.tasks),
      ...r.groups.flatMap((g) => g.metrics.map((m) => formatMetricValue(m.value, m.format))),
    ]),
    { right: header.map((_, i) => i).filter((i) => i >= lead.length - 1), indent: '  ', groups: spans },
  );
}
