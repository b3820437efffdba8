/** Tool precision, recall and F1 of one run, each in [0, 1]. */
export interface ToolSelection {
  /** Share of the distinct tools called that the task needed. */
  precision: number;
  /** Share of the distinct tools the task needed that were called. */
  recall: number;
  /** Harmonic mean of precision and recall (0 when both are 0). */
  f1: number;
}

/**
 * Tool precision, recall and F1 of a run against the ground truth, over distinct tool names (a tool called
 * or needed twice counts once). A run that calls no tool has precision 0 (1 when the task needs none), and
 * a task that needs no tool has recall 1.
 */
export function toolSelectionMetrics(used: readonly string[], expected: readonly string[]): ToolSelection {
  const calls = new Set(used);
  const gold = new Set(expected);
  const hits = [...calls].filter((t) => gold.has(t)).length;
  const precision = calls.size === 0 ? (gold.size === 0 ? 1 : 0) : hits / calls.size;
  const recall = gold.size === 0 ? 1 : hits / gold.size;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
