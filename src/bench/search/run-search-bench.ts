import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ToolLibrary } from '../../library/tool-library.ts';
import type { LoadedSource } from '../../sources/loaded-source.ts';
import { uniqueToolNames } from '../../sources/definitions/unique-tool-names.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { loadStableToolBench } from '../retrieval/load-stable-toolbench.ts';
import { percentile } from '../retrieval/percentile.ts';
import { seededRandom } from './seeded-random.ts';
import { syntheticQueries, syntheticTools } from './synthetic-tools.ts';

/** Options of {@link runSearchBench}. */
export interface RunSearchBenchOptions {
  /** How many tools to index. */
  tools: number;
  /** How many queries to time. @default 200 */
  queries?: number;
  /** Seed of the synthetic tools and queries. @default 1 */
  seed?: number;
  /**
   * A StableToolBench folder: index its APIs (cycled, with `_2`, `_3`, ... names, until there are `tools`)
   * and time its queries, instead of synthetic ones. @default none (synthetic tools and queries)
   */
  datasetDir?: string;
  /** Tools returned per query. @default 5 */
  topK?: number;
  /** Where the file library is written (a temporary folder, removed afterwards). @default os.tmpdir() */
  tempDir?: string;
  /** Monotonic clock in milliseconds. @default performance.now */
  now?: () => number;
}

/** Index build time and query latency of the library at one size. */
export interface SearchBenchResult {
  /** Tools indexed. */
  tools: number;
  /** Queries timed (after one warm-up query). */
  queries: number;
  /** Where the tools and queries came from. */
  corpus: 'synthetic' | 'stabletoolbench';
  /** `syncSource` of all tools into an empty library, ms: in memory, and in a file (WAL). */
  buildMs: { memory: number; file: number };
  /** Lexical query latency percentiles, ms, on the in-memory and the file library. */
  latency: { memory: { p50Ms: number; p95Ms: number }; file: { p50Ms: number; p95Ms: number } };
}

/**
 * Measures how the library scales: builds the index of `tools` tools (synthetic, or StableToolBench APIs
 * cycled) with one `syncSource`, in memory and in a temporary file, then times lexical searches with
 * realistic multi-word queries on both.
 */
export async function runSearchBench(options: RunSearchBenchOptions): Promise<SearchBenchResult> {
  const {
    tools: count,
    queries: queryCount = 200,
    seed = 1,
    topK = 5,
    now = () => performance.now(),
  } = options;
  const { tools, queries } = options.datasetDir
    ? fromStableToolBench(options.datasetDir, count, queryCount, seed)
    : {
        tools: syntheticTools({ count, seed }),
        queries: syntheticQueries({ count: queryCount, seed: seed + 1 }),
      };
  const source = { type: 'definition', id: 'bench:search' };
  const loaded: LoadedSource = {
    sourceId: source.id,
    tools: tools.map((t) => ({ ...t, source })),
    warnings: [],
  };
  const dir = mkdtempSync(join(options.tempDir ?? tmpdir(), 'toolwise-search-bench-'));
  try {
    const m = await measure(ToolLibrary.open({ path: ':memory:' }), loaded, queries, topK, now);
    const f = await measure(
      ToolLibrary.open({ path: join(dir, 'library.sqlite') }),
      loaded,
      queries,
      topK,
      now,
    );
    return {
      tools: tools.length,
      queries: queries.length,
      corpus: options.datasetDir ? 'stabletoolbench' : 'synthetic',
      buildMs: { memory: m.buildMs, file: f.buildMs },
      latency: { memory: m.latency, file: f.latency },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function measure(
  library: ToolLibrary,
  loaded: LoadedSource,
  queries: string[],
  topK: number,
  now: () => number,
): Promise<{ buildMs: number; latency: { p50Ms: number; p95Ms: number } }> {
  try {
    const started = now();
    library.syncSource(loaded);
    const buildMs = now() - started;
    if (queries[0] !== undefined) await library.search(queries[0], { topK, method: 'lexical' });
    const times: number[] = [];
    for (const query of queries) {
      const t = now();
      await library.search(query, { topK, method: 'lexical' });
      times.push(now() - t);
    }
    return { buildMs, latency: { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) } };
  } finally {
    library.close();
  }
}

function fromStableToolBench(
  dir: string,
  count: number,
  queryCount: number,
  seed: number,
): { tools: ToolDefinitionInput[]; queries: string[] } {
  const dataset = loadStableToolBench(dir);
  const base = dataset.sources.flatMap((s) => s.tools);
  const cycled = Array.from({ length: count }, (_, i) => base[i % base.length] as ToolDefinitionInput);
  const names = uniqueToolNames(cycled.map((t) => t.name));
  const random = seededRandom(seed);
  const queries = Array.from({ length: queryCount }, () => random.pick(dataset.queries).text);
  return { tools: cycled.map((t, i) => ({ ...t, name: names[i] as string })), queries };
}
