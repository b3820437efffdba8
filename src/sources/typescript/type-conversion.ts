import type ts from 'typescript';
import type { JsonSchema } from '../../tool/json-schema.ts';

/**
 * The outcome of converting a TypeScript type to JSON Schema: the schema, and whether the type admits
 * `undefined` (which makes a property or parameter optional); or why it cannot be expressed, and where.
 */
export type TypeConversion =
  | { ok: true; schema: JsonSchema; optional: boolean }
  | {
      ok: false;
      /** Why, phrased to follow a name: `has a function type, which JSON Schema cannot express`. */
      reason: string;
      /** Where inside the value, e.g. `.options.callback` or `[]`; `''` for the value itself. */
      path: string;
    };

/** What the converters of the parts of a type share. */
export interface ConversionContext {
  /** The type checker of the module's program. */
  checker: ts.TypeChecker;
  /** The module's program; tells lib declarations (Date, Map, Promise) from the module's own. */
  program: ts.Program;
  /** The object types being converted, innermost last, to refuse recursive types. */
  stack: ts.Type[];
  /** Converts a nested type; `node` is the annotation it was written with, when known. */
  convert(type: ts.Type, node: ts.TypeNode | undefined): TypeConversion;
}

/** A successful conversion. */
export function converted(schema: JsonSchema, optional = false): TypeConversion {
  return { ok: true, schema, optional };
}

/** A failed conversion of the value itself. */
export function notConvertible(reason: string): TypeConversion {
  return { ok: false, reason, path: '' };
}

/** Puts a failure of a part (`.name`, `[]`, `[0]`) in the path of the whole. */
export function within(part: string, conversion: TypeConversion): TypeConversion {
  return conversion.ok ? conversion : { ...conversion, path: `${part}${conversion.path}` };
}
