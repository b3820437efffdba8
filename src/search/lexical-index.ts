import type { DatabaseSync } from 'node:sqlite';
import type { ToolDefinition } from '../tool/tool-definition.ts';
import type { FieldWeights } from './fts-weights.ts';
import { groupEvidence } from './group-evidence.ts';
import { DEFAULT_LEXICAL_RANKING, type LexicalRanking } from './lexical-ranking.ts';
import { libraryStatistics, type LibraryStatistics } from './library-statistics.ts';
import { queryClauses } from './query-clauses.ts';
import { queryTerms } from './query-terms.ts';
import { fts5Idf } from './fts5-idf.ts';
import { cachedStatement } from './statement-cache.ts';
import { topK } from './top-k.ts';
import { toolDocument } from './tool-document.ts';

/** A scored tool id from the lexical index. */
export interface LexicalMatch {
  /** Row id of the tool in the `tools` table. */
  id: number;
  /** Similarity in [0, 1), see `SearchOptions.minScore`; orders the matches. */
  score: number;
  /** The tool's plain BM25 for the whole query (positive, higher is better), before re-ranking. */
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
  cachedStatement(db, 'DELETE FROM tool_fts WHERE rowid = ?').run(id);
  cachedStatement(
    db,
    'INSERT INTO tool_fts (rowid, name, description, parameters, tags, outputs) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(id, doc.name, doc.description, doc.parameters, doc.tags, doc.outputs);
}

/** Removes the index entry of one tool. */
export function unindexToolText(db: DatabaseSync, id: number): void {
  cachedStatement(db, 'DELETE FROM tool_fts WHERE rowid = ?').run(id);
}

/**
 * Lexical search over the tool index, in two stages. First BM25 (SQLite FTS5: any query term may match,
 * fields weighted by `weights`, porter stemming on both sides), computed term by term so that parts of the
 * query can be scored on their own; adjacent query words that occur as a phrase add `phraseWeight` times
 * their phrase BM25. Then the best `pool` candidates are re-ranked with tool-aware evidence (see
 * {@link LexicalRanking}): how well a tool answers one clause of a multi-sentence request, and how relevant
 * the other tools of its source or tags are. Returns at most `limit` matches, best first; see
 * `SearchOptions.minScore` for the score.
 */
export function lexicalSearch(
  db: DatabaseSync,
  query: string,
  options: {
    limit: number;
    weights: FieldWeights;
    filter?: LexicalFilter;
    ranking?: Partial<LexicalRanking>;
  },
): LexicalMatch[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || options.limit <= 0) return [];
  const ranking = { ...DEFAULT_LEXICAL_RANKING, ...options.ranking };
  const stats = libraryStatistics(db);
  const w = options.weights;
  const bm25 = stats.statement(
    'SELECT rowid, -bm25(tool_fts, ?, ?, ?, ?, ?) FROM tool_fts WHERE tool_fts MATCH ?',
  );
  bm25.setReturnArrays(true);
  const allowed = allowedIds(db, options.filter);
  const run = (match: string): Array<[number, number]> =>
    bm25.all(w.name, w.description, w.parameters, w.tags, w.outputs, match) as unknown as Array<
      [number, number]
    >;

  // Scores accumulate in arrays indexed by row id (ids are SQLite's dense integer keys).
  const size = stats.maxId + 1;
  const total = new Float64Array(size);
  const first = new Float64Array(size);
  const matched: number[] = [];
  const perTerm: Array<Array<[number, number]>> = [];
  let idfSum = 0;
  for (const term of terms) {
    const rows = run(`"${term}"`);
    idfSum += fts5Idf(stats.total, rows.length);
    for (const [id, score] of rows) {
      if (id >= size || (allowed && !allowed.has(id))) continue;
      if (total[id] === 0) matched.push(id);
      total[id] = (total[id] as number) + score;
    }
    perTerm.push(rows);
  }
  if (matched.length === 0) return [];
  first.set(total);
  if (ranking.phraseWeight > 0) {
    for (let i = 0; i + 1 < terms.length; i++) {
      for (const [id, score] of run(`"${terms[i]} ${terms[i + 1]}"`)) {
        if (id < size && total[id] !== 0) first[id] = (first[id] as number) + ranking.phraseWeight * score;
      }
    }
  }

  const pool = topK(
    matched.map((id) => ({ id, score: first[id] as number })),
    Math.max(options.limit, ranking.pool),
  );
  const best = pool[0]?.score ?? 1;
  const slot = new Int32Array(size).fill(-1);
  pool.forEach((c, i) => {
    slot[c.id] = i;
  });
  const termIndex = new Map(terms.map((t, i) => [t, i]));
  const clauses = ranking.clauseWeight > 0 ? queryClauses(query, terms) : [];
  const clauseMatch = new Float64Array(pool.length);
  if (clauses.length > 1) {
    const scores = new Float64Array(pool.length);
    for (const clause of clauses) {
      scores.fill(0);
      for (const term of clause) {
        for (const [id, score] of perTerm[termIndex.get(term) as number] ?? []) {
          const i = id < size ? (slot[id] as number) : -1;
          if (i >= 0) scores[i] = (scores[i] as number) + score;
        }
      }
      let top = 0;
      for (const x of scores) top = Math.max(top, x);
      if (top <= 0) continue;
      scores.forEach((x, i) => {
        clauseMatch[i] = Math.max(clauseMatch[i] as number, x / top);
      });
    }
  }
  const groups = ranking.groupWeight > 0 ? groupEvidenceOf(stats, pool, best) : new Map<number, number>();

  const reference =
    Math.max(1e-6, idfSum * w.description) * (1 + (clauses.length > 1 ? ranking.clauseWeight : 0));
  return pool
    .map((c, i) => {
      const evidence =
        ranking.clauseWeight * (clauseMatch[i] as number) + ranking.groupWeight * (groups.get(c.id) ?? 0);
      return { id: c.id, bm25: total[c.id] as number, ranked: c.score + best * evidence };
    })
    .sort((a, b) => b.ranked - a.ranked || a.id - b.id)
    .slice(0, options.limit)
    .map((c) => ({ id: c.id, bm25: c.bm25, score: c.ranked / (c.ranked + reference) }));
}

/** The ids the filter lets through, or undefined without a filter. */
function allowedIds(db: DatabaseSync, filter: LexicalFilter = {}): Set<number> | undefined {
  const where: string[] = [];
  const params: string[] = [];
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
  if (where.length === 0) return undefined;
  const rows = db
    .prepare(`SELECT t.id AS id FROM tools t WHERE ${where.join(' AND ')}`)
    .all(...params) as Array<{
    id: number;
  }>;
  return new Set(rows.map((r) => r.id));
}

/** Group evidence of the candidates: their groups are their source and their tags. */
function groupEvidenceOf(
  stats: LibraryStatistics,
  candidates: Array<{ id: number; score: number }>,
  best: number,
): Map<number, number> {
  if (candidates.length < 2 || stats.total < 2) return new Map();
  const ids = JSON.stringify(candidates.map((c) => c.id));
  const groups = new Map<number, string[]>();
  const add = (id: number, group: string): void => {
    const list = groups.get(id);
    if (list) list.push(group);
    else groups.set(id, [group]);
  };
  const sources = stats.statement(
    'SELECT id, source_id FROM tools WHERE id IN (SELECT value FROM json_each(?))',
  );
  for (const r of sources.all(ids) as Array<{ id: number; source_id: string }>)
    add(r.id, `source:${r.source_id}`);
  const tags = stats.statement(
    'SELECT tool_id, tag FROM tool_tags WHERE tool_id IN (SELECT value FROM json_each(?))',
  );
  for (const r of tags.all(ids) as Array<{ tool_id: number; tag: string }>) add(r.tool_id, `tag:${r.tag}`);
  return groupEvidence({
    scores: new Map(candidates.map((c) => [c.id, c.score / best])),
    groupsOf: (id) => groups.get(id) ?? [],
    groupSize: stats.groupSize,
    total: stats.total,
  });
}
