import type { TokenCounter } from '../../ledger/token-counter.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { strategyByName } from '../../strategies/strategy-registry.ts';
import type { ToolExecutor } from '../../tool/tool-executor.ts';
import type { RecordedRun } from './recorded-run.ts';
import { replayTrajectory, type ReplayOutcome } from './replay-trajectory.ts';

/** What {@link replayUnderStrategies} needs besides the run and its candidates. */
export interface ReplaySetup {
  /** Strategies, by registry name. */
  strategies: readonly string[];
  /** The library holding the runs' tools. */
  library: ToolLibrary;
  /** The tokenizer. */
  tokens: TokenCounter;
  /** The text of every library tool result. */
  resultText: string;
  /** The executor strategies get at setup. @default one that runs nothing */
  executor?: ToolExecutor;
}

/** Replays one run under each strategy, in order (see `replayTrajectory`). */
export async function replayUnderStrategies(
  run: RecordedRun,
  candidates: string[] | undefined,
  setup: ReplaySetup,
): Promise<ReplayOutcome[]> {
  const outcomes: ReplayOutcome[] = [];
  for (const name of setup.strategies) {
    outcomes.push(
      await replayTrajectory({
        run,
        strategy: strategyByName(name),
        library: setup.library,
        tokens: setup.tokens,
        resultText: setup.resultText,
        ...(setup.executor && { executor: setup.executor }),
        ...(candidates && { candidates }),
      }),
    );
  }
  return outcomes;
}
