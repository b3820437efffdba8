import type { ReplayOutcome } from './replay-trajectory.ts';
import type { StrategyTokens, TokenBenchRow } from './token-bench-result.ts';

/** The replays of one task under each strategy, with the size of its candidate set. */
export interface ReplayedTask {
  /** Candidate tools of the task. */
  tools: number;
  /** One outcome per strategy. */
  outcomes: ReplayOutcome[];
}

/**
 * Averages replays into one row of the token bench: per strategy the mean prompt and completion tokens,
 * model calls, extra calls by purpose and tools per call, and the ratio of its prompt tokens to
 * `all-tools`'s over the same tasks.
 */
export function summarizeReplays(options: {
  /** The dataset's name. */
  dataset: string;
  /** The candidate-set size. */
  size: number | 'own';
  /** The row's label. */
  label: string;
  /** The strategies, in report order. */
  strategies: readonly string[];
  /** The replayed tasks. */
  tasks: readonly ReplayedTask[];
}): TokenBenchRow {
  const { tasks } = options;
  const n = Math.max(1, tasks.length);
  const mean = (f: (o: ReplayOutcome) => number, strategy: string) =>
    tasks.reduce((sum, t) => {
      const outcome = t.outcomes.find((o) => o.strategy === strategy);
      return sum + (outcome ? f(outcome) : 0);
    }, 0) / n;
  const purpose = (o: ReplayOutcome, p: string) => o.calls.filter((c) => c.purpose === p).length;
  const strategies: StrategyTokens[] = options.strategies.map((strategy) => {
    const ran: Record<string, number> = {};
    let unresolvedTasks = 0;
    let calls = 0;
    let tools = 0;
    for (const t of tasks) {
      const outcome = t.outcomes.find((o) => o.strategy === strategy);
      if (!outcome) continue;
      ran[outcome.ran] = (ran[outcome.ran] ?? 0) + 1;
      if (outcome.unresolved.length) unresolvedTasks++;
      calls += outcome.calls.length;
      tools += outcome.calls.reduce((sum, c) => sum + c.toolsInContext, 0);
    }
    return {
      strategy,
      promptTokens: mean((o) => o.promptTokens, strategy),
      completionTokens: mean((o) => o.completionTokens, strategy),
      modelCalls: mean((o) => o.calls.length, strategy),
      ratio: null,
      extraCalls: {
        decompose: mean((o) => purpose(o, 'decompose'), strategy),
        register: mean((o) => purpose(o, 'register'), strategy),
        search: mean((o) => purpose(o, 'search'), strategy),
      },
      toolsPerCall: calls ? tools / calls : 0,
      unresolvedTasks,
      ran,
    };
  });
  const baseline = strategies.find((s) => s.strategy === 'all-tools')?.promptTokens;
  for (const s of strategies) s.ratio = baseline ? s.promptTokens / baseline : null;
  return {
    dataset: options.dataset,
    size: options.size,
    label: options.label,
    tasks: tasks.length,
    meanTools: tasks.reduce((sum, t) => sum + t.tools, 0) / n,
    strategies,
  };
}
