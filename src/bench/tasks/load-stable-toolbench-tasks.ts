import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { poolToolbenchApis } from '../../sources/definitions/pool-toolbench-apis.ts';
import type { LoadedSource } from '../../sources/loaded-source.ts';
import type { ToolSource } from '../../tool/tool-definition.ts';
import { DatasetLoadError } from '../retrieval/dataset-load-error.ts';
import { STABLE_TOOLBENCH_FILES } from '../retrieval/load-stable-toolbench.ts';
import { readDatasetJson } from '../retrieval/read-dataset-json.ts';
import type { BenchTask } from './bench-task.ts';

const queryFileSchema = z.array(
  z.looseObject({
    query: z.string().min(1),
    query_id: z.union([z.number(), z.string()]).optional(),
    api_list: z.array(z.unknown()),
    'relevant APIs': z.array(z.tuple([z.string(), z.string()])).optional(),
  }),
);

const apiKeySchema = z.looseObject({ tool_name: z.string(), api_name: z.string() });

/** Options of {@link loadStableToolBenchTasks}. */
export interface LoadStableToolBenchTasksOptions {
  /** Which files to read (without `.json`). @default those of the six present */
  files?: readonly string[];
  /** At most this many queries per file. @default all */
  limitPerFile?: number;
}

/** StableToolBench queries as bench tasks, with the pooled APIs as one library source. */
export interface StableToolBenchTasks {
  /** One task per query with at least one relevant API: candidates its `api_list`, ground truth its `relevant APIs`, difficulty its file. */
  tasks: BenchTask[];
  /** Every file's APIs pooled into tools (source `stabletoolbench`, type `definition`: no implementation). */
  source: LoadedSource;
  /** What was skipped and why. */
  warnings: string[];
}

/**
 * Loads the StableToolBench test queries in `dir` as tasks for the task bench. Their APIs have no
 * implementation here: run them with `createResponseSimulator()`. Correctness cannot be judged on simulated
 * responses, so the tasks carry no solutions. Files are validated with a schema; throws `DatasetLoadError`
 * naming the file otherwise.
 */
export function loadStableToolBenchTasks(
  dir: string,
  options: LoadStableToolBenchTasksOptions = {},
): StableToolBenchTasks {
  const files = options.files ?? STABLE_TOOLBENCH_FILES.filter((f) => existsSync(join(dir, `${f}.json`)));
  if (files.length === 0)
    throw new DatasetLoadError({
      file: dir,
      reason: 'no StableToolBench query file found (G1_instruction.json, ...)',
    });
  const records = files.flatMap((file) => {
    const path = join(dir, `${file}.json`);
    return readDatasetJson(path, queryFileSchema, 'a StableToolBench query file')
      .slice(0, options.limitPerFile ?? Infinity)
      .map((record, index) => ({ file, index, record }));
  });
  const source: ToolSource = { type: 'definition', id: 'stabletoolbench', config: { format: 'toolbench' } };
  const pool = poolToolbenchApis({
    source,
    entries: records.flatMap(({ file, index, record }) =>
      record.api_list.map((api, j) => ({ api, where: `${file} entry ${index}, api_list[${j}]` })),
    ),
  });
  const warnings = [...pool.warnings];
  const tasks: BenchTask[] = [];
  for (const { file, index, record } of records) {
    const id = `${file}:${String(record.query_id ?? index)}`;
    const candidates = [
      ...new Set(
        record.api_list.flatMap((api) => {
          const key = apiKeySchema.safeParse(api);
          const name = key.success ? pool.nameOf(key.data.tool_name, key.data.api_name) : undefined;
          return name ? [name] : [];
        }),
      ),
    ];
    const expected = (record['relevant APIs'] ?? []).flatMap(([tool, api]) => {
      const name = pool.nameOf(tool, api);
      if (!name)
        warnings.push(
          `${id}: the relevant API ${JSON.stringify([tool, api])} is not among its APIs; ignored`,
        );
      return name ? [name] : [];
    });
    if (expected.length === 0) {
      warnings.push(`${id}: no relevant API; left out`);
      continue;
    }
    tasks.push({
      id,
      task: record.query,
      difficulty: file,
      expectedTools: expected,
      solutions: [],
      candidates,
    });
  }
  return { tasks, source: { sourceId: source.id, tools: pool.tools, warnings: pool.warnings }, warnings };
}
