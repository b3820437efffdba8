/**
 * Formats rows as an aligned plain-text table under a header and (by default) a rule, without trailing
 * spaces. Columns listed in `right` are right-aligned (numbers); the others left-aligned. `groups` adds a
 * line above the header naming groups of columns (from `from` to `to`, inclusive). The one table formatter
 * of the CLI, the ledger, the gateway stats and the benchmarks.
 */
export function formatTextTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: {
    /** Indexes of right-aligned columns. @default [] */
    right?: readonly number[];
    /** Put before every line. @default '' */
    indent?: string;
    /** Labels over groups of columns. @default none */
    groups?: ReadonlyArray<{ label: string; from: number; to: number }>;
    /** Draw a rule of dashes under the header. @default true */
    rule?: boolean;
  } = {},
): string {
  const { right = [], indent = '', groups = [], rule = true } = options;
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]) =>
    indent +
    widths
      .map((w, i) => (right.includes(i) ? (r[i] ?? '').padStart(w) : (r[i] ?? '').padEnd(w)))
      .join('  ')
      .trimEnd();
  const lines = [line(header), ...(rule ? [line(widths.map((w) => '-'.repeat(w)))] : []), ...rows.map(line)];
  if (groups.length) {
    const start = (i: number) => widths.slice(0, i).reduce((sum, w) => sum + w + 2, 0);
    let over = '';
    for (const g of groups) {
      const from = start(g.from);
      over = over.padEnd(from) + centered(g.label, start(g.to + 1) - 2 - from);
    }
    lines.unshift(indent + over.trimEnd());
  }
  return lines.join('\n');
}

function centered(text: string, width: number): string {
  const left = Math.floor((width - text.length) / 2);
  return ' '.repeat(Math.max(0, left)) + text + ' '.repeat(Math.max(0, width - text.length - left));
}
