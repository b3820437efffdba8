import type { JsonValue } from '../../tool/json-schema.ts';

/** Where two JSON values first differ. */
export interface JsonDifference {
  /** JSONPath-like location, `$` for the values themselves, e.g. `$.items[2].price`. */
  path: string;
  /** What was expected there (undefined: nothing). */
  expected: JsonValue | undefined;
  /** What was found there (undefined: nothing). */
  actual: JsonValue | undefined;
}

/**
 * The first difference between `expected` and `actual`, or undefined when they are equal: deep equality,
 * with numbers equal when within `tolerance` (relative to the expected value when it is larger than 1).
 */
export function findJsonDifference(
  expected: JsonValue | undefined,
  actual: JsonValue | undefined,
  options: { tolerance?: number } = {},
): JsonDifference | undefined {
  const { tolerance = 1e-9 } = options;
  const walk = (
    e: JsonValue | undefined,
    a: JsonValue | undefined,
    path: string,
  ): JsonDifference | undefined => {
    const differ = { path, expected: e, actual: a };
    if (typeof e === 'number' && typeof a === 'number') {
      return Math.abs(e - a) <= tolerance * Math.max(1, Math.abs(e)) ? undefined : differ;
    }
    if (Array.isArray(e) || Array.isArray(a)) {
      if (!Array.isArray(e) || !Array.isArray(a)) return differ;
      for (let i = 0; i < Math.max(e.length, a.length); i++) {
        const d = walk(e[i], a[i], `${path}[${i}]`);
        if (d) return d;
      }
      return undefined;
    }
    if (isObject(e) || isObject(a)) {
      if (!isObject(e) || !isObject(a)) return differ;
      for (const key of new Set([...Object.keys(e), ...Object.keys(a)])) {
        const d = walk(
          e[key],
          a[key],
          `${path}${/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`}`,
        );
        if (d) return d;
      }
      return undefined;
    }
    return e === a ? undefined : differ;
  };
  return walk(expected, actual, '$');
}

function isObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
