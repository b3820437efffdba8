/** Options of {@link reciprocalRankFusion}. */
export interface RrfOptions {
  /** The RRF constant; larger values flatten the contribution of top ranks. @default 60 */
  k?: number;
}

/**
 * Fuses ranked lists of keys by reciprocal rank fusion: each key scores Σ 1/(k + rank) over the lists it
 * appears in. Scores are divided by the best possible (rank 1 in every list), so they fall in (0, 1].
 * Ties keep the order of first appearance.
 */
export function reciprocalRankFusion<K>(
  lists: K[][],
  options: RrfOptions = {},
): Array<{ key: K; score: number }> {
  const { k = 60 } = options;
  const scores = new Map<K, number>();
  for (const list of lists) {
    list.forEach((key, index) => scores.set(key, (scores.get(key) ?? 0) + 1 / (k + index + 1)));
  }
  const best = lists.filter((l) => l.length > 0).length / (k + 1);
  return [...scores.entries()]
    .map(([key, score]) => ({ key, score: best > 0 ? score / best : 0 }))
    .sort((a, b) => b.score - a.score);
}
