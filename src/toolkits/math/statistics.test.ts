import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  coefficient_of_variation,
  geometric_mean,
  greatest_difference,
  harmonic_mean,
  interquartile_range,
  mean_absolute_deviation,
  median,
  mode,
  range_of_numbers,
  standard_deviation,
  variance,
} from './statistics.ts';

const close = (actual: number, expected: number, tolerance = 1e-9): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `expected ${expected}, got ${actual}`);

const DATA = [2, 4, 4, 4, 5, 5, 7, 9];

describe('statistics', () => {
  it('computes harmonic and geometric means', () => {
    close(harmonic_mean([1, 2, 4]), 12 / 7);
    close(harmonic_mean([40, 60]), 48);
    close(geometric_mean([2, 8]), 4);
    close(geometric_mean([1, 3, 9]), 3);
    assert.equal(geometric_mean([0, 5]), 0);
    assert.throws(() => harmonic_mean([]), /numbers must not be empty/);
    assert.throws(() => harmonic_mean([1, 0]), /numbers\[1\] must be > 0/);
    assert.throws(() => geometric_mean([]), RangeError);
    assert.throws(() => geometric_mean([4, -1]), /numbers\[1\] must be >= 0/);
  });

  it('measures spread: variance, standard deviation, mean absolute deviation', () => {
    assert.equal(variance(DATA), 4);
    assert.equal(standard_deviation(DATA), 2);
    assert.equal(standard_deviation([5]), 0);
    close(standard_deviation([78.53981633974483, 64, 93.53074360871938]), 12.05634446929691);
    assert.equal(mean_absolute_deviation(DATA), 1.5);
    close(mean_absolute_deviation([1, 2, 3, 4]), 1);
    close(coefficient_of_variation(DATA), 0.4);
    assert.throws(() => variance([]), /numbers must not be empty/);
    assert.throws(() => standard_deviation([]), RangeError);
    assert.throws(() => mean_absolute_deviation([]), RangeError);
    assert.throws(() => coefficient_of_variation([]), RangeError);
    assert.throws(() => coefficient_of_variation([-1, 1]), /mean of 0/);
    assert.throws(() => variance([1, Number.NaN]), /numbers\[1\]/);
  });

  it('finds medians', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 3, 2]), 2.5);
    assert.equal(median([7]), 7);
    assert.throws(() => median([]), /numbers must not be empty/);
  });

  it('finds all modes, smallest first', () => {
    assert.deepEqual(mode(DATA), [4]);
    assert.deepEqual(mode([3, 1, 3, 1, 2]), [1, 3]);
    assert.deepEqual(mode([5, 2, 9]), [2, 5, 9]);
    assert.deepEqual(mode([0, -0, 1]), [0]);
    assert.throws(() => mode([]), /numbers must not be empty/);
  });

  it('computes the interquartile range with linear interpolation', () => {
    assert.equal(interquartile_range([1, 2, 3, 4, 5, 6, 7, 8]), 3.5);
    assert.equal(interquartile_range([1, 2, 3, 4, 5]), 2);
    assert.equal(interquartile_range([7, 1, 3, 5]), 3);
    assert.equal(interquartile_range([42]), 0);
    assert.throws(() => interquartile_range([]), RangeError);
  });

  it('computes the range and the greatest difference', () => {
    assert.equal(range_of_numbers([3, -2, 10, 4]), 12);
    assert.equal(range_of_numbers([5]), 0);
    assert.equal(greatest_difference([3, -2, 10, 4]), 12);
    assert.equal(greatest_difference(Array.from({ length: 200_000 }, (_, i) => i)), 199_999);
    assert.throws(() => range_of_numbers([]), /numbers must not be empty/);
    assert.throws(() => greatest_difference([]), RangeError);
  });
});
