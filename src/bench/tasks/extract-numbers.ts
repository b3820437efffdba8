const NUMBER = /(?<![\w.])-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][+-]?\d+)?|(?<![\w.\d])-?\.\d+/g;

/**
 * The numbers written in a text, in order: integers, decimals, negatives, thousands separated by commas
 * (`3,628,855`), scientific notation (`2.5e3`); a Unicode minus counts as one. Digits inside words
 * (`M2`, `x86`) and lists without spaces (`1,2,3` gives 1, 2 and 3) are read as people would.
 */
export function extractNumbers(text: string): number[] {
  const normalized = text.replace(/[\u2212\u2012\u2013]/g, '-');
  return [...normalized.matchAll(NUMBER)]
    .map((m) => Number(m[0].replace(/,/g, '')))
    .filter((n) => Number.isFinite(n));
}
