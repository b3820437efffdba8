/** Migration 1: tools, tags, versions, sources, the FTS5 index and embeddings. */
export const MIGRATION_001_INITIAL = `
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
  `;
