import type { DatabaseSync } from 'node:sqlite';
import type { ToolDefinition } from '../tool/tool-definition.ts';
import type { FieldWeights } from './fts-weights.ts';
import { queryTerms } from './query-terms.ts';
import { toolDocument } from './tool-document.ts';

/** A scored tool id from the lexical index. */
export interface LexicalMatch {
  /** Row id of the tool in the `tools` table. */
  id: number;
  /** Similarity in [0, 1), see `SearchOptions.minScore`. */
  score: number;
  /** The raw BM25 score (positive, higher is better). */
  bm25: number;
}

/** Filters applied inside the index query. */
export interface LexicalFilter {
  /** Only tools from this source id. */
  source?: string | undefined;
  /** Only tools that carry all of these tags. */
  tags?: string[] | undefined;
  /** Never these tool names. */
  exclude?: string[] | undefined;
}

/** Writes (or rewrites) the index entry of one tool. Call inside the transaction that changes the tool. */
export function indexToolText(db: DatabaseSync, id: number, tool: ToolDefinition): void {
  const doc = toolDocument(tool);
  db.prepare('DELETE FROM tool_fts WHERE rowid = ?').run(id);
  db.prepare(
    'INSERT INTO tool_fts (rowid, name, description, parameters, tags, outputs) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, doc.name, doc.description, doc.parameters, doc.tags, doc.outputs);
}

/** Removes the index entry of one tool. */
export function unindexToolText(db: DatabaseSync, id: number): void {
  db.prepare('DELETE FROM tool_fts WHERE rowid = ?').run(id);
}

/**
 * BM25 search over the tool index: any query term may match (OR), fields weighted by `weights`, porter
 * stemming on both sides. Returns at most `limit` matches, best first.
 */
export function lexicalSearch(
  db: DatabaseSync,
  query: string,
  options: { limit: number; weights: FieldWeights; filter?: LexicalFilter },
): LexicalMatch[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || options.limit <= 0) return [];
  const match = terms.map((t) => `"${t}"`).join(' OR ');
  const w = options.weights;
  const where: string[] = ['tool_fts MATCH ?'];
  const params: Array<string | number> = [match];
  const filter = options.filter ?? {};
  if (filter.source !== undefined) {
    where.push('t.source_id = ?');
    params.push(filter.source);
  }
  for (const tag of filter.tags ?? []) {
    where.push('EXISTS (SELECT 1 FROM tool_tags g WHERE g.tool_id = t.id AND g.tag = ?)');
    params.push(tag);
  }
  if (filter.exclude?.length) {
    where.push(`t.name NOT IN (${filter.exclude.map(() => '?').join(', ')})`);
    params.push(...filter.exclude);
  }
  const rows = db
    .prepare(
      `SELECT t.id AS id, -bm25(tool_fts, ?, ?, ?, ?, ?) AS bm25
       FROM tool_fts JOIN tools t ON t.id = tool_fts.rowid
       WHERE ${where.join(' AND ')}
       ORDER BY bm25(tool_fts, ?, ?, ?, ?, ?) LIMIT ?`,
    )
    .all(
      w.name,
      w.description,
      w.parameters,
      w.tags,
      w.outputs,
      ...params,
      w.name,
      w.description,
      w.parameters,
      w.tags,
      w.outputs,
      options.limit,
    ) as Array<{ id: number; bm25: number }>;
  if (rows.length === 0) return [];
  const reference = referenceScore(db, terms, w.description);
  return rows.map((r) => ({ id: r.id, bm25: r.bm25, score: r.bm25 / (r.bm25 + reference) }));
}

/**
 * The BM25 of a tool whose description mentions each query term once at average length: the sum of the
 * terms' IDFs times the description weight. Uses FTS5's own IDF formula.
 */
function referenceScore(db: DatabaseSync, terms: string[], descriptionWeight: number): number {
  const total = (db.prepare('SELECT count(*) AS n FROM tool_fts').get() as { n: number }).n;
  const count = db.prepare('SELECT count(*) AS n FROM tool_fts WHERE tool_fts MATCH ?');
  let idfSum = 0;
  for (const term of terms) {
    const n = (count.get(`"${term}"`) as { n: number }).n;
    idfSum += Math.max(1e-6, Math.log((total - n + 0.5) / (n + 0.5)));
  }
  return Math.max(1e-6, idfSum * descriptionWeight);
}
