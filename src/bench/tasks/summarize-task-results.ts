import { BUDGET_METRIC_GROUP } from './budget-metric-group.ts';
import { TASK_METRIC_GROUPS, type MetricFormat, type TaskMetricGroup } from './task-metric-groups.ts';
import type { TaskResult } from './task-result.ts';

/** One metric's value in a summary. */
export interface MetricValue {
  /** The metric's key. */
  key: string;
  /** Its label. */
  label: string;
  /** How it reads. */
  format: MetricFormat;
  /** The value; null when it cannot be judged. */
  value: number | null;
}

/** The metrics of one strategy over some results. */
export interface StrategySummary {
  /** The strategy. */
  strategy: string;
  /** Results summarized. */
  tasks: number;
  /** One entry per metric group, in order. */
  groups: Array<{ name: string; metrics: MetricValue[] }>;
}

/** The task bench's summary: per strategy, and per difficulty and strategy. */
export interface TaskBenchSummary {
  /** Per strategy, all difficulties. */
  strategies: StrategySummary[];
  /** Per difficulty (in order of first appearance), per strategy. */
  byDifficulty: Array<{ difficulty: string; strategies: StrategySummary[] }>;
}

/**
 * Summarizes task results per strategy, and per difficulty and strategy, with the metrics of `groups`
 * (the default {@link TASK_METRIC_GROUPS}: outcome, tool selection, cost; and {@link BUDGET_METRIC_GROUP}
 * when some result had a budget).
 */
export function summarizeTaskResults(
  results: readonly TaskResult[],
  options: {
    /** The strategies, in report order. @default in order of first appearance */
    strategies?: readonly string[];
    /** The metric groups. @default TASK_METRIC_GROUPS, plus BUDGET_METRIC_GROUP when some result had a budget */
    groups?: readonly TaskMetricGroup[];
  } = {},
): TaskBenchSummary {
  const {
    groups = results.some((r) => r.budget !== undefined)
      ? [...TASK_METRIC_GROUPS, BUDGET_METRIC_GROUP]
      : TASK_METRIC_GROUPS,
  } = options;
  const strategies = options.strategies ?? [...new Set(results.map((r) => r.strategy))];
  const summarize = (rs: readonly TaskResult[]): StrategySummary[] =>
    strategies.map((strategy) => {
      const mine = rs.filter((r) => r.strategy === strategy);
      return {
        strategy,
        tasks: mine.length,
        groups: groups.map((g) => ({
          name: g.name,
          metrics: g.metrics.map((m) => ({
            key: m.key,
            label: m.label,
            format: m.format,
            value: m.value(mine),
          })),
        })),
      };
    });
  const difficulties = [...new Set(results.map((r) => r.difficulty))];
  return {
    strategies: summarize(results),
    byDifficulty: difficulties.map((difficulty) => ({
      difficulty,
      strategies: summarize(results.filter((r) => r.difficulty === difficulty)),
    })),
  };
}
