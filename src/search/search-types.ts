import type { StoredTool } from '../tool/tool-definition.ts';

/**
 * How to search:
 * - `lexical`: SQLite FTS5 BM25 over tool-aware fields, re-ranked with tool-aware evidence (a request's
 *   clauses, phrases, groups of related tools). Works offline; the default without an embedding model.
 * - `dense`: cosine similarity of embeddings from the configured embedding model.
 * - `hybrid`: both, fused by reciprocal rank fusion. The default when an embedding model is configured.
 */
export type SearchMethod = 'lexical' | 'dense' | 'hybrid';

/** Options of a library search. */
export interface SearchOptions {
  /** How many tools to return at most. @default 5 */
  topK?: number;
  /**
   * Drop hits whose `score` is below this. Scores are similarities, higher is better; their range depends on
   * the method:
   * - `lexical`: in [0, 1). The re-ranked BM25 `s` (the tool's BM25 plus its phrase, clause and group
   *   evidence, see `LexicalRanking`) mapped by `s / (s + r)`, where `r` is the BM25 of a tool whose description
   *   mentions every query term once at average length (times 1 + the clause weight for a request of several
   *   sentences, whose evidence adds up to that much more); 0.5 means "as good as that". Exact name hits score
   *   higher, and so do tools whose source or tag mates match well.
   * - `dense`: cosine similarity in [-1, 1]; typical relevant hits are above 0.3 for common embedding models.
   * - `hybrid`: reciprocal rank fusion divided by its maximum, in (0, 1]; 1 means ranked first by both methods.
   * @default 0
   */
  minScore?: number;
  /** Search method. @default 'hybrid' with an embedding model, else 'lexical' */
  method?: SearchMethod;
  /** Only tools from this source id. */
  source?: string;
  /** Only tools that carry all of these tags. */
  tags?: string[];
  /** Never return these tools (e.g. ones already in the model's context). */
  exclude?: string[];
}

/** One search result. */
export interface SearchHit {
  /** The tool. */
  tool: StoredTool;
  /** Similarity; higher is better. See {@link SearchOptions.minScore} for ranges. */
  score: number;
  /** 1-based rank within this result list. */
  rank: number;
}

/** The results of a multi-query search. */
export interface MultiSearchResult {
  /** One result list per query, in the order of the queries. */
  perQuery: Array<{ query: string; hits: SearchHit[] }>;
  /** All queries' hits fused by reciprocal rank fusion, best first, at most `topK` entries. */
  fused: SearchHit[];
}
