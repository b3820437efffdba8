import { formatTextTable } from '../../util/format-text-table.ts';
import type { TokenBenchResult, TokenBenchRow } from './token-bench-result.ts';

const int = (x: number) => Math.round(x).toLocaleString('en-US');

/**
 * The token bench as plain text: what was replayed; mean prompt tokens per task and the ratio to all-tools
 * per strategy and candidate-set size; model calls and completion tokens; the runs' own sets split at
 * EcoAct's break-even; adaptive's choices; the targets; notes.
 */
export function formatTokenReport(result: TokenBenchResult): string {
  const strategies = result.settings.strategies;
  const label = (row: TokenBenchRow) =>
    row.size === 'own' && row.label === 'own' ? `own (${row.meanTools.toFixed(1)})` : row.label;
  const promptTable = (rows: readonly TokenBenchRow[]) =>
    formatTextTable(
      ['dataset', 'candidates', 'tasks', ...strategies],
      rows.map((row) => [
        row.dataset,
        label(row),
        String(row.tasks),
        ...strategies.map((s) => {
          const x = row.strategies.find((e) => e.strategy === s);
          return x ? `${int(x.promptTokens)} (${x.ratio === null ? '-' : x.ratio.toFixed(2)})` : '-';
        }),
      ]),
      { right: [2, ...strategies.map((_, i) => i + 3)], indent: '  ' },
    );
  const callsTable = formatTextTable(
    ['dataset', 'candidates', ...strategies],
    result.rows.map((row) => [
      row.dataset,
      label(row),
      ...strategies.map((s) => {
        const x = row.strategies.find((e) => e.strategy === s);
        if (!x) return '-';
        const extra = [
          x.extraCalls.decompose && `${x.extraCalls.decompose.toFixed(1)} dec`,
          x.extraCalls.register && `${x.extraCalls.register.toFixed(1)} reg`,
          x.extraCalls.search && `${x.extraCalls.search.toFixed(2)} srch`,
        ].filter(Boolean);
        return `${x.modelCalls.toFixed(1)}${extra.length ? ` (${extra.join(', ')})` : ''} / ${int(x.completionTokens)}`;
      }),
    ]),
    { right: strategies.map((_, i) => i + 2), indent: '  ' },
  );
  const choices = result.rows
    .map((row) => {
      const adaptive = row.strategies.find((s) => s.strategy === 'adaptive');
      if (!adaptive) return undefined;
      const ran = Object.entries(adaptive.ran)
        .sort((a, b) => b[1] - a[1])
        .map(([s, n]) => `${s} ${n}`)
        .join(', ');
      return `  ${row.dataset} ${label(row)}: ${ran}`;
    })
    .filter((l): l is string => l !== undefined);
  const lines = [
    'Token replay: what each way of giving a model its tools would have sent, counted with the o200k_base tokenizer',
    ...result.datasets.map((d) => `  ${d.name}: ${d.description}`),
    `  Tool results: ${int(result.settings.resultChars)} characters each (ToolBench's own cut); math results: ${result.settings.mathResultText}`,
    '',
    'Mean prompt tokens per task (ratio to all-tools)',
    promptTable(result.rows),
    '',
    'Model calls per task (extra calls: decompositions, registrations, searches) / completion tokens per task',
    callsTable,
  ];
  if (result.breakdown.length) {
    lines.push(
      '',
      "The runs' own tool sets, split at EcoAct's break-even of 10 tools",
      promptTable(result.breakdown),
    );
  }
  if (choices.length) lines.push('', 'What adaptive chose (tasks)', ...choices);
  if (result.targets.length) {
    lines.push('', 'Targets');
    for (const t of result.targets) {
      const mark = t.met === null ? '-' : t.met ? 'met' : 'MISSED';
      lines.push(`  [${mark}] ${t.description}: ${t.detail}`);
    }
  }
  if (result.notes.length) lines.push('', 'Notes', ...result.notes.map((n) => `  - ${n}`));
  lines.push('', `Replayed in ${(result.elapsedMs / 1000).toFixed(1)} s.`);
  return `${lines.join('\n')}\n`;
}
