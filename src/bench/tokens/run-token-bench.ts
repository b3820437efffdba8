import { createTokenCounter, type TokenCounter } from '../../ledger/token-counter.ts';
import { strategyByName } from '../../strategies/strategy-registry.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import { evaluateTokenTargets } from './evaluate-token-targets.ts';
import { replayMathTasks } from './replay-math-tasks.ts';
import { replayToolbenchRuns } from './replay-toolbench-runs.ts';
import type { TokenBenchResult } from './token-bench-result.ts';
import { MATH_RESULT_STAND_IN, TOOLBENCH_OBSERVATION_CHARS } from './tool-result-stand-in.ts';

/** The strategies the token bench replays unless told otherwise. */
export const TOKEN_BENCH_STRATEGIES: readonly string[] = ['all-tools', 'ecoact', 'tulip', 'adaptive'];

/** The candidate-set sizes ToolBench runs are replayed at besides their own. */
export const TOKEN_BENCH_SIZES: readonly number[] = [20, 64, 128];

/** Options of {@link runTokenBench}. */
export interface RunTokenBenchOptions {
  /**
   * Recorded ToolBench runs (`runsDir`, the `toolbench-cot` folder) and the StableToolBench folder whose
   * pooled APIs are the library and the distractors (`corpusDir`). @default none: no ToolBench rows
   */
  toolbench?: { runsDir: string; corpusDir: string; limitPerFile?: number };
  /** The tulip math tasks (`math_tasks.json`), replayed over the built-in math toolkit. @default none */
  math?: { tasksFile: string; limit?: number };
  /** Candidate-set sizes for the ToolBench runs, besides their own sets. @default [20, 64, 128] */
  sizes?: readonly number[];
  /** Strategies to replay, by registry name. @default ['all-tools', 'ecoact', 'tulip', 'adaptive'] */
  strategies?: readonly string[];
  /** Characters of every ToolBench tool result (ToolBench's own cut). @default 1024 */
  resultChars?: number;
  /** The result of every math tool call. @default '1234.5678' */
  mathResultText?: string;
  /** The tokenizer. @default createTokenCounter({ cacheSize: 50_000 }) */
  tokens?: TokenCounter;
  /** Told after each task (all its sizes and strategies). */
  onProgress?: (progress: { dataset: string; done: number; total: number }) => void;
  /** Monotonic clock, ms. @default performance.now */
  now?: () => number;
}

/**
 * Replays recorded tool-use trajectories under each strategy and counts the tokens each would have sent
 * (`replayTrajectory`): the ToolBench runs at their own tool sets and at each of `sizes` candidates, padded
 * with the tools the library's search ranks highest for the query from the pooled StableToolBench corpus
 * (`replayToolbenchRuns`), and the math tasks over the 100 math tools (`replayMathTasks`). Offline and
 * deterministic. Returns mean tokens per strategy and size, the ratios to `all-tools`, the targets
 * and notes.
 */
export async function runTokenBench(options: RunTokenBenchOptions): Promise<TokenBenchResult> {
  const {
    sizes = TOKEN_BENCH_SIZES,
    strategies = TOKEN_BENCH_STRATEGIES,
    resultChars = TOOLBENCH_OBSERVATION_CHARS,
    mathResultText = MATH_RESULT_STAND_IN,
    now = () => performance.now(),
  } = options;
  const started = now();
  const tokens = options.tokens ?? createTokenCounter({ cacheSize: 50_000 });
  for (const name of strategies) strategyByName(name);
  const executor = createToolExecutor({ lookup: () => undefined });
  const result: TokenBenchResult = {
    settings: {
      strategies: [...strategies],
      sizes: [...sizes],
      resultChars,
      mathResultText,
      tokenizer: 'o200k_base',
    },
    datasets: [],
    rows: [],
    breakdown: [],
    targets: [],
    notes: [],
    elapsedMs: 0,
  };
  if (options.toolbench) {
    const toolbench = await replayToolbenchRuns({
      ...options.toolbench,
      sizes,
      strategies,
      resultChars,
      tokens,
      executor,
      onProgress: (done, total) => options.onProgress?.({ dataset: 'toolbench', done, total }),
    });
    result.rows.push(...toolbench.rows);
    result.breakdown.push(...toolbench.breakdown);
    result.datasets.push(toolbench.dataset);
    result.notes.push(...toolbench.notes);
  }
  if (options.math) {
    const math = await replayMathTasks({
      ...options.math,
      strategies,
      resultText: mathResultText,
      tokens,
      executor,
      onProgress: (done, total) => options.onProgress?.({ dataset: 'tulip-math', done, total }),
    });
    result.rows.push(math.row);
    result.datasets.push(math.dataset);
    result.notes.push(...math.notes);
  }
  result.targets = evaluateTokenTargets(result.rows);
  result.elapsedMs = now() - started;
  return result;
}
