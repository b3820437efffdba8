import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  area_circle,
  area_of_ellipse,
  area_of_hexagon,
  area_of_rhombus,
  area_parallelogram,
  area_rectangle,
  area_square,
  area_triangle,
  circumference_circle,
  perimeter_of_ellipse,
  perimeter_of_hexagon,
  perimeter_rectangle,
  perimeter_square,
  perimeter_triangle,
} from './geometry-2d.ts';

const close = (actual: number, expected: number, tolerance = 1e-9): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `expected ${expected}, got ${actual}`);

describe('plane geometry', () => {
  it('measures circles', () => {
    close(area_circle(5), 78.53981633974483);
    close(circumference_circle(7), 43.982297150257104);
    assert.equal(area_circle(0), 0);
    assert.throws(() => area_circle(-1), /radius must be >= 0/);
    assert.throws(() => circumference_circle(-2), /radius/);
  });

  it('measures rectangles and squares', () => {
    assert.equal(area_rectangle(8, 5), 40);
    assert.equal(perimeter_rectangle(8, 5), 26);
    assert.equal(area_square(15), 225);
    assert.equal(perimeter_square(10), 40);
    assert.throws(() => area_rectangle(-8, 5), /length/);
    assert.throws(() => perimeter_rectangle(8, -5), /width/);
    assert.throws(() => area_square(-1), /side_length/);
    assert.throws(() => perimeter_square(Number.NaN), /side_length/);
  });

  it('measures triangles', () => {
    assert.equal(area_triangle(12, 9), 54);
    assert.equal(perimeter_triangle([2, 3, 4]), 9);
    close(perimeter_triangle([0.1, 0.2, 0.25]), 0.55);
    assert.throws(() => area_triangle(-1, 2), /base/);
    assert.throws(() => area_triangle(1, -2), /height/);
    assert.throws(() => perimeter_triangle([3, 4]), /exactly 3/);
    assert.throws(() => perimeter_triangle([3, 4, 5, 6]), /exactly 3/);
    assert.throws(() => perimeter_triangle([0, 4, 5]), /> 0/);
    assert.throws(() => perimeter_triangle([1, 2, 10]), /triangle inequality/);
  });

  it('measures parallelograms and rhombi', () => {
    assert.equal(area_parallelogram(10, 7), 70);
    assert.equal(area_of_rhombus(10, 8), 40);
    assert.throws(() => area_parallelogram(10, -7), /height/);
    assert.throws(() => area_of_rhombus(-10, 8), /diagonal1/);
  });

  it('measures regular hexagons', () => {
    assert.equal(perimeter_of_hexagon(9), 54);
    close(area_of_hexagon(4), 41.569219381653056);
    close(area_of_hexagon(1), (3 * Math.sqrt(3)) / 2);
    assert.throws(() => perimeter_of_hexagon(-1), /side/);
    assert.throws(() => area_of_hexagon(-1), /side/);
  });

  it('measures ellipses from their full axes', () => {
    close(area_of_ellipse(10, 5), (Math.PI * 50) / 4);
    close(area_of_ellipse(14, 8), Math.PI * 28);
    // A circle of radius 5 is an ellipse with both axes 10: Ramanujan's formula is exact there.
    close(perimeter_of_ellipse(10, 10), 10 * Math.PI);
    // Semi-axes 10 and 5: Ramanujan's value, within 1e-3 of the exact perimeter 48.44224110273838.
    close(perimeter_of_ellipse(20, 10), Math.PI * (45 - Math.sqrt(875)));
    close(perimeter_of_ellipse(20, 10), 48.44224110273838, 1e-3);
    assert.throws(() => area_of_ellipse(-1, 2), /major_axis/);
    assert.throws(() => perimeter_of_ellipse(1, -2), /minor_axis/);
  });
});
