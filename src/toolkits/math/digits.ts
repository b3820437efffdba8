import type { Integer } from './integer.ts';
import { requireInteger } from './validate.ts';

/** The decimal digits of |value|, most significant first. */
function digitsOf(value: number): number[] {
  return Array.from(String(Math.abs(value)), Number);
}

/**
 * Checks whether a whole number is an Armstrong number (narcissistic number): equal to the sum of its digits
 * each raised to the power of the number of digits, e.g. 153 = 1³ + 5³ + 3³.
 *
 * @param number - Any whole number; negative numbers are not Armstrong numbers. 0 to 9 are.
 * @returns true if number is an Armstrong number, otherwise false.
 */
export function is_armstrong_number(number: Integer): boolean {
  requireInteger(number, 'number');
  if (number < 0) return false;
  const digits = digitsOf(number);
  const sum = digits.reduce((total, digit) => total + BigInt(digit) ** BigInt(digits.length), 0n);
  return sum === BigInt(number);
}

/**
 * Checks whether a whole number is a palindrome: it reads the same forwards and backwards in decimal, like
 * 12321.
 *
 * @param number - Any whole number; negative numbers are not palindromes (the minus sign has no mirror).
 * @returns true if the digits of number read the same in both directions, otherwise false.
 */
export function is_palindrome(number: Integer): boolean {
  requireInteger(number, 'number');
  if (number < 0) return false;
  const text = String(number);
  return text === [...text].reverse().join('');
}

/**
 * Sum of the decimal digits of a whole number (digit sum, cross sum), e.g. 1234 gives 1 + 2 + 3 + 4 = 10.
 *
 * @param number - Any whole number; the sign is ignored.
 * @returns The sum of the digits of |number|.
 */
export function sum_of_digits(number: Integer): Integer {
  requireInteger(number, 'number');
  return digitsOf(number).reduce((sum, digit) => sum + digit, 0);
}

/**
 * Digital root of a whole number: repeatedly sum its digits until a single digit remains, e.g. 98765 → 35
 * → 8.
 *
 * @param number - Any whole number; the sign is ignored.
 * @returns A single digit from 0 to 9 (0 only for 0).
 */
export function digital_root(number: Integer): Integer {
  requireInteger(number, 'number');
  const magnitude = Math.abs(number);
  return magnitude === 0 ? 0 : 1 + ((magnitude - 1) % 9);
}
