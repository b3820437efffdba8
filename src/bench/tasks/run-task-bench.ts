import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { AgentModel } from '../../agent/agent-model.ts';
import type { AgentRunResult } from '../../agent/agent-run-result.ts';
import type { ReasoningLoop } from '../../agent/reasoning-loop.ts';
import { runAgent } from '../../agent/run-agent.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import type { ExperienceStore } from '../../experience/experience-store.ts';
import { DEFAULT_PRICES, priceFor, type PriceTable } from '../../models/price-table.ts';
import { UnpricedModelError } from '../../planning/unpriced-model-error.ts';
import { withBudget } from '../../planning/with-budget.ts';
import { strategyByName } from '../../strategies/strategy-registry.ts';
import { createSourceResolvers } from '../../sources/create-source-resolvers.ts';
import { createToolExecutor, type ToolExecutor } from '../../tool/tool-executor.ts';
import type { BenchTask } from './bench-task.ts';
import { createResponseSimulator } from './create-response-simulator.ts';
import { DEFAULT_TOLERANCE, judgeAnswer, type AnswerTolerance } from './judge-answer.ts';
import { readTaskResults } from './read-task-results.ts';
import { summarizeTaskResults, type TaskBenchSummary } from './summarize-task-results.ts';
import type { TaskDataset } from './task-dataset.ts';
import type { TaskMetricGroup } from './task-metric-groups.ts';
import { taskResultKey, type TaskResult } from './task-result.ts';
import { toolSelectionMetrics } from './tool-selection-metrics.ts';

/** Options of {@link runTaskBench}. */
export interface RunTaskBenchOptions {
  /** The tasks. */
  dataset: TaskDataset;
  /** The library the tasks' tools are in. */
  library: ToolLibrary;
  /** The model (see `resolveModel`). */
  model: AgentModel;
  /** The strategies to compare, by registry name. */
  strategies: readonly string[];
  /**
   * A budget per run, USD (BTP). Each strategy then runs twice per task: as is (its spend only compared
   * with the budget) and as `<strategy>+plan`, wrapped with `withBudget` (tool use planned, spend
   * enforced). The summary gets the budget metrics (PR, PBC, AC, RFBC). Throws `UnpricedModelError` when
   * `prices` has no price for the model. @default none
   */
  budget?: number;
  /**
   * Past tool usages for the planned runs' estimates; their judged calls are recorded here too, so later
   * runs depend on earlier ones. @default none: priors only, runs independent of each other
   */
  experience?: ExperienceStore;
  /**
   * A JSON Lines file results are appended to as they finish; (task, strategy, model, budget) runs already
   * in it are not run again, so an interrupted bench resumes where it stopped. Failed runs (the model could not
   * be reached) are not written, so that resuming retries them. @default none: results are kept in memory only
   */
  out?: string;
  /**
   * Runs the tools. @default the executor of every source type, plus `createResponseSimulator()` for a
   * simulated dataset
   */
  executor?: ToolExecutor;
  /** Tasks run at the same time. @default 3 */
  concurrency?: number;
  /** Model calls one run may make. @default 10 */
  maxSteps?: number;
  /** How turns are chained. @default ReAct */
  loop?: ReasoningLoop;
  /** Prices, USD per million tokens. @default DEFAULT_PRICES */
  prices?: PriceTable;
  /** How close a number must be to a solution. @default 1% or 0.01 */
  tolerance?: AnswerTolerance;
  /** The metric groups of the summary. @default TASK_METRIC_GROUPS */
  metricGroups?: readonly TaskMetricGroup[];
  /** Told after every finished run. */
  onResult?: (progress: TaskBenchProgress) => void;
  /** Stops starting new runs (and aborts running ones). */
  signal?: AbortSignal;
  /** Wall clock, for `finishedAt`. @default () => new Date() */
  clock?: () => Date;
  /** Monotonic clock, ms, for durations. @default performance.now */
  now?: () => number;
}

/** Progress after one finished run. */
export interface TaskBenchProgress {
  /** The run's result. */
  result: TaskResult;
  /** Runs finished in this session. */
  done: number;
  /** Runs to do in this session (resumed ones not counted). */
  total: number;
  /** Runs found in the results file and not run again. */
  resumed: number;
}

/** The outcome of a task bench. */
export interface TaskBenchReport {
  /** The dataset. */
  dataset: string;
  /** The model, `provider:modelId`. */
  model: string;
  /** Whether tool responses were simulated (correctness not judged). */
  simulated: boolean;
  /** The strategies, in report order; with a budget, each followed by its `<strategy>+plan` run. */
  strategies: string[];
  /** The budget per run, USD, when there was one. */
  budget?: number;
  /** Every result of this dataset, model and these strategies: resumed ones and new ones, in task order. */
  results: TaskResult[];
  /** Results taken from the results file. */
  resumed: number;
  /** Runs made now. */
  ran: number;
  /** Per strategy and per difficulty. */
  summary: TaskBenchSummary;
}

const adaptiveChoice = z.object({ choice: z.string() });

/** Appended to a strategy's name for its planned, budget-enforced run. */
const PLANNED_SUFFIX = '+plan';

/**
 * Runs every task of a dataset under every strategy with a real model (a few at a time), judges each run
 * (correctness with a numeric tolerance, tool precision / recall / F1 against the ground truth, steps,
 * tokens, money) and summarizes per strategy and per difficulty. Results are appended to `out` as they
 * finish, and runs already there are skipped, so an interrupted bench resumes.
 */
export async function runTaskBench(options: RunTaskBenchOptions): Promise<TaskBenchReport> {
  const {
    dataset,
    library,
    model,
    strategies,
    budget,
    concurrency = 3,
    maxSteps = 10,
    prices = DEFAULT_PRICES,
    tolerance = DEFAULT_TOLERANCE,
    clock = () => new Date(),
    now = () => performance.now(),
  } = options;
  for (const name of strategies) strategyByName(name);
  if (budget !== undefined && !priceFor(prices, model.provider, model.modelId))
    throw new UnpricedModelError(model);
  const runs = strategies.flatMap((name) =>
    budget === undefined
      ? [{ label: name, name, planned: false }]
      : [
          { label: name, name, planned: false },
          { label: `${name}${PLANNED_SUFFIX}`, name, planned: true },
        ],
  );
  const labels = runs.map((r) => r.label);
  const modelName = `${model.provider}:${model.modelId}`;
  const keyOf = (task: BenchTask, strategy: string) =>
    taskResultKey({
      dataset: dataset.name,
      task: task.id,
      strategy,
      model: modelName,
      ...(budget !== undefined && { budget }),
    });
  const previous = options.out ? readTaskResults(options.out) : [];
  const done = new Map(previous.map((r) => [taskResultKey(r), r]));
  const jobs = dataset.tasks.flatMap((task) =>
    runs.filter((run) => !done.has(keyOf(task, run.label))).map((run) => ({ task, ...run })),
  );
  const resumed = dataset.tasks.length * runs.length - jobs.length;
  const ownExecutor = options.executor === undefined;
  const executor =
    options.executor ??
    createToolExecutor({
      lookup: (name) => library.get(name),
      resolvers: [...createSourceResolvers(), ...(dataset.simulated ? [createResponseSimulator()] : [])],
    });
  if (options.out) mkdirSync(dirname(options.out), { recursive: true });

  let next = 0;
  let finished = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job && !options.signal?.aborted; job = jobs[next++]) {
      const { task, label: strategy } = job;
      const started = now();
      const run = await runAgent({
        task: task.task,
        model,
        library,
        strategy:
          job.planned && budget !== undefined
            ? withBudget(strategyByName(job.name), {
                budget,
                maxSteps,
                ...(options.experience && { experience: options.experience }),
              })
            : strategyByName(job.name),
        executor,
        maxSteps,
        prices,
        ...(options.loop && { loop: options.loop }),
        ...(task.candidates && { candidates: task.candidates }),
        ...(options.signal && { signal: options.signal }),
      });
      if (run.status === 'aborted') break;
      const result = judgeRun({
        run,
        task,
        dataset,
        strategy,
        model: modelName,
        tolerance,
        durationMs: now() - started,
        finishedAt: clock().toISOString(),
        ...(budget !== undefined && { budget }),
      });
      done.set(taskResultKey(result), result);
      // A failed run (the model could not be reached) is reported but not kept: resuming retries it.
      if (options.out && result.status !== 'failed')
        appendFileSync(options.out, `${JSON.stringify(result)}\n`);
      finished++;
      options.onResult?.({ result, done: finished, total: jobs.length, resumed });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  } finally {
    if (ownExecutor) await executor.close();
  }
  const results = dataset.tasks.flatMap((task) =>
    labels.flatMap((strategy) => done.get(keyOf(task, strategy)) ?? []),
  );
  return {
    dataset: dataset.name,
    model: modelName,
    simulated: dataset.simulated,
    strategies: labels,
    ...(budget !== undefined && { budget }),
    results,
    resumed,
    ran: finished,
    summary: summarizeTaskResults(results, {
      strategies: labels,
      ...(options.metricGroups && { groups: options.metricGroups }),
    }),
  };
}

function judgeRun(options: {
  run: AgentRunResult;
  task: BenchTask;
  dataset: TaskDataset;
  strategy: string;
  model: string;
  tolerance: AnswerTolerance;
  durationMs: number;
  finishedAt: string;
  budget?: number;
}): TaskResult {
  const { run, task, dataset } = options;
  const libraryCalls = run.toolCalls.filter((c) => !c.meta);
  const usedTools = [...new Set(libraryCalls.map((c) => c.tool))];
  const choice = run.trace.flatMap((e) =>
    e.type === 'strategy' && e.strategy === 'adaptive' ? [adaptiveChoice.safeParse(e.data)] : [],
  )[0];
  return {
    dataset: dataset.name,
    task: task.id,
    strategy: options.strategy,
    ...(choice?.success && { ran: choice.data.choice }),
    model: options.model,
    difficulty: task.difficulty,
    status: run.status,
    answer: run.answer,
    ...(run.error && { error: run.error }),
    correct: dataset.simulated ? null : judgeAnswer(run.answer, task.solutions, options.tolerance),
    expectedTools: task.expectedTools,
    usedTools,
    ...toolSelectionMetrics(usedTools, task.expectedTools),
    steps: run.steps,
    modelCalls: run.ledger.totals.modelCalls,
    toolCalls: libraryCalls.length,
    metaCalls: run.toolCalls.length - libraryCalls.length,
    inputTokens: run.ledger.totals.inputTokens,
    outputTokens: run.ledger.totals.outputTokens,
    money: run.ledger.totals.money,
    ...(options.budget !== undefined && { budget: options.budget }),
    simulated: dataset.simulated,
    durationMs: Math.round(options.durationMs),
    finishedAt: options.finishedAt,
  };
}
