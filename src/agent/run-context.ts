import type { CostLedger } from '../ledger/cost-ledger.ts';
import type { TokenCounter } from '../ledger/token-counter.ts';
import type { RunToolCall } from './agent-run-result.ts';
import type { AgentModel } from './agent-model.ts';
import type { RunHooks } from './run-hooks.ts';
import type { TraceRecorder } from './trace.ts';

/** What every part of one run shares: the model, the ledger, the tokenizer, the trace and the cancel signal. */
export interface RunContext {
  /** The model of the run (strategies may use other models for their own roles). */
  model: AgentModel;
  /** The run's cost ledger; every model, embedding and tool call is recorded here. */
  ledger: CostLedger;
  /** The local tokenizer, for estimates and attribution. */
  tokens: TokenCounter;
  /** The run's trace. */
  trace: TraceRecorder;
  /** Cancels the run. */
  signal?: AbortSignal;
  /** Retries per model call on retryable errors (429, 5xx). @default 2 */
  maxRetries?: number;
  /** The run's hooks (budget, blacklist, observation), already composed. @default none */
  hooks?: RunHooks;
  /** What the run has done so far, kept current by every turn, so an early stop keeps the best answer. */
  progress: RunProgress;
}

/** What a run has done so far. */
export interface RunProgress {
  /** Agent model calls so far. */
  steps: number;
  /** The last non-empty text the model wrote. */
  lastText: string;
  /** The tool calls so far. */
  calls: RunToolCall[];
}
