import type { StrategyContext } from '../../agent/strategy.ts';
import type { SearchHit } from '../../search/search-types.ts';

/** Options of {@link searchCandidates}. */
export interface SearchCandidatesOptions {
  /** Tools per query. */
  topK: number;
  /** Hits scoring below this are dropped. */
  minScore: number;
  /** Tools to leave out (already in context). @default [] */
  exclude?: string[];
}

/**
 * Searches the library for one query, keeping only the run's candidate tools when the run is restricted
 * to a candidate set.
 */
export async function searchCandidates(
  context: StrategyContext,
  query: string,
  options: SearchCandidatesOptions,
): Promise<SearchHit[]> {
  const allowed = context.candidates ? new Set(context.candidates) : undefined;
  const pool = allowed ? Math.max(options.topK * 20, 200) : options.topK;
  const hits = await context.library.search(query, {
    topK: pool,
    minScore: options.minScore,
    ...(options.exclude && { exclude: options.exclude }),
  });
  return (allowed ? hits.filter((h) => allowed.has(h.tool.name)) : hits)
    .slice(0, options.topK)
    .map((h, i) => ({ ...h, rank: i + 1 }));
}
