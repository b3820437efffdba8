import { DatabaseSync } from 'node:sqlite';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import { LibraryOpenError } from '../errors/library-open-error.ts';
import { inTransaction } from '../library/in-transaction.ts';
import { migrateLibrary } from '../library/library-schema.ts';
import type { ToolLibrary } from '../library/tool-library.ts';
import { cachedStatement } from '../search/statement-cache.ts';
import type { JsonValue } from '../tool/json-schema.ts';
import { ExperienceImportError } from './experience-import-error.ts';
import { lexicalTaskSimilarities } from './lexical-task-similarities.ts';
import type { TaskSimilarity } from './task-similarity.ts';
import type { PastUsage, ToolUsage, ToolUsageInput } from './tool-usage.ts';
import { ToolUsageSchema } from './tool-usage-schema.ts';

/** Options of {@link ExperienceStore}. */
export interface ExperienceStoreOptions {
  /** Timestamps of recorded usages. @default () => new Date() */
  clock?: () => Date;
  /** How long a writer waits for another process's write transaction, in ms (files only). @default 5000 */
  busyTimeoutMs?: number;
}

/** Which usages {@link ExperienceStore.usages} returns. */
export interface UsageFilter {
  /** Only usages of this tool. */
  tool?: string;
  /** Only usages of this run. */
  runId?: string;
  /** At most this many, oldest first. @default all */
  limit?: number;
}

/** A past task and its similarity to a new one. */
export interface SimilarTask {
  /** The past task. */
  task: string;
  /** Its similarity to the new task (see {@link ExperienceStore.similarTasks}). */
  similarity: number;
}

interface UsageRow {
  usage_id: string;
  run_id: string;
  task: string;
  tool: string;
  input: string;
  ok: number;
  error_code: string | null;
  result_digest: string;
  result_preview: string;
  result_bytes: number;
  result_tokens: number;
  latency_ms: number;
  fee: number;
  helpful: number;
  judge: string;
  reason: string;
  recorded_at: string;
}

const SELECT_USAGES = `SELECT u.usage_id, u.run_id, t.task, u.tool, u.input, u.ok, u.error_code, u.result_digest,
  u.result_preview, u.result_bytes, u.result_tokens, u.latency_ms, u.fee, u.helpful, u.judge, u.reason,
  u.recorded_at FROM tool_usages u JOIN experience_tasks t ON t.id = u.task_id`;

/**
 * The experience of past runs: every tool call with its task, arguments, result digest, size, latency, fee
 * and helpfulness verdict, in the library's database (tables of migration 2). Finds past tasks similar to a
 * new one (FTS5 BM25 over the tasks, or a {@link TaskSimilarity} such as embeddings) for the estimates of
 * the budget planner, and exports and imports JSONL. Owns its statements; close it when done.
 */
export class ExperienceStore {
  readonly #db: DatabaseSync;
  readonly #owned: boolean;
  readonly #clock: () => Date;

  /**
   * A store over an open database handle (e.g. the library's own connection); the store brings its schema
   * up to date and does not close the handle unless `owned`.
   */
  constructor(db: DatabaseSync, options: ExperienceStoreOptions & { owned?: boolean } = {}) {
    migrateLibrary(db);
    this.#db = db;
    this.#owned = options.owned ?? false;
    this.#clock = options.clock ?? (() => new Date());
  }

  /** Opens the store of the library file at `path` (`:memory:` for one that lives in this process only). */
  static open(path: string, options: ExperienceStoreOptions = {}): ExperienceStore {
    let db: DatabaseSync | undefined;
    try {
      db = new DatabaseSync(path, {
        timeout: options.busyTimeoutMs ?? 5000,
        enableForeignKeyConstraints: true,
      });
      if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
      return new ExperienceStore(db, { ...options, owned: true });
    } catch (error) {
      db?.close();
      throw new LibraryOpenError({
        path,
        reason: error instanceof Error ? error.message : String(error),
        cause: error,
      });
    }
  }

  /**
   * The store of a library: a second connection to the library's file (an in-memory library gets an
   * in-memory store of its own).
   */
  static forLibrary(
    library: Pick<ToolLibrary, 'path'>,
    options: ExperienceStoreOptions = {},
  ): ExperienceStore {
    return ExperienceStore.open(library.path, options);
  }

  /** Closes the database connection when the store opened it. */
  close(): void {
    if (this.#owned && this.#db.isOpen) this.#db.close();
  }

  /** Records one tool usage. Throws `InvalidArgumentError` when its id is already recorded. */
  record(usage: ToolUsageInput): ToolUsage {
    const full: ToolUsage = { ...usage, recordedAt: usage.recordedAt ?? this.#clock().toISOString() };
    inTransaction(this.#db, () => {
      if (!this.#insert(full))
        throw new InvalidArgumentError({ argument: 'usage.id', message: `'${full.id}' is already recorded` });
    });
    return full;
  }

  /** Recorded usages matching `filter`, oldest first. */
  usages(filter: UsageFilter = {}): ToolUsage[] {
    const where: string[] = [];
    const params: string[] = [];
    if (filter.tool !== undefined) {
      where.push('u.tool = ?');
      params.push(filter.tool);
    }
    if (filter.runId !== undefined) {
      where.push('u.run_id = ?');
      params.push(filter.runId);
    }
    const limit = filter.limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(filter.limit))}` : '';
    const rows = this.#db
      .prepare(`${SELECT_USAGES}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY u.id${limit}`)
      .all(...params) as unknown as UsageRow[];
    return rows.map(toUsage);
  }

  /** How many usages are recorded. */
  count(): number {
    return (cachedStatement(this.#db, 'SELECT count(*) AS n FROM tool_usages').get() as { n: number }).n;
  }

  /**
   * The past tasks most similar to `task`, best first. Lexical: FTS5 BM25 over the tasks, divided by the
   * BM25 of a task mentioning every term once at average length, capped at 1 (tasks sharing no term are
   * not returned).
   */
  similarTasks(task: string, options: { limit?: number } = {}): SimilarTask[] {
    const { limit = 10 } = options;
    const similarities = lexicalTaskSimilarities(this.#db, task);
    const text = cachedStatement(this.#db, 'SELECT task FROM experience_tasks WHERE id = ?');
    return [...similarities]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, limit)
      .map(([id, similarity]) => ({ task: (text.get(id) as { task: string }).task, similarity }));
  }

  /**
   * Every past usage of `tools`, each with the similarity of its run's task to `task`: the input of
   * `estimateToolValues`. Similarity is lexical unless `similarity` is given (e.g. embeddings).
   */
  async pastUsages(
    task: string,
    tools: readonly string[],
    options: { similarity?: TaskSimilarity } = {},
  ): Promise<PastUsage[]> {
    if (tools.length === 0) return [];
    const rows = cachedStatement(
      this.#db,
      `SELECT u.tool, u.run_id, u.task_id, u.helpful, u.result_tokens FROM tool_usages u
       WHERE u.tool IN (SELECT value FROM json_each(?)) ORDER BY u.id`,
    ).all(JSON.stringify(tools)) as Array<{
      tool: string;
      run_id: string;
      task_id: number;
      helpful: number;
      result_tokens: number;
    }>;
    if (rows.length === 0) return [];
    let similarityOf: (taskId: number) => number;
    if (options.similarity) {
      const ids = [...new Set(rows.map((r) => r.task_id))];
      const text = cachedStatement(this.#db, 'SELECT task FROM experience_tasks WHERE id = ?');
      const scores = await options.similarity(
        task,
        ids.map((id) => (text.get(id) as { task: string }).task),
      );
      const byId = new Map(ids.map((id, i) => [id, scores[i] ?? 0]));
      similarityOf = (id) => byId.get(id) ?? 0;
    } else {
      const lexical = lexicalTaskSimilarities(this.#db, task);
      similarityOf = (id) => lexical.get(id) ?? 0;
    }
    return rows.map((r) => ({
      tool: r.tool,
      runId: r.run_id,
      similarity: similarityOf(r.task_id),
      helpful: r.helpful === 1,
      resultTokens: r.result_tokens,
    }));
  }

  /** Every usage as one JSON line (a {@link ToolUsage}), oldest first. */
  *exportLines(): Generator<string> {
    const statement = this.#db.prepare(`${SELECT_USAGES} ORDER BY u.id`);
    for (const row of statement.iterate() as Iterable<UsageRow>) yield JSON.stringify(toUsage(row));
  }

  /** The whole experience as JSONL (one usage per line, each line ending in a newline). */
  exportJsonl(): string {
    let text = '';
    for (const line of this.exportLines()) text += `${line}\n`;
    return text;
  }

  /**
   * Imports JSONL written by {@link ExperienceStore.exportJsonl}, in one transaction. Blank lines are
   * skipped; usages whose id is already recorded are skipped and counted as duplicates. A line that is not
   * JSON or not a valid usage throws `ExperienceImportError` naming the line, and nothing is imported.
   */
  importJsonl(text: string): { imported: number; duplicates: number } {
    const usages: ToolUsage[] = [];
    text.split('\n').forEach((raw, index) => {
      const line = raw.trim();
      if (line === '') return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw new ExperienceImportError({ line: index + 1, reason: 'it is not JSON', cause: error });
      }
      const parsed = ToolUsageSchema.safeParse(value);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `'${issue.path.join('.')}' ` : '';
        throw new ExperienceImportError({
          line: index + 1,
          reason: `${where}${issue?.message ?? 'invalid'}`,
        });
      }
      usages.push(withoutUndefined(parsed.data as ToolUsage));
    });
    let imported = 0;
    inTransaction(this.#db, () => {
      for (const usage of usages) if (this.#insert(usage)) imported++;
    });
    return { imported, duplicates: usages.length - imported };
  }

  /** Inserts a usage unless its id is known; returns whether it was inserted. */
  #insert(usage: ToolUsage): boolean {
    const taskId = this.#taskId(usage.task);
    const { changes } = cachedStatement(
      this.#db,
      `INSERT OR IGNORE INTO tool_usages (usage_id, run_id, task_id, tool, input, ok, error_code, result_digest,
         result_preview, result_bytes, result_tokens, latency_ms, fee, helpful, judge, reason, recorded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      usage.id,
      usage.runId,
      taskId,
      usage.tool,
      JSON.stringify(usage.input),
      usage.ok ? 1 : 0,
      usage.errorCode ?? null,
      usage.resultDigest,
      usage.resultPreview,
      usage.resultBytes,
      usage.resultTokens,
      usage.latencyMs,
      usage.fee,
      usage.helpful ? 1 : 0,
      usage.judge,
      usage.reason,
      usage.recordedAt,
    );
    return Number(changes) > 0;
  }

  /** The id of a task, adding it (and its index entry) when new. */
  #taskId(task: string): number {
    const found = cachedStatement(this.#db, 'SELECT id FROM experience_tasks WHERE task = ?').get(task) as
      { id: number } | undefined;
    if (found) return found.id;
    const { lastInsertRowid } = cachedStatement(
      this.#db,
      'INSERT INTO experience_tasks (task) VALUES (?)',
    ).run(task);
    const id = Number(lastInsertRowid);
    cachedStatement(this.#db, 'INSERT INTO experience_task_fts (rowid, task) VALUES (?, ?)').run(id, task);
    return id;
  }
}

function toUsage(row: UsageRow): ToolUsage {
  return {
    id: row.usage_id,
    runId: row.run_id,
    task: row.task,
    tool: row.tool,
    input: JSON.parse(row.input) as JsonValue,
    ok: row.ok === 1,
    ...(row.error_code !== null && { errorCode: row.error_code }),
    resultDigest: row.result_digest,
    resultPreview: row.result_preview,
    resultBytes: row.result_bytes,
    resultTokens: row.result_tokens,
    latencyMs: row.latency_ms,
    fee: row.fee,
    helpful: row.helpful === 1,
    judge: row.judge,
    reason: row.reason,
    recordedAt: row.recorded_at,
  };
}

function withoutUndefined(usage: ToolUsage): ToolUsage {
  const { errorCode, ...rest } = usage;
  return errorCode === undefined ? rest : { ...rest, errorCode };
}
