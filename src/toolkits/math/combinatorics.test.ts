import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  binomial_coefficient,
  catalan_number,
  factorial,
  factorial_recursive,
  pascals_triangle_row,
} from './combinatorics.ts';

describe('combinatorics', () => {
  it('computes factorials iteratively and recursively', () => {
    assert.equal(factorial(0), 1);
    assert.equal(factorial(7), 5040);
    assert.equal(factorial(10), 3628800);
    assert.equal(factorial(20), 2432902008176640000);
    assert.equal(factorial_recursive(0), 1);
    assert.equal(factorial_recursive(5), 120);
    for (let n = 0; n <= 170; n += 17) assert.equal(factorial_recursive(n), factorial(n));
    assert.ok(Number.isFinite(factorial(170)));
  });

  it('rejects factorial arguments out of range', () => {
    assert.throws(() => factorial(-1), /number must be between 0 and 170/);
    assert.throws(() => factorial(2.5), /whole number/);
    assert.throws(() => factorial(171), RangeError);
    assert.throws(() => factorial_recursive(-3), /n must be between 0 and 170/);
    assert.throws(() => factorial_recursive(1.5), RangeError);
  });

  it('computes binomial coefficients', () => {
    assert.equal(binomial_coefficient(5, 2), 10);
    assert.equal(binomial_coefficient(52, 5), 2598960);
    assert.equal(binomial_coefficient(10, 0), 1);
    assert.equal(binomial_coefficient(10, 10), 1);
    assert.equal(binomial_coefficient(3, 5), 0);
    assert.equal(binomial_coefficient(50, 25), 126410606437752);
    assert.equal(binomial_coefficient(62, 31), Number(465428353255261088n));
    assert.throws(() => binomial_coefficient(-1, 0), /n must be >= 0/);
    assert.throws(() => binomial_coefficient(5, -1), /k must be >= 0/);
    assert.throws(() => binomial_coefficient(5, 1.5), /k must be a whole number/);
    assert.throws(() => binomial_coefficient(10000, 5000), /too large/);
  });

  it('computes Catalan numbers', () => {
    assert.deepEqual(
      Array.from({ length: 8 }, (_, n) => catalan_number(n)),
      [1, 1, 2, 5, 14, 42, 132, 429],
    );
    assert.equal(catalan_number(20), 6564120420);
    assert.throws(() => catalan_number(-1), /n must be >= 0/);
    assert.throws(() => catalan_number(1000), /too large/);
  });

  it("lists rows of Pascal's triangle, 0-based", () => {
    assert.deepEqual(pascals_triangle_row(0), [1]);
    assert.deepEqual(pascals_triangle_row(1), [1, 1]);
    assert.deepEqual(pascals_triangle_row(4), [1, 4, 6, 4, 1]);
    assert.equal(pascals_triangle_row(1000).length, 1001);
    assert.throws(() => pascals_triangle_row(-1), /n must be between 0 and 1000/);
    assert.throws(() => pascals_triangle_row(2.5), RangeError);
  });
});
