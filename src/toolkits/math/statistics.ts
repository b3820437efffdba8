import { finiteResult, requireNumberList } from './validate.ts';

/** Arithmetic mean of a non-empty, already validated list. */
function meanOf(numbers: readonly number[]): number {
  return numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
}

/** Population variance of a non-empty, already validated list (two-pass, for accuracy). */
function varianceOf(numbers: readonly number[]): number {
  const mean = meanOf(numbers);
  return numbers.reduce((sum, value) => sum + (value - mean) ** 2, 0) / numbers.length;
}

/** The difference between the largest and the smallest value of a non-empty, already validated list. */
function spread(numbers: readonly number[]): number {
  let min = Infinity;
  let max = -Infinity;
  for (const value of numbers) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return finiteResult(max - min, 'the difference between the largest and the smallest value');
}

/** A sorted copy of `numbers`. */
function sorted(numbers: readonly number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}

/** The q-quantile (0 <= q <= 1) of sorted values by linear interpolation between closest ranks. */
function quantile(sortedValues: readonly number[], q: number): number {
  const position = (sortedValues.length - 1) * q;
  const lower = Math.floor(position);
  const below = sortedValues[lower] ?? 0;
  const above = sortedValues[Math.ceil(position)] ?? below;
  return below + (above - below) * (position - lower);
}

/**
 * Harmonic mean of a list of positive numbers: the count divided by the sum of reciprocals (n / Σ 1/x), the
 * right average for rates such as speeds.
 *
 * @param numbers - The values; must not be empty and every value must be > 0.
 * @returns The harmonic mean.
 */
export function harmonic_mean(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  numbers.forEach((value, index) => {
    if (value <= 0) throw new RangeError(`numbers[${index}] must be > 0 for a harmonic mean, got ${value}`);
  });
  return numbers.length / numbers.reduce((sum, value) => sum + 1 / value, 0);
}

/**
 * Geometric mean of a list of non-negative numbers: the n-th root of their product, the right average for
 * growth factors and ratios.
 *
 * @param numbers - The values; must not be empty and every value must be >= 0.
 * @returns The geometric mean (0 if any value is 0).
 */
export function geometric_mean(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  numbers.forEach((value, index) => {
    if (value < 0) throw new RangeError(`numbers[${index}] must be >= 0 for a geometric mean, got ${value}`);
  });
  if (numbers.includes(0)) return 0;
  // Average the logarithms so that long lists do not overflow the product.
  return Math.exp(numbers.reduce((sum, value) => sum + Math.log(value), 0) / numbers.length);
}

/**
 * Mean absolute deviation (MAD) of a list of numbers: the average distance of the values from their mean.
 *
 * @param numbers - The values; must not be empty.
 * @returns The mean of |x − mean| over all values.
 */
export function mean_absolute_deviation(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  const mean = meanOf(numbers);
  return numbers.reduce((sum, value) => sum + Math.abs(value - mean), 0) / numbers.length;
}

/**
 * Standard deviation of a list of numbers (population standard deviation σ, dividing by n): how spread out
 * the values are around their mean.
 *
 * @param numbers - The values; must not be empty.
 * @returns The square root of the population variance.
 */
export function standard_deviation(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  return finiteResult(Math.sqrt(varianceOf(numbers)), 'the standard deviation');
}

/**
 * Variance of a list of numbers (population variance σ², dividing by n): the mean of the squared deviations
 * from the mean.
 *
 * @param numbers - The values; must not be empty.
 * @returns The population variance.
 */
export function variance(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  return finiteResult(varianceOf(numbers), 'the variance');
}

/**
 * Coefficient of variation (relative standard deviation): the population standard deviation divided by the
 * mean, as a ratio (multiply by 100 for a percentage).
 *
 * @param numbers - The values; must not be empty and their mean must not be 0.
 * @returns σ / mean.
 */
export function coefficient_of_variation(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  const mean = meanOf(numbers);
  if (mean === 0)
    throw new RangeError('numbers must not have a mean of 0 (the coefficient would divide by zero)');
  return finiteResult(Math.sqrt(varianceOf(numbers)) / mean, 'the coefficient of variation');
}

/**
 * Median of a list of numbers: the middle value after sorting, or the average of the two middle values when
 * the count is even.
 *
 * @param numbers - The values, in any order; must not be empty.
 * @returns The median.
 */
export function median(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  return quantile(sorted(numbers), 0.5);
}

/**
 * Mode of a list of numbers: the most frequent value(s).
 *
 * @param numbers - The values; must not be empty.
 * @returns Every value that occurs most often, in ascending order; a single-element list when there is one
 *   mode (so the first element is the smallest most frequent value).
 */
export function mode(numbers: number[]): number[] {
  requireNumberList(numbers, 'numbers', 1);
  const counts = new Map<number, number>();
  for (const value of numbers) counts.set(value + 0, (counts.get(value + 0) ?? 0) + 1);
  const highest = [...counts.values()].reduce((max, count) => Math.max(max, count), 0);
  return sorted([...counts].filter(([, count]) => count === highest).map(([value]) => value));
}

/**
 * Interquartile range (IQR) of a list of numbers: the third quartile minus the first quartile (Q3 − Q1),
 * the spread of the middle half of the data. Quartiles use linear interpolation between closest ranks (the
 * default method of NumPy and spreadsheets' QUARTILE.INC).
 *
 * @param numbers - The values, in any order; must not be empty.
 * @returns Q3 − Q1.
 */
export function interquartile_range(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  const values = sorted(numbers);
  return finiteResult(quantile(values, 0.75) - quantile(values, 0.25), 'the interquartile range');
}

/**
 * Range of a list of numbers (statistical range): the largest value minus the smallest value.
 *
 * @param numbers - The values; must not be empty.
 * @returns max − min, always >= 0.
 */
export function range_of_numbers(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  return spread(numbers);
}

/**
 * Greatest difference between any two numbers in a list (the maximum minus the minimum; same value as
 * range_of_numbers).
 *
 * @param numbers - The values; must not be empty (a single value gives 0).
 * @returns max − min, always >= 0.
 */
export function greatest_difference(numbers: number[]): number {
  requireNumberList(numbers, 'numbers', 1);
  return spread(numbers);
}
