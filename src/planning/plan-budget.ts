import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';

/** The number of cost units the budget is divided into when no precision is given. */
export const DEFAULT_BUDGET_UNITS = 10_000;

/** The most cells (use chunks × budget units, one byte each) the choice table of the dynamic programme may have. */
export const MAX_PLAN_CELLS = 50_000_000;

/** Scaled quantities within this fraction of a unit of a whole number count as that number (float noise). */
const UNIT_TOLERANCE = 1e-9;

/** Value gains smaller than this do not count as gains, so ties go to the cheaper plan. */
const VALUE_EPSILON = 1e-12;

/** One candidate of the knapsack: a tool, the cost of one use, the value of one use and the most uses. */
export interface KnapsackItem {
  /** The tool's name (unique among the items). */
  tool: string;
  /** The cost of one use, in the budget's currency; at least 0. */
  cost: number;
  /** The expected value of one use; items with a value of 0 or less are never planned. */
  value: number;
  /** The most uses (the frequency cap); not a whole number: rounded down. */
  cap: number;
}

/** Options of {@link planBudget}. */
export interface PlanBudgetOptions {
  /** The candidates. */
  items: readonly KnapsackItem[];
  /** What all planned uses together may cost at most, in the items' currency; at least 0. */
  budget: number;
  /**
   * The size of one cost unit, in the budget's currency: costs are rounded up and the budget down to whole
   * units before the dynamic programme runs. Finer is more exact and slower (time and memory grow with
   * `budget / precision`); the plan can leave at most `precision` per planned use unspent that an exact
   * solver would use (the paper's appendix A.1: the error is below ε with λ = 1 / precision ≥ (N + 1) / ε).
   * @default budget / DEFAULT_BUDGET_UNITS (10,000 units)
   */
  precision?: number;
}

/** An item with its place in the plan. */
export interface PlannedItem extends KnapsackItem {
  /** Planned uses, from 0 to `cap`. */
  uses: number;
  /** The cost of one use in whole units, as the dynamic programme saw it. */
  units: number;
}

/** A plan: how many times each item may be used. */
export interface BudgetPlan {
  /** The items in the order given, with their planned uses. */
  items: PlannedItem[];
  /** Σ uses × cost, summed in item order; never above `budget`. */
  totalCost: number;
  /** Σ uses × value: the most any plan within the budget (in whole units) reaches. */
  totalValue: number;
  /** The budget. */
  budget: number;
  /** The size of one cost unit. */
  precision: number;
  /** The budget in whole units (rounded down). */
  budgetUnits: number;
}

/**
 * Algorithm 1 of the BTP paper: the plan that maximises Σ uses × value under Σ uses × cost ≤ budget and
 * uses ≤ cap, as a bounded knapsack solved by dynamic programming over whole cost units, then traced back.
 *
 * Real costs are scaled to integers with `precision` (appendix A.1): a cost is rounded up to whole units and
 * the budget down, so a plan that fits in units fits in money. Rounding absorbs floating-point noise of a
 * billionth of a unit (0.3 / 0.1 is 3, not 4); the real total is then summed, and in the rare case float
 * noise pushed it over the budget, the use with the least value per cost is dropped until it fits, so
 * `totalCost <= budget` always holds. Among plans of equal value the cheapest is returned. Free items
 * (cost 0) with a positive value get their whole cap.
 *
 * The paper's inner loop over 1..cap uses is replaced by the equivalent binary split of each item into
 * chunks of 1, 2, 4, ... uses (every count up to the cap is a sum of distinct chunks), which gives the same
 * optimum in O(Σ log(cap + 1) × budgetUnits) time and as many bytes of traceback table.
 */
export function planBudget(options: PlanBudgetOptions): BudgetPlan {
  const { items, budget } = options;
  check('budget', budget, budget >= 0);
  const precision = options.precision ?? defaultPrecision(budget);
  check('precision', precision, precision > 0, 'a finite number above 0');
  const names = new Set<string>();
  for (const item of items) {
    if (names.has(item.tool))
      throw new InvalidArgumentError({ argument: 'items', message: `the tool '${item.tool}' appears twice` });
    names.add(item.tool);
    check(`cost of '${item.tool}'`, item.cost, item.cost >= 0);
    check(`value of '${item.tool}'`, item.value, true, 'a finite number');
    check(`cap of '${item.tool}'`, item.cap, item.cap >= 0);
  }
  const budgetUnits = Math.floor(budget / precision + UNIT_TOLERANCE);
  const units = items.map((item) =>
    item.cost > 0 ? Math.max(1, Math.ceil(item.cost / precision - UNIT_TOLERANCE)) : 0,
  );
  const uses = items.map((item, i) => {
    const u = units[i] as number;
    return item.value > 0 && u === 0 ? Math.floor(item.cap) : 0;
  });
  const active = items.flatMap((item, i) => {
    const u = units[i] as number;
    const cap = u > 0 ? Math.min(Math.floor(item.cap), Math.floor(budgetUnits / u)) : 0;
    return item.value > 0 && cap > 0 ? [{ index: i, units: u, cap, value: item.value }] : [];
  });
  const width = budgetUnits + 1;
  const chunkCount = active.reduce((n, a) => n + Math.ceil(Math.log2(a.cap + 1)), 0);
  if (chunkCount * width > MAX_PLAN_CELLS) {
    throw new InvalidArgumentError({
      argument: 'precision',
      message: `${active.length} tools over ${width} budget units need more than ${MAX_PLAN_CELLS} table cells; use a coarser precision`,
    });
  }

  // Each item's uses are split into chunks of 1, 2, 4, ... and the rest, so that any count from 0 to its cap is
  // a subset of its chunks; the bounded knapsack becomes a 0/1 knapsack over chunks (log(cap) steps per cell
  // instead of cap). best[j]: the best value within j units so far; taken[t][j]: chunk t taken at j.
  const chunks = active.flatMap((item) => {
    const out: Array<{ index: number; count: number; units: number; value: number }> = [];
    for (let size = 1, left = item.cap; left > 0; left -= size, size *= 2) {
      const count = Math.min(size, left);
      out.push({ index: item.index, count, units: count * item.units, value: count * item.value });
    }
    return out;
  });
  const best = new Float64Array(width);
  const taken = new Uint8Array(chunks.length * width);
  chunks.forEach((chunk, t) => {
    const row = t * width;
    const w = chunk.units;
    const value = chunk.value;
    for (let j = budgetUnits; j >= w; j--) {
      const candidate = (best[j - w] as number) + value;
      if (candidate > (best[j] as number) + VALUE_EPSILON) {
        best[j] = candidate;
        taken[row + j] = 1;
      }
    }
  });

  // The cheapest budget reaching the best value (best[] never decreases), then back through the chunks.
  const bestValue = best[budgetUnits] as number;
  let j = 0;
  while (j < budgetUnits && (best[j] as number) < bestValue - VALUE_EPSILON) j++;
  for (let t = chunks.length - 1; t >= 0; t--) {
    const chunk = chunks[t] as (typeof chunks)[number];
    if (taken[t * width + j] === 1) {
      uses[chunk.index] = (uses[chunk.index] as number) + chunk.count;
      j -= chunk.units;
    }
  }

  let totalCost = sumCost(items, uses);
  while (totalCost > budget) {
    dropWorstUse(items, uses);
    totalCost = sumCost(items, uses);
  }
  const planned = items.map((item, i) => ({ ...item, uses: uses[i] as number, units: units[i] as number }));
  return {
    items: planned,
    totalCost,
    totalValue: planned.reduce((sum, p) => sum + p.uses * p.value, 0),
    budget,
    precision,
    budgetUnits,
  };
}

/** `budget / DEFAULT_BUDGET_UNITS`, or the budget itself when that underflows (1 for a budget of 0). */
function defaultPrecision(budget: number): number {
  const precision = budget / DEFAULT_BUDGET_UNITS;
  return precision > 0 ? precision : budget > 0 ? budget : 1;
}

function check(
  argument: string,
  value: number,
  ok: boolean,
  expected = 'a finite number of at least 0',
): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || !ok)
    throw new InvalidArgumentError({ argument, message: `expected ${expected}, got ${String(value)}` });
}

function sumCost(items: readonly KnapsackItem[], uses: readonly number[]): number {
  let total = 0;
  items.forEach((item, i) => {
    total += (uses[i] as number) * item.cost;
  });
  return total;
}

/** Removes one use of the costly item with the least value per cost (float-noise repair). */
function dropWorstUse(items: readonly KnapsackItem[], uses: number[]): void {
  let worst = -1;
  items.forEach((item, i) => {
    if ((uses[i] as number) === 0 || item.cost === 0) return;
    const w = items[worst];
    if (worst < 0 || (w && item.value / item.cost < w.value / w.cost)) worst = i;
  });
  if (worst < 0) throw new Error('planBudget: a plan of free items cannot exceed the budget');
  uses[worst] = (uses[worst] as number) - 1;
}
