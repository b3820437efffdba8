import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { poolToolbenchApis } from '../../sources/definitions/pool-toolbench-apis.ts';
import { SourceLoadError } from '../../sources/source-load-error.ts';
import { readJsonFile } from '../../sources/definitions/read-json-file.ts';
import type { ToolSource } from '../../tool/tool-definition.ts';
import { DatasetLoadError } from './dataset-load-error.ts';
import type { RetrievalDataset, RetrievalQuery } from './retrieval-dataset.ts';

/** The six StableToolBench test files, in the order their APIs are pooled. */
export const STABLE_TOOLBENCH_FILES: readonly string[] = [
  'G1_instruction',
  'G1_category',
  'G1_tool',
  'G2_instruction',
  'G2_category',
  'G3_instruction',
];

/** Options of {@link loadStableToolBench}. */
export interface LoadStableToolBenchOptions {
  /** Which of the files to read (without `.json`); missing ones are an error. @default the ones present of STABLE_TOOLBENCH_FILES */
  files?: readonly string[];
}

/**
 * Loads the StableToolBench test queries in `dir` as a retrieval benchmark: the `api_list` entries of every
 * query in the six files are pooled into one corpus (identical (tool_name, api_name) pairs kept once; 2,479
 * APIs for the full set), converted to tools by ToolBench's conventions (`poolToolbenchApis`), and each
 * query's gold is its `relevant APIs`. Query ids are `<file>:<query_id>`. All tools share one source,
 * `stabletoolbench`. Throws `DatasetLoadError` when no file is found or a file is not a query list.
 */
export function loadStableToolBench(dir: string, options: LoadStableToolBenchOptions = {}): RetrievalDataset {
  const files = options.files ?? STABLE_TOOLBENCH_FILES.filter((f) => existsSync(join(dir, `${f}.json`)));
  if (files.length === 0) {
    throw new DatasetLoadError({
      file: dir,
      reason: `no StableToolBench query file found (expected ${STABLE_TOOLBENCH_FILES.map((f) => `${f}.json`).join(', ')})`,
    });
  }
  const records: Array<{ file: string; path: string; index: number; record: Record<string, unknown> }> = [];
  for (const file of files) {
    const path = join(dir, `${file}.json`);
    let value: unknown;
    try {
      value = readJsonFile(path);
    } catch (error) {
      if (!(error instanceof SourceLoadError)) throw error;
      throw new DatasetLoadError({ file: path, reason: error.message, cause: error });
    }
    if (!Array.isArray(value))
      throw new DatasetLoadError({ file: path, reason: 'expected an array of query records' });
    value.forEach((record: unknown, index) => {
      if (
        typeof record !== 'object' ||
        record === null ||
        !Array.isArray((record as { api_list?: unknown }).api_list)
      ) {
        throw new DatasetLoadError({
          file: path,
          reason: `entry ${index} is not a query record with an api_list`,
        });
      }
      records.push({ file, path, index, record: record as Record<string, unknown> });
    });
  }
  const source: ToolSource = { type: 'definition', id: 'stabletoolbench', config: { format: 'toolbench' } };
  const pool = poolToolbenchApis({
    source,
    entries: records.flatMap(({ file, index, record }) =>
      (record['api_list'] as unknown[]).map((api, j) => ({
        api,
        where: `${file} entry ${index}, api_list[${j}]`,
      })),
    ),
  });
  const warnings = [...pool.warnings];
  const queries: RetrievalQuery[] = [];
  for (const { file, path, index, record } of records) {
    const id = `${file}:${String(record['query_id'] ?? index)}`;
    if (typeof record['query'] !== 'string') {
      throw new DatasetLoadError({ file: path, reason: `entry ${index} has no 'query' string` });
    }
    const relevant = new Set<string>();
    const pairs = record['relevant APIs'];
    for (const pair of Array.isArray(pairs) ? pairs : []) {
      const [toolName, apiName] = Array.isArray(pair) ? (pair as unknown[]) : [];
      const name =
        typeof toolName === 'string' && typeof apiName === 'string'
          ? pool.nameOf(toolName, apiName)
          : undefined;
      if (name) relevant.add(name);
      else
        warnings.push(
          `${id}: the relevant API ${JSON.stringify(pair)} is not among the pooled APIs; ignored`,
        );
    }
    if (relevant.size === 0) {
      warnings.push(`${id}: no relevant API; the query is left out`);
      continue;
    }
    queries.push({ id, text: record['query'], relevant: [...relevant] });
  }
  return {
    name: 'stabletoolbench',
    sources: [{ sourceId: source.id, tools: pool.tools, warnings: pool.warnings }],
    queries,
    warnings,
  };
}
