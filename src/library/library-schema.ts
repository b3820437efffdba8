import type { DatabaseSync } from 'node:sqlite';

/** The version of the library's database layout; bumped with every migration. */
export const LIBRARY_SCHEMA_VERSION = 1;

const MIGRATIONS: Record<number, string> = {
  1: `
    CREATE TABLE tools (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL UNIQUE,
      version INTEGER NOT NULL,
      definition TEXT NOT NULL,
      source_type TEXT NOT NULL,
      source_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      content_hash TEXT NOT NULL
    );
    CREATE INDEX tools_by_source ON tools(source_id);
    CREATE TABLE tool_tags (
      tool_id INTEGER NOT NULL REFERENCES tools(id) ON DELETE CASCADE,
      tag TEXT NOT NULL,
      PRIMARY KEY (tool_id, tag)
    );
    CREATE INDEX tool_tags_by_tag ON tool_tags(tag);
    CREATE TABLE tool_versions (
      name TEXT NOT NULL,
      version INTEGER NOT NULL,
      change TEXT NOT NULL CHECK (change IN ('created', 'updated', 'deleted')),
      definition TEXT NOT NULL,
      written_at TEXT NOT NULL,
      PRIMARY KEY (name, version)
    );
    CREATE VIRTUAL TABLE tool_fts USING fts5(
      name, description, parameters, tags, outputs,
      tokenize = 'porter unicode61 remove_diacritics 2'
    );
    CREATE TABLE sources (
      id TEXT PRIMARY KEY,
      type TEXT NOT NULL,
      origin TEXT NOT NULL,
      added_at TEXT NOT NULL,
      synced_at TEXT NOT NULL
    );
    CREATE TABLE tool_embeddings (
      tool_id INTEGER NOT NULL REFERENCES tools(id) ON DELETE CASCADE,
      model_id TEXT NOT NULL,
      content_hash TEXT NOT NULL,
      dimensions INTEGER NOT NULL,
      vector BLOB NOT NULL,
      PRIMARY KEY (tool_id, model_id)
    );
  `,
};

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
    for (let v = current + 1; v <= LIBRARY_SCHEMA_VERSION; v++) db.exec(MIGRATIONS[v] ?? '');
    db.prepare(
      "INSERT INTO toolwise_meta (key, value) VALUES ('schema_version', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ).run(String(LIBRARY_SCHEMA_VERSION));
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
