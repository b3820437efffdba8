export { runSearchBench } from './run-search-bench.ts';
export type { RunSearchBenchOptions, SearchBenchResult } from './run-search-bench.ts';
export { formatSearchReport } from './format-search-report.ts';
export { syntheticTools, syntheticQueries } from './synthetic-tools.ts';
export type { SyntheticToolsOptions, SyntheticQueriesOptions } from './synthetic-tools.ts';
export { seededRandom } from './seeded-random.ts';
export type { SeededRandom } from './seeded-random.ts';
