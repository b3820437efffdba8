import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` inside one write transaction (`BEGIN IMMEDIATE`, so concurrent writers queue on the busy
 * timeout instead of failing half-way); commits when it returns, rolls back when it throws.
 */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
