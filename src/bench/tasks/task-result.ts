import { z } from 'zod';

/** The outcome of one task under one strategy: one line of a task bench's results file. */
export const taskResultSchema = z.looseObject({
  /** The dataset, e.g. `tulip-math`. */
  dataset: z.string(),
  /** The task's id. */
  task: z.string(),
  /** The strategy run. */
  strategy: z.string(),
  /** The strategy `adaptive` chose, when it was adaptive. */
  ran: z.string().optional(),
  /** The model, `provider:modelId`. */
  model: z.string(),
  /** The task's difficulty or subset. */
  difficulty: z.string(),
  /** How the run ended (`completed`, `step_limit`, `failed`, ...). */
  status: z.string(),
  /** The final answer. */
  answer: z.string(),
  /** What went wrong, for failed runs. */
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  /** Whether the answer gives a solution; null when it cannot be judged (no solutions, simulated responses). */
  correct: z.boolean().nullable(),
  /** The ground-truth tools. */
  expectedTools: z.array(z.string()),
  /** The distinct library tools the run called, in order of first call. */
  usedTools: z.array(z.string()),
  /** Tool precision, recall and F1 against the ground truth. */
  precision: z.number(),
  recall: z.number(),
  f1: z.number(),
  /** Agent steps (model turns of the loop). */
  steps: z.number(),
  /** Model calls, setup calls (decomposition) included. */
  modelCalls: z.number(),
  /** Library tool calls. */
  toolCalls: z.number(),
  /** Meta-tool calls (`register_tool`, `search_tools`). */
  metaCalls: z.number(),
  /** Input and output tokens of all model calls. */
  inputTokens: z.number(),
  outputTokens: z.number(),
  /** Money of the run (model, embeddings, tool fees) by the price table; 0 for an unpriced model. */
  money: z.number(),
  /**
   * The budget (USD) the run was measured against, when the bench had one: enforced for a `<strategy>+plan`
   * run, only compared with `money` for a plain one. Absent in results of a bench without a budget.
   */
  budget: z.number().optional(),
  /** Whether tool responses were simulated. */
  simulated: z.boolean(),
  /** Wall time of the run, ms. */
  durationMs: z.number(),
  /** When it finished (ISO 8601). */
  finishedAt: z.string(),
});

/** The outcome of one task under one strategy. */
export type TaskResult = z.infer<typeof taskResultSchema>;

/**
 * The key a results file is resumed by: the same dataset, task, strategy, model (and budget, when there is
 * one) is not run again.
 */
export function taskResultKey(
  result: Pick<TaskResult, 'dataset' | 'task' | 'strategy' | 'model' | 'budget'>,
): string {
  const { dataset, task, strategy, model, budget } = result;
  return JSON.stringify(
    budget === undefined ? [dataset, task, strategy, model] : [dataset, task, strategy, model, budget],
  );
}
