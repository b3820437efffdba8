/**
 * The built-in math toolkit: 100 pure, documented functions, one tool each. Every export below is a tool;
 * the function name is the tool name.
 */
export {
  add,
  subtract,
  multiply,
  divide,
  modulus,
  power,
  sqrt,
  nth_root,
  absolute,
  log,
  product_of_numbers,
  quadratic_formula,
} from './arithmetic.ts';
export { cosine, sine, tangent, radians_to_degrees, degrees_to_radians, hypotenuse } from './trigonometry.ts';
export {
  area_circle,
  circumference_circle,
  area_rectangle,
  perimeter_rectangle,
  area_triangle,
  perimeter_triangle,
  perimeter_square,
  area_square,
  area_parallelogram,
  area_of_rhombus,
  perimeter_of_hexagon,
  area_of_hexagon,
  area_of_ellipse,
  perimeter_of_ellipse,
} from './geometry-2d.ts';
export {
  volume_cube,
  volume_sphere,
  volume_cylinder,
  surface_area_of_cylinder,
  volume_cone,
  surface_area_cube,
  surface_area_sphere,
  volume_of_prism,
  surface_area_of_prism,
  volume_of_pyramid,
  surface_area_of_pyramid,
  volume_of_torus,
  surface_area_of_torus,
} from './geometry-3d.ts';
export {
  gcd,
  gcd_extended,
  lcm,
  lcm_extended,
  is_even,
  is_odd,
  sum_of_even_numbers,
  sum_of_odd_numbers,
  is_perfect_number,
  pythagorean_triples,
} from './number-theory.ts';
export {
  is_prime,
  is_prime_number,
  prime_factors,
  nth_prime,
  prime_sieve,
  primes_up_to_n,
  euler_totient_function,
  number_of_divisors,
  sum_of_divisors,
} from './primes.ts';
export { is_armstrong_number, is_palindrome, sum_of_digits, digital_root } from './digits.ts';
export {
  factorial,
  factorial_recursive,
  binomial_coefficient,
  catalan_number,
  pascals_triangle_row,
} from './combinatorics.ts';
export {
  fibonacci_sequence,
  fibonacci_recursive,
  sum_of_natural_numbers,
  sum_of_squares,
  sum_of_cubes,
  sum_of_n_squares,
  sum_of_n_cubes,
  sum_of_arithmetic_sequence,
  nth_term_arithmetic_sequence,
  sum_of_geometric_sequence,
  nth_term_geometric_sequence,
  euler_number_approximation,
} from './sequences.ts';
export {
  harmonic_mean,
  geometric_mean,
  mean_absolute_deviation,
  standard_deviation,
  variance,
  coefficient_of_variation,
  median,
  mode,
  interquartile_range,
  range_of_numbers,
  greatest_difference,
} from './statistics.ts';
export {
  compound_interest,
  simple_interest,
  convert_celsius_to_fahrenheit,
  convert_fahrenheit_to_celsius,
} from './finance-and-units.ts';
