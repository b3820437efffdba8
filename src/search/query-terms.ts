import { splitIdentifiers } from './split-identifier.ts';
import { STOPWORDS } from './stopwords.ts';

/**
 * The distinct search terms of a query, in order of first appearance: identifiers split, lowercased,
 * punctuation dropped, stopwords removed (also in their apostrophe-less spelling, so `I'd` goes like `id`),
 * and plain numbers removed: in a task they are the values to work on ("add 2 and 3"), not what a tool
 * does. When nothing is left the words are kept, so that a query never becomes empty by accident.
 */
export function queryTerms(query: string): string[] {
  const words = splitIdentifiers(query)
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((w) => w.replace(/^'+|'+$/g, '').replace(/'s$/, ''))
    .filter((w) => w.length > 0);
  const content = words.filter(
    (w) => !STOPWORDS.has(w) && !STOPWORDS.has(w.replace(/'/g, '')) && !/^\d+$/.test(w),
  );
  return [...new Set((content.length > 0 ? content : words).map((w) => w.replace(/'/g, '')))].filter(
    (w) => w.length > 0,
  );
}
