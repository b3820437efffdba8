import type { BenchTask } from './bench-task.ts';

/** A set of tasks for the task bench. */
export interface TaskDataset {
  /** Its name in reports and results, e.g. `tulip-math`. */
  name: string;
  /** The tasks. */
  tasks: BenchTask[];
  /** Whether tool responses are simulated (StableToolBench): correctness is then not judged. */
  simulated: boolean;
}
