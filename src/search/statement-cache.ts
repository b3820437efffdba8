import type { DatabaseSync, StatementSync } from 'node:sqlite';

const caches = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** The prepared statement for `sql` on `db`, prepared once per connection and reused. */
export function cachedStatement(db: DatabaseSync, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
