import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { ToolEstimate } from './estimate-tool-values.ts';
import type { ModelCallCost } from './model-call-cost.ts';
import { planBudget } from './plan-budget.ts';
import { DEFAULT_INPUT_MARGIN, worstCaseInputTokens, type TokenSafety } from './token-safety.ts';

/** Options of {@link planToolUse}. */
export interface PlanToolUseOptions extends TokenSafety {
  /** The run's budget, in the price table's currency (USD). */
  budget: number;
  /** Already spent out of the budget (a plan made again mid-run). @default 0 */
  spent?: number;
  /** The candidate tools with their fees per call. */
  tools: ReadonlyArray<{ name: string; fee: number }>;
  /** Value and cap per tool (see `estimateToolValues`); a tool without an estimate gets no uses. */
  estimates: readonly ToolEstimate[];
  /** Prices a model call; without it only tool fees are planned. @default every call free */
  modelCallCost?: ModelCallCost;
  /** Local token estimate of a turn's prompt before any tool call: system prompt, task, tool definitions. @default 0 */
  basePromptTokens?: number;
  /** Output tokens a turn is expected to write (a tool call or an answer). @default 256 */
  turnOutputTokens?: number;
  /** The most agent turns of the run (the loop's `maxSteps`): bounds how often history is re-read. @default 10 */
  maxSteps?: number;
  /** The size of one cost unit of the knapsack (see `planBudget`). @default what is left / 10,000 */
  precision?: number;
}

/** One candidate tool in a {@link ToolPlan}. */
export interface PlannedTool {
  /** The tool. */
  tool: string;
  /** Its fee per call. */
  fee: number;
  /** Model money one use adds: one more turn, and its call and result re-read by later turns. */
  tokenCost: number;
  /** The cost of one use the knapsack saw: `fee + tokenCost`. */
  cost: number;
  /** Expected value of one use. */
  value: number;
  /** Frequency cap. */
  cap: number;
  /** Planned uses. */
  uses: number;
  /** Past usages behind the estimate. */
  usages: number;
}

/** A plan of tool use under a budget that covers tool fees and model tokens. */
export interface ToolPlan {
  /** The budget. */
  budget: number;
  /** Spent before planning. */
  spent: number;
  /** Reserved for the turn that writes the answer (the paper's c_s, priced from the prompt). */
  answerReserve: number;
  /** Money of one turn at the base prompt. */
  turnCost: number;
  /** The agent turns the token costs were bounded with. */
  maxTurns: number;
  /** Every candidate, in the order given. */
  tools: PlannedTool[];
  /** Planned uses by tool, for tools with at least one. */
  allowances: Record<string, number>;
  /** Σ uses × cost + answerReserve (+ spent): what the plan expects to spend at most. */
  totalCost: number;
  /** Σ uses × value. */
  totalValue: number;
  /** The size of one cost unit of the knapsack. */
  precision: number;
}

/**
 * Plans how many times each candidate tool may be used (BTP), with a budget that covers model tokens too:
 *
 * - the answer turn is reserved first: `c_s = turnCost(base prompt)`;
 * - a use of tool i costs `fee_i + turnCost(base) + K · m · p_in · (turnOutput + resultTokens_i)`: the
 *   turn that calls it, and its call and result re-read by at most `K` later turns, with the input margin
 *   `m` and the input price `p_in`. A run has at most `maxSteps` turns and at most one tool-use turn per
 *   use, so `K = min(maxSteps, Σ caps)` bounds the re-reads; summed over the plan this bounds the run's
 *   model money at the expected output per turn, the costs are separable and the knapsack applies;
 * - when the plan has fewer than `K` uses, it is made again with `K` = its uses (cheaper history) and
 *   kept when it still has at most that many (its bound then holds and its value is at least as high).
 *
 * Output is planned at `turnOutputTokens` per turn (expected, not the cap): the plan is an estimate, the
 * enforcement hooks guard the worst case of every call.
 */
export function planToolUse(options: PlanToolUseOptions): ToolPlan {
  const {
    budget,
    spent = 0,
    tools,
    estimates,
    modelCallCost = () => 0,
    basePromptTokens = 0,
    turnOutputTokens = 256,
    maxSteps = 10,
  } = options;
  if (!Number.isFinite(budget) || budget < 0)
    throw new InvalidArgumentError({
      argument: 'budget',
      message: `expected a number of at least 0, got ${budget}`,
    });
  const safety = { inputMargin: options.inputMargin, inputOverheadTokens: options.inputOverheadTokens };
  const turnCost = modelCallCost({
    inputTokens: worstCaseInputTokens(basePromptTokens, safety),
    outputTokens: turnOutputTokens,
  });
  const inputPrice =
    (modelCallCost({ inputTokens: 1_000_000, outputTokens: 0 }) -
      modelCallCost({ inputTokens: 0, outputTokens: 0 })) /
    1_000_000;
  const margin = options.inputMargin ?? DEFAULT_INPUT_MARGIN;
  const byTool = new Map(estimates.map((e) => [e.tool, e]));
  const candidates = tools.map((t) => {
    const estimate = byTool.get(t.name);
    return {
      tool: t.name,
      fee: t.fee,
      value: estimate?.value ?? 0,
      cap: estimate?.cap ?? 0,
      usages: estimate?.usages ?? 0,
      growth: margin * inputPrice * (turnOutputTokens + (estimate?.resultTokens ?? 0)),
    };
  });
  const available = Math.max(0, budget - spent - turnCost);
  const capTotal = candidates.reduce((n, c) => n + c.cap, 0);
  const solve = (turns: number) => {
    const costs = candidates.map((c) => c.fee + turnCost + turns * c.growth);
    const plan = planBudget({
      items: candidates.map((c, i) => ({
        tool: c.tool,
        cost: costs[i] as number,
        value: c.value,
        cap: c.cap,
      })),
      budget: available,
      ...(options.precision !== undefined && { precision: options.precision }),
    });
    return { plan, costs, uses: plan.items.reduce((n, p) => n + p.uses, 0) };
  };
  let turns = Math.max(0, Math.min(Math.floor(maxSteps), capTotal));
  let best = solve(turns);
  if (best.uses < turns) {
    const tighter = solve(best.uses);
    if (tighter.uses <= best.uses) {
      turns = best.uses;
      best = tighter;
    }
  }
  const planned = candidates.map((c, i) => {
    const item = best.plan.items[i];
    const cost = best.costs[i] as number;
    return {
      tool: c.tool,
      fee: c.fee,
      tokenCost: cost - c.fee,
      cost,
      value: c.value,
      cap: c.cap,
      uses: item?.uses ?? 0,
      usages: c.usages,
    };
  });
  const fits = budget - spent >= turnCost;
  return {
    budget,
    spent,
    answerReserve: turnCost,
    turnCost,
    maxTurns: turns,
    tools: planned,
    allowances: Object.fromEntries(planned.filter((p) => p.uses > 0).map((p) => [p.tool, p.uses])),
    totalCost: spent + (fits ? turnCost : 0) + best.plan.totalCost,
    totalValue: best.plan.totalValue,
    precision: best.plan.precision,
  };
}
