import type { Integer } from './integer.ts';
import { bigIntToNumber, finiteResult, requireFinite, requireIntegerInRange } from './validate.ts';

/** F(1476) is the largest Fibonacci number below the largest number (about 1.3e308). */
const MAX_FIBONACCI_INDEX = 1476;

/** 1 + 2 + … + n as a big integer. */
function triangular(n: number): bigint {
  const big = BigInt(n);
  return (big * (big + 1n)) / 2n;
}

/** 1² + 2² + … + n² as a number (exact up to 2^53). */
function sumOfSquares(n: number): Integer {
  const big = BigInt(n);
  return bigIntToNumber((big * (big + 1n) * (2n * big + 1n)) / 6n, 'the sum of squares');
}

/** 1³ + 2³ + … + n³ = (n(n + 1)/2)² as a number (exact up to 2^53). */
function sumOfCubes(n: number): Integer {
  return bigIntToNumber(triangular(n) ** 2n, 'the sum of cubes');
}

/**
 * The first n Fibonacci numbers (Fibonacci sequence 0, 1, 1, 2, 3, 5, 8, …), each the sum of the two
 * before it.
 *
 * @param n - How many numbers to list; a whole number from 0 to 1477 (0 gives an empty list).
 * @returns [F(0), F(1), …, F(n − 1)], starting 0, 1. Exact up to 2^53 (F(78)).
 */
export function fibonacci_sequence(n: Integer): Integer[] {
  requireIntegerInRange(n, 'n', 0, MAX_FIBONACCI_INDEX + 1);
  const sequence: Integer[] = [];
  let [current, next] = [0n, 1n];
  for (let i = 0; i < n; i++) {
    sequence.push(Number(current));
    [current, next] = [next, current + next];
  }
  return sequence;
}

/**
 * The n-th Fibonacci number F(n), computed by (memoised) recursion F(n) = F(n − 1) + F(n − 2) with F(0) = 0
 * and F(1) = 1, so F(10) = 55.
 *
 * @param n - Index, 0-based; a whole number from 0 to 1476. Exact up to F(78).
 * @returns F(n).
 */
export function fibonacci_recursive(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, MAX_FIBONACCI_INDEX);
  const memo = new Map<number, bigint>([
    [0, 0n],
    [1, 1n],
  ]);
  const fib = (k: number): bigint => {
    const known = memo.get(k);
    if (known !== undefined) return known;
    const value = fib(k - 1) + fib(k - 2);
    memo.set(k, value);
    return value;
  };
  return Number(fib(n));
}

/**
 * Sum of the first n natural numbers, 1 + 2 + … + n = n(n + 1)/2 (the n-th triangular number).
 *
 * @param n - How many numbers to add; a whole number >= 0.
 * @returns n(n + 1)/2 (exact up to 2^53).
 */
export function sum_of_natural_numbers(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  return bigIntToNumber(triangular(n), 'the sum');
}

/**
 * Sum of the squares of the first n natural numbers, 1² + 2² + … + n² = n(n + 1)(2n + 1)/6.
 *
 * @param n - How many squares to add; a whole number >= 0.
 * @returns The sum of squares (exact up to 2^53).
 */
export function sum_of_squares(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  return sumOfSquares(n);
}

/**
 * Sum of the cubes of the first n natural numbers, 1³ + 2³ + … + n³ = (n(n + 1)/2)².
 *
 * @param n - How many cubes to add; a whole number >= 0.
 * @returns The sum of cubes (exact up to 2^53).
 */
export function sum_of_cubes(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  return sumOfCubes(n);
}

/**
 * Sum of the first n square numbers, 1 + 4 + 9 + … + n² (same as sum_of_squares).
 *
 * @param n - How many squares to add; a whole number >= 0.
 * @returns n(n + 1)(2n + 1)/6 (exact up to 2^53).
 */
export function sum_of_n_squares(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  return sumOfSquares(n);
}

/**
 * Sum of the first n cube numbers, 1 + 8 + 27 + … + n³ (same as sum_of_cubes).
 *
 * @param n - How many cubes to add; a whole number >= 0.
 * @returns (n(n + 1)/2)² (exact up to 2^53).
 */
export function sum_of_n_cubes(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  return sumOfCubes(n);
}

/**
 * Sum of the first n terms of an arithmetic sequence (arithmetic series) a1, a1 + d, a1 + 2d, …
 *
 * @param n - Number of terms; a whole number >= 0.
 * @param a1 - The first term.
 * @param d - The common difference between consecutive terms.
 * @returns n/2 · (2·a1 + (n − 1)·d).
 */
export function sum_of_arithmetic_sequence(n: Integer, a1: number, d: number): number {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  requireFinite(a1, 'a1');
  requireFinite(d, 'd');
  return finiteResult((n * (2 * a1 + (n - 1) * d)) / 2, 'the sum');
}

/**
 * The n-th term of an arithmetic sequence a1, a1 + d, a1 + 2d, … (1-based: the 1st term is a1).
 *
 * @param n - Position of the term, 1-based; a whole number >= 1.
 * @param a1 - The first term.
 * @param d - The common difference between consecutive terms.
 * @returns a1 + (n − 1)·d.
 */
export function nth_term_arithmetic_sequence(n: Integer, a1: number, d: number): number {
  requireIntegerInRange(n, 'n', 1, Number.MAX_SAFE_INTEGER);
  requireFinite(a1, 'a1');
  requireFinite(d, 'd');
  return finiteResult(a1 + (n - 1) * d, 'the term');
}

/**
 * Sum of the first n terms of a geometric sequence (geometric series) a1, a1·r, a1·r², …
 *
 * @param n - Number of terms; a whole number >= 0.
 * @param a1 - The first term.
 * @param r - The common ratio between consecutive terms.
 * @returns a1 · (1 − rⁿ) / (1 − r), or n · a1 when r = 1.
 */
export function sum_of_geometric_sequence(n: Integer, a1: number, r: number): number {
  requireIntegerInRange(n, 'n', 0, Number.MAX_SAFE_INTEGER);
  requireFinite(a1, 'a1');
  requireFinite(r, 'r');
  if (r === 1) return finiteResult(n * a1, 'the sum');
  return finiteResult((a1 * (1 - r ** n)) / (1 - r), 'the sum');
}

/**
 * The n-th term of a geometric sequence a1, a1·r, a1·r², … (1-based: the 1st term is a1).
 *
 * @param n - Position of the term, 1-based; a whole number >= 1.
 * @param a1 - The first term.
 * @param r - The common ratio between consecutive terms.
 * @returns a1 · r^(n − 1).
 */
export function nth_term_geometric_sequence(n: Integer, a1: number, r: number): number {
  requireIntegerInRange(n, 'n', 1, Number.MAX_SAFE_INTEGER);
  requireFinite(a1, 'a1');
  requireFinite(r, 'r');
  return finiteResult(a1 * r ** (n - 1), 'the term');
}

/**
 * Approximates Euler's number e ≈ 2.718281828 by summing the series 1/0! + 1/1! + 1/2! + …
 *
 * @param iterations - Number of series terms to add; a whole number >= 1 (1 gives 1, 2 gives 2, 3 gives
 *   2.5; about 18 terms reach full double precision).
 * @returns The partial sum of 1/k! for k = 0 … iterations − 1.
 */
export function euler_number_approximation(iterations: Integer): number {
  requireIntegerInRange(iterations, 'iterations', 1, Number.MAX_SAFE_INTEGER);
  let sum = 0;
  let term = 1;
  for (let k = 0; k < iterations && term > 0; k++) {
    sum += term;
    term /= k + 1;
  }
  return sum;
}
