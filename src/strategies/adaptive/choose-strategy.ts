import type { CostedStrategy, StrategyCostEstimates } from './estimate-strategy-costs.ts';

/** Options of {@link chooseStrategy}. */
export interface ChooseStrategyOptions {
  /** The estimates of {@link estimateStrategyCosts}. */
  estimates: StrategyCostEstimates;
  /** How many candidate tools the run has. */
  toolCount: number;
  /** The search strategy to consider. @default 'tulip' */
  search?: Extract<CostedStrategy, 'tulip' | 'tulip-minimal'>;
  /**
   * `ecoact` is only considered for more candidates than this. EcoAct (Zhang et al. 2024, Fig. 3) costs
   * slightly more than all-tools for queries with 0-10 tools: the extra registration call outweighs the
   * definitions it saves. @default 10
   */
  ecoactMinTools?: number;
  /**
   * The search strategy is only considered for more candidates than this. Smaller sets are cheap to show
   * by name (EcoAct's levels 1 and 2 are 0-10 and 10-20 tools), and a search that misses the tool the task
   * needs costs a failed task, which no token estimate counts. @default 20
   */
  searchMinTools?: number;
  /** How many tools the provider accepts in one request; `all-tools` is not considered above it. */
  maxTools?: number;
}

/** What {@link chooseStrategy} decided. */
export interface StrategyChoice {
  /** The strategy to run. */
  choice: CostedStrategy;
  /** The strategies that were considered, in order of preference on equal estimates. */
  allowed: CostedStrategy[];
  /** Why, in one sentence per rule that applied. */
  reason: string;
}

/**
 * Picks the strategy with the lowest estimated prompt tokens among the allowed ones (on equal estimates the
 * first of all-tools, ecoact, search). `all-tools` is not allowed above the provider's tool limit, `ecoact`
 * not at or below `ecoactMinTools`, the search strategy not at or below `searchMinTools`. When nothing is
 * allowed (a provider limit below EcoAct's break-even), `ecoact` is chosen: it never sends more tools than
 * it registered.
 */
export function chooseStrategy(options: ChooseStrategyOptions): StrategyChoice {
  const {
    estimates,
    toolCount,
    search = 'tulip',
    ecoactMinTools = 10,
    searchMinTools = 20,
    maxTools,
  } = options;
  const excluded: string[] = [];
  const allowed: CostedStrategy[] = [];
  if (maxTools !== undefined && toolCount > maxTools)
    excluded.push(`all-tools not considered: ${toolCount} tools exceed the provider's limit of ${maxTools}`);
  else allowed.push('all-tools');
  if (toolCount <= ecoactMinTools)
    excluded.push(
      `ecoact not considered: ${toolCount} tools are at or below EcoAct's break-even of ${ecoactMinTools}`,
    );
  else allowed.push('ecoact');
  if (toolCount <= searchMinTools)
    excluded.push(
      `${search} not considered: ${toolCount} tools are too few to search (at most ${searchMinTools})`,
    );
  else allowed.push(search);
  if (allowed.length === 0) {
    return {
      choice: 'ecoact',
      allowed: ['ecoact'],
      reason: [...excluded, 'ecoact chosen as the only way to stay within the provider limit'].join('; '),
    };
  }
  const choice = allowed.reduce((best, s) =>
    estimates[s].promptTokens < estimates[best].promptTokens ? s : best,
  );
  const others = allowed
    .filter((s) => s !== choice)
    .map((s) => `${s} ${estimates[s].promptTokens}`)
    .join(', ');
  const cheapest = `${choice} has the lowest estimate, ${estimates[choice].promptTokens} prompt tokens${others ? ` (${others})` : ''}`;
  return { choice, allowed, reason: [cheapest, ...excluded].join('; ') };
}
