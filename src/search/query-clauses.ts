import { queryTerms } from './query-terms.ts';

/**
 * Splits a request into its clauses (sentences, and lines) and returns the search terms of each, keeping
 * only terms of the whole query and dropping clauses left empty. A request such as "Generate a QR code for
 * the link. Also check the page speed of the site." asks for several tools, one per clause; ranking can
 * then reward the tools that answer one clause well instead of only those matching words of all of them.
 */
export function queryClauses(query: string, terms: readonly string[] = queryTerms(query)): string[][] {
  const allowed = new Set(terms);
  const seen = new Set<string>();
  const clauses: string[][] = [];
  for (const part of query.split(/(?<=[.?!;])\s+|\n+/)) {
    const clause = queryTerms(part).filter((t) => allowed.has(t));
    const key = clause.join(' ');
    if (clause.length === 0 || seen.has(key)) continue;
    seen.add(key);
    clauses.push(clause);
  }
  return clauses;
}
