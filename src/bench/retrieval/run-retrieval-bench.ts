import { ToolLibrary, type LibraryOptions } from '../../library/tool-library.ts';
import type { SearchMethod } from '../../search/search-types.ts';
import { completenessAtK } from './completeness-at-k.ts';
import { ndcgAtK } from './ndcg-at-k.ts';
import { percentile } from './percentile.ts';
import { recallAtK } from './recall-at-k.ts';
import type { RetrievalDataset } from './retrieval-dataset.ts';

/** Options of {@link runRetrievalBench}. */
export interface RunRetrievalBenchOptions {
  /** The dataset, from `loadBeirDataset`, `loadStableToolBench` or `loadRetrievalDataset`. */
  dataset: RetrievalDataset;
  /** The search method. @default 'lexical' */
  method?: SearchMethod;
  /** How many tools to retrieve per query; the metrics at 10 need at least 10. @default 10 */
  topK?: number;
  /** Options of the in-memory library the tools are loaded into (an embedding model, field weights). @default {} */
  library?: Omit<LibraryOptions, 'path'>;
  /** Keep every query's ranking in the result. @default false */
  details?: boolean;
  /** Monotonic clock in milliseconds. @default performance.now */
  now?: () => number;
}

/** Retrieval quality (fractions in [0, 1], averaged over queries) and speed of one bench run. */
export interface RetrievalBenchResult {
  /** The dataset's name. */
  dataset: string;
  /** The search method. */
  method: SearchMethod;
  /** How many tools were indexed. */
  tools: number;
  /** How many queries were run. */
  queries: number;
  /** How many tools were retrieved per query. */
  topK: number;
  /** Time to load all tools into an empty in-memory library (and embed them, for dense and hybrid), ms. */
  indexBuildMs: number;
  /** Mean NDCG (binary relevance) at 1, 5 and 10. */
  ndcg: { at1: number; at5: number; at10: number };
  /** Mean recall at 5 and 10. */
  recall: { at5: number; at10: number };
  /** Share of queries with all their gold in the top 5. */
  completeness: { at5: number };
  /** Query latency percentiles, ms (one warm-up query not counted). */
  latency: { p50Ms: number; p95Ms: number };
  /** Each query's ranking and NDCG@5, with `details`. */
  perQuery?: Array<{ id: string; relevant: string[]; ranked: string[]; ndcgAt5: number }>;
}

/**
 * Runs a retrieval benchmark: loads the dataset's tools into a fresh in-memory `ToolLibrary` with
 * `syncSource`, runs every query through `library.search` and scores the rankings against the gold.
 */
export async function runRetrievalBench(options: RunRetrievalBenchOptions): Promise<RetrievalBenchResult> {
  const { dataset, method = 'lexical', topK = 10, details = false, now = () => performance.now() } = options;
  const library = ToolLibrary.open({ ...options.library, path: ':memory:' });
  try {
    const started = now();
    for (const source of dataset.sources) library.syncSource(source);
    if (method !== 'lexical') await library.refreshEmbeddings();
    const indexBuildMs = now() - started;

    const first = dataset.queries[0];
    if (first) await library.search(first.text, { topK, method });
    const latencies: number[] = [];
    const sums = { ndcg1: 0, ndcg5: 0, ndcg10: 0, recall5: 0, recall10: 0, complete5: 0 };
    const perQuery: NonNullable<RetrievalBenchResult['perQuery']> = [];
    for (const query of dataset.queries) {
      const t = now();
      const hits = await library.search(query.text, { topK, method });
      latencies.push(now() - t);
      const ranked = hits.map((h) => h.tool.name);
      const relevant = new Set(query.relevant);
      const ndcg5 = ndcgAtK({ ranked, relevant, k: 5 });
      sums.ndcg1 += ndcgAtK({ ranked, relevant, k: 1 });
      sums.ndcg5 += ndcg5;
      sums.ndcg10 += ndcgAtK({ ranked, relevant, k: 10 });
      sums.recall5 += recallAtK({ ranked, relevant, k: 5 });
      sums.recall10 += recallAtK({ ranked, relevant, k: 10 });
      sums.complete5 += completenessAtK({ ranked, relevant, k: 5 });
      if (details) perQuery.push({ id: query.id, relevant: query.relevant, ranked, ndcgAt5: ndcg5 });
    }
    const n = Math.max(1, dataset.queries.length);
    return {
      dataset: dataset.name,
      method,
      tools: library.count(),
      queries: dataset.queries.length,
      topK,
      indexBuildMs,
      ndcg: { at1: sums.ndcg1 / n, at5: sums.ndcg5 / n, at10: sums.ndcg10 / n },
      recall: { at5: sums.recall5 / n, at10: sums.recall10 / n },
      completeness: { at5: sums.complete5 / n },
      latency: { p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95) },
      ...(details && { perQuery }),
    };
  } finally {
    library.close();
  }
}
