import type { Integer } from './integer.ts';
import { finiteResult, requireFinite, requireIntegerInRange, requireNonNegative } from './validate.ts';

/** Absolute zero, the lowest possible temperature, in degrees Celsius. */
const ABSOLUTE_ZERO_CELSIUS = -273.15;
/** Absolute zero in degrees Fahrenheit. */
const ABSOLUTE_ZERO_FAHRENHEIT = -459.67;

/**
 * Compound interest earned on an investment or loan: P (1 + r/n)^(n·t) − P, the interest only (add the
 * principal to get the final amount / future value).
 *
 * @param principal - The initial amount of money; must be >= 0.
 * @param rate - The annual interest rate as a decimal fraction (0.05 for 5 %); must be >= 0.
 * @param times_compounded - How many times per year interest is compounded (1 yearly, 12 monthly); a whole
 *   number >= 1.
 * @param years - Duration in whole years; a whole number >= 0.
 * @returns The interest earned, in the currency of principal.
 */
export function compound_interest(
  principal: number,
  rate: number,
  times_compounded: Integer,
  years: Integer,
): number {
  requireNonNegative(principal, 'principal');
  requireNonNegative(rate, 'rate');
  requireIntegerInRange(times_compounded, 'times_compounded', 1, Number.MAX_SAFE_INTEGER);
  requireIntegerInRange(years, 'years', 0, Number.MAX_SAFE_INTEGER);
  const amount = principal * (1 + rate / times_compounded) ** (times_compounded * years);
  return finiteResult(amount - principal, 'the compound interest');
}

/**
 * Simple interest earned on an investment or loan (principal × rate × years), without compounding.
 *
 * @param principal - The initial amount of money; must be >= 0.
 * @param rate - The annual interest rate as a decimal fraction (0.05 for 5 %); must be >= 0.
 * @param years - Duration in whole years; a whole number >= 0.
 * @returns The interest earned (not including the principal), in the currency of principal.
 */
export function simple_interest(principal: number, rate: number, years: Integer): number {
  requireNonNegative(principal, 'principal');
  requireNonNegative(rate, 'rate');
  requireIntegerInRange(years, 'years', 0, Number.MAX_SAFE_INTEGER);
  return finiteResult(principal * rate * years, 'the simple interest');
}

/**
 * Converts a temperature from degrees Celsius (centigrade) to degrees Fahrenheit (°F = °C × 9/5 + 32).
 *
 * @param celsius - Temperature in °C; must not be below absolute zero (-273.15 °C).
 * @returns The temperature in °F.
 */
export function convert_celsius_to_fahrenheit(celsius: number): number {
  requireFinite(celsius, 'celsius');
  if (celsius < ABSOLUTE_ZERO_CELSIUS) {
    throw new RangeError(`celsius must be >= ${ABSOLUTE_ZERO_CELSIUS} (absolute zero), got ${celsius}`);
  }
  return finiteResult((celsius * 9) / 5 + 32, 'the temperature');
}

/**
 * Converts a temperature from degrees Fahrenheit to degrees Celsius (centigrade) (°C = (°F − 32) × 5/9).
 *
 * @param fahrenheit - Temperature in °F; must not be below absolute zero (-459.67 °F).
 * @returns The temperature in °C.
 */
export function convert_fahrenheit_to_celsius(fahrenheit: number): number {
  requireFinite(fahrenheit, 'fahrenheit');
  if (fahrenheit < ABSOLUTE_ZERO_FAHRENHEIT) {
    throw new RangeError(
      `fahrenheit must be >= ${ABSOLUTE_ZERO_FAHRENHEIT} (absolute zero), got ${fahrenheit}`,
    );
  }
  return ((fahrenheit - 32) * 5) / 9;
}
