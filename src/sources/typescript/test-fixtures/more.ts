/**
 * Multiplies two integers.
 *
 * @param a - The first factor.
 * @param b - The second factor.
 */
export function times(a: number, b: number): number {
  return a * b;
}
