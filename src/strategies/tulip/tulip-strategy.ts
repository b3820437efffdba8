import type { MetaTool } from '../../agent/meta-tool.ts';
import type { Strategy, StrategyContext } from '../../agent/strategy.ts';
import { decomposeTask } from './decompose-task.ts';
import { searchCandidates } from './search-candidates.ts';
import { createSearchToolsMetaTool } from './search-tools-meta-tool.ts';
import { tulipSystemPrompt } from './tulip-prompts.ts';

/** Options of {@link createTulipStrategy}. */
export interface TulipStrategyOptions {
  /**
   * `minimal`: search with the task as given. `decompose`: split the task into subtasks and search per
   * subtask, decomposing again a subtask for which no tool clears `minScore`. `primed`: as `decompose`, with
   * the decomposition primed by the names of the tools most relevant to the whole task. @default 'decompose'
   */
  variant?: 'minimal' | 'decompose' | 'primed';
  /** Tools kept per (sub)task search. @default 5 */
  topK?: number;
  /** A tool must score at least this to count as a match (see `SearchOptions.minScore`). @default 0.2 */
  minScore?: number;
  /** How many times a subtask with no match may be decomposed again. @default 2 */
  maxDepth?: number;
  /** How many tool names prime the decomposition in the `primed` variant. @default 10 */
  primeWith?: number;
  /** Give the model `search_tools` to search more mid-run (not in `minimal`). @default true */
  allowSearch?: boolean;
}

/**
 * The tulip agent's strategies (Ocker et al. 2024): the model gets only the tools found by searching the
 * library, for the task (`tulip-minimal`) or for each of its subtasks (`tulip`, `tulip-primed`), and may
 * search again mid-run with `search_tools`.
 */
export function createTulipStrategy(options: TulipStrategyOptions = {}): Strategy {
  const { variant = 'decompose', topK = 5, minScore = 0.2, maxDepth = 2, primeWith = 10 } = options;
  const allowSearch = variant !== 'minimal' && (options.allowSearch ?? true);
  const name = variant === 'minimal' ? 'tulip-minimal' : variant === 'primed' ? 'tulip-primed' : 'tulip';
  return {
    name,
    description:
      variant === 'minimal'
        ? 'Search the library with the task; the model gets the top tools.'
        : variant === 'primed'
          ? 'As tulip, with the decomposition primed by the names of the most relevant tools.'
          : 'Decompose the task, search per subtask (recursively when nothing matches), solve with the tools found.',
    async start(context: StrategyContext) {
      const visible: string[] = [];
      const add = (names: string[]) => {
        for (const n of names) if (!visible.includes(n)) visible.push(n);
      };
      let subtasks = [context.task];
      if (variant === 'minimal') {
        add((await searchCandidates(context, context.task, { topK, minScore: 0 })).map((h) => h.tool.name));
      } else {
        const toolHints =
          variant === 'primed'
            ? (await searchCandidates(context, context.task, { topK: primeWith, minScore: 0 })).map(
                (h) => h.tool.name,
              )
            : undefined;
        subtasks = (await decomposeTask(context.run, context.task, { ...(toolHints && { toolHints }) }))
          .subtasks;
        for (const subtask of subtasks)
          add(await toolsFor(context, subtask, { topK, minScore, depth: 0, maxDepth }));
      }
      context.run.trace.emit({
        type: 'strategy',
        strategy: name,
        detail: `${visible.length} tools selected`,
        data: { subtasks, tools: [...visible] },
      });
      const metaTools: MetaTool[] = allowSearch
        ? [createSearchToolsMetaTool(context, { topK, minScore, visible: () => visible, addTools: add })]
        : [];
      return {
        system: tulipSystemPrompt(subtasks, { canSearch: allowSearch }),
        visibleTools: () => visible,
        metaTools,
      };
    },
  };
}

/** The tools for one subtask; when none clears `minScore`, the subtask is decomposed again (up to `maxDepth`). */
async function toolsFor(
  context: StrategyContext,
  subtask: string,
  options: { topK: number; minScore: number; depth: number; maxDepth: number },
): Promise<string[]> {
  const hits = await searchCandidates(context, subtask, { topK: options.topK, minScore: options.minScore });
  if (hits.length > 0 || options.depth >= options.maxDepth) return hits.map((h) => h.tool.name);
  const { subtasks, valid } = await decomposeTask(context.run, subtask, { depth: options.depth + 1 });
  if (!valid || (subtasks.length === 1 && subtasks[0] === subtask)) return [];
  const names: string[] = [];
  for (const s of subtasks)
    names.push(...(await toolsFor(context, s, { ...options, depth: options.depth + 1 })));
  return [...new Set(names)];
}
