import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DuplicateToolError } from '../errors/duplicate-tool-error.ts';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import { LibraryOpenError } from '../errors/library-open-error.ts';
import { ToolNotFoundError } from '../errors/tool-not-found-error.ts';
import { DenseIndex } from '../search/dense-index.ts';
import { cachedStatement } from '../search/statement-cache.ts';
import type { EmbeddingConfig } from '../search/embedding-config.ts';
import { DEFAULT_FIELD_WEIGHTS, type FieldWeights } from '../search/fts-weights.ts';
import { indexToolText, lexicalSearch, unindexToolText } from '../search/lexical-index.ts';
import { reciprocalRankFusion } from '../search/reciprocal-rank-fusion.ts';
import type { MultiSearchResult, SearchHit, SearchMethod, SearchOptions } from '../search/search-types.ts';
import type { LoadedSource } from '../sources/loaded-source.ts';
import { createSchemaValidator, type SchemaValidator } from '../tool/schema-validator.ts';
import type { StoredTool, ToolDefinition, ToolDefinitionInput } from '../tool/tool-definition.ts';
import { validateToolDefinition } from '../tool/validate-tool-definition.ts';
import { contentHash } from './canonical-json.ts';
import { defaultLibraryPath } from './default-library-path.ts';
import { inTransaction } from './in-transaction.ts';
import { migrateLibrary } from './library-schema.ts';
import type { ListFilter } from './list-filter.ts';
import type { SourceOrigin, SourceRecord, SyncReport } from './sync-report.ts';
import type { ToolVersion } from './tool-version.ts';

/** Options of {@link ToolLibrary.open}. */
export interface LibraryOptions {
  /** The SQLite file; `:memory:` for a library that lives only in this process. @default defaultLibraryPath() */
  path?: string;
  /** An embedding model for dense and hybrid search. @default none (lexical search only, offline) */
  embedding?: EmbeddingConfig;
  /** Field weights of lexical search. @default DEFAULT_FIELD_WEIGHTS */
  fieldWeights?: FieldWeights;
  /** Clock for timestamps. @default () => new Date() */
  clock?: () => Date;
  /** How long a writer waits for another process's write transaction, in ms. @default 5000 */
  busyTimeoutMs?: number;
}

interface ToolRow {
  id: number;
  name: string;
  version: number;
  definition: string;
  created_at: string;
  updated_at: string;
  content_hash: string;
}

/**
 * A persistent, versioned, searchable library of tool definitions in one SQLite file (WAL mode; every
 * change is one transaction, so other processes see whole changes and concurrent writers queue).
 * Owns the database connection: close it when done.
 */
export class ToolLibrary {
  /** The library file (or `:memory:`). */
  readonly path: string;
  private readonly db: DatabaseSync;
  private readonly validator: SchemaValidator;
  private readonly clock: () => Date;
  private readonly weights: FieldWeights;
  private readonly dense: DenseIndex | undefined;

  private constructor(path: string, db: DatabaseSync, options: LibraryOptions) {
    this.path = path;
    this.db = db;
    this.validator = createSchemaValidator();
    this.clock = options.clock ?? (() => new Date());
    this.weights = options.fieldWeights ?? DEFAULT_FIELD_WEIGHTS;
    this.dense = options.embedding ? new DenseIndex(db, options.embedding) : undefined;
  }

  /**
   * Opens (creating if needed) the library at `options.path`. Throws `LibraryOpenError` when the file cannot
   * be opened or is not a toolwise library.
   */
  static open(options: LibraryOptions = {}): ToolLibrary {
    const path = options.path ?? defaultLibraryPath();
    let db: DatabaseSync | undefined;
    try {
      if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
      db = new DatabaseSync(path, {
        timeout: options.busyTimeoutMs ?? 5000,
        enableForeignKeyConstraints: true,
      });
      if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = NORMAL');
      migrateLibrary(db);
      return new ToolLibrary(path, db, options);
    } catch (error) {
      db?.close();
      const reason = error instanceof Error ? error.message : String(error);
      throw new LibraryOpenError({
        path,
        reason: /not a database|malformed/i.test(reason)
          ? 'the file is not a toolwise library (not an SQLite database)'
          : reason,
        cause: error,
      });
    }
  }

  /** Whether an embedding model is configured, so that dense and hybrid search are available. */
  get hasEmbeddingModel(): boolean {
    return this.dense !== undefined;
  }

  /** Closes the database connection. */
  close(): void {
    if (this.db.isOpen) this.db.close();
  }

  /** The tool called `name`, or undefined. */
  get(name: string): StoredTool | undefined {
    const row = cachedStatement(this.db, 'SELECT * FROM tools WHERE name = ?').get(name) as
      ToolRow | undefined;
    return row && toStoredTool(row);
  }

  /** The tool called `name`; throws `ToolNotFoundError` (with close names as suggestions) when there is none. */
  require(name: string): StoredTool {
    const tool = this.get(name);
    if (tool) return tool;
    const suggestions = lexicalSearch(this.db, name, { limit: 3, weights: this.weights })
      .map((m) => this.nameOf(m.id))
      .filter((n): n is string => n !== undefined);
    throw new ToolNotFoundError({ toolName: name, suggestions });
  }

  /** Adds a new tool (version 1). Throws `DuplicateToolError` if the name is taken, `InvalidToolDefinitionError` if invalid. */
  create(input: ToolDefinitionInput): StoredTool {
    const definition = validateToolDefinition(input, this.validator);
    return inTransaction(this.db, () => this.insert(definition));
  }

  /**
   * Changes a tool: the patch is merged over the current definition, validated, and written as a new version
   * (the old one stays in the history). A patch that changes nothing writes nothing.
   */
  update(name: string, patch: Partial<ToolDefinitionInput>): StoredTool {
    return inTransaction(this.db, () => {
      const current = this.require(name);
      if (patch.name !== undefined && patch.name !== name) {
        throw new InvalidArgumentError({
          argument: 'name',
          message: 'a tool cannot be renamed; create a new tool instead',
        });
      }
      const definition = validateToolDefinition({ ...definitionOf(current), ...patch, name }, this.validator);
      return this.rewrite(current, definition);
    });
  }

  /** Removes a tool; its history is kept. Returns the removed tool; throws `ToolNotFoundError` if absent. */
  remove(name: string): StoredTool {
    return inTransaction(this.db, () => {
      const current = this.require(name);
      this.delete(current);
      return current;
    });
  }

  /** Tools matching `filter`, by name. */
  list(filter: ListFilter = {}): StoredTool[] {
    const { sql, params } = listQuery(filter);
    const page =
      filter.limit !== undefined
        ? ` LIMIT ${Math.max(0, Math.floor(filter.limit))} OFFSET ${Math.max(0, Math.floor(filter.offset ?? 0))}`
        : '';
    return (
      this.db
        .prepare(`SELECT * FROM tools ${sql} ORDER BY name${page}`)
        .all(...params) as unknown as ToolRow[]
    ).map(toStoredTool);
  }

  /** How many tools match `filter` (ignoring limit and offset). */
  count(filter: ListFilter = {}): number {
    const { sql, params } = listQuery(filter);
    return (this.db.prepare(`SELECT count(*) AS n FROM tools ${sql}`).get(...params) as { n: number }).n;
  }

  /** The sources the library holds tools from, with tool counts and how to load each again. */
  sources(): SourceRecord[] {
    const counts = cachedStatement(
      this.db,
      'SELECT source_id, source_type, count(*) AS n FROM tools GROUP BY source_id, source_type',
    ).all() as Array<{ source_id: string; source_type: string; n: number }>;
    const origins = new Map(
      (
        cachedStatement(this.db, 'SELECT id, type, origin, synced_at FROM sources').all() as Array<{
          id: string;
          type: string;
          origin: string;
          synced_at: string;
        }>
      ).map((r) => [r.id, r]),
    );
    const records = new Map<string, SourceRecord>();
    for (const c of counts)
      records.set(c.source_id, { sourceId: c.source_id, sourceType: c.source_type, tools: c.n });
    for (const [id, o] of origins) {
      const record = records.get(id) ?? { sourceId: id, sourceType: o.type, tools: 0 };
      records.set(id, { ...record, origin: JSON.parse(o.origin) as SourceOrigin, syncedAt: o.synced_at });
    }
    return [...records.values()].sort((a, b) =>
      a.sourceId < b.sourceId ? -1 : a.sourceId > b.sourceId ? 1 : 0,
    );
  }

  /** Removes every tool of a source and forgets its origin, in one transaction. Returns the removed names. */
  removeSource(sourceId: string): string[] {
    return inTransaction(this.db, () => {
      const tools = this.list({ source: sourceId });
      for (const tool of tools) this.delete(tool);
      cachedStatement(this.db, 'DELETE FROM sources WHERE id = ?').run(sourceId);
      return tools.map((t) => t.name);
    });
  }

  /** Every version of `name` ever written, oldest first (also for removed tools). Empty if never known. */
  history(name: string): ToolVersion[] {
    return (
      cachedStatement(
        this.db,
        'SELECT version, change, definition, written_at FROM tool_versions WHERE name = ? ORDER BY version',
      ).all(name) as Array<{
        version: number;
        change: ToolVersion['change'];
        definition: string;
        written_at: string;
      }>
    ).map((r) => ({
      version: r.version,
      change: r.change,
      definition: JSON.parse(r.definition) as ToolDefinition,
      writtenAt: r.written_at,
    }));
  }

  /**
   * Makes the library hold exactly what `loaded` offers for its source id, in one transaction: new tools are
   * created, changed ones get a new version, ones the source no longer offers are removed. A tool name taken
   * by another source fails the whole sync (nothing is written). With `origin`, the library remembers how
   * to load the source again (for `library update`).
   */
  syncSource(loaded: LoadedSource, options: { origin?: SourceOrigin } = {}): SyncReport {
    const definitions = loaded.tools.map((t) => validateToolDefinition(t, this.validator));
    const report: SyncReport = {
      sourceId: loaded.sourceId,
      created: [],
      updated: [],
      removed: [],
      unchanged: [],
      warnings: loaded.warnings,
    };
    const seen = new Set<string>();
    for (const d of definitions) {
      if (d.source.id !== loaded.sourceId) {
        throw new InvalidArgumentError({
          argument: `tool '${d.name}'`,
          message: `its source id '${d.source.id}' is not '${loaded.sourceId}'`,
        });
      }
      if (seen.has(d.name)) {
        throw new InvalidArgumentError({
          argument: `source '${loaded.sourceId}'`,
          message: `it offers two tools named '${d.name}'`,
        });
      }
      seen.add(d.name);
    }
    inTransaction(this.db, () => {
      for (const d of definitions) {
        const current = this.get(d.name);
        if (!current) {
          this.insert(d);
          report.created.push(d.name);
        } else if (current.source.id !== loaded.sourceId) {
          throw new DuplicateToolError({
            toolName: d.name,
            existingSource: current.source.id,
            incomingSource: loaded.sourceId,
          });
        } else if (this.rewrite(current, d).version !== current.version) {
          report.updated.push(d.name);
        } else {
          report.unchanged.push(d.name);
        }
      }
      for (const tool of this.list({ source: loaded.sourceId })) {
        if (!seen.has(tool.name)) {
          this.delete(tool);
          report.removed.push(tool.name);
        }
      }
      if (options.origin) {
        const now = this.clock().toISOString();
        const type = definitions[0]?.source.type ?? options.origin.kind;
        cachedStatement(
          this.db,
          `INSERT INTO sources (id, type, origin, added_at, synced_at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT(id) DO UPDATE SET type = excluded.type, origin = excluded.origin, synced_at = excluded.synced_at`,
        ).run(loaded.sourceId, type, JSON.stringify(options.origin), now, now);
      }
    });
    return report;
  }

  /** Searches the library; see {@link SearchOptions} for methods, score ranges and filters. */
  async search(query: string, options: SearchOptions = {}): Promise<SearchHit[]> {
    const { topK = 5, minScore = 0 } = options;
    const method = this.methodFor(options.method);
    const filter = { source: options.source, tags: options.tags, exclude: options.exclude };
    const pool = Math.max(topK * 4, 50);
    let scored: Array<{ id: number; score: number }>;
    if (method === 'lexical') {
      scored = lexicalSearch(this.db, query, { limit: topK, weights: this.weights, filter });
    } else {
      const dense = this.dense as DenseIndex;
      const allowed = this.filterIds(filter);
      const denseHits = await dense.search(query, {
        limit: method === 'dense' ? topK : pool,
        ...(allowed && { allow: (id) => allowed.has(id) }),
      });
      if (method === 'dense') {
        scored = denseHits;
      } else {
        const lexical = lexicalSearch(this.db, query, { limit: pool, weights: this.weights, filter });
        scored = reciprocalRankFusion([lexical.map((m) => m.id), denseHits.map((m) => m.id)]).map((f) => ({
          id: f.key,
          score: f.score,
        }));
      }
    }
    return this.toHits(scored.filter((s) => s.score >= minScore).slice(0, topK));
  }

  /**
   * Searches once per query (e.g. per subtask of a decomposed task). Returns each query's hits and one list
   * fused across queries by reciprocal rank fusion.
   */
  async searchMany(queries: string[], options: SearchOptions = {}): Promise<MultiSearchResult> {
    const perQuery = [];
    for (const query of queries) perQuery.push({ query, hits: await this.search(query, options) });
    const fused = reciprocalRankFusion(perQuery.map((q) => q.hits.map((h) => h.tool.name)));
    const byName = new Map(perQuery.flatMap((q) => q.hits.map((h) => [h.tool.name, h.tool] as const)));
    return {
      perQuery,
      fused: fused
        .slice(0, options.topK ?? 5)
        .map((f, i) => ({ tool: byName.get(f.key) as StoredTool, score: f.score, rank: i + 1 })),
    };
  }

  /** Embeds tools that lack a current vector (no-op without an embedding model). Returns how many were embedded. */
  async refreshEmbeddings(): Promise<number> {
    return this.dense ? this.dense.refresh() : 0;
  }

  private methodFor(requested: SearchMethod | undefined): SearchMethod {
    const method = requested ?? (this.dense ? 'hybrid' : 'lexical');
    if (method !== 'lexical' && !this.dense) {
      throw new InvalidArgumentError({
        argument: 'method',
        message: `'${method}' search needs an embedding model; open the library with the 'embedding' option or use 'lexical'`,
      });
    }
    return method;
  }

  private filterIds(filter: {
    source?: string | undefined;
    tags?: string[] | undefined;
    exclude?: string[] | undefined;
  }): Set<number> | undefined {
    if (filter.source === undefined && !filter.tags?.length && !filter.exclude?.length) return undefined;
    const exclude = new Set(filter.exclude ?? []);
    return new Set(
      this.list({ ...(filter.source !== undefined && { source: filter.source }) })
        .filter((t) => !exclude.has(t.name) && (filter.tags ?? []).every((tag) => t.tags.includes(tag)))
        .map((t) => this.idOf(t.name) as number),
    );
  }

  private toHits(scored: Array<{ id: number; score: number }>): SearchHit[] {
    if (scored.length === 0) return [];
    const rows = this.db
      .prepare(`SELECT * FROM tools WHERE id IN (${scored.map(() => '?').join(',')})`)
      .all(...scored.map((s) => s.id)) as unknown as ToolRow[];
    const byId = new Map(rows.map((r) => [r.id, toStoredTool(r)]));
    return scored.flatMap((s, i) => {
      const tool = byId.get(s.id);
      return tool ? [{ tool, score: s.score, rank: i + 1 }] : [];
    });
  }

  private nameOf(id: number): string | undefined {
    return (
      cachedStatement(this.db, 'SELECT name FROM tools WHERE id = ?').get(id) as { name: string } | undefined
    )?.name;
  }

  private idOf(name: string): number | undefined {
    return (
      cachedStatement(this.db, 'SELECT id FROM tools WHERE name = ?').get(name) as { id: number } | undefined
    )?.id;
  }

  private insert(definition: ToolDefinition): StoredTool {
    if (this.get(definition.name)) throw new DuplicateToolError({ toolName: definition.name });
    const now = this.clock().toISOString();
    const last = cachedStatement(this.db, 'SELECT max(version) AS v FROM tool_versions WHERE name = ?').get(
      definition.name,
    ) as { v: number | null };
    const version = (last.v ?? 0) + 1;
    const json = JSON.stringify(definition);
    const { lastInsertRowid } = cachedStatement(
      this.db,
      'INSERT INTO tools (name, version, definition, source_type, source_id, created_at, updated_at, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      definition.name,
      version,
      json,
      definition.source.type,
      definition.source.id,
      now,
      now,
      contentHash(definition),
    );
    const id = Number(lastInsertRowid);
    this.writeTags(id, definition.tags);
    indexToolText(this.db, id, definition);
    cachedStatement(
      this.db,
      "INSERT INTO tool_versions (name, version, change, definition, written_at) VALUES (?, ?, 'created', ?, ?)",
    ).run(definition.name, version, json, now);
    return { ...definition, version, createdAt: now, updatedAt: now };
  }

  private rewrite(current: StoredTool, definition: ToolDefinition): StoredTool {
    const hash = contentHash(definition);
    if (hash === contentHash(definitionOf(current))) return current;
    const now = this.clock().toISOString();
    const version = current.version + 1;
    const json = JSON.stringify(definition);
    const id = this.idOf(current.name) as number;
    cachedStatement(
      this.db,
      'UPDATE tools SET version = ?, definition = ?, source_type = ?, source_id = ?, updated_at = ?, content_hash = ? WHERE id = ?',
    ).run(version, json, definition.source.type, definition.source.id, now, hash, id);
    cachedStatement(this.db, 'DELETE FROM tool_tags WHERE tool_id = ?').run(id);
    this.writeTags(id, definition.tags);
    indexToolText(this.db, id, definition);
    cachedStatement(
      this.db,
      "INSERT INTO tool_versions (name, version, change, definition, written_at) VALUES (?, ?, 'updated', ?, ?)",
    ).run(current.name, version, json, now);
    return { ...definition, version, createdAt: current.createdAt, updatedAt: now };
  }

  private delete(current: StoredTool): void {
    const id = this.idOf(current.name) as number;
    unindexToolText(this.db, id);
    cachedStatement(this.db, 'DELETE FROM tools WHERE id = ?').run(id);
    cachedStatement(
      this.db,
      "INSERT INTO tool_versions (name, version, change, definition, written_at) VALUES (?, ?, 'deleted', ?, ?)",
    ).run(
      current.name,
      current.version + 1,
      JSON.stringify(definitionOf(current)),
      this.clock().toISOString(),
    );
  }

  private writeTags(id: number, tags: string[]): void {
    const insert = cachedStatement(this.db, 'INSERT OR IGNORE INTO tool_tags (tool_id, tag) VALUES (?, ?)');
    for (const tag of tags) insert.run(id, tag);
  }
}

function toStoredTool(row: ToolRow): StoredTool {
  const definition = JSON.parse(row.definition) as ToolDefinition;
  return { ...definition, version: row.version, createdAt: row.created_at, updatedAt: row.updated_at };
}

function definitionOf(tool: StoredTool): ToolDefinition {
  const { version: _v, createdAt: _c, updatedAt: _u, ...definition } = tool;
  return definition;
}

function listQuery(filter: ListFilter): { sql: string; params: string[] } {
  const where: string[] = [];
  const params: string[] = [];
  if (filter.source !== undefined) {
    where.push('source_id = ?');
    params.push(filter.source);
  }
  if (filter.sourceType !== undefined) {
    where.push('source_type = ?');
    params.push(filter.sourceType);
  }
  if (filter.tag !== undefined) {
    where.push('id IN (SELECT tool_id FROM tool_tags WHERE tag = ?)');
    params.push(filter.tag);
  }
  if (filter.nameContains !== undefined) {
    where.push('instr(lower(name), lower(?)) > 0');
    params.push(filter.nameContains);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}
