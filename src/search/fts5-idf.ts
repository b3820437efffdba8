/**
 * The inverse document frequency SQLite's FTS5 uses in `bm25()`: ln((N − n + 0.5) / (n + 0.5)) for a term
 * found in `n` of `N` rows, floored at 1e-6 so that very common terms still count a little. Scores divided
 * by a sum of these are comparable to FTS5's own BM25.
 */
export function fts5Idf(total: number, withTerm: number): number {
  return Math.max(1e-6, Math.log((total - withTerm + 0.5) / (withTerm + 0.5)));
}
