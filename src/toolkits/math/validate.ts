/**
 * Argument checks shared by the math tools. Internal: not re-exported from `index.ts`, not tools themselves.
 * Every check throws a `RangeError` whose message names the offending parameter.
 */

/** Throws unless `value` is a finite number (not NaN, not ±Infinity). */
export function requireFinite(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new RangeError(`${name} must be a finite number, got ${String(value)}`);
  }
}

/** Throws unless `value` is a finite number >= 0. */
export function requireNonNegative(value: number, name: string): void {
  requireFinite(value, name);
  if (value < 0) throw new RangeError(`${name} must be >= 0, got ${value}`);
}

/** Throws unless `value` is a finite number > 0. */
export function requirePositive(value: number, name: string): void {
  requireFinite(value, name);
  if (value <= 0) throw new RangeError(`${name} must be > 0, got ${value}`);
}

/** Throws unless `value` is a whole number within ±(2^53 − 1), where integers are exact. */
export function requireInteger(value: number, name: string): void {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new RangeError(`${name} must be a whole number (integer), got ${String(value)}`);
  }
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be between -9007199254740991 and 9007199254740991, got ${value}`);
  }
}

/** Throws unless `value` is a whole number between `min` and `max` (both inclusive). */
export function requireIntegerInRange(value: number, name: string, min: number, max: number): void {
  requireInteger(value, name);
  if (value < min || value > max) {
    throw new RangeError(
      max === Number.MAX_SAFE_INTEGER
        ? `${name} must be >= ${min}, got ${value}`
        : `${name} must be between ${min} and ${max}, got ${value}`,
    );
  }
}

/** Throws unless `values` is an array of finite numbers, with at least `minLength` elements. */
export function requireNumberList(values: readonly number[], name: string, minLength = 0): void {
  if (!Array.isArray(values)) throw new RangeError(`${name} must be a list of numbers`);
  if (values.length < minLength) {
    throw new RangeError(
      minLength === 1
        ? `${name} must not be empty`
        : `${name} must contain at least ${minLength} numbers, got ${values.length}`,
    );
  }
  values.forEach((value, index) => requireFinite(value, `${name}[${index}]`));
}

/** Throws unless `values` is an array of whole numbers. */
export function requireIntegerList(values: readonly number[], name: string): void {
  if (!Array.isArray(values)) throw new RangeError(`${name} must be a list of whole numbers`);
  values.forEach((value, index) => requireInteger(value, `${name}[${index}]`));
}

/**
 * Returns `value` (with -0 turned into 0), or throws when a computation overflowed to ±Infinity or produced
 * NaN.
 */
export function finiteResult(value: number, what: string): number {
  if (!Number.isFinite(value)) throw new RangeError(`${what} is too large to represent as a number`);
  return value + 0;
}

/**
 * Converts an exact big integer to the nearest number (exact up to 2^53 − 1); throws when it is too large
 * to represent at all.
 */
export function bigIntToNumber(value: bigint, what: string): number {
  return finiteResult(Number(value), what);
}
