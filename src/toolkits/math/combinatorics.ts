import type { Integer } from './integer.ts';
import { bigIntToNumber, requireIntegerInRange } from './validate.ts';

/** The largest factorial argument whose result is a finite number (170! ≈ 7.26e306). */
const MAX_FACTORIAL_ARGUMENT = 170;
/** Big integers above this no longer fit in a number (it would be Infinity). */
const NUMBER_LIMIT = 2n ** 1024n;

/**
 * Factorial of a whole number (n!, the product 1 × 2 × … × n); 0! = 1.
 *
 * @param number - A whole number from 0 to 170. Results are exact up to 2^53 (9,007,199,254,740,991) and the
 *   nearest floating-point value beyond that.
 * @returns number!.
 */
export function factorial(number: Integer): Integer {
  requireIntegerInRange(number, 'number', 0, MAX_FACTORIAL_ARGUMENT);
  let result = 1n;
  for (let factor = 2n; factor <= BigInt(number); factor++) result *= factor;
  return bigIntToNumber(result, 'the factorial');
}

/**
 * Factorial of a whole number (n!) computed recursively as n × (n − 1)!; gives the same result as the
 * iterative factorial.
 *
 * @param n - A whole number from 0 to 170. Results are exact up to 2^53 and the nearest floating-point value
 *   beyond that.
 * @returns n!.
 */
export function factorial_recursive(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, MAX_FACTORIAL_ARGUMENT);
  const recurse = (k: bigint): bigint => (k <= 1n ? 1n : k * recurse(k - 1n));
  return bigIntToNumber(recurse(BigInt(n)), 'the factorial');
}

/**
 * Binomial coefficient "n choose k" (nCk, combinations): the number of ways to choose k items from n
 * without regard to order.
 *
 * @param n - Size of the set; a whole number >= 0.
 * @param k - Number of items chosen; a whole number >= 0. When k > n the result is 0.
 * @returns n! / (k! (n − k)!). Exact up to 2^53; throws when the result is too large for a number.
 */
export function binomial_coefficient(n: Integer, k: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  requireIntegerInRange(k, 'k', 0, Number.MAX_SAFE_INTEGER);
  if (k > n) return 0;
  const steps = BigInt(Math.min(k, n - k));
  const total = BigInt(n);
  let result = 1n;
  for (let i = 0n; i < steps; i++) {
    // After this step result is C(n, i + 1), which grows with i up to n / 2, so it is safe to stop early.
    result = (result * (total - i)) / (i + 1n);
    if (result >= NUMBER_LIMIT) throw new RangeError('the binomial coefficient is too large to represent');
  }
  return bigIntToNumber(result, 'the binomial coefficient');
}

/**
 * The n-th Catalan number (1, 1, 2, 5, 14, 42, … for n = 0, 1, 2, …), which counts e.g. balanced
 * parenthesis strings, binary trees and polygon triangulations.
 *
 * @param n - Index, a whole number >= 0 (0-based: catalan_number(0) = 1). Results are exact up to 2^53.
 * @returns C(2n, n) / (n + 1).
 */
export function catalan_number(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  let result = 1n;
  for (let i = 0n; i < BigInt(n); i++) {
    result = (result * 2n * (2n * i + 1n)) / (i + 2n);
    if (result >= NUMBER_LIMIT) throw new RangeError('the Catalan number is too large to represent');
  }
  return bigIntToNumber(result, 'the Catalan number');
}

/**
 * A row of Pascal's triangle: the binomial coefficients C(n, 0), C(n, 1), …, C(n, n).
 *
 * @param n - Row index, 0-based (row 0 is [1], row 4 is [1, 4, 6, 4, 1]); a whole number from 0 to 1000.
 * @returns The n + 1 entries of the row. Entries are exact up to 2^53.
 */
export function pascals_triangle_row(n: Integer): Integer[] {
  requireIntegerInRange(n, 'n', 0, 1000);
  const row: Integer[] = [1];
  let entry = 1n;
  for (let k = 0n; k < BigInt(n); k++) {
    entry = (entry * (BigInt(n) - k)) / (k + 1n);
    row.push(Number(entry));
  }
  return row;
}
