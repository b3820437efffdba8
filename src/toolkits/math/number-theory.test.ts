import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  gcd,
  gcd_extended,
  is_even,
  is_odd,
  is_perfect_number,
  lcm,
  lcm_extended,
  pythagorean_triples,
  sum_of_even_numbers,
  sum_of_odd_numbers,
} from './number-theory.ts';

describe('number theory', () => {
  it('computes greatest common divisors', () => {
    assert.equal(gcd(48, 18), 6);
    assert.equal(gcd(-48, 18), 6);
    assert.equal(gcd(17, 5), 1);
    assert.equal(gcd(0, 7), 7);
    assert.equal(gcd(0, 0), 0);
    assert.throws(() => gcd(4.5, 2), /a must be a whole number/);
    assert.throws(() => gcd(4, 2 ** 60), /b must be between/);
  });

  it('computes Bézout coefficients with the extended Euclidean algorithm', () => {
    for (const [a, b] of [
      [240, 46],
      [-240, 46],
      [35, -15],
      [0, 9],
      [17, 0],
      [123456789, 987654321],
    ] as const) {
      const [g, x, y] = gcd_extended(a, b);
      assert.equal(g, gcd(a, b));
      assert.equal(a * x + b * y, g);
    }
    assert.deepEqual(gcd_extended(240, 46), [2, -9, 47]);
    assert.throws(() => gcd_extended(1, 0.5), /b must be a whole number/);
  });

  it('computes least common multiples', () => {
    assert.equal(lcm(4, 6), 12);
    assert.equal(lcm(-4, 6), 12);
    assert.equal(lcm(0, 6), 0);
    assert.equal(lcm(21, 6), 42);
    assert.equal(lcm_extended(4, 6), 12);
    assert.equal(lcm_extended(-21, -6), 42);
    assert.equal(lcm_extended(5, 0), 0);
    assert.throws(() => lcm(1.5, 2), RangeError);
    assert.throws(() => lcm_extended(2, Number.NaN), /b must be a whole number/);
  });

  it('tells even from odd', () => {
    assert.equal(is_even(4), true);
    assert.equal(is_even(0), true);
    assert.equal(is_even(-3), false);
    assert.equal(is_odd(7), true);
    assert.equal(is_odd(-7), true);
    assert.equal(is_odd(10), false);
    assert.throws(() => is_even(2.5), /number must be a whole number/);
    assert.throws(() => is_odd(Infinity), RangeError);
  });

  it('sums the even or the odd elements of a list', () => {
    assert.equal(sum_of_even_numbers([1, 2, 3, 4, -6]), 0);
    assert.equal(sum_of_even_numbers([2, 4, 6]), 12);
    assert.equal(sum_of_even_numbers([]), 0);
    assert.equal(sum_of_odd_numbers([1, 2, 3, 4, 5]), 9);
    assert.equal(sum_of_odd_numbers(Array.from({ length: 50 }, (_, i) => 2 * i + 1)), 2500);
    assert.equal(sum_of_odd_numbers([-3, 2]), -3);
    assert.throws(() => sum_of_even_numbers([1, 2.5]), /numbers\[1\]/);
    assert.throws(() => sum_of_odd_numbers([0.5]), /numbers\[0\]/);
  });

  it('recognises perfect numbers', () => {
    for (const perfect of [6, 28, 496, 8128, 33550336]) assert.equal(is_perfect_number(perfect), true);
    for (const other of [1, 2, 12, 27, 8127, 0, -6]) assert.equal(is_perfect_number(other), false);
    assert.throws(() => is_perfect_number(6.5), RangeError);
  });

  it('lists Pythagorean triples up to a hypotenuse limit', () => {
    assert.deepEqual(pythagorean_triples(20), [
      [3, 4, 5],
      [6, 8, 10],
      [5, 12, 13],
      [9, 12, 15],
      [8, 15, 17],
      [12, 16, 20],
    ]);
    assert.deepEqual(pythagorean_triples(4), []);
    const triples = pythagorean_triples(1000);
    for (const [a, b, c] of triples) {
      assert.equal(a * a + b * b, c * c);
      assert.ok(a < b && b < c && c <= 1000);
    }
    // Brute force count of all triples with c <= 1000.
    let count = 0;
    for (let c = 1; c <= 1000; c++) {
      for (let a = 1; a * a * 2 < c * c; a++) {
        const b = Math.sqrt(c * c - a * a);
        if (Number.isInteger(b)) count++;
      }
    }
    assert.equal(triples.length, count);
    assert.throws(() => pythagorean_triples(-1), /n must be between 0 and 10000/);
    assert.throws(() => pythagorean_triples(10001), RangeError);
  });
});
