import type { Integer } from './integer.ts';
import { requireInteger, requireIntegerInRange } from './validate.ts';

/** Largest limit accepted by the sieves (keeps memory and time small). */
const MAX_SIEVE_LIMIT = 10_000_000;
/** Largest index accepted by nth_prime (the millionth prime is 15,485,863). */
const MAX_PRIME_INDEX = 1_000_000;

/** Trial division by 2, 3 and then 6k ± 1; fine for every safe integer (at most ~3·10^7 steps). */
function isPrimeInteger(value: number): boolean {
  if (value < 2) return false;
  if (value < 4) return true;
  if (value % 2 === 0 || value % 3 === 0) return false;
  for (let divisor = 5; divisor * divisor <= value; divisor += 6) {
    if (value % divisor === 0 || value % (divisor + 2) === 0) return false;
  }
  return true;
}

/** Prime factorisation of `value` >= 1 as [prime, exponent] pairs in ascending order of prime. */
function factorize(value: number): Array<[number, number]> {
  const factors: Array<[number, number]> = [];
  let rest = value;
  for (let divisor = 2; divisor * divisor <= rest; divisor += divisor === 2 ? 1 : 2) {
    let exponent = 0;
    while (rest % divisor === 0) {
      rest /= divisor;
      exponent++;
    }
    if (exponent > 0) factors.push([divisor, exponent]);
  }
  if (rest > 1) factors.push([rest, 1]);
  return factors;
}

/** All primes <= `limit` by the sieve of Eratosthenes. */
function sieve(limit: number): Integer[] {
  if (limit < 2) return [];
  const composite = new Uint8Array(limit + 1);
  const primes: Integer[] = [];
  for (let candidate = 2; candidate <= limit; candidate++) {
    if (composite[candidate] === 1) continue;
    primes.push(candidate);
    for (let multiple = candidate * candidate; multiple <= limit; multiple += candidate)
      composite[multiple] = 1;
  }
  return primes;
}

/**
 * Checks whether a whole number is a prime number (divisible only by 1 and itself).
 *
 * @param number - Any whole number; numbers below 2 (including negatives, 0 and 1) are not prime.
 * @returns true if number is prime, otherwise false.
 */
export function is_prime(number: Integer): boolean {
  requireInteger(number, 'number');
  return isPrimeInteger(number);
}

/**
 * Primality test: checks whether a whole number is a prime number (same as is_prime).
 *
 * @param n - Any whole number; numbers below 2 are not prime.
 * @returns true if n is prime, otherwise false.
 */
export function is_prime_number(n: Integer): boolean {
  requireInteger(n, 'n');
  return isPrimeInteger(n);
}

/**
 * Prime factorization of a whole number: the primes that multiply to it, with repetition.
 *
 * @param number - A whole number >= 1 (1 has no prime factors).
 * @returns The prime factors in ascending order, repeated by multiplicity (12 gives [2, 2, 3]).
 */
export function prime_factors(number: Integer): Integer[] {
  requireIntegerInRange(number, 'number', 1, Number.MAX_SAFE_INTEGER);
  return factorize(number).flatMap(([prime, exponent]) => Array.from({ length: exponent }, () => prime));
}

/**
 * The n-th prime number, counting from 1 (nth_prime(1) = 2, nth_prime(2) = 3, nth_prime(5) = 11).
 *
 * @param n - Position of the prime, 1-based; a whole number from 1 to 1,000,000.
 * @returns The n-th prime.
 */
export function nth_prime(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 1, MAX_PRIME_INDEX);
  // For n >= 6 the n-th prime is below n (ln n + ln ln n) (Rosser's theorem).
  const limit = n < 6 ? 13 : Math.ceil(n * (Math.log(n) + Math.log(Math.log(n))));
  const prime = sieve(limit)[n - 1];
  if (prime === undefined) throw new RangeError(`could not find prime number ${n}`);
  return prime;
}

/**
 * Sieve of Eratosthenes: lists all prime numbers less than or equal to n.
 *
 * @param n - Upper limit (inclusive); a whole number from 0 to 10,000,000.
 * @returns The primes <= n in ascending order (empty when n < 2).
 */
export function prime_sieve(n: Integer): Integer[] {
  requireIntegerInRange(n, 'n', 0, MAX_SIEVE_LIMIT);
  return sieve(n);
}

/**
 * Lists all prime numbers up to n, inclusive (primes less than or equal to n); same as prime_sieve.
 *
 * @param n - Upper limit (inclusive); a whole number from 0 to 10,000,000.
 * @returns The primes <= n in ascending order (empty when n < 2).
 */
export function primes_up_to_n(n: Integer): Integer[] {
  requireIntegerInRange(n, 'n', 0, MAX_SIEVE_LIMIT);
  return sieve(n);
}

/**
 * Euler's totient function φ(n): how many whole numbers from 1 to n are coprime to n (share no factor
 * with it).
 *
 * @param n - A whole number >= 1 (φ(1) = 1).
 * @returns φ(n).
 */
export function euler_totient_function(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 1, Number.MAX_SAFE_INTEGER);
  return factorize(n).reduce((phi, [prime]) => (phi / prime) * (prime - 1), n);
}

/**
 * Number of divisors of a whole number (divisor count, τ(n) or d(n)), counting 1 and n itself.
 *
 * @param n - A whole number >= 1.
 * @returns How many positive whole numbers divide n (12 has 6: 1, 2, 3, 4, 6, 12).
 */
export function number_of_divisors(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 1, Number.MAX_SAFE_INTEGER);
  return factorize(n).reduce((count, [, exponent]) => count * (exponent + 1), 1);
}

/**
 * Sum of all divisors of a whole number (σ(n)), including 1 and n itself. Subtract n to get the sum of
 * proper divisors.
 *
 * @param n - A whole number >= 1.
 * @returns The sum of the positive divisors of n (12 gives 1 + 2 + 3 + 4 + 6 + 12 = 28).
 */
export function sum_of_divisors(n: Integer): Integer {
  requireIntegerInRange(n, 'n', 1, Number.MAX_SAFE_INTEGER);
  let sum = 1n;
  for (const [prime, exponent] of factorize(n)) {
    // 1 + p + p² + … + p^e
    let term = 1n;
    let series = 1n;
    for (let i = 0; i < exponent; i++) {
      term *= BigInt(prime);
      series += term;
    }
    sum *= series;
  }
  return Number(sum);
}
