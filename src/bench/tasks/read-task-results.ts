import { existsSync, readFileSync } from 'node:fs';
import { ResultsFileError } from './results-file-error.ts';
import { taskResultSchema, type TaskResult } from './task-result.ts';

/**
 * Reads a task bench results file (one JSON result per line); a missing file has no results. Every line is
 * validated; throws `ResultsFileError` naming the line that is not a result.
 */
export function readTaskResults(file: string): TaskResult[] {
  if (!existsSync(file)) return [];
  const results: TaskResult[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw new ResultsFileError({ file, line: i + 1, reason: 'not valid JSON', cause: error });
      }
      const parsed = taskResultSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ResultsFileError({
          file,
          line: i + 1,
          reason: `not a task result (${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'})`,
        });
      }
      results.push(parsed.data);
    });
  return results;
}
