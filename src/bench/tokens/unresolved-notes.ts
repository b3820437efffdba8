import type { TokenBenchRow } from './token-bench-result.ts';

/** One note per row and strategy in which a recorded tool could not be brought into context. */
export function unresolvedNotes(rows: readonly TokenBenchRow[]): string[] {
  return rows.flatMap((r) =>
    r.strategies
      .filter((s) => s.unresolvedTasks > 0)
      .map(
        (s) =>
          `${r.dataset} ${r.label}: ${s.strategy} could not find a recorded tool in ${s.unresolvedTasks} of ${r.tasks} tasks (counted as if the model had it)`,
      ),
  );
}
