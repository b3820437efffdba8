/**
 * Completeness@k: 1 when every `relevant` item is in the first `k` of `ranked` (the retriever alone gives an
 * agent everything it needs), else 0. 0 when nothing is relevant.
 */
export function completenessAtK(options: {
  /** The ranking, best first. */
  ranked: readonly string[];
  /** The relevant items (the gold). */
  relevant: ReadonlySet<string> | readonly string[];
  /** The cut-off. */
  k: number;
}): number {
  const relevant = new Set(options.relevant);
  if (relevant.size === 0) return 0;
  const top = new Set(options.ranked.slice(0, Math.max(0, options.k)));
  for (const item of relevant) if (!top.has(item)) return 0;
  return 1;
}
