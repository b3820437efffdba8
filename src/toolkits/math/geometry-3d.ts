import { finiteResult, requireNonNegative } from './validate.ts';

/**
 * Volume of a cube (side length cubed).
 *
 * @param side_length - Length of one edge; must be >= 0.
 * @returns The volume, in cubic units.
 */
export function volume_cube(side_length: number): number {
  requireNonNegative(side_length, 'side_length');
  return finiteResult(side_length ** 3, 'the volume');
}

/**
 * Volume of a sphere (ball) from its radius (4/3 π r³).
 *
 * @param radius - The radius; must be >= 0.
 * @returns The volume, in cubic units.
 */
export function volume_sphere(radius: number): number {
  requireNonNegative(radius, 'radius');
  return finiteResult((4 / 3) * Math.PI * radius ** 3, 'the volume');
}

/**
 * Volume of a right circular cylinder (π r² h).
 *
 * @param radius - Radius of the circular base; must be >= 0.
 * @param height - Height of the cylinder; must be >= 0.
 * @returns The volume, in cubic units.
 */
export function volume_cylinder(radius: number, height: number): number {
  requireNonNegative(radius, 'radius');
  requireNonNegative(height, 'height');
  return finiteResult(Math.PI * radius * radius * height, 'the volume');
}

/**
 * Total surface area of a closed right circular cylinder: the curved side plus both circular ends
 * (2 π r h + 2 π r²).
 *
 * @param radius - Radius of the circular base; must be >= 0.
 * @param height - Height of the cylinder; must be >= 0.
 * @returns The surface area, in square units.
 */
export function surface_area_of_cylinder(radius: number, height: number): number {
  requireNonNegative(radius, 'radius');
  requireNonNegative(height, 'height');
  return finiteResult(2 * Math.PI * radius * (radius + height), 'the surface area');
}

/**
 * Volume of a right circular cone (⅓ π r² h).
 *
 * @param radius - Radius of the circular base; must be >= 0.
 * @param height - Perpendicular height from base to apex; must be >= 0.
 * @returns The volume, in cubic units.
 */
export function volume_cone(radius: number, height: number): number {
  requireNonNegative(radius, 'radius');
  requireNonNegative(height, 'height');
  return finiteResult((Math.PI * radius * radius * height) / 3, 'the volume');
}

/**
 * Surface area of a cube (6 × side length²).
 *
 * @param side_length - Length of one edge; must be >= 0.
 * @returns The total area of the six faces, in square units.
 */
export function surface_area_cube(side_length: number): number {
  requireNonNegative(side_length, 'side_length');
  return finiteResult(6 * side_length * side_length, 'the surface area');
}

/**
 * Surface area of a sphere from its radius (4 π r²).
 *
 * @param radius - The radius; must be >= 0.
 * @returns The surface area, in square units.
 */
export function surface_area_sphere(radius: number): number {
  requireNonNegative(radius, 'radius');
  return finiteResult(4 * Math.PI * radius * radius, 'the surface area');
}

/**
 * Volume of a right prism (base area × height); works for any base shape.
 *
 * @param base_area - Area of the base face; must be >= 0.
 * @param height - Distance between the two base faces; must be >= 0.
 * @returns The volume, in cubic units.
 */
export function volume_of_prism(base_area: number, height: number): number {
  requireNonNegative(base_area, 'base_area');
  requireNonNegative(height, 'height');
  return finiteResult(base_area * height, 'the volume');
}

/**
 * Total surface area of a right prism: both bases plus the sides (2 × base area + base perimeter × height).
 *
 * @param base_perimeter - Perimeter of the base face; must be >= 0.
 * @param base_area - Area of the base face; must be >= 0.
 * @param height - Distance between the two base faces; must be >= 0.
 * @returns The surface area, in square units.
 */
export function surface_area_of_prism(base_perimeter: number, base_area: number, height: number): number {
  requireNonNegative(base_perimeter, 'base_perimeter');
  requireNonNegative(base_area, 'base_area');
  requireNonNegative(height, 'height');
  return finiteResult(2 * base_area + base_perimeter * height, 'the surface area');
}

/**
 * Volume of a pyramid (⅓ × base area × height); works for any base shape.
 *
 * @param base_area - Area of the base; must be >= 0.
 * @param height - Perpendicular height from base to apex; must be >= 0.
 * @returns The volume, in cubic units.
 */
export function volume_of_pyramid(base_area: number, height: number): number {
  requireNonNegative(base_area, 'base_area');
  requireNonNegative(height, 'height');
  return finiteResult((base_area * height) / 3, 'the volume');
}

/**
 * Total surface area of a pyramid: base area plus lateral area (the area of the slanted faces).
 *
 * @param base_area - Area of the base; must be >= 0.
 * @param lateral_area - Combined area of the side faces; must be >= 0.
 * @returns base_area + lateral_area, in square units.
 */
export function surface_area_of_pyramid(base_area: number, lateral_area: number): number {
  requireNonNegative(base_area, 'base_area');
  requireNonNegative(lateral_area, 'lateral_area');
  return finiteResult(base_area + lateral_area, 'the surface area');
}

/** Throws unless the radii describe a torus (ring, doughnut) without self-intersection. */
function requireTorusRadii(major_radius: number, minor_radius: number): void {
  requireNonNegative(major_radius, 'major_radius');
  requireNonNegative(minor_radius, 'minor_radius');
  if (minor_radius > major_radius) {
    throw new RangeError(
      `minor_radius (${minor_radius}) must not exceed major_radius (${major_radius}); did you swap them?`,
    );
  }
}

/**
 * Volume of a torus (ring, doughnut shape): 2 π² R r².
 *
 * @param major_radius - R, distance from the centre of the torus to the centre of the tube; must be >= 0.
 * @param minor_radius - r, radius of the tube; must be >= 0 and <= major_radius.
 * @returns The volume, in cubic units.
 */
export function volume_of_torus(major_radius: number, minor_radius: number): number {
  requireTorusRadii(major_radius, minor_radius);
  return finiteResult(2 * Math.PI ** 2 * major_radius * minor_radius ** 2, 'the volume');
}

/**
 * Surface area of a torus (ring, doughnut shape): 4 π² R r.
 *
 * @param major_radius - R, distance from the centre of the torus to the centre of the tube; must be >= 0.
 * @param minor_radius - r, radius of the tube; must be >= 0 and <= major_radius.
 * @returns The surface area, in square units.
 */
export function surface_area_of_torus(major_radius: number, minor_radius: number): number {
  requireTorusRadii(major_radius, minor_radius);
  return finiteResult(4 * Math.PI ** 2 * major_radius * minor_radius, 'the surface area');
}
