import type { ModelMessage } from 'ai';
import type { RunToolCall } from './agent-run-result.ts';
import type { TurnEnvironment } from './agent-turn.ts';

/** How a reasoning loop ended (failures are thrown and turned into a `failed` run by `runAgent`). */
export interface LoopOutcome {
  /** `completed` with a final answer, or `step_limit`. */
  status: 'completed' | 'step_limit';
  /** The final answer, or the last text written. */
  answer: string;
  /** Model calls made. */
  steps: number;
  /** Tool calls made, in order. */
  calls: RunToolCall[];
}

/** A reasoning loop: how turns are chained (ReAct: one path; DFSDT: a depth-first tree with backtracking). */
export interface ReasoningLoop {
  /** The loop's name (`react`, `dfsdt`). */
  readonly name: string;
  /** Runs turns from the first messages until an answer or `maxSteps` model calls. */
  run(env: TurnEnvironment, messages: ModelMessage[], maxSteps: number): Promise<LoopOutcome>;
}
