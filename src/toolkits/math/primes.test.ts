import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  euler_totient_function,
  is_prime,
  is_prime_number,
  nth_prime,
  number_of_divisors,
  prime_factors,
  prime_sieve,
  primes_up_to_n,
  sum_of_divisors,
} from './primes.ts';

const PRIMES_BELOW_50 = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

describe('primes', () => {
  it('tests primality', () => {
    for (const prime of [2, 3, 5, 97, 7919, 2147483647, 9007199254740881]) {
      assert.equal(is_prime(prime), true, String(prime));
      assert.equal(is_prime_number(prime), true, String(prime));
    }
    for (const other of [-7, 0, 1, 4, 9, 25, 7917, 2147483649]) {
      assert.equal(is_prime(other), false, String(other));
      assert.equal(is_prime_number(other), false, String(other));
    }
    assert.throws(() => is_prime(7.5), /number must be a whole number/);
    assert.throws(() => is_prime_number(Number.NaN), /n must be a whole number/);
  });

  it('factorises into primes with multiplicity', () => {
    assert.deepEqual(prime_factors(12), [2, 2, 3]);
    assert.deepEqual(prime_factors(97), [97]);
    assert.deepEqual(prime_factors(1), []);
    assert.deepEqual(prime_factors(2 ** 10 * 3 ** 2 * 1009), [...Array<number>(10).fill(2), 3, 3, 1009]);
    assert.throws(() => prime_factors(0), /number must be >= 1/);
    assert.throws(() => prime_factors(-12), RangeError);
  });

  it('finds the n-th prime, 1-based', () => {
    assert.equal(nth_prime(1), 2);
    assert.equal(nth_prime(5), 11);
    assert.equal(nth_prime(6), 13);
    assert.equal(nth_prime(100), 541);
    assert.equal(nth_prime(10000), 104729);
    assert.throws(() => nth_prime(0), /n must be between 1 and 1000000/);
    assert.throws(() => nth_prime(1_000_001), RangeError);
  });

  it('lists primes up to n, inclusive', () => {
    assert.deepEqual(prime_sieve(50), PRIMES_BELOW_50);
    assert.deepEqual(primes_up_to_n(47), PRIMES_BELOW_50);
    assert.deepEqual(prime_sieve(1), []);
    assert.deepEqual(primes_up_to_n(2), [2]);
    assert.equal(prime_sieve(1_000_000).length, 78498);
    assert.throws(() => prime_sieve(-1), /n must be between 0 and 10000000/);
    assert.throws(() => primes_up_to_n(3.5), /whole number/);
  });

  it("computes Euler's totient", () => {
    assert.equal(euler_totient_function(1), 1);
    assert.equal(euler_totient_function(9), 6);
    assert.equal(euler_totient_function(36), 12);
    assert.equal(euler_totient_function(97), 96);
    assert.throws(() => euler_totient_function(0), /n must be >= 1/);
  });

  it('counts and sums divisors', () => {
    assert.equal(number_of_divisors(1), 1);
    assert.equal(number_of_divisors(12), 6);
    assert.equal(number_of_divisors(97), 2);
    assert.equal(sum_of_divisors(1), 1);
    assert.equal(sum_of_divisors(12), 28);
    assert.equal(sum_of_divisors(28), 56);
    assert.throws(() => number_of_divisors(0), /n must be >= 1/);
    assert.throws(() => sum_of_divisors(-4), /n must be >= 1/);
  });
});
