import type { z } from 'zod';
import { DatasetLoadError } from './dataset-load-error.ts';
import { readDatasetFile } from './read-jsonl.ts';

/**
 * Reads a dataset's JSON file and validates it with `schema`. Throws `DatasetLoadError` naming the file when
 * it is missing, unreadable, not JSON, or not `what` (with the first schema issue and where it is).
 */
export function readDatasetJson<S extends z.ZodType>(path: string, schema: S, what: string): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(readDatasetFile(path));
  } catch (error) {
    if (error instanceof DatasetLoadError) throw error;
    throw new DatasetLoadError({ file: path, reason: `not valid JSON (${String(error)})`, cause: error });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DatasetLoadError({
      file: path,
      reason: `not ${what}: ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim(),
    });
  }
  return parsed.data;
}
