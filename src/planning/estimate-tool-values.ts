import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { PastUsage } from '../experience/tool-usage.ts';

/** Options of {@link estimateToolValues}. */
export interface EstimateToolValuesOptions {
  /** The candidate tools, by name. */
  tools: readonly string[];
  /** Past usages of (some of) those tools, each with its task's similarity to the new task. */
  usages: readonly PastUsage[];
  /** A tool whose expected value is below this gets no uses (the paper's τ). @default 0.15 */
  tau?: number;
  /**
   * The value assumed before any evidence: a tool with no history is worth this much, and every tool's
   * value is pulled towards it by {@link EstimateToolValuesOptions.priorWeight}. @default 0.5
   */
  prior?: number;
  /**
   * Per-tool priors that replace `prior` for those tools, e.g. from how well each matches the task (see
   * {@link relevancePriors}), so that tools without history are not all worth the same. @default none
   */
  priors?: Readonly<Record<string, number>>;
  /**
   * The weight of the prior, in units of one past usage of an unrelated task (`exp(0) = 1`). With the
   * default 1, a tool with no history gets 0.5, one unhelpful use 0.25 (still planned), two 0.17, three
   * 0.125 (below τ): a few bad experiences do not ban a tool, a habit of them does. 0 turns smoothing off
   * (the paper's formula; a tool with no history then gets `prior`). @default 1
   */
  priorWeight?: number;
  /** The uses per run assumed before any evidence, weighted like the prior value. @default 1 */
  priorUses?: number;
  /** Weights are `exp(sharpness × similarity)`; 1 is the paper's `exp(similarity)`. @default 1 */
  sharpness?: number;
  /** Usages of tasks less similar than this are ignored. @default -Infinity (all count, as in the paper) */
  minSimilarity?: number;
  /** The largest frequency cap any tool gets. @default 10 */
  maxCap?: number;
  /** Result tokens assumed for a tool without history. @default 200 */
  defaultResultTokens?: number;
}

/** What the past says about one candidate tool for the new task. */
export interface ToolEstimate {
  /** The tool. */
  tool: string;
  /** Expected value of one use (weighted, smoothed helpfulness), in [0, 1]. */
  value: number;
  /** The weighted, smoothed average of uses per run in which it was used (the paper's F̃), before rounding. */
  frequency: number;
  /** The frequency cap: 0 when `value < tau`, else `frequency` rounded down, at least 1, at most `maxCap`. */
  cap: number;
  /** Past usages that counted. */
  usages: number;
  /** Past runs that used it. */
  runs: number;
  /** Σ exp(sharpness × similarity) over its counted usages: how much evidence there is. */
  weight: number;
  /** Expected tokens of one result (weighted average), for the token cost of a use. */
  resultTokens: number;
}

/**
 * The expected value and frequency cap of each candidate tool from past usages (BTP, Eq. 3 and 4), with
 * smoothing: every usage counts with weight `w = exp(similarity)` of its task to the new task;
 *
 * - value `v = (Σ w · helpful + α · prior) / (Σ w + α)`;
 * - frequency `F̃ = (Σ_runs w · uses in that run + α · priorUses) / (Σ_runs w + α)`;
 * - cap `⌊F̃⌋` (at least 1, at most `maxCap`), and 0 when `v < τ`.
 *
 * The paper's formulas are the case α = 0; with α > 0 a tool with little history is neither trusted nor
 * banned on one or two outcomes. A pure function.
 */
export function estimateToolValues(options: EstimateToolValuesOptions): ToolEstimate[] {
  const {
    tools,
    usages,
    tau = 0.15,
    prior = 0.5,
    priorWeight = 1,
    priorUses = 1,
    priors = {},
    sharpness = 1,
    minSimilarity = -Infinity,
    maxCap = 10,
    defaultResultTokens = 200,
  } = options;
  for (const [name, value, ok] of [
    ['prior', prior, prior >= 0 && prior <= 1],
    ['priorWeight', priorWeight, priorWeight >= 0],
    ['priorUses', priorUses, priorUses >= 0],
    ['maxCap', maxCap, maxCap >= 0],
  ] as const) {
    if (!Number.isFinite(value) || !ok)
      throw new InvalidArgumentError({ argument: name, message: `got ${String(value)}` });
  }
  for (const [tool, value] of Object.entries(priors)) {
    if (!(value >= 0 && value <= 1)) {
      throw new InvalidArgumentError({
        argument: `priors.${tool}`,
        message: `must be in [0, 1], got ${String(value)}`,
      });
    }
  }
  const byTool = new Map<string, PastUsage[]>(tools.map((t) => [t, []]));
  for (const usage of usages) {
    if (usage.similarity >= minSimilarity) byTool.get(usage.tool)?.push(usage);
  }
  return tools.map((tool) => {
    const own = byTool.get(tool) ?? [];
    let weight = 0;
    let helpful = 0;
    let tokens = 0;
    const runs = new Map<string, { weight: number; uses: number }>();
    for (const usage of own) {
      const w = Math.exp(sharpness * usage.similarity);
      weight += w;
      if (usage.helpful) helpful += w;
      tokens += w * usage.resultTokens;
      const run = runs.get(usage.runId) ?? { weight: 0, uses: 0 };
      run.weight = Math.max(run.weight, w);
      run.uses++;
      runs.set(usage.runId, run);
    }
    const toolPrior = priors[tool] ?? prior;
    const value =
      weight + priorWeight > 0 ? (helpful + priorWeight * toolPrior) / (weight + priorWeight) : toolPrior;
    let runWeight = 0;
    let runUses = 0;
    for (const run of runs.values()) {
      runWeight += run.weight;
      runUses += run.weight * run.uses;
    }
    const frequency =
      runWeight + priorWeight > 0
        ? (runUses + priorWeight * priorUses) / (runWeight + priorWeight)
        : priorUses;
    const cap = value < tau ? 0 : Math.min(Math.floor(maxCap), Math.max(1, Math.floor(frequency + 1e-9)));
    return {
      tool,
      value,
      frequency,
      cap,
      usages: own.length,
      runs: runs.size,
      weight,
      resultTokens: weight > 0 ? tokens / weight : defaultResultTokens,
    };
  });
}

/**
 * Priors from search relevance: each hit's prior is `prior` scaled by its score relative to the best hit,
 * between half of `prior` (the weakest match) and `prior` (the best). Without history, the plan then
 * prefers the tools that match the task best instead of breaking ties arbitrarily.
 */
export function relevancePriors(
  hits: ReadonlyArray<{ tool: string; score: number }>,
  prior = 0.5,
): Record<string, number> {
  const best = Math.max(0, ...hits.map((h) => h.score));
  if (best <= 0) return {};
  return Object.fromEntries(hits.map((h) => [h.tool, prior * (0.5 + (0.5 * Math.max(0, h.score)) / best)]));
}
