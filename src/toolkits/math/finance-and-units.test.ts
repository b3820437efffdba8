import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  compound_interest,
  convert_celsius_to_fahrenheit,
  convert_fahrenheit_to_celsius,
  simple_interest,
} from './finance-and-units.ts';

const close = (actual: number, expected: number, tolerance = 1e-9): void =>
  assert.ok(Math.abs(actual - expected) < tolerance, `expected ${expected}, got ${actual}`);

describe('finance and units', () => {
  it('computes compound interest earned', () => {
    close(compound_interest(2000, 0.04, 1, 5), 433.3058048);
    close(compound_interest(1000, 0.12, 12, 1), 1000 * (1.01 ** 12 - 1));
    assert.equal(compound_interest(1000, 0.05, 4, 0), 0);
    close(
      compound_interest(1_000_000, 0.11, 1, 10) - compound_interest(1_000_000, 0.1, 1, 10),
      245678.526,
      1e-3,
    );
    assert.throws(() => compound_interest(-1, 0.05, 1, 1), /principal/);
    assert.throws(() => compound_interest(100, -0.05, 1, 1), /rate/);
    assert.throws(() => compound_interest(100, 0.05, 0, 1), /times_compounded must be >= 1/);
    assert.throws(() => compound_interest(100, 0.05, 1, 1.5), /years must be a whole number/);
  });

  it('computes simple interest earned', () => {
    assert.equal(simple_interest(5000, 0.05, 3), 750);
    assert.equal(simple_interest(100, 0, 10), 0);
    assert.throws(() => simple_interest(5000, 0.05, -3), /years must be >= 0/);
    assert.throws(() => simple_interest(-5000, 0.05, 3), /principal/);
  });

  it('converts temperatures between Celsius and Fahrenheit', () => {
    assert.equal(convert_celsius_to_fahrenheit(100), 212);
    assert.equal(convert_celsius_to_fahrenheit(-40), -40);
    assert.equal(convert_celsius_to_fahrenheit(15), 59);
    assert.equal(convert_fahrenheit_to_celsius(212), 100);
    close(convert_fahrenheit_to_celsius(69), 20.555555555555557);
    close(convert_fahrenheit_to_celsius(convert_celsius_to_fahrenheit(36.6)), 36.6);
    assert.throws(() => convert_celsius_to_fahrenheit(-300), /absolute zero/);
    assert.throws(() => convert_fahrenheit_to_celsius(-500), /fahrenheit/);
  });
});
