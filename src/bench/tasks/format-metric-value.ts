import type { MetricFormat } from './task-metric-groups.ts';

/** A metric value for people: percentages with one decimal, tokens with separators, money in USD; `n/a` for null. */
export function formatMetricValue(value: number | null, format: MetricFormat): string {
  if (value === null || Number.isNaN(value)) return 'n/a';
  switch (format) {
    case 'percent':
      return `${(value * 100).toFixed(1)}%`;
    case 'tokens':
      return Math.round(value).toLocaleString('en-US');
    case 'money':
      return `$${value < 0.01 ? value.toFixed(5) : value.toFixed(4)}`;
    case 'number':
      return value.toFixed(1);
  }
}
