/**
 * How similar past tasks are to a new task: one number per past task, higher is more similar. The
 * estimator weights every past usage by `exp(similarity)`, so the scale matters: similarities in [0, 1]
 * (lexical) or [-1, 1] (cosine) are what the BTP paper's weighting expects.
 */
export type TaskSimilarity = (
  task: string,
  pastTasks: readonly string[],
) => Promise<readonly number[]> | readonly number[];
