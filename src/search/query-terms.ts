import { splitIdentifiers } from './split-identifier.ts';
import { STOPWORDS } from './stopwords.ts';

/**
 * The distinct search terms of a query: identifiers split, lowercased, punctuation dropped, stopwords
 * removed. When every word is a stopword the words are kept, so that a query never becomes empty by
 * accident.
 */
export function queryTerms(query: string): string[] {
  const words = splitIdentifiers(query)
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter((w) => w.length > 0);
  const content = words.filter((w) => !STOPWORDS.has(w));
  return [...new Set(content.length > 0 ? content : words)].map((w) => w.replace(/'/g, ''));
}
