/** What one strategy cost per task, on average, in one row of the token bench. */
export interface StrategyTokens {
  /** The strategy. */
  strategy: string;
  /** Mean prompt tokens per task, all model calls together. */
  promptTokens: number;
  /** Mean completion tokens per task. */
  completionTokens: number;
  /** Mean model calls per task. */
  modelCalls: number;
  /** `promptTokens` divided by that of `all-tools` in the same row; null when all-tools was not replayed. */
  ratio: number | null;
  /** Mean extra model calls per task: tulip's decompositions, EcoAct's registrations, tulip's searches. */
  extraCalls: { decompose: number; register: number; search: number };
  /** Mean tool definitions per model call (library tools and meta-tools). */
  toolsPerCall: number;
  /** Tasks in which a recorded tool could not be brought into context by the strategy (a search that missed). */
  unresolvedTasks: number;
  /** How many tasks each strategy ran: `adaptive`'s choices; the strategy itself for the others. */
  ran: Record<string, number>;
}

/** One candidate-set size of one dataset. */
export interface TokenBenchRow {
  /** `toolbench` (recorded runs) or `tulip-math`. */
  dataset: string;
  /** Candidates per task, or `own` for each run's own tool set. */
  size: number | 'own';
  /** The row's label in tables and charts. */
  label: string;
  /** Tasks replayed. */
  tasks: number;
  /** Mean candidate tools per task. */
  meanTools: number;
  /** One entry per strategy, in the order they were asked for. */
  strategies: StrategyTokens[];
}

/** One of the targets, checked against the rows. */
export interface TokenTarget {
  /** A short id, e.g. `toolbench-64plus`. */
  id: string;
  /** The target in words. */
  description: string;
  /** Whether it is met; null when the rows needed were not replayed. */
  met: boolean | null;
  /** The figures it was judged by. */
  detail: string;
}

/** The outcome of the token bench. */
export interface TokenBenchResult {
  /** How it was run. */
  settings: {
    strategies: string[];
    sizes: number[];
    /** Characters of every replayed ToolBench tool result. */
    resultChars: number;
    /** The stand-in result of every math tool call. */
    mathResultText: string;
    tokenizer: string;
  };
  /** What was replayed. */
  datasets: Array<{ name: string; tasks: number; libraryTools: number; description: string }>;
  /** Mean tokens per strategy and candidate-set size. */
  rows: TokenBenchRow[];
  /** The runs' own sets split at EcoAct's break-even (10 tools), where its loss on small sets would show. */
  breakdown: TokenBenchRow[];
  /** The targets. */
  targets: TokenTarget[];
  /** Sizes skipped, distractor padding, searches that missed. */
  notes: string[];
  /** Wall time, ms. */
  elapsedMs: number;
}
