import type { DatabaseSync } from 'node:sqlite';
import { queryTerms } from '../search/query-terms.ts';
import { cachedStatement } from '../search/statement-cache.ts';
import { fts5Idf } from '../search/fts5-idf.ts';

/**
 * Lexical similarity of the new task to every past task in the experience index (FTS5 BM25, porter
 * stemming, the library's query terms), keyed by task id. A past task's BM25 `s` for the new task is divided
 * by the BM25 `r` a task mentioning every query term once at average length would get (the sum of the
 * terms' IDFs), and capped at 1: 1 means "matches the whole task as well as that", 0 "shares no term".
 * Tasks sharing no term are left out (similarity 0).
 */
export function lexicalTaskSimilarities(db: DatabaseSync, task: string): Map<number, number> {
  const terms = queryTerms(task);
  const result = new Map<number, number>();
  if (terms.length === 0) return result;
  const total = (cachedStatement(db, 'SELECT count(*) AS n FROM experience_tasks').get() as { n: number }).n;
  if (total === 0) return result;
  const count = cachedStatement(
    db,
    'SELECT count(*) AS n FROM experience_task_fts WHERE experience_task_fts MATCH ?',
  );
  let reference = 0;
  for (const term of terms) {
    const n = (count.get(`"${term}"`) as { n: number }).n;
    reference += fts5Idf(total, n);
  }
  const rows = cachedStatement(
    db,
    'SELECT rowid AS id, -bm25(experience_task_fts) AS s FROM experience_task_fts WHERE experience_task_fts MATCH ?',
  ).all(terms.map((t) => `"${t}"`).join(' OR ')) as Array<{ id: number; s: number }>;
  for (const row of rows) result.set(row.id, Math.min(1, Math.max(0, row.s / reference)));
  return result;
}
