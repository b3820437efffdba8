import type { Integer } from './integer.ts';
import { sum_of_divisors } from './primes.ts';
import { bigIntToNumber, requireInteger, requireIntegerInRange, requireIntegerList } from './validate.ts';

/** Largest limit accepted by pythagorean_triples (about 12,000 triples). */
const MAX_TRIPLE_LIMIT = 10_000;

/** Greatest common divisor of two safe integers, always >= 0. */
function gcdOf(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** Extended Euclid on big integers: [g, x, y] with a·x + b·y = g and g >= 0. */
function extendedGcd(a: bigint, b: bigint): [bigint, bigint, bigint] {
  let [oldR, r] = [a, b];
  let [oldS, s] = [1n, 0n];
  let [oldT, t] = [0n, 1n];
  while (r !== 0n) {
    const quotient = oldR / r;
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
    [oldT, t] = [t, oldT - quotient * t];
  }
  return oldR < 0n ? [-oldR, -oldS, -oldT] : [oldR, oldS, oldT];
}

/**
 * Greatest common divisor (GCD, also called greatest common factor or highest common factor) of two whole
 * numbers.
 *
 * @param a - A whole number (the sign is ignored).
 * @param b - A whole number (the sign is ignored).
 * @returns The largest whole number dividing both, always >= 0; gcd(0, 0) = 0.
 */
export function gcd(a: Integer, b: Integer): Integer {
  requireInteger(a, 'a');
  requireInteger(b, 'b');
  return gcdOf(a, b);
}

/**
 * Extended Euclidean algorithm: the greatest common divisor of two whole numbers together with Bézout
 * coefficients x and y such that a·x + b·y = gcd(a, b). Useful for modular inverses.
 *
 * @param a - A whole number.
 * @param b - A whole number.
 * @returns The tuple [g, x, y] with g = gcd(a, b) >= 0 and a·x + b·y = g.
 */
export function gcd_extended(a: Integer, b: Integer): [Integer, Integer, Integer] {
  requireInteger(a, 'a');
  requireInteger(b, 'b');
  const [g, x, y] = extendedGcd(BigInt(a), BigInt(b));
  return [Number(g), Number(x), Number(y)];
}

/**
 * Least common multiple (LCM, lowest common multiple) of two whole numbers: the smallest positive number
 * that both divide.
 *
 * @param a - A whole number (the sign is ignored).
 * @param b - A whole number (the sign is ignored).
 * @returns |a·b| / gcd(a, b), always >= 0; 0 when a or b is 0.
 */
export function lcm(a: Integer, b: Integer): Integer {
  requireInteger(a, 'a');
  requireInteger(b, 'b');
  if (a === 0 || b === 0) return 0;
  return bigIntToNumber((BigInt(Math.abs(a)) / BigInt(gcdOf(a, b))) * BigInt(Math.abs(b)), 'the LCM');
}

/**
 * Least common multiple (LCM) of two whole numbers, computed through the extended Euclidean algorithm;
 * gives the same result as lcm.
 *
 * @param a - A whole number (the sign is ignored).
 * @param b - A whole number (the sign is ignored).
 * @returns |a·b| / gcd(a, b), always >= 0; 0 when a or b is 0.
 */
export function lcm_extended(a: Integer, b: Integer): Integer {
  requireInteger(a, 'a');
  requireInteger(b, 'b');
  if (a === 0 || b === 0) return 0;
  const [g] = extendedGcd(BigInt(a), BigInt(b));
  const product = BigInt(a) * BigInt(b);
  return bigIntToNumber((product < 0n ? -product : product) / g, 'the LCM');
}

/**
 * Checks whether a whole number is even (divisible by 2).
 *
 * @param number - Any whole number (0 and negative even numbers are even).
 * @returns true if number is even, otherwise false.
 */
export function is_even(number: Integer): boolean {
  requireInteger(number, 'number');
  return number % 2 === 0;
}

/**
 * Checks whether a whole number is odd (not divisible by 2).
 *
 * @param number - Any whole number.
 * @returns true if number is odd, otherwise false.
 */
export function is_odd(number: Integer): boolean {
  requireInteger(number, 'number');
  return number % 2 !== 0;
}

/**
 * Adds up the even numbers in a list of whole numbers, ignoring the odd ones.
 *
 * @param numbers - Whole numbers; may be empty.
 * @returns The sum of the even elements (0 when there are none).
 */
export function sum_of_even_numbers(numbers: Integer[]): Integer {
  requireIntegerList(numbers, 'numbers');
  return numbers.reduce((sum, value) => (value % 2 === 0 ? sum + value : sum), 0);
}

/**
 * Adds up the odd numbers in a list of whole numbers, ignoring the even ones. For the sum of the first k
 * odd numbers pass [1, 3, 5, …] (the result is k²).
 *
 * @param numbers - Whole numbers; may be empty.
 * @returns The sum of the odd elements (0 when there are none).
 */
export function sum_of_odd_numbers(numbers: Integer[]): Integer {
  requireIntegerList(numbers, 'numbers');
  return numbers.reduce((sum, value) => (value % 2 !== 0 ? sum + value : sum), 0);
}

/**
 * Checks whether a whole number is a perfect number: equal to the sum of its proper divisors (6 = 1 + 2 + 3,
 * 28, 496, 8128, …).
 *
 * @param number - Any whole number; numbers below 1 are not perfect.
 * @returns true if number is perfect, otherwise false.
 */
export function is_perfect_number(number: Integer): boolean {
  requireInteger(number, 'number');
  if (number < 1) return false;
  return sum_of_divisors(number) - number === number;
}

/**
 * Lists Pythagorean triples: whole-number right-triangle sides (a, b, c) with a² + b² = c², such as
 * (3, 4, 5). Includes both primitive triples and their multiples, such as (6, 8, 10).
 *
 * @param n - Upper limit for the hypotenuse c (inclusive); a whole number from 0 to 10,000.
 * @returns Every triple [a, b, c] with a < b < c <= n, sorted by c and then by a.
 */
export function pythagorean_triples(n: Integer): [Integer, Integer, Integer][] {
  requireIntegerInRange(n, 'n', 0, MAX_TRIPLE_LIMIT);
  const triples: [Integer, Integer, Integer][] = [];
  // Euclid's formula generates each primitive triple once from coprime m > k > 0 of opposite parity.
  for (let m = 2; m * m + 1 <= n; m++) {
    for (let k = 1; k < m; k++) {
      if ((m - k) % 2 === 0 || gcdOf(m, k) !== 1) continue;
      const c = m * m + k * k;
      if (c > n) break;
      const a = m * m - k * k;
      const b = 2 * m * k;
      for (let multiple = 1; multiple * c <= n; multiple++) {
        triples.push([multiple * Math.min(a, b), multiple * Math.max(a, b), multiple * c]);
      }
    }
  }
  return triples.sort((x, y) => x[2] - y[2] || x[0] - y[0]);
}
