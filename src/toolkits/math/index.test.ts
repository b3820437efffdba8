import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as math from './index.ts';

/** Every tool of the math toolkit with its number of parameters. */
const EXPECTED_ARITY: Record<string, number> = {
  add: 2,
  subtract: 2,
  multiply: 2,
  divide: 2,
  modulus: 2,
  power: 2,
  sqrt: 1,
  absolute: 1,
  factorial: 1,
  gcd: 2,
  lcm: 2,
  is_prime: 1,
  fibonacci_sequence: 1,
  prime_factors: 1,
  cosine: 1,
  sine: 1,
  tangent: 1,
  log: 2,
  radians_to_degrees: 1,
  degrees_to_radians: 1,
  hypotenuse: 2,
  area_circle: 1,
  circumference_circle: 1,
  area_rectangle: 2,
  perimeter_rectangle: 2,
  area_triangle: 2,
  perimeter_triangle: 1,
  quadratic_formula: 3,
  perimeter_square: 1,
  area_square: 1,
  area_parallelogram: 2,
  volume_cube: 1,
  volume_sphere: 1,
  volume_cylinder: 2,
  surface_area_of_cylinder: 2,
  volume_cone: 2,
  surface_area_cube: 1,
  surface_area_sphere: 1,
  nth_root: 2,
  sum_of_natural_numbers: 1,
  sum_of_squares: 1,
  sum_of_cubes: 1,
  is_even: 1,
  is_odd: 1,
  sum_of_arithmetic_sequence: 3,
  nth_term_arithmetic_sequence: 3,
  sum_of_geometric_sequence: 3,
  nth_term_geometric_sequence: 3,
  compound_interest: 4,
  simple_interest: 3,
  convert_celsius_to_fahrenheit: 1,
  convert_fahrenheit_to_celsius: 1,
  area_of_rhombus: 2,
  perimeter_of_hexagon: 1,
  area_of_hexagon: 1,
  area_of_ellipse: 2,
  perimeter_of_ellipse: 2,
  volume_of_prism: 2,
  surface_area_of_prism: 3,
  volume_of_pyramid: 2,
  surface_area_of_pyramid: 2,
  volume_of_torus: 2,
  surface_area_of_torus: 2,
  harmonic_mean: 1,
  geometric_mean: 1,
  euler_number_approximation: 1,
  is_perfect_number: 1,
  is_armstrong_number: 1,
  nth_prime: 1,
  pascals_triangle_row: 1,
  binomial_coefficient: 2,
  mean_absolute_deviation: 1,
  standard_deviation: 1,
  variance: 1,
  coefficient_of_variation: 1,
  median: 1,
  mode: 1,
  interquartile_range: 1,
  range_of_numbers: 1,
  factorial_recursive: 1,
  fibonacci_recursive: 1,
  catalan_number: 1,
  is_palindrome: 1,
  sum_of_digits: 1,
  digital_root: 1,
  gcd_extended: 2,
  lcm_extended: 2,
  sum_of_n_squares: 1,
  sum_of_n_cubes: 1,
  pythagorean_triples: 1,
  prime_sieve: 1,
  euler_totient_function: 1,
  greatest_difference: 1,
  sum_of_even_numbers: 1,
  sum_of_odd_numbers: 1,
  product_of_numbers: 1,
  is_prime_number: 1,
  primes_up_to_n: 1,
  number_of_divisors: 1,
  sum_of_divisors: 1,
};

describe('math toolkit index', () => {
  it('exports exactly the 100 tools, all functions', () => {
    const expected = Object.keys(EXPECTED_ARITY).sort();
    assert.equal(expected.length, 100);
    assert.deepEqual(Object.keys(math).sort(), expected);
    for (const [name, value] of Object.entries(math)) assert.equal(typeof value, 'function', name);
  });

  it('gives each tool the expected number of parameters', () => {
    const exports: Record<string, unknown> = math;
    for (const [name, arity] of Object.entries(EXPECTED_ARITY)) {
      const tool = exports[name];
      assert.ok(typeof tool === 'function', name);
      assert.equal(tool.length, arity, name);
    }
  });
});
