import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  surface_area_cube,
  surface_area_of_cylinder,
  surface_area_of_prism,
  surface_area_of_pyramid,
  surface_area_of_torus,
  surface_area_sphere,
  volume_cone,
  volume_cube,
  volume_cylinder,
  volume_of_prism,
  volume_of_pyramid,
  volume_of_torus,
  volume_sphere,
} from './geometry-3d.ts';

const close = (actual: number, expected: number, tolerance = 1e-9): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `expected ${expected}, got ${actual}`);

describe('solid geometry', () => {
  it('measures cubes', () => {
    assert.equal(volume_cube(6), 216);
    assert.equal(surface_area_cube(4), 96);
    assert.throws(() => volume_cube(-6), /side_length/);
    assert.throws(() => surface_area_cube(-4), /side_length/);
  });

  it('measures spheres', () => {
    close(volume_sphere(6), 904.7786842338604);
    close(surface_area_sphere(10), 1256.6370614359173);
    close(surface_area_sphere(6) / volume_sphere(6), 0.5);
    assert.throws(() => volume_sphere(-1), /radius/);
    assert.throws(() => surface_area_sphere(-1), /radius/);
  });

  it('measures cylinders and cones', () => {
    close(volume_cylinder(5, 10), 785.3981633974483);
    close(surface_area_of_cylinder(3, 8), 66 * Math.PI);
    close(volume_cone(3, 5), 15 * Math.PI);
    assert.throws(() => volume_cylinder(5, -10), /height/);
    assert.throws(() => surface_area_of_cylinder(-3, 8), /radius/);
    assert.throws(() => volume_cone(3, -5), /height/);
  });

  it('measures prisms and pyramids', () => {
    assert.equal(volume_of_prism(25, 8), 200);
    assert.equal(surface_area_of_prism(20, 25, 8), 210);
    assert.equal(volume_of_pyramid(24, 9), 72);
    assert.equal(surface_area_of_pyramid(16, 48), 64);
    assert.throws(() => volume_of_prism(-25, 8), /base_area/);
    assert.throws(() => surface_area_of_prism(-20, 25, 8), /base_perimeter/);
    assert.throws(() => volume_of_pyramid(24, -9), /height/);
    assert.throws(() => surface_area_of_pyramid(16, -48), /lateral_area/);
  });

  it('measures tori', () => {
    close(volume_of_torus(3, 1), 6 * Math.PI ** 2);
    close(surface_area_of_torus(3, 1), 12 * Math.PI ** 2);
    assert.throws(() => volume_of_torus(1, 3), /swap/);
    assert.throws(() => surface_area_of_torus(-3, 1), /major_radius/);
  });
});
