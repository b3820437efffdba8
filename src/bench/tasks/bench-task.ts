/** One task of the task bench. */
export interface BenchTask {
  /** Unique within its dataset, e.g. `M.T.E.000` or `G1_instruction:42`. */
  id: string;
  /** The task, in the user's words. */
  task: string;
  /** The difficulty or subset results are broken down by, e.g. `easy` or `G1_instruction`. */
  difficulty: string;
  /** The tools that solve it (the ground truth), in order; may repeat a tool. */
  expectedTools: string[];
  /**
   * Acceptable answers: numbers (compared with a tolerance) or words (`false`, `first makes more`). Empty
   * when correctness cannot be judged (StableToolBench, whose responses are simulated).
   */
  solutions: Array<number | string>;
  /** The tools the run may use, by library name. @default the whole library */
  candidates?: string[];
}
