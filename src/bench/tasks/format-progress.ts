import type { TaskBenchProgress } from './run-task-bench.ts';

/**
 * One line of task bench progress: a bar, the count, and the run that just finished with its verdict
 * (`ok` correct, `wrong`, `-` not judged) and status, e.g.
 * `[########----------------------]  12/60  tulip  M.T.E.003  ok`.
 */
export function formatProgress(progress: TaskBenchProgress, options: { width?: number } = {}): string {
  const { width = 30 } = options;
  const { result, done, total } = progress;
  const filled = total === 0 ? width : Math.round((done / total) * width);
  const verdict = result.correct === null ? '-' : result.correct ? 'ok' : 'wrong';
  const status = result.status === 'completed' ? '' : `  (${result.status})`;
  const count = `${String(done).padStart(String(total).length)}/${total}`;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]  ${count}  ${result.strategy}  ${result.task}  ${verdict}${status}`;
}
