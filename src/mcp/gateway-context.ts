import type { ToolJudge } from '../experience/tool-judge.ts';
import type { TokenCounter } from '../ledger/token-counter.ts';
import type { ToolLibrary } from '../library/tool-library.ts';
import type { StoredTool } from '../tool/tool-definition.ts';
import type { ToolExecutor } from '../tool/tool-executor.ts';
import type { GatewayLogger } from './gateway-logger.ts';
import type { GatewayRecorder } from './guard-store.ts';
import type { ResultStore } from './result-store.ts';
import type { GatewayBudget } from './session-limits.ts';

/** What the meta-tool handlers share across sessions. */
export interface GatewayContext {
  /** The library searched and called. */
  library: ToolLibrary;
  /** Runs tools. */
  executor: ToolExecutor;
  /** Finds a tool by name (identity-stable per version). */
  lookup: (name: string) => StoredTool | undefined;
  /** Counts definition tokens. */
  counter: TokenCounter;
  /** Where sessions and calls are recorded, if anywhere. */
  store: GatewayRecorder | undefined;
  /** Where the gateway logs. */
  logger: GatewayLogger;
  /** The largest result returned in full, in tokens. */
  resultLimitTokens: number;
  /** Tools per description from `search_tools` by default. */
  searchTopK: number;
  /** Monotonic clock in ms, for latencies. */
  now: () => number;
  /** Definition tokens a client is spared on each model turn: all tools' minus what the gateway lists. */
  definitionTokensSparedPerTurn: () => number;
  /** Judges calls for the experience store; undefined when usages are not recorded there. */
  judge: ToolJudge | undefined;
}

/** One client session as the handlers see it. */
export interface GatewaySessionState {
  /** The session id. */
  readonly id: string;
  /** The client's name, once it has introduced itself. */
  clientName(): string | undefined;
  /** Large results kept for extraction. */
  readonly results: ResultStore;
  /** The session's budget. */
  readonly budget: GatewayBudget;
  /** Records the session's start (once), before anything else about it is recorded. */
  ensureStarted(): void;
  /**
   * What the session is working on, as far as the gateway can tell: the task descriptions of its latest
   * `search_tools` call (MCP clients do not send the task itself). Recorded with its tool usages.
   */
  task: string | undefined;
  /** Result digests of earlier calls per tool in this session, for the experience judge. */
  readonly digests: Map<string, string[]>;
  /** Tool usages recorded in this session so far (for their ids). */
  usages: number;
}
