/**
 * The `p`-th percentile (0-100) of `values` by linear interpolation between closest ranks (NumPy's default):
 * the value at position (n - 1) · p / 100 of the sorted values. NaN for no values.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = ((sorted.length - 1) * Math.min(100, Math.max(0, p))) / 100;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const a = sorted[lower] as number;
  const b = sorted[upper] as number;
  return a + (b - a) * (position - lower);
}
