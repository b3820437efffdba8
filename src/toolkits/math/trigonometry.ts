import { finiteResult, requireFinite, requireNonNegative } from './validate.ts';

/**
 * Cosine of an angle given in radians (cos). Convert degrees first with degrees_to_radians.
 *
 * @param angle - The angle in radians.
 * @returns cos(angle), between -1 and 1.
 */
export function cosine(angle: number): number {
  requireFinite(angle, 'angle');
  return Math.cos(angle);
}

/**
 * Sine of an angle given in radians (sin). Convert degrees first with degrees_to_radians.
 *
 * @param angle - The angle in radians.
 * @returns sin(angle), between -1 and 1.
 */
export function sine(angle: number): number {
  requireFinite(angle, 'angle');
  return Math.sin(angle);
}

/**
 * Tangent of an angle given in radians (tan = sin / cos). Convert degrees first with degrees_to_radians.
 *
 * @param angle - The angle in radians; must not be an odd multiple of π/2 (90°), where the tangent is
 *   undefined.
 * @returns tan(angle).
 */
export function tangent(angle: number): number {
  requireFinite(angle, 'angle');
  if (Math.abs(Math.cos(angle)) < 1e-12) {
    throw new RangeError(
      `angle must not be an odd multiple of π/2 (the tangent is undefined there), got ${angle}`,
    );
  }
  return Math.tan(angle);
}

/**
 * Converts an angle from radians to degrees (multiplies by 180/π).
 *
 * @param radians - The angle in radians.
 * @returns The same angle in degrees.
 */
export function radians_to_degrees(radians: number): number {
  requireFinite(radians, 'radians');
  return finiteResult((radians * 180) / Math.PI, 'the angle');
}

/**
 * Converts an angle from degrees to radians (multiplies by π/180).
 *
 * @param degrees - The angle in degrees.
 * @returns The same angle in radians.
 */
export function degrees_to_radians(degrees: number): number {
  requireFinite(degrees, 'degrees');
  return (degrees * Math.PI) / 180;
}

/**
 * Hypotenuse of a right triangle from its two legs (Pythagorean theorem c = √(a² + b²)); also the
 * Euclidean length of the vector (a, b).
 *
 * @param a - Length of the first leg; must be >= 0.
 * @param b - Length of the second leg; must be >= 0.
 * @returns The length of the hypotenuse.
 */
export function hypotenuse(a: number, b: number): number {
  requireNonNegative(a, 'a');
  requireNonNegative(b, 'b');
  return finiteResult(Math.hypot(a, b), 'the hypotenuse');
}
