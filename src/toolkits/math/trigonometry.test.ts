import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cosine, degrees_to_radians, hypotenuse, radians_to_degrees, sine, tangent } from './trigonometry.ts';

const close = (actual: number, expected: number, tolerance = 1e-9): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `expected ${expected}, got ${actual}`);

describe('trigonometry', () => {
  it('computes sine, cosine and tangent of angles in radians', () => {
    close(sine(Math.PI / 6), 0.5);
    close(sine(Math.PI / 2), 1);
    close(cosine(Math.PI / 3), 0.5);
    close(cosine(Math.PI), -1);
    close(tangent(Math.PI / 4), 1);
    close(tangent(-Math.PI / 4), -1);
    assert.equal(tangent(0), 0);
  });

  it('rejects angles where the tangent is undefined and non-finite angles', () => {
    assert.throws(() => tangent(Math.PI / 2), /odd multiple/);
    assert.throws(() => tangent((3 * Math.PI) / 2), RangeError);
    assert.throws(() => sine(Infinity), /angle/);
    assert.throws(() => cosine(Number.NaN), RangeError);
  });

  it('converts between degrees and radians', () => {
    close(radians_to_degrees(Math.PI), 180);
    close(radians_to_degrees(1), 57.29577951308232);
    close(degrees_to_radians(90), Math.PI / 2);
    close(degrees_to_radians(-180), -Math.PI);
    close(radians_to_degrees(degrees_to_radians(37)), 37);
    assert.throws(() => degrees_to_radians(Number.NaN), /degrees/);
    assert.throws(() => radians_to_degrees(Infinity), /radians/);
  });

  it('computes the hypotenuse of a right triangle', () => {
    assert.equal(hypotenuse(3, 4), 5);
    assert.equal(hypotenuse(9, 12), 15);
    close(hypotenuse(1, 1), Math.SQRT2);
    assert.throws(() => hypotenuse(-3, 4), /a must be >= 0/);
    assert.throws(() => hypotenuse(3, -4), /b must be >= 0/);
  });
});
