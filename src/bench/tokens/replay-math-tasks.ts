import type { TokenCounter } from '../../ledger/token-counter.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import type { ToolExecutor } from '../../tool/tool-executor.ts';
import type { BenchTask } from '../tasks/bench-task.ts';
import { loadTaskFile } from '../tasks/load-task-file.ts';
import { openMathLibrary } from '../tasks/open-math-library.ts';
import { memoizedLibrary } from './memoized-library.ts';
import type { RecordedRun } from './recorded-run.ts';
import { replayUnderStrategies } from './replay-under-strategies.ts';
import { sampleArguments } from './sample-arguments.ts';
import { summarizeReplays, type ReplayedTask } from './summarize-replays.ts';
import type { TokenBenchResult, TokenBenchRow } from './token-bench-result.ts';
import { unresolvedNotes } from './unresolved-notes.ts';

/** Options of {@link replayMathTasks}. */
export interface ReplayMathTasksOptions {
  /** The task file (`math_tasks.json`). */
  tasksFile: string;
  /** At most this many tasks. @default all */
  limit?: number;
  /** Strategies, by registry name. */
  strategies: readonly string[];
  /** The result of every math tool call. */
  resultText: string;
  /** The tokenizer. */
  tokens: TokenCounter;
  /** The executor strategies get at setup. @default one that runs nothing */
  executor?: ToolExecutor;
  /** Told after each task. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Replays the tulip math tasks over the built-in math toolkit (the whole library, 100 tools, is every task's
 * candidate set): each task's ground-truth tools in order, with sample arguments, then the first valid
 * solution as the answer. Returns one row, the dataset's description and notes.
 */
export async function replayMathTasks(options: ReplayMathTasksOptions): Promise<{
  row: TokenBenchRow;
  dataset: TokenBenchResult['datasets'][number];
  notes: string[];
}> {
  const tasks = loadTaskFile(options.tasksFile).slice(0, options.limit ?? Infinity);
  const store = await openMathLibrary();
  try {
    const library = memoizedLibrary(store);
    const size = store.count();
    const setup = {
      strategies: options.strategies,
      library,
      tokens: options.tokens,
      resultText: options.resultText,
      ...(options.executor && { executor: options.executor }),
    };
    const replayed: ReplayedTask[] = [];
    for (const [i, task] of tasks.entries()) {
      replayed.push({
        tools: size,
        outcomes: await replayUnderStrategies(mathRun(task, library), undefined, setup),
      });
      options.onProgress?.(i + 1, tasks.length);
    }
    const row = summarizeReplays({
      dataset: 'tulip-math',
      size,
      label: String(size),
      strategies: options.strategies,
      tasks: replayed,
    });
    return {
      row,
      dataset: {
        name: 'tulip-math',
        tasks: tasks.length,
        libraryTools: size,
        description: `${tasks.length} tulip math tasks over the ${size} built-in math tools`,
      },
      notes: unresolvedNotes([row]),
    };
  } finally {
    store.close();
  }
}

/** A math task as a recorded run: its ground-truth tools in order, with sample arguments, then the answer. */
function mathRun(task: BenchTask, library: ToolLibrary): RecordedRun {
  return {
    id: task.id,
    group: task.difficulty,
    task: task.task,
    candidates: [],
    steps: task.expectedTools.map((tool) => ({
      tool,
      input: sampleArguments(library.require(tool).inputSchema),
    })),
    answer: `The answer is ${String(task.solutions[0] ?? '')}.`,
  };
}
