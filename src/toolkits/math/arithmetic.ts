import { finiteResult, requireFinite, requireNumberList, requirePositive } from './validate.ts';

/**
 * Adds two numbers (sum, plus, a + b).
 *
 * @param a - The first addend.
 * @param b - The second addend.
 * @returns The sum a + b.
 */
export function add(a: number, b: number): number {
  requireFinite(a, 'a');
  requireFinite(b, 'b');
  return finiteResult(a + b, 'the sum');
}

/**
 * Subtracts one number from another (difference, minus, a − b).
 *
 * @param a - The number to subtract from (minuend).
 * @param b - The number to subtract (subtrahend).
 * @returns The difference a − b.
 */
export function subtract(a: number, b: number): number {
  requireFinite(a, 'a');
  requireFinite(b, 'b');
  return finiteResult(a - b, 'the difference');
}

/**
 * Multiplies two numbers (product, times, a × b).
 *
 * @param a - The first factor.
 * @param b - The second factor.
 * @returns The product a × b.
 */
export function multiply(a: number, b: number): number {
  requireFinite(a, 'a');
  requireFinite(b, 'b');
  return finiteResult(a * b, 'the product');
}

/**
 * Divides one number by another (quotient, ratio, a ÷ b).
 *
 * @param a - The dividend (numerator).
 * @param b - The divisor (denominator); must not be 0.
 * @returns The quotient a / b.
 */
export function divide(a: number, b: number): number {
  requireFinite(a, 'a');
  requireFinite(b, 'b');
  if (b === 0) throw new RangeError('b (the divisor) must not be 0: division by zero');
  return finiteResult(a / b, 'the quotient');
}

/**
 * Modulus: the remainder of dividing a by b (a mod b), using the mathematical (Euclidean) convention, so the
 * result is never negative: it lies between 0 (inclusive) and |b| (exclusive). For example -7 mod 3 = 2 and
 * 7 mod -3 = 1. Works for decimals too (7.5 mod 2 = 1.5).
 *
 * @param a - The dividend.
 * @param b - The divisor; must not be 0.
 * @returns The remainder r with 0 <= r < |b| and a = q·b + r for some whole number q.
 */
export function modulus(a: number, b: number): number {
  requireFinite(a, 'a');
  requireFinite(b, 'b');
  if (b === 0) throw new RangeError('b (the divisor) must not be 0: modulus by zero');
  const divisor = Math.abs(b);
  let remainder = a % divisor;
  if (remainder < 0) remainder += divisor;
  // A tiny negative remainder can round up to the divisor itself; it is then 0. Also turn -0 into 0.
  return remainder === divisor || remainder === 0 ? 0 : remainder;
}

/**
 * Raises a number to a power (exponentiation, base^exponent, "to the power of"). Squares, cubes and
 * fractional exponents (e.g. exponent 0.5 for a square root) are supported.
 *
 * @param base - The base.
 * @param exponent - The exponent. A negative base requires a whole-number exponent; a base of 0 requires an
 *   exponent >= 0.
 * @returns base raised to exponent.
 */
export function power(base: number, exponent: number): number {
  requireFinite(base, 'base');
  requireFinite(exponent, 'exponent');
  if (base === 0 && exponent < 0) {
    throw new RangeError(
      'exponent must be >= 0 when base is 0 (0 to a negative power is a division by zero)',
    );
  }
  if (base < 0 && !Number.isInteger(exponent)) {
    throw new RangeError(
      'exponent must be a whole number when base is negative (the result would be complex)',
    );
  }
  return finiteResult(base ** exponent, 'the power');
}

/**
 * Square root of a number (√x).
 *
 * @param number - The radicand; must be >= 0.
 * @returns The non-negative square root.
 */
export function sqrt(number: number): number {
  requireFinite(number, 'number');
  if (number < 0) throw new RangeError(`number must be >= 0 for a real square root, got ${number}`);
  return Math.sqrt(number);
}

/**
 * The n-th root of a number (cube root, fourth root, ...): the value that raised to the power root gives
 * number. Negative numbers have real roots only for odd whole-number roots (the cube root of -8 is -2).
 *
 * @param number - The radicand. May be negative only when root is an odd whole number.
 * @param root - The degree of the root (2 for square root, 3 for cube root); must not be 0.
 * @returns number^(1/root).
 */
export function nth_root(number: number, root: number): number {
  requireFinite(number, 'number');
  requireFinite(root, 'root');
  if (root === 0) throw new RangeError('root must not be 0');
  const oddInteger = Number.isInteger(root) && Math.abs(root) % 2 === 1;
  if (number < 0 && !oddInteger) {
    throw new RangeError('number may be negative only when root is an odd whole number (e.g. a cube root)');
  }
  if (number === 0 && root < 0) throw new RangeError('number must not be 0 when root is negative');
  const magnitude = Math.abs(number) ** (1 / root);
  const result = number < 0 ? -magnitude : magnitude;
  // Snap to an exact whole-number root when there is one (cube root of 27 is 3, not 3.0000000000000004).
  const rounded = Math.round(result);
  if (Number.isInteger(root) && root > 0 && rounded !== result && rounded ** root === number) return rounded;
  return finiteResult(result, 'the root');
}

/**
 * Absolute value of a number (magnitude, |x|, distance from zero).
 *
 * @param number - Any number.
 * @returns |number|, always >= 0.
 */
export function absolute(number: number): number {
  requireFinite(number, 'number');
  return Math.abs(number);
}

/**
 * Logarithm of a number in a given base (log_base(number)); the natural logarithm (ln, base e) when no base
 * is given. Use base 10 for the common logarithm and base 2 for the binary logarithm.
 *
 * @param number - The argument of the logarithm; must be > 0.
 * @param base - The base; must be > 0 and not 1. Defaults to e ≈ 2.718281828 (natural logarithm).
 * @returns The exponent to which base must be raised to give number.
 */
export function log(number: number, base?: number): number {
  requirePositive(number, 'number');
  if (base === undefined || base === Math.E) return Math.log(number);
  requirePositive(base, 'base');
  if (base === 1) throw new RangeError('base must not be 1');
  if (base === 10) return Math.log10(number);
  if (base === 2) return Math.log2(number);
  return Math.log(number) / Math.log(base);
}

/**
 * Product of a list of numbers (multiply them all together).
 *
 * @param numbers - The factors; an empty list gives 1 (the empty product).
 * @returns The product of all numbers.
 */
export function product_of_numbers(numbers: number[]): number {
  requireNumberList(numbers, 'numbers');
  return finiteResult(
    numbers.reduce((product, value) => product * value, 1),
    'the product',
  );
}

/**
 * Solves a quadratic equation a·x² + b·x + c = 0 with the quadratic formula and returns its real roots
 * (solutions, zeros).
 *
 * @param a - Coefficient of x²; must not be 0.
 * @param b - Coefficient of x.
 * @param c - Constant term.
 * @returns The two real roots in ascending order (the same value twice for a double root). Throws when the
 *   discriminant b² − 4ac is negative (no real roots).
 */
export function quadratic_formula(a: number, b: number, c: number): [number, number] {
  requireFinite(a, 'a');
  requireFinite(b, 'b');
  requireFinite(c, 'c');
  if (a === 0) throw new RangeError('a must not be 0 (the equation would not be quadratic)');
  const discriminant = b * b - 4 * a * c;
  if (discriminant < 0) {
    throw new RangeError(`the discriminant b² - 4ac is negative (${discriminant}): there are no real roots`);
  }
  if (discriminant === 0) {
    const root = -b / (2 * a) + 0; // + 0 turns -0 into 0
    return [root, root];
  }
  // Numerically stable form: avoids cancelling b against √discriminant.
  const q = -0.5 * (b + (b >= 0 ? 1 : -1) * Math.sqrt(discriminant));
  const first = q / a + 0;
  const second = c / q + 0;
  return first <= second ? [first, second] : [second, first];
}
