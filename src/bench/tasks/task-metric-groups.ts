import type { TaskResult } from './task-result.ts';

/** How a metric's value reads. */
export type MetricFormat = 'percent' | 'number' | 'tokens' | 'money';

/** One metric of the task bench, computed over the results of one strategy (and difficulty). */
export interface TaskMetric {
  /** A stable key, e.g. `correct`. */
  key: string;
  /** The column header. */
  label: string;
  /** How the value reads. */
  format: MetricFormat;
  /** The value over the results; null when it cannot be judged (e.g. correctness on simulated responses). */
  value(results: readonly TaskResult[]): number | null;
}

/** A group of metrics reported together (a column group of the report). */
export interface TaskMetricGroup {
  /** The group's name, e.g. `tool selection`. */
  name: string;
  /** Its metrics, in column order. */
  metrics: readonly TaskMetric[];
}

const mean = (results: readonly TaskResult[], f: (r: TaskResult) => number): number | null =>
  results.length ? results.reduce((sum, r) => sum + f(r), 0) / results.length : null;

/**
 * The metric groups of the task bench: outcome (completed, correct), tool selection (precision, recall,
 * F1, as in the tulip agent paper) and cost (steps, tokens and money per task). `summarizeTaskResults` adds
 * `BUDGET_METRIC_GROUP` for results with a budget; further groups are added by passing a longer list.
 */
export const TASK_METRIC_GROUPS: readonly TaskMetricGroup[] = [
  {
    name: 'outcome',
    metrics: [
      {
        key: 'completed',
        label: 'completed',
        format: 'percent',
        value: (rs) => mean(rs, (r) => (r.status === 'completed' ? 1 : 0)),
      },
      {
        key: 'correct',
        label: 'correct',
        format: 'percent',
        value: (rs) => {
          const judged = rs.filter((r) => r.correct !== null);
          return mean(judged, (r) => (r.correct ? 1 : 0));
        },
      },
    ],
  },
  {
    name: 'tool selection',
    metrics: [
      {
        key: 'precision',
        label: 'precision',
        format: 'percent',
        value: (rs) => mean(rs, (r) => r.precision),
      },
      { key: 'recall', label: 'recall', format: 'percent', value: (rs) => mean(rs, (r) => r.recall) },
      { key: 'f1', label: 'F1', format: 'percent', value: (rs) => mean(rs, (r) => r.f1) },
    ],
  },
  {
    name: 'cost per task',
    metrics: [
      { key: 'steps', label: 'steps', format: 'number', value: (rs) => mean(rs, (r) => r.steps) },
      {
        key: 'inputTokens',
        label: 'input tok',
        format: 'tokens',
        value: (rs) => mean(rs, (r) => r.inputTokens),
      },
      {
        key: 'outputTokens',
        label: 'output tok',
        format: 'tokens',
        value: (rs) => mean(rs, (r) => r.outputTokens),
      },
      { key: 'money', label: 'money', format: 'money', value: (rs) => mean(rs, (r) => r.money) },
    ],
  },
];
