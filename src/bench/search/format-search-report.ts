import type { SearchBenchResult } from './run-search-bench.ts';

/** Formats a search bench result as a small plain-text table for people (milliseconds). */
export function formatSearchReport(result: SearchBenchResult): string {
  const ms = (x: number): string => (x < 10 ? x.toFixed(2) : x.toFixed(0));
  return [
    `Search bench: ${result.tools} ${result.corpus} tools, ${result.queries} lexical queries`,
    `                 in memory      file`,
    `  Build (ms)   ${ms(result.buildMs.memory).padStart(10)}${ms(result.buildMs.file).padStart(10)}`,
    `  Query p50    ${ms(result.latency.memory.p50Ms).padStart(10)}${ms(result.latency.file.p50Ms).padStart(10)}`,
    `  Query p95    ${ms(result.latency.memory.p95Ms).padStart(10)}${ms(result.latency.file.p95Ms).padStart(10)}`,
  ].join('\n');
}
