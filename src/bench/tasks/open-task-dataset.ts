import { join, resolve } from 'node:path';
import { ToolLibrary } from '../../library/tool-library.ts';
import { DatasetLoadError } from '../retrieval/dataset-load-error.ts';
import type { BenchTask } from './bench-task.ts';
import { loadStableToolBenchTasks } from './load-stable-toolbench-tasks.ts';
import { loadTaskFile } from './load-task-file.ts';
import { openMathLibrary } from './open-math-library.ts';
import type { TaskDataset } from './task-dataset.ts';

/** The datasets the task bench knows by name. */
export const NAMED_TASK_DATASETS: readonly string[] = ['tulip-math', 'stabletoolbench'];

/** Options of {@link openTaskDataset}. */
export interface OpenTaskDatasetOptions {
  /** `tulip-math`, `stabletoolbench`, or the path of a task file shaped like `math_tasks.json`. */
  dataset: string;
  /** The folder holding the named datasets (`tulip-math/`, `stabletoolbench/`). */
  datasetsDir: string;
  /** The folder a task file's path is resolved against. @default process.cwd() */
  cwd?: string;
  /** For a task file: the library its tools are in (not closed by `close`). @default the built-in math toolkit */
  library?: ToolLibrary;
  /** At most this many tasks per difficulty (a balanced sample). @default all */
  limitPerDifficulty?: number;
}

/** A dataset ready to run, with the library its tools are in. */
export interface OpenedTaskDataset {
  /** The tasks. */
  dataset: TaskDataset;
  /** The library holding their tools. */
  library: ToolLibrary;
  /** Closes the library when this function opened it. */
  close(): void;
}

/**
 * Opens a task bench dataset with its tools: `tulip-math` (the 60 tasks of `tulip-math/math_tasks.json`
 * over the built-in math toolkit), `stabletoolbench` (the queries of `stabletoolbench/`, their pooled APIs
 * in an in-memory library, to be run against simulated responses) or a task file over the math toolkit
 * (or `library`). Throws `DatasetLoadError` when a file is missing or malformed, or a task needs a tool
 * the library lacks.
 */
export async function openTaskDataset(options: OpenTaskDatasetOptions): Promise<OpenedTaskDataset> {
  const { dataset, datasetsDir, cwd = process.cwd() } = options;
  const sample = (tasks: BenchTask[]) => limitPerDifficulty(tasks, options.limitPerDifficulty);
  if (dataset === 'stabletoolbench') {
    const loaded = loadStableToolBenchTasks(join(datasetsDir, 'stabletoolbench'));
    const library = ToolLibrary.open({ path: ':memory:' });
    library.syncSource(loaded.source);
    return {
      dataset: { name: 'stabletoolbench', tasks: sample(loaded.tasks), simulated: true },
      library,
      close: () => library.close(),
    };
  }
  const file =
    dataset === 'tulip-math' ? join(datasetsDir, 'tulip-math', 'math_tasks.json') : resolve(cwd, dataset);
  const tasks = sample(loadTaskFile(file));
  const library = options.library ?? (await openMathLibrary());
  const close = options.library ? () => {} : () => library.close();
  for (const task of tasks) {
    const missing = task.expectedTools.find((t) => !library.get(t));
    if (missing) {
      close();
      throw new DatasetLoadError({
        file,
        reason: `task ${task.id} needs the tool '${missing}', which the library does not have`,
      });
    }
  }
  const name =
    dataset === 'tulip-math' ? 'tulip-math' : dataset.replace(/^.*[\\/]/, '').replace(/\.json$/i, '');
  return { dataset: { name, tasks, simulated: false }, library, close };
}

function limitPerDifficulty(tasks: BenchTask[], limit: number | undefined): BenchTask[] {
  if (limit === undefined) return tasks;
  const taken = new Map<string, number>();
  return tasks.filter((t) => {
    const n = taken.get(t.difficulty) ?? 0;
    taken.set(t.difficulty, n + 1);
    return n < limit;
  });
}
