import type { TokenCounter } from '../../ledger/token-counter.ts';
import type { ToolExecutor } from '../../tool/tool-executor.ts';
import { loadStableToolBench } from '../retrieval/load-stable-toolbench.ts';
import { distractorsFor } from './distractors-for.ts';
import { loadToolbenchRuns } from './load-toolbench-runs.ts';
import { memoizedLibrary } from './memoized-library.ts';
import { openToolbenchLibrary } from './open-toolbench-library.ts';
import { replayUnderStrategies } from './replay-under-strategies.ts';
import { summarizeReplays, type ReplayedTask } from './summarize-replays.ts';
import type { TokenBenchResult, TokenBenchRow } from './token-bench-result.ts';
import { toolResultStandIn } from './tool-result-stand-in.ts';
import { unresolvedNotes } from './unresolved-notes.ts';

/** The source id of the StableToolBench corpus (as `loadStableToolBench` names it). */
const CORPUS_SOURCE = 'stabletoolbench';

/** Options of {@link replayToolbenchRuns}. */
export interface ReplayToolbenchRunsOptions {
  /** The `toolbench-cot` folder of recorded runs. */
  runsDir: string;
  /** The StableToolBench folder whose pooled APIs are the library and the distractors. */
  corpusDir: string;
  /** At most this many runs per subset file. @default all */
  limitPerFile?: number;
  /** Candidate-set sizes besides the runs' own. */
  sizes: readonly number[];
  /** Strategies, by registry name. */
  strategies: readonly string[];
  /** Characters of every tool result. */
  resultChars: number;
  /** The tokenizer. */
  tokens: TokenCounter;
  /** The executor strategies get at setup. @default one that runs nothing */
  executor?: ToolExecutor;
  /** Told after each run (all its sizes and strategies). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Replays the recorded ToolBench runs at their own tool sets and at each of `sizes` candidates, padded with
 * the corpus tools the library's search ranks highest for the run's query ({@link distractorsFor}), so that
 * the sets are nested (20 within 64 within 128); a size below a run's own set is skipped. Returns one row
 * per size, the own sets split at EcoAct's break-even (10 tools), the dataset's description and notes.
 */
export async function replayToolbenchRuns(options: ReplayToolbenchRunsOptions): Promise<{
  rows: TokenBenchRow[];
  breakdown: TokenBenchRow[];
  dataset: TokenBenchResult['datasets'][number];
  notes: string[];
}> {
  const { sizes, strategies } = options;
  const corpus = loadStableToolBench(options.corpusDir);
  const recorded = loadToolbenchRuns(options.runsDir, {
    ...(options.limitPerFile !== undefined && { limitPerFile: options.limitPerFile }),
  });
  const { library: store, recordedOnly } = openToolbenchLibrary({
    corpus: corpus.sources,
    recordedTools: recorded.tools,
  });
  try {
    const library = memoizedLibrary(store);
    const setup = {
      strategies,
      library,
      tokens: options.tokens,
      resultText: toolResultStandIn(options.resultChars),
      ...(options.executor && { executor: options.executor }),
    };
    const maxSize = Math.max(0, ...sizes);
    const bySize = new Map<number | 'own', ReplayedTask[]>([
      ['own', []],
      ...sizes.map((s): [number, ReplayedTask[]] => [s, []]),
    ]);
    const skipped = new Map<number, number>();
    let padded = 0;
    for (const [i, run] of recorded.runs.entries()) {
      const own = run.candidates;
      const distractors = await distractorsFor({
        library,
        query: run.task,
        count: maxSize - own.length,
        exclude: own,
        source: CORPUS_SOURCE,
      });
      if (distractors.padded) padded++;
      bySize.get('own')?.push({ tools: own.length, outcomes: await replayUnderStrategies(run, own, setup) });
      for (const size of sizes) {
        if (size < own.length) {
          skipped.set(size, (skipped.get(size) ?? 0) + 1);
          continue;
        }
        const candidates = [...own, ...distractors.names.slice(0, size - own.length)];
        bySize.get(size)?.push({
          tools: candidates.length,
          outcomes: await replayUnderStrategies(run, candidates, setup),
        });
      }
      options.onProgress?.(i + 1, recorded.runs.length);
    }
    const rows = [...bySize].map(([size, tasks]) =>
      summarizeReplays({ dataset: 'toolbench', size, label: String(size), strategies, tasks }),
    );
    const own = bySize.get('own') ?? [];
    const breakdown = (
      [
        ['own, 1-10 tools', own.filter((t) => t.tools <= 10)],
        ['own, 11+ tools', own.filter((t) => t.tools > 10)],
      ] as const
    )
      .filter(([, tasks]) => tasks.length > 0)
      .map(([label, tasks]) =>
        summarizeReplays({ dataset: 'toolbench', size: 'own', label, strategies, tasks }),
      );
    const corpusTools = corpus.sources.reduce((n, s) => n + s.tools.length, 0);
    return {
      rows,
      breakdown,
      dataset: {
        name: 'toolbench',
        tasks: recorded.runs.length,
        libraryTools: store.count(),
        description: `${recorded.runs.length} recorded ToolBench runs; library: ${corpusTools} pooled StableToolBench APIs and ${recordedOnly} recorded tools the pool lacks`,
      },
      notes: [
        ...[...skipped].map(
          ([size, count]) => `${size} candidates: ${count} runs skipped (their own set is larger)`,
        ),
        ...(padded
          ? [`${padded} runs: search found too few distractors; padded with further corpus tools`]
          : []),
        ...unresolvedNotes(rows),
        ...recorded.warnings.slice(0, 5),
      ],
    };
  } finally {
    store.close();
  }
}
