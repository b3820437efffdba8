import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { cachedStatement } from './statement-cache.ts';

/** Counts lexical ranking needs about the whole library, cached until the database changes. */
export interface LibraryStatistics {
  /** How many tools the library holds. */
  total: number;
  /** The largest tool row id (0 for an empty library). */
  maxId: number;
  /** How many tools are in a group: `source:<id>` or `tag:<tag>`. */
  groupSize(group: string): number;
  /** A prepared statement of this connection, made once. */
  statement(sql: string): StatementSync;
}

interface Cached {
  stamp: string;
  total: number;
  maxId: number;
  sizes: Map<string, number>;
}

const caches = new WeakMap<DatabaseSync, Cached>();

/**
 * The statistics of the library in `db`, recomputed only when the database has changed (in this
 * connection or, by `PRAGMA data_version`, in another process) since they were last read.
 */
export function libraryStatistics(db: DatabaseSync): LibraryStatistics {
  const statement = (sql: string): StatementSync => cachedStatement(db, sql);
  const { data_version } = statement('PRAGMA data_version').get() as { data_version: number };
  const { changes } = statement('SELECT total_changes() AS changes').get() as { changes: number };
  const stamp = `${data_version}:${changes}`;
  let cached = caches.get(db);
  if (cached?.stamp !== stamp) {
    const sizes = new Map<string, number>();
    for (const r of statement(
      'SELECT source_id AS k, count(*) AS n FROM tools GROUP BY source_id',
    ).all() as Array<{
      k: string;
      n: number;
    }>) {
      sizes.set(`source:${r.k}`, r.n);
    }
    for (const r of statement('SELECT tag AS k, count(*) AS n FROM tool_tags GROUP BY tag').all() as Array<{
      k: string;
      n: number;
    }>) {
      sizes.set(`tag:${r.k}`, r.n);
    }
    const { n, m } = statement('SELECT count(*) AS n, coalesce(max(id), 0) AS m FROM tools').get() as {
      n: number;
      m: number;
    };
    cached = { stamp, total: n, maxId: m, sizes };
    caches.set(db, cached);
  }
  const { total, maxId, sizes } = cached;
  return { total, maxId, groupSize: (group) => sizes.get(group) ?? 0, statement };
}
