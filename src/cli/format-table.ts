import { formatTextTable } from '../util/format-text-table.ts';

/**
 * Formats rows as an aligned text table with a header line, ending in a newline. White space in cells is
 * folded and cells are cut at `maxWidth` characters.
 */
export function formatTable(header: string[], rows: string[][], options: { maxWidth?: number } = {}): string {
  const { maxWidth = 60 } = options;
  const cell = (s: string) => {
    const folded = s.replace(/\s+/g, ' ');
    return folded.length > maxWidth ? `${folded.slice(0, maxWidth - 1)}…` : folded;
  };
  return `${formatTextTable(
    header.map(cell),
    rows.map((r) => r.map(cell)),
  )}\n`;
}
