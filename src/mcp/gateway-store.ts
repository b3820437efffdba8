import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { ExperienceStore } from '../experience/experience-store.ts';
import type { ToolUsageInput } from '../experience/tool-usage.ts';
import { migrateLibrary } from '../library/library-schema.ts';
import type { GatewaySessionStats, GatewayStats, GatewayToolStats, GatewayTotals } from './gateway-stats.ts';

/** Options of {@link GatewayStore.open}. */
export interface GatewayStoreOptions {
  /** The library file the records are kept in; `:memory:` for records that live only in this process. */
  path: string;
  /** Clock for timestamps. @default () => new Date() */
  clock?: () => Date;
  /** How long a writer waits for another process's write transaction, in ms. @default 5000 */
  busyTimeoutMs?: number;
  /**
   * Writes are collected for this long and then written in one transaction (reads flush first); 0 writes
   * each record at once. @default 50
   */
  batchMs?: number;
  /** Receives errors of batched writes (they happen outside any caller). @default ignore */
  onError?: (error: unknown) => void;
}

/** A session as the gateway starts it. */
export interface GatewaySessionRecord {
  /** The session id. */
  id: string;
  /** The client's name and version, from `initialize`. */
  client?: { name: string; version: string } | undefined;
  /** `stdio`, `http` or `memory`. */
  transport: string;
  /** Tools in the library. */
  toolsAvailable: number;
  /** Tokens of all tool definitions. */
  definitionTokensAll: number;
  /** Tokens of what the gateway lists. */
  definitionTokensListed: number;
}

/** One tool call made through the gateway. */
export interface GatewayCallRecord {
  /** The session. */
  sessionId: string;
  /** The client's name. */
  clientName?: string | undefined;
  /** The tool called. */
  tool: string;
  /** How: `call_tool`, `pinned` (a pinned tool called directly) or `extract` (from a kept result). */
  via: 'call_tool' | 'pinned' | 'extract';
  /** SHA-256 prefix of the canonical JSON of the arguments (the arguments themselves are not kept). */
  argsDigest: string;
  /** Whether it succeeded. */
  ok: boolean;
  /** The error code when it failed. */
  errorCode?: string | undefined;
  /** How long it took, in ms. */
  latencyMs: number;
  /** Fee charged. */
  fee: number;
  /** Tokens of the full result (or error). */
  resultTokensFull: number;
  /** Tokens returned to the client. */
  resultTokensReturned: number;
  /** Definition tokens the client was spared on this call's model turn. */
  definitionTokensSpared: number;
}

/** Options of {@link GatewayStore.stats}. */
export interface GatewayStatsOptions {
  /** Only this session. */
  sessionId?: string;
  /** At most this many sessions, newest first. @default all */
  limit?: number;
}

interface SessionRow {
  id: string;
  client_name: string | null;
  client_version: string | null;
  transport: string;
  started_at: string;
  ended_at: string | null;
  tools_available: number;
  definition_tokens_all: number;
  definition_tokens_listed: number;
  definition_tokens_fetched: number;
  searches: number;
  search_result_tokens: number;
  calls: number | null;
  failed_calls: number | null;
  fees: number | null;
  spared_per_call: number | null;
  result_tokens_full: number | null;
  result_tokens_returned: number | null;
}

/**
 * The gateway's records of sessions and calls, in the library's SQLite file (tables of migration 3), for
 * `toolwise stats`. Opens its own connection to the file; close it when done.
 */
export class GatewayStore {
  private readonly db: DatabaseSync;
  private readonly clock: () => Date;
  private readonly batchMs: number;
  private readonly onError: (error: unknown) => void;
  private readonly statements = new Map<string, StatementSync>();
  private queue: Array<() => void> = [];
  private readonly lastActive = new Map<string, string>();
  private experience: ExperienceStore | undefined;
  private timer: NodeJS.Timeout | undefined;

  private constructor(db: DatabaseSync, options: GatewayStoreOptions) {
    this.db = db;
    this.clock = options.clock ?? (() => new Date());
    this.batchMs = options.batchMs ?? 50;
    this.onError = options.onError ?? (() => undefined);
  }

  /** Opens the records of the library at `options.path` (creating the file and tables if needed). */
  static open(options: GatewayStoreOptions): GatewayStore {
    const { path, busyTimeoutMs = 5000 } = options;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new DatabaseSync(path, { timeout: busyTimeoutMs, enableForeignKeyConstraints: true });
    try {
      if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
      migrateLibrary(db);
    } catch (error) {
      db.close();
      throw error;
    }
    return new GatewayStore(db, options);
  }

  /** Records the start of a session. Starting an id again keeps the first record. */
  startSession(session: GatewaySessionRecord): void {
    const now = this.clock().toISOString();
    this.write(() =>
      this.statement(
        `INSERT OR IGNORE INTO gateway_sessions (id, client_name, client_version, transport, started_at, last_active_at,
         tools_available, definition_tokens_all, definition_tokens_listed) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        session.id,
        session.client?.name ?? null,
        session.client?.version ?? null,
        session.transport,
        now,
        now,
        session.toolsAvailable,
        session.definitionTokensAll,
        session.definitionTokensListed,
      ),
    );
  }

  /** Records a `search_tools` call and the tokens of its result. */
  recordSearch(sessionId: string, resultTokens: number): void {
    const now = this.clock().toISOString();
    this.write(() =>
      this.statement(
        `UPDATE gateway_sessions SET searches = searches + 1, search_result_tokens = search_result_tokens + ?,
           last_active_at = ? WHERE id = ?`,
      ).run(resultTokens, now, sessionId),
    );
  }

  /** Records a `get_tool` call and the tokens of the definition it returned. */
  recordFetch(sessionId: string, definitionTokens: number): void {
    const now = this.clock().toISOString();
    this.write(() =>
      this.statement(
        `UPDATE gateway_sessions SET definition_tokens_fetched = definition_tokens_fetched + ?, last_active_at = ?
           WHERE id = ?`,
      ).run(definitionTokens, now, sessionId),
    );
  }

  /** Records one tool call. */
  recordCall(call: GatewayCallRecord): void {
    const now = this.clock().toISOString();
    this.write(() => {
      this.statement(
        `INSERT INTO gateway_calls (session_id, client_name, tool, via, args_digest, ok, error_code, latency_ms, fee,
         result_tokens_full, result_tokens_returned, definition_tokens_spared, called_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        call.sessionId,
        call.clientName ?? null,
        call.tool,
        call.via,
        call.argsDigest,
        call.ok ? 1 : 0,
        call.errorCode ?? null,
        call.latencyMs,
        call.fee,
        call.resultTokensFull,
        call.resultTokensReturned,
        call.definitionTokensSpared,
        now,
      );
      this.lastActive.set(call.sessionId, now);
    });
  }

  /**
   * Records a tool call in the experience store (the `tool_usages` of migration 2, read by the budget
   * planner), in the same batched transaction as the gateway's own records.
   */
  recordUsage(usage: ToolUsageInput): void {
    const full = { ...usage, recordedAt: usage.recordedAt ?? this.clock().toISOString() };
    this.write(() => {
      this.experience ??= new ExperienceStore(this.db);
      this.experience.record(full);
    });
  }

  /** Records the end of a session. */
  endSession(sessionId: string): void {
    const now = this.clock().toISOString();
    this.write(() =>
      this.statement('UPDATE gateway_sessions SET ended_at = ? WHERE id = ? AND ended_at IS NULL').run(
        now,
        sessionId,
      ),
    );
  }

  /** Writes the records collected so far, in one transaction. Throws when writing fails. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const writes = this.queue;
    this.queue = [];
    if ((writes.length === 0 && this.lastActive.size === 0) || !this.db.isOpen) return;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      for (const write of writes) write();
      const touch = this.statement('UPDATE gateway_sessions SET last_active_at = ? WHERE id = ?');
      for (const [id, at] of this.lastActive) touch.run(at, id);
      this.lastActive.clear();
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** The `n` tools called most often through the gateway (successful calls), most called first. */
  mostUsedTools(n: number): string[] {
    if (n <= 0) return [];
    this.flush();
    return (
      this.statement(
        `SELECT tool, count(*) AS n FROM gateway_calls WHERE ok = 1 AND via != 'extract'
           GROUP BY tool ORDER BY n DESC, tool LIMIT ?`,
      ).all(n) as Array<{ tool: string }>
    ).map((r) => r.tool);
  }

  /** Totals per session and overall, and calls per tool. */
  stats(options: GatewayStatsOptions = {}): GatewayStats {
    this.flush();
    const where = options.sessionId !== undefined ? 'WHERE s.id = ?' : '';
    const limit = options.limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(options.limit))}` : '';
    const params = options.sessionId !== undefined ? [options.sessionId] : [];
    const rows = this.db
      .prepare(
        `SELECT s.*, c.calls, c.failed_calls, c.fees, c.spared_per_call, c.result_tokens_full, c.result_tokens_returned
           FROM gateway_sessions s LEFT JOIN (
             SELECT session_id, count(*) AS calls, sum(ok = 0) AS failed_calls, sum(fee) AS fees,
               sum(definition_tokens_spared) AS spared_per_call, sum(result_tokens_full) AS result_tokens_full,
               sum(result_tokens_returned) AS result_tokens_returned
             FROM gateway_calls GROUP BY session_id) c ON c.session_id = s.id
           ${where} ORDER BY s.started_at DESC, s.rowid DESC${limit}`,
      )
      .all(...params) as unknown as SessionRow[];
    const sessions = rows.map(toSessionStats);
    const filtered = options.sessionId !== undefined || options.limit !== undefined;
    const ids = sessions.map((s) => s.sessionId);
    const tools =
      filtered && ids.length === 0
        ? []
        : (
            this.db
              .prepare(
                `SELECT tool, count(*) AS calls, sum(ok = 0) AS failed_calls, sum(fee) AS fees,
                   sum(result_tokens_full - result_tokens_returned) AS trimmed, avg(latency_ms) AS latency
                 FROM gateway_calls ${filtered ? `WHERE session_id IN (${ids.map(() => '?').join(',')})` : ''}
                 GROUP BY tool ORDER BY calls DESC, tool`,
              )
              .all(...(filtered ? ids : [])) as Array<{
              tool: string;
              calls: number;
              failed_calls: number;
              fees: number;
              trimmed: number;
              latency: number;
            }>
          ).map((r): GatewayToolStats => ({
            tool: r.tool,
            calls: r.calls,
            failedCalls: r.failed_calls,
            fees: roundMoney(r.fees),
            resultTokensTrimmed: r.trimmed,
            meanLatencyMs: Number(r.latency.toFixed(3)),
          }));
    return { sessions, totals: sumSessions(sessions), tools };
  }

  /** Writes what is pending and closes the connection. */
  close(): void {
    try {
      this.flush();
    } finally {
      if (this.db.isOpen) this.db.close();
    }
  }

  private write(work: () => void): void {
    this.queue.push(work);
    if (this.batchMs <= 0) {
      this.flush();
    } else if (this.queue.length >= 500) {
      this.flushSafely();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.flushSafely(), this.batchMs);
      this.timer.unref();
    }
  }

  private flushSafely(): void {
    try {
      this.flush();
    } catch (error) {
      this.onError(error);
    }
  }

  private statement(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

function toSessionStats(r: SessionRow): GatewaySessionStats {
  const definitionTokensSpared = Math.max(0, r.definition_tokens_all - r.definition_tokens_listed);
  const resultTokensFull = r.result_tokens_full ?? 0;
  const resultTokensReturned = r.result_tokens_returned ?? 0;
  const resultTokensTrimmed = resultTokensFull - resultTokensReturned;
  return {
    sessionId: r.id,
    clientName: r.client_name,
    clientVersion: r.client_version,
    transport: r.transport,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    toolsAvailable: r.tools_available,
    calls: r.calls ?? 0,
    failedCalls: r.failed_calls ?? 0,
    fees: roundMoney(r.fees ?? 0),
    definitionTokensAll: r.definition_tokens_all,
    definitionTokensListed: r.definition_tokens_listed,
    definitionTokensSpared,
    definitionTokensSparedPerCall: r.spared_per_call ?? 0,
    definitionTokensFetched: r.definition_tokens_fetched,
    searches: r.searches,
    searchResultTokens: r.search_result_tokens,
    resultTokensFull,
    resultTokensReturned,
    resultTokensTrimmed,
    netTokensSpared:
      definitionTokensSpared + resultTokensTrimmed - r.definition_tokens_fetched - r.search_result_tokens,
  };
}

const SUMMED = [
  'calls',
  'failedCalls',
  'fees',
  'definitionTokensAll',
  'definitionTokensListed',
  'definitionTokensSpared',
  'definitionTokensSparedPerCall',
  'definitionTokensFetched',
  'searches',
  'searchResultTokens',
  'resultTokensFull',
  'resultTokensReturned',
  'resultTokensTrimmed',
  'netTokensSpared',
] as const satisfies ReadonlyArray<keyof GatewayTotals>;

function sumSessions(sessions: GatewaySessionStats[]): GatewayTotals {
  const totals = Object.fromEntries(SUMMED.map((k) => [k, 0])) as Omit<GatewayTotals, 'sessions'>;
  for (const s of sessions) for (const k of SUMMED) totals[k] += s[k];
  return { sessions: sessions.length, ...totals, fees: roundMoney(totals.fees) };
}

function roundMoney(value: number): number {
  return Number(value.toFixed(9));
}
