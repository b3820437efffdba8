import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  euler_number_approximation,
  fibonacci_recursive,
  fibonacci_sequence,
  nth_term_arithmetic_sequence,
  nth_term_geometric_sequence,
  sum_of_arithmetic_sequence,
  sum_of_cubes,
  sum_of_geometric_sequence,
  sum_of_n_cubes,
  sum_of_n_squares,
  sum_of_natural_numbers,
  sum_of_squares,
} from './sequences.ts';

const close = (actual: number, expected: number, tolerance = 1e-9): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `expected ${expected}, got ${actual}`);

describe('sequences and series', () => {
  it('lists the first n Fibonacci numbers', () => {
    assert.deepEqual(fibonacci_sequence(0), []);
    assert.deepEqual(fibonacci_sequence(1), [0]);
    assert.deepEqual(fibonacci_sequence(10), [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]);
    assert.equal(fibonacci_sequence(1477).length, 1477);
    assert.throws(() => fibonacci_sequence(-1), /n must be between 0 and 1477/);
    assert.throws(() => fibonacci_sequence(1478), RangeError);
  });

  it('computes the n-th Fibonacci number recursively', () => {
    assert.equal(fibonacci_recursive(0), 0);
    assert.equal(fibonacci_recursive(1), 1);
    assert.equal(fibonacci_recursive(10), 55);
    assert.equal(fibonacci_recursive(78), 8944394323791464);
    assert.ok(Number.isFinite(fibonacci_recursive(1476)));
    assert.throws(() => fibonacci_recursive(-1), /n must be between 0 and 1476/);
    assert.throws(() => fibonacci_recursive(3.5), RangeError);
  });

  it('sums natural numbers, squares and cubes', () => {
    assert.equal(sum_of_natural_numbers(100), 5050);
    assert.equal(sum_of_natural_numbers(0), 0);
    assert.equal(sum_of_squares(3), 14);
    assert.equal(sum_of_squares(10), 385);
    assert.equal(sum_of_n_squares(10), 385);
    assert.equal(sum_of_cubes(3), 36);
    assert.equal(sum_of_cubes(10), 3025);
    assert.equal(sum_of_n_cubes(10), 3025);
    assert.throws(() => sum_of_natural_numbers(-1), /n must be >= 0/);
    assert.throws(() => sum_of_squares(1.5), /whole number/);
    assert.throws(() => sum_of_cubes(-2), RangeError);
    assert.throws(() => sum_of_n_squares(-2), RangeError);
    assert.throws(() => sum_of_n_cubes(0.1), RangeError);
  });

  it('handles arithmetic sequences', () => {
    assert.equal(sum_of_arithmetic_sequence(10, 1, 1), 55);
    assert.equal(sum_of_arithmetic_sequence(5, 2, 3), 40);
    assert.equal(sum_of_arithmetic_sequence(0, 2, 3), 0);
    assert.equal(nth_term_arithmetic_sequence(1, 2, 3), 2);
    assert.equal(nth_term_arithmetic_sequence(5, 2, 3), 14);
    close(nth_term_arithmetic_sequence(3, 0.5, -0.25), 0);
    assert.throws(() => sum_of_arithmetic_sequence(-1, 1, 1), /n must be >= 0/);
    assert.throws(() => nth_term_arithmetic_sequence(0, 1, 1), /n must be >= 1/);
    assert.throws(() => nth_term_arithmetic_sequence(2, Number.NaN, 1), /a1/);
  });

  it('handles geometric sequences', () => {
    assert.equal(sum_of_geometric_sequence(4, 1, 2), 15);
    assert.equal(sum_of_geometric_sequence(5, 3, 1), 15);
    close(sum_of_geometric_sequence(3, 1, 0.5), 1.75);
    assert.equal(sum_of_geometric_sequence(0, 1, 2), 0);
    assert.equal(nth_term_geometric_sequence(1, 3, 2), 3);
    assert.equal(nth_term_geometric_sequence(5, 3, 2), 48);
    assert.equal(nth_term_geometric_sequence(4, 1, -2), -8);
    assert.throws(() => sum_of_geometric_sequence(1.5, 1, 2), /n must be a whole number/);
    assert.throws(() => nth_term_geometric_sequence(0, 1, 2), /n must be >= 1/);
    assert.throws(() => nth_term_geometric_sequence(3000, 1, 10), /too large/);
  });

  it("approximates Euler's number", () => {
    assert.equal(euler_number_approximation(1), 1);
    assert.equal(euler_number_approximation(3), 2.5);
    close(euler_number_approximation(10), 2.7182815255731922);
    close(euler_number_approximation(30), Math.E, 1e-15);
    close(euler_number_approximation(1_000_000_000), Math.E, 1e-15);
    assert.throws(() => euler_number_approximation(0), /iterations must be >= 1/);
    assert.throws(() => euler_number_approximation(2.5), RangeError);
  });
});
