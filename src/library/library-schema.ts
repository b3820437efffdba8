import type { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS } from './migrations/index.ts';

/** The version of the library's database layout: the number of migrations. */
export const LIBRARY_SCHEMA_VERSION = MIGRATIONS.length;

/**
 * Brings a library database up to {@link LIBRARY_SCHEMA_VERSION}, in one transaction. Refuses a database
 * written by a newer toolwise, and one that is not a toolwise library.
 */
export function migrateLibrary(db: DatabaseSync): void {
  db.exec('CREATE TABLE IF NOT EXISTS toolwise_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const row = db.prepare("SELECT value FROM toolwise_meta WHERE key = 'schema_version'").get() as
    { value: string } | undefined;
  const current = row ? Number(row.value) : 0;
  if (current > LIBRARY_SCHEMA_VERSION) {
    throw new Error(
      `it was written by a newer toolwise (schema ${current}; this one reads up to ${LIBRARY_SCHEMA_VERSION})`,
    );
  }
  if (current === LIBRARY_SCHEMA_VERSION) return;
  db.exec('BEGIN IMMEDIATE');
  try {
    for (let v = current; v < LIBRARY_SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v] ?? '');
    db.prepare(
      "INSERT INTO toolwise_meta (key, value) VALUES ('schema_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ).run(String(LIBRARY_SCHEMA_VERSION));
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
