/**
 * Migration 3: the MCP gateway's records. One row per client session (what the client would have been sent
 * without the gateway, and what it was sent) and one per tool call made through the gateway (what it cost
 * and what the client was spared). `toolwise stats` reads them.
 */
export const MIGRATION_003_GATEWAY = `
    CREATE TABLE gateway_sessions (
      id TEXT PRIMARY KEY,
      client_name TEXT,
      client_version TEXT,
      transport TEXT NOT NULL,
      started_at TEXT NOT NULL,
      last_active_at TEXT NOT NULL,
      ended_at TEXT,
      tools_available INTEGER NOT NULL,
      definition_tokens_all INTEGER NOT NULL,
      definition_tokens_listed INTEGER NOT NULL,
      definition_tokens_fetched INTEGER NOT NULL DEFAULT 0,
      searches INTEGER NOT NULL DEFAULT 0,
      search_result_tokens INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX gateway_sessions_by_start ON gateway_sessions(started_at);
    CREATE TABLE gateway_calls (
      id INTEGER PRIMARY KEY,
      session_id TEXT NOT NULL REFERENCES gateway_sessions(id) ON DELETE CASCADE,
      client_name TEXT,
      tool TEXT NOT NULL,
      via TEXT NOT NULL,
      args_digest TEXT NOT NULL,
      ok INTEGER NOT NULL,
      error_code TEXT,
      latency_ms REAL NOT NULL,
      fee REAL NOT NULL,
      result_tokens_full INTEGER NOT NULL,
      result_tokens_returned INTEGER NOT NULL,
      definition_tokens_spared INTEGER NOT NULL,
      called_at TEXT NOT NULL
    );
    CREATE INDEX gateway_calls_by_session ON gateway_calls(session_id);
    CREATE INDEX gateway_calls_by_tool ON gateway_calls(tool);
  `;
