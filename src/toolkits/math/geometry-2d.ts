import { finiteResult, requireNonNegative, requireNumberList } from './validate.ts';

/**
 * Area of a circle from its radius (π r²).
 *
 * @param radius - The radius (half the diameter); must be >= 0.
 * @returns The area, in square units of the radius.
 */
export function area_circle(radius: number): number {
  requireNonNegative(radius, 'radius');
  return finiteResult(Math.PI * radius * radius, 'the area');
}

/**
 * Circumference (perimeter) of a circle from its radius (2 π r).
 *
 * @param radius - The radius (half the diameter); must be >= 0.
 * @returns The circumference, in the unit of the radius.
 */
export function circumference_circle(radius: number): number {
  requireNonNegative(radius, 'radius');
  return finiteResult(2 * Math.PI * radius, 'the circumference');
}

/**
 * Area of a rectangle (length × width).
 *
 * @param length - Length of the rectangle; must be >= 0.
 * @param width - Width of the rectangle; must be >= 0.
 * @returns The area, in square units.
 */
export function area_rectangle(length: number, width: number): number {
  requireNonNegative(length, 'length');
  requireNonNegative(width, 'width');
  return finiteResult(length * width, 'the area');
}

/**
 * Perimeter of a rectangle (2 × (length + width)), the distance around it.
 *
 * @param length - Length of the rectangle; must be >= 0.
 * @param width - Width of the rectangle; must be >= 0.
 * @returns The perimeter, in the unit of the sides.
 */
export function perimeter_rectangle(length: number, width: number): number {
  requireNonNegative(length, 'length');
  requireNonNegative(width, 'width');
  return finiteResult(2 * (length + width), 'the perimeter');
}

/**
 * Area of a triangle from its base and height (½ × base × height).
 *
 * @param base - Length of the base side; must be >= 0.
 * @param height - Perpendicular height onto that base; must be >= 0.
 * @returns The area, in square units.
 */
export function area_triangle(base: number, height: number): number {
  requireNonNegative(base, 'base');
  requireNonNegative(height, 'height');
  return finiteResult((base * height) / 2, 'the area');
}

/**
 * Perimeter of a triangle: the sum of its three side lengths.
 *
 * @param sides - The three side lengths [a, b, c]; each must be > 0 and they must satisfy the triangle
 *   inequality (each side shorter than the sum of the other two).
 * @returns a + b + c.
 */
export function perimeter_triangle(sides: number[]): number {
  requireNumberList(sides, 'sides');
  if (sides.length !== 3) throw new RangeError(`sides must contain exactly 3 lengths, got ${sides.length}`);
  const [a = 0, b = 0, c = 0] = sides;
  if (a <= 0 || b <= 0 || c <= 0) throw new RangeError('sides must all be > 0');
  if (a >= b + c || b >= a + c || c >= a + b) {
    throw new RangeError(
      'sides must satisfy the triangle inequality (each side shorter than the other two combined)',
    );
  }
  return finiteResult(a + b + c, 'the perimeter');
}

/**
 * Perimeter of a square (4 × side length).
 *
 * @param side_length - Length of one side; must be >= 0.
 * @returns The perimeter, in the unit of the side.
 */
export function perimeter_square(side_length: number): number {
  requireNonNegative(side_length, 'side_length');
  return finiteResult(4 * side_length, 'the perimeter');
}

/**
 * Area of a square (side length squared).
 *
 * @param side_length - Length of one side; must be >= 0.
 * @returns The area, in square units.
 */
export function area_square(side_length: number): number {
  requireNonNegative(side_length, 'side_length');
  return finiteResult(side_length * side_length, 'the area');
}

/**
 * Area of a parallelogram (base × height).
 *
 * @param base - Length of the base side; must be >= 0.
 * @param height - Perpendicular distance between the base and the opposite side; must be >= 0.
 * @returns The area, in square units.
 */
export function area_parallelogram(base: number, height: number): number {
  requireNonNegative(base, 'base');
  requireNonNegative(height, 'height');
  return finiteResult(base * height, 'the area');
}

/**
 * Area of a rhombus (diamond) from its two diagonals (d1 × d2 / 2).
 *
 * @param diagonal1 - Length of the first diagonal; must be >= 0.
 * @param diagonal2 - Length of the second diagonal; must be >= 0.
 * @returns The area, in square units.
 */
export function area_of_rhombus(diagonal1: number, diagonal2: number): number {
  requireNonNegative(diagonal1, 'diagonal1');
  requireNonNegative(diagonal2, 'diagonal2');
  return finiteResult((diagonal1 * diagonal2) / 2, 'the area');
}

/**
 * Perimeter of a regular hexagon (6 × side length).
 *
 * @param side - Length of one side; must be >= 0.
 * @returns The perimeter, in the unit of the side.
 */
export function perimeter_of_hexagon(side: number): number {
  requireNonNegative(side, 'side');
  return finiteResult(6 * side, 'the perimeter');
}

/**
 * Area of a regular hexagon from its side length ((3√3 / 2) × side²).
 *
 * @param side - Length of one side; must be >= 0.
 * @returns The area, in square units.
 */
export function area_of_hexagon(side: number): number {
  requireNonNegative(side, 'side');
  return finiteResult(((3 * Math.sqrt(3)) / 2) * side * side, 'the area');
}

/**
 * Area of an ellipse (oval) from the full lengths of its major and minor axes (π × a × b with semi-axes
 * a = major_axis / 2 and b = minor_axis / 2). Given semi-axes, pass twice their values.
 *
 * @param major_axis - Full length of the major (longest) axis, i.e. twice the semi-major axis; must be >= 0.
 * @param minor_axis - Full length of the minor (shortest) axis, i.e. twice the semi-minor axis; must be >= 0.
 * @returns The area, in square units.
 */
export function area_of_ellipse(major_axis: number, minor_axis: number): number {
  requireNonNegative(major_axis, 'major_axis');
  requireNonNegative(minor_axis, 'minor_axis');
  return finiteResult((Math.PI * major_axis * minor_axis) / 4, 'the area');
}

/**
 * Perimeter (circumference) of an ellipse from the full lengths of its major and minor axes, using
 * Ramanujan's approximation π [3(a + b) − √((3a + b)(a + 3b))] with semi-axes a = major_axis / 2 and
 * b = minor_axis / 2 (exact for circles, tiny relative error otherwise). Given semi-axes, pass twice their
 * values.
 *
 * @param major_axis - Full length of the major (longest) axis, i.e. twice the semi-major axis; must be >= 0.
 * @param minor_axis - Full length of the minor (shortest) axis, i.e. twice the semi-minor axis; must be >= 0.
 * @returns The approximate perimeter, in the unit of the axes.
 */
export function perimeter_of_ellipse(major_axis: number, minor_axis: number): number {
  requireNonNegative(major_axis, 'major_axis');
  requireNonNegative(minor_axis, 'minor_axis');
  const a = major_axis / 2;
  const b = minor_axis / 2;
  return finiteResult(Math.PI * (3 * (a + b) - Math.sqrt((3 * a + b) * (a + 3 * b))), 'the perimeter');
}
