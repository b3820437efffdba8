/** Recall@k: the share of the `relevant` items found in the first `k` of `ranked`; 0 when nothing is relevant. */
export function recallAtK(options: {
  /** The ranking, best first. */
  ranked: readonly string[];
  /** The relevant items (the gold). */
  relevant: ReadonlySet<string> | readonly string[];
  /** The cut-off. */
  k: number;
}): number {
  const relevant = new Set(options.relevant);
  if (relevant.size === 0) return 0;
  const found = new Set(options.ranked.slice(0, Math.max(0, options.k)).filter((item) => relevant.has(item)));
  return found.size / relevant.size;
}
