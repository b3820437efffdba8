import type { RetrievalBenchResult } from './run-retrieval-bench.ts';

/**
 * Formats a retrieval bench result as a small plain-text table for people: quality metrics in percent,
 * latencies and build time in milliseconds.
 */
export function formatRetrievalReport(result: RetrievalBenchResult): string {
  const pct = (x: number): string => (x * 100).toFixed(1);
  const ms = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(0));
  const rows: Array<[string, string]> = [
    ['NDCG@1', pct(result.ndcg.at1)],
    ['NDCG@5', pct(result.ndcg.at5)],
    ['NDCG@10', pct(result.ndcg.at10)],
    ['Recall@5', pct(result.recall.at5)],
    ['Recall@10', pct(result.recall.at10)],
    ['Completeness@5', pct(result.completeness.at5)],
    ['Query p50 (ms)', ms(result.latency.p50Ms)],
    ['Query p95 (ms)', ms(result.latency.p95Ms)],
    ['Index build (ms)', ms(result.indexBuildMs)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  return [
    `Retrieval bench: ${result.dataset}, ${result.method} search, ${result.tools} tools, ${result.queries} queries, top ${result.topK}`,
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value.padStart(7)}`),
  ].join('\n');
}
