import type { LedgerSummary } from '../ledger/ledger-summary.ts';
import type { JsonValue } from '../tool/json-schema.ts';
import type { TraceEvent } from './trace.ts';

/**
 * How a run ended:
 * - `completed`: the model gave a final answer.
 * - `step_limit`: it still wanted to call tools when the step limit was reached.
 * - `failed`: a model call failed (after retries) or the strategy could not start.
 * - `aborted`: the caller cancelled it.
 * - `budget_exhausted`: the budget could not cover the worst case of the next call; the answer is the best so far.
 */
export type RunStatus = 'completed' | 'step_limit' | 'failed' | 'aborted' | 'budget_exhausted';

/** One tool call made during a run. */
export interface RunToolCall {
  /** The agent step it was made in. */
  step: number;
  /** The tool (or meta-tool) name. */
  tool: string;
  /** Whether it was a meta-tool of the strategy. */
  meta: boolean;
  /** The arguments. */
  input: JsonValue;
  /** Whether it succeeded. */
  ok: boolean;
}

/** The outcome of a run, with its exact cost and trace. */
export interface AgentRunResult {
  /** How it ended. */
  status: RunStatus;
  /** The final answer (the last text the model wrote, when it did not finish). */
  answer: string;
  /** Model calls made by the loop. */
  steps: number;
  /** The strategy used. */
  strategy: string;
  /** The reasoning loop used. */
  loop: string;
  /** Every tool call, in order. */
  toolCalls: RunToolCall[];
  /** The cost ledger's summary: tokens, money, per role, per model and per tool. */
  ledger: LedgerSummary;
  /** The trace events. */
  trace: TraceEvent[];
  /** What went wrong, for `failed` and `aborted`. */
  error?: { code: string; message: string };
}
