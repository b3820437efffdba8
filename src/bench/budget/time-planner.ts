import { planBudget, type KnapsackItem } from '../../planning/plan-budget.ts';
import { percentile } from '../retrieval/percentile.ts';
import { seededRandom } from '../search/seeded-random.ts';

/** How fast the planner's dynamic programme is on one instance size. */
export interface PlannerTiming {
  /** Candidate tools. */
  tools: number;
  /** Frequency cap of every tool. */
  cap: number;
  /** Budget, in cost units (precision 1). */
  units: number;
  /** Timed runs (after one warm-up run). */
  runs: number;
  /** Median time of one plan, in milliseconds. */
  medianMs: number;
  /** Slowest run, in milliseconds. */
  maxMs: number;
}

/**
 * Times `planBudget` on `tools` tools with random costs of 1 to 100 units (so that the budget binds), values
 * in [0, 1), every cap `cap`, and a budget of `units` units at precision 1.
 */
export function timePlanner(
  options: {
    tools?: number;
    cap?: number;
    units?: number;
    runs?: number;
    seed?: number;
    now?: () => number;
  } = {},
): PlannerTiming {
  const { tools = 200, cap = 5, units = 10_000, runs = 7, seed = 1, now = () => performance.now() } = options;
  const random = seededRandom(seed);
  const items: KnapsackItem[] = Array.from({ length: tools }, (_, i) => ({
    tool: `tool_${i}`,
    cost: 1 + random.int(100),
    value: random.next(),
    cap,
  }));
  planBudget({ items, budget: units, precision: 1 });
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = now();
    planBudget({ items, budget: units, precision: 1 });
    times.push(now() - started);
  }
  return { tools, cap, units, runs, medianMs: percentile(times, 50), maxMs: Math.max(...times) };
}
