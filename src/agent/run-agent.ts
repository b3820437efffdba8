import { CostLedger } from '../ledger/cost-ledger.ts';
import { createTokenCounter, type TokenCounter } from '../ledger/token-counter.ts';
import type { ToolLibrary } from '../library/tool-library.ts';
import { DEFAULT_PRICES, type PriceTable } from '../models/price-table.ts';
import { createSourceResolvers } from '../sources/create-source-resolvers.ts';
import { createSchemaValidator } from '../tool/schema-validator.ts';
import { createToolExecutor, type ToolExecutor } from '../tool/tool-executor.ts';
import type { AgentModel } from './agent-model.ts';
import type { AgentRunResult, RunStatus } from './agent-run-result.ts';
import type { LoopOutcome, ReasoningLoop } from './reasoning-loop.ts';
import { reactLoop } from './react-loop.ts';
import type { RunContext } from './run-context.ts';
import { composeHooks, type RunHooks } from './run-hooks.ts';
import { RunStoppedError } from './run-stopped-error.ts';
import type { Strategy } from './strategy.ts';
import { createTraceRecorder } from './trace.ts';

/** Options of {@link runAgent}. */
export interface RunAgentOptions {
  /** The task, in the user's words. */
  task: string;
  /** The model (see `resolveModel`). */
  model: AgentModel;
  /** The tool library. */
  library: ToolLibrary;
  /** How the model gets its tools (see `strategies`). */
  strategy: Strategy;
  /** How turns are chained. @default reactLoop */
  loop?: ReasoningLoop;
  /** Runs library tools. @default an executor over `library` with the resolvers of every source type */
  executor?: ToolExecutor;
  /** Model calls the loop may make. @default 10 */
  maxSteps?: number;
  /** Restrict the run to these library tools. @default all */
  candidates?: string[];
  /** Prices for the ledger, USD per million tokens. @default DEFAULT_PRICES */
  prices?: PriceTable;
  /**
   * The run's ledger, when the caller records into it too (e.g. the embedding calls of the library's
   * search). @default a new ledger with `prices`
   */
  ledger?: CostLedger;
  /** Receives each trace event as one JSON line (e.g. to write a JSONL file). */
  onTraceLine?: (line: string) => void;
  /** The tokenizer. @default createTokenCounter() */
  tokens?: TokenCounter;
  /** Retries per model call on 429 and 5xx. @default 2 */
  maxRetries?: number;
  /** Cancels the run. */
  signal?: AbortSignal;
  /** Hooks into every model and tool call (budgets, blacklists, observers); the strategy's own come after. */
  hooks?: RunHooks;
}

/**
 * Runs a task: the strategy sets up what the model sees, the reasoning loop chains model turns and tool
 * calls, and every call is recorded in the run's ledger and trace. Never throws for a failure of the run
 * itself; see `status` and `error`.
 */
export async function runAgent(options: RunAgentOptions): Promise<AgentRunResult> {
  const { task, model, library, strategy, loop = reactLoop, maxSteps = 10 } = options;
  const prices = options.prices ?? DEFAULT_PRICES;
  const ledger = options.ledger ?? new CostLedger({ prices });
  const trace = createTraceRecorder({ ...(options.onTraceLine && { sink: options.onTraceLine }) });
  const run: RunContext = {
    model,
    ledger,
    tokens: options.tokens ?? createTokenCounter(),
    trace,
    ...(options.signal && { signal: options.signal }),
    ...(options.maxRetries !== undefined && { maxRetries: options.maxRetries }),
    hooks: composeHooks([options.hooks]),
    progress: { steps: 0, lastText: '', calls: [] },
  };
  const ownExecutor = options.executor === undefined;
  const executor =
    options.executor ??
    createToolExecutor({ lookup: (n) => library.get(n), resolvers: createSourceResolvers() });
  trace.emit({
    type: 'run_start',
    task,
    strategy: strategy.name,
    loop: loop.name,
    model: `${model.provider}:${model.modelId}`,
    maxSteps,
  });

  let outcome: LoopOutcome | undefined;
  let status: RunStatus;
  let error: AgentRunResult['error'];
  try {
    const session = await strategy.start({
      task,
      library,
      run,
      executor,
      ...(options.candidates && { candidates: options.candidates }),
    });
    if (session.hooks) run.hooks = composeHooks([options.hooks, session.hooks]);
    const env = { run, library, executor, validator: createSchemaValidator(), session };
    outcome = await loop.run(env, [{ role: 'user', content: session.prompt ?? task }], maxSteps);
    status = outcome.status;
  } catch (e) {
    status = e instanceof RunStoppedError ? e.status : options.signal?.aborted ? 'aborted' : 'failed';
    error = { code: errorCode(e), message: e instanceof Error ? e.message : String(e) };
  } finally {
    if (ownExecutor) await executor.close();
  }
  const summary = ledger.summary();
  const answer = outcome?.answer ?? run.progress.lastText;
  trace.emit({
    type: 'run_end',
    status,
    answer,
    steps: outcome?.steps ?? run.progress.steps,
    money: summary.totals.money,
    inputTokens: summary.totals.inputTokens,
    outputTokens: summary.totals.outputTokens,
  });
  return {
    status,
    answer,
    steps: outcome?.steps ?? run.progress.steps,
    strategy: strategy.name,
    loop: loop.name,
    toolCalls: outcome?.calls ?? run.progress.calls,
    ledger: summary,
    trace: trace.events(),
    ...(error && { error }),
  };
}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  if (error instanceof Error && error.name) return error.name;
  return 'error';
}
