import { recallAtK } from './recall-at-k.ts';

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
  return recallAtK(options) === 1 ? 1 : 0;
}
