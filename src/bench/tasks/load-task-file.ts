import { z } from 'zod';
import { DatasetLoadError } from '../retrieval/dataset-load-error.ts';
import { readDatasetFile } from '../retrieval/read-jsonl.ts';
import type { BenchTask } from './bench-task.ts';

const taskFileSchema = z.array(
  z.looseObject({
    name: z.string().min(1),
    task: z.string().min(1),
    functions: z.array(z.string().min(1)),
    valid_solutions: z.array(z.union([z.number(), z.string()])),
    difficulty: z.string().min(1).optional(),
  }),
);

const DIFFICULTY_BY_PREFIX: Record<string, string> = { E: 'easy', M: 'medium', H: 'hard' };

/**
 * Loads a task file in the shape of the tulip agent's `math_tasks.json`: a list of
 * `{ name, task, functions, valid_solutions }` (plus an optional `difficulty`). The difficulty is that field,
 * else read from the name (`M.T.E.*` easy, `M.T.M.*` medium, `M.T.H.*` hard), else `all`. The file is
 * validated with a schema; throws `DatasetLoadError` naming the file and the offending entry otherwise, or
 * when two tasks share a name.
 */
export function loadTaskFile(path: string): BenchTask[] {
  let value: unknown;
  const text = readDatasetFile(path);
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DatasetLoadError({ file: path, reason: `not valid JSON (${String(error)})`, cause: error });
  }
  const parsed = taskFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DatasetLoadError({
      file: path,
      reason:
        `not a task file (a list of { name, task, functions, valid_solutions }): ${issue?.path.join('.') || '(root)'} ${issue?.message ?? ''}`.trim(),
    });
  }
  const seen = new Set<string>();
  return parsed.data.map((entry) => {
    if (seen.has(entry.name))
      throw new DatasetLoadError({ file: path, reason: `two tasks are named '${entry.name}'` });
    seen.add(entry.name);
    const prefix = /^M\.T\.([EMH])\./.exec(entry.name)?.[1];
    return {
      id: entry.name,
      task: entry.task,
      difficulty: entry.difficulty ?? (prefix ? (DIFFICULTY_BY_PREFIX[prefix] ?? 'all') : 'all'),
      expectedTools: entry.functions,
      solutions: entry.valid_solutions,
    };
  });
}
