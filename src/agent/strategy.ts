import type { ToolLibrary } from '../library/tool-library.ts';
import type { ToolExecutor } from '../tool/tool-executor.ts';
import type { MetaTool } from './meta-tool.ts';
import type { RunContext } from './run-context.ts';
import type { RunHooks } from './run-hooks.ts';

/** What a strategy gets to set up a run. */
export interface StrategyContext {
  /** The user's task. */
  task: string;
  /** The tool library. */
  library: ToolLibrary;
  /** The run's shared parts; make model calls with `callModel(run, ...)` so they are recorded. */
  run: RunContext;
  /** Runs library tools, for strategies that call tools themselves (e.g. an execution role). */
  executor: ToolExecutor;
  /**
   * The tools this run may use, by name (e.g. a query's candidate set in a benchmark).
   * @default every tool in the library
   */
  candidates?: string[];
}

/**
 * What the model sees during a run, as a strategy set it up. The agent loop reads `visibleTools()` before
 * every model call, so meta-tools can change it mid-run (EcoAct's `register_tool`, tulip's `search_tools`).
 */
export interface StrategySession {
  /** The system prompt. Read before every agent turn, so it may be a getter that changes during the run. */
  readonly system: string;
  /** The first user message. @default the task */
  prompt?: string;
  /** Names of the library tools whose full definitions the model sees now. */
  visibleTools(): string[];
  /** The meta-tools the model has besides library tools. @default [] */
  metaTools?: MetaTool[];
  /**
   * What to tell the model when it calls a library tool it does not have in context (e.g. "register it
   * first with register_tool"). @default a plain "not available" message
   */
  unknownToolHint?: (name: string) => string;
  /** Hooks the strategy adds for the rest of the run (e.g. an observer of long results). @default none */
  hooks?: RunHooks;
}

/**
 * A way of giving a model its tools: a name and a setup function. Strategies decide what the model sees
 * and which meta-tools it has; the agent loop (ReAct or DFSDT) does the rest, the same for all.
 */
export interface Strategy {
  /** The name the CLI and the benchmarks use. */
  readonly name: string;
  /** One line on what it does. */
  readonly description: string;
  /** Sets up a run; may search the library or call the model (recorded in the ledger). */
  start(context: StrategyContext): Promise<StrategySession>;
}
