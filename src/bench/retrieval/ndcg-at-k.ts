/**
 * NDCG@k with binary relevance: DCG = Σ rel_i / log2(i + 1) over ranks i = 1..k, divided by the DCG of an
 * ideal ranking that puts all `relevant` items first (so the ideal counts min(k, |relevant|) hits).
 * Returns 0 when nothing is relevant. Repeated items in `ranked` count once, at their first rank.
 */
export function ndcgAtK(options: {
  /** The ranking, best first. */
  ranked: readonly string[];
  /** The relevant items (the gold). */
  relevant: ReadonlySet<string> | readonly string[];
  /** The cut-off. */
  k: number;
}): number {
  const relevant = new Set(options.relevant);
  if (relevant.size === 0 || options.k <= 0) return 0;
  const seen = new Set<string>();
  let dcg = 0;
  options.ranked.slice(0, options.k).forEach((item, i) => {
    if (relevant.has(item) && !seen.has(item)) dcg += 1 / Math.log2(i + 2);
    seen.add(item);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(options.k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return dcg / ideal;
}
