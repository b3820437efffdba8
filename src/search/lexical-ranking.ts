/**
 * How lexical search re-ranks its BM25 candidates with tool-aware evidence. Each weight scales a feature
 * measured in units of the best candidate's BM25, added to the tool's own BM25; 0 turns a feature off.
 */
export interface LexicalRanking {
  /** How many of the best BM25 candidates are re-ranked (at least the number of results asked for). @default 100 */
  pool: number;
  /**
   * Weight of the best clause match: for a request of several sentences, a tool's BM25 over the terms of one
   * sentence divided by the best tool's, maximised over sentences. @default 1
   */
  clauseWeight: number;
  /**
   * Weight of group evidence: the best candidate score among the other tools of the same source or tag,
   * scaled by how specific that group is (see `groupEvidence`). @default 0.5
   */
  groupWeight: number;
  /** Weight of the BM25 of adjacent query words matched as a phrase (`qr code`, `exchange rate`). @default 0.5 */
  phraseWeight: number;
}

/** The ranking used unless told otherwise. */
export const DEFAULT_LEXICAL_RANKING: LexicalRanking = {
  pool: 100,
  clauseWeight: 1,
  groupWeight: 0.5,
  phraseWeight: 0.5,
};
