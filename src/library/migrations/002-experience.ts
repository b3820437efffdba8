/**
 * Migration 2: experience. Every tool call of every run (task, tool, arguments, a digest of the result, its
 * size, latency, fee and a helpfulness judgement), the distinct tasks, and an FTS5 index over the tasks for
 * finding similar past tasks. Read and written by `ExperienceStore`.
 */
export const MIGRATION_002_EXPERIENCE = `
    CREATE TABLE experience_tasks (
      id INTEGER PRIMARY KEY,
      task TEXT NOT NULL UNIQUE
    );
    CREATE VIRTUAL TABLE experience_task_fts USING fts5(
      task,
      tokenize = 'porter unicode61 remove_diacritics 2'
    );
    CREATE TABLE tool_usages (
      id INTEGER PRIMARY KEY,
      usage_id TEXT NOT NULL UNIQUE,
      run_id TEXT NOT NULL,
      task_id INTEGER NOT NULL REFERENCES experience_tasks(id),
      tool TEXT NOT NULL,
      input TEXT NOT NULL,
      ok INTEGER NOT NULL,
      error_code TEXT,
      result_digest TEXT NOT NULL,
      result_preview TEXT NOT NULL,
      result_bytes INTEGER NOT NULL,
      result_tokens INTEGER NOT NULL,
      latency_ms REAL NOT NULL,
      fee REAL NOT NULL,
      helpful INTEGER NOT NULL,
      judge TEXT NOT NULL,
      reason TEXT NOT NULL,
      recorded_at TEXT NOT NULL
    );
    CREATE INDEX tool_usages_by_tool ON tool_usages(tool);
    CREATE INDEX tool_usages_by_run ON tool_usages(run_id);
    CREATE INDEX tool_usages_by_task ON tool_usages(task_id);
  `;
