/** Formats rows as an aligned text table with a header line. Cells are cut at `maxWidth` characters. */
export function formatTable(header: string[], rows: string[][], options: { maxWidth?: number } = {}): string {
  const { maxWidth = 60 } = options;
  const cut = (s: string) => (s.length > maxWidth ? `${s.slice(0, maxWidth - 1)}…` : s);
  const all = [header, ...rows].map((r) => r.map((c) => cut(c.replace(/\s+/g, ' '))));
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return (
    [line(all[0] ?? []), line(widths.map((w) => '-'.repeat(w))), ...all.slice(1).map(line)].join('\n') + '\n'
  );
}
