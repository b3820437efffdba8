import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  absolute,
  add,
  divide,
  log,
  modulus,
  multiply,
  nth_root,
  power,
  product_of_numbers,
  quadratic_formula,
  sqrt,
  subtract,
} from './arithmetic.ts';

const close = (actual: number, expected: number, tolerance = 1e-9): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `expected ${expected}, got ${actual}`);

describe('arithmetic', () => {
  it('adds, subtracts, multiplies and divides', () => {
    assert.equal(add(2, 3), 5);
    close(add(0.1, 0.2), 0.3);
    assert.equal(subtract(10, 4), 6);
    assert.equal(subtract(4, 10), -6);
    assert.equal(multiply(6, -7), -42);
    assert.equal(divide(7, 2), 3.5);
    assert.equal(divide(-9, 3), -3);
  });

  it('rejects division by zero, non-finite input and overflow', () => {
    assert.throws(() => divide(1, 0), RangeError);
    assert.throws(() => add(Number.NaN, 1), RangeError);
    assert.throws(() => subtract(1, Infinity), RangeError);
    assert.throws(() => multiply(1e200, 1e200), RangeError);
  });

  it('computes the modulus with the Euclidean (non-negative) convention', () => {
    assert.equal(modulus(17, 5), 2);
    assert.equal(modulus(-7, 3), 2);
    assert.equal(modulus(7, -3), 1);
    assert.equal(modulus(-7, -3), 2);
    assert.equal(modulus(6, 3), 0);
    assert.ok(Object.is(modulus(-6, 3), 0));
    close(modulus(7.5, 2), 1.5);
    assert.throws(() => modulus(5, 0), /divisor/);
  });

  it('raises to powers', () => {
    assert.equal(power(2, 10), 1024);
    assert.equal(power(-2, 3), -8);
    assert.equal(power(5, 0), 1);
    close(power(4, 0.5), 2);
    close(power(2, -2), 0.25);
    assert.throws(() => power(0, -1), RangeError);
    assert.throws(() => power(-8, 1 / 3), RangeError);
    assert.throws(() => power(10, 400), RangeError);
  });

  it('takes square roots and n-th roots', () => {
    assert.equal(sqrt(16), 4);
    close(sqrt(2), Math.SQRT2);
    assert.equal(sqrt(0), 0);
    assert.throws(() => sqrt(-1), RangeError);
    assert.equal(nth_root(27, 3), 3);
    assert.equal(nth_root(-8, 3), -2);
    assert.equal(nth_root(16, 4), 2);
    close(nth_root(30, 9), 1.4592328029610848);
    close(nth_root(4, -2), 0.5);
    assert.throws(() => nth_root(-16, 4), RangeError);
    assert.throws(() => nth_root(8, 0), /root must not be 0/);
  });

  it('returns absolute values', () => {
    assert.equal(absolute(-3.5), 3.5);
    assert.equal(absolute(4), 4);
    assert.equal(absolute(0), 0);
    assert.throws(() => absolute(Number.NaN), RangeError);
  });

  it('takes logarithms, natural by default', () => {
    close(log(Math.E), 1);
    close(log(10), Math.LN10);
    assert.equal(log(8, 2), 3);
    assert.equal(log(1000, 10), 3);
    close(log(81, 3), 4);
    close(log(0.5, 4), -0.5);
    assert.throws(() => log(0), /number must be > 0/);
    assert.throws(() => log(-5, 10), RangeError);
    assert.throws(() => log(5, 1), /base must not be 1/);
    assert.throws(() => log(5, -2), /base must be > 0/);
  });

  it('multiplies a list of numbers', () => {
    assert.equal(product_of_numbers([2, 3, 4]), 24);
    close(product_of_numbers([0.5, 0.5]), 0.25);
    assert.equal(product_of_numbers([]), 1);
    assert.throws(() => product_of_numbers([1, Number.NaN]), /numbers\[1\]/);
  });

  it('solves quadratic equations', () => {
    assert.deepEqual(quadratic_formula(1, -3, 2), [1, 2]);
    assert.deepEqual(quadratic_formula(1, 50, -15000), [-150, 100]);
    assert.deepEqual(quadratic_formula(1, 2, 1), [-1, -1]);
    assert.deepEqual(quadratic_formula(1, 2, 0), [-2, 0]);
    const [low, high] = quadratic_formula(2, 0, -1);
    close(low, -Math.SQRT1_2);
    close(high, Math.SQRT1_2);
    assert.throws(() => quadratic_formula(0, 2, 1), /a must not be 0/);
    assert.throws(() => quadratic_formula(1, 0, 1), /no real roots/);
  });
});
