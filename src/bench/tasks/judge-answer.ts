import { extractNumbers } from './extract-numbers.ts';

/** How close a number in an answer must be to a solution: within `absolute`, or within `relative` of it. */
export interface AnswerTolerance {
  /** Fraction of the solution's magnitude. @default 0.01 (1%) */
  relative: number;
  /** Absolute difference. @default 0.01 */
  absolute: number;
}

/** The tolerance answers are judged with unless told otherwise: 1% or 0.01, whichever is larger. */
export const DEFAULT_TOLERANCE: Readonly<AnswerTolerance> = Object.freeze({ relative: 0.01, absolute: 0.01 });

const TRUE_WORDS = new Set(['true', 'yes']);
const FALSE_WORDS = new Set(['false', 'no']);

/**
 * Whether `answer` gives one of `solutions`; null when there are none to judge by. Numbers (and strings
 * that are numbers, such as `3,628,855`) match any number written in the answer within the tolerance,
 * never by substring: `40` does not match `400` or `1400`. `true`/`false` match the answer's yes/no words
 * when it uses only one polarity. Other words match as a whole-word phrase, case and punctuation ignored.
 */
export function judgeAnswer(
  answer: string,
  solutions: ReadonlyArray<number | string>,
  tolerance: AnswerTolerance = DEFAULT_TOLERANCE,
): boolean | null {
  if (solutions.length === 0) return null;
  const numbers = extractNumbers(answer);
  const words = normalize(answer).split(' ');
  const close = (a: number, s: number) =>
    Math.abs(a - s) <= Math.max(tolerance.absolute, tolerance.relative * Math.abs(s));
  return solutions.some((solution) => {
    const numeric = typeof solution === 'number' ? solution : asNumber(solution);
    if (numeric !== undefined) return numbers.some((n) => close(n, numeric));
    const phrase = normalize(String(solution));
    if (TRUE_WORDS.has(phrase) || FALSE_WORDS.has(phrase)) {
      const wanted = TRUE_WORDS.has(phrase) ? TRUE_WORDS : FALSE_WORDS;
      const other = wanted === TRUE_WORDS ? FALSE_WORDS : TRUE_WORDS;
      return words.some((w) => wanted.has(w)) && !words.some((w) => other.has(w));
    }
    return phrase !== '' && ` ${words.join(' ')} `.includes(` ${phrase} `);
  });
}

function asNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?(?:[eE][+-]?\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/,/g, ''));
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
