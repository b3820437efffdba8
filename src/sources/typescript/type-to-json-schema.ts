import ts from 'typescript';
import { arrayToJsonSchema, tupleToJsonSchema } from './array-to-json-schema.ts';
import { isIntegerAlias } from './is-integer-alias.ts';
import { objectToJsonSchema } from './object-to-json-schema.ts';
import { type ConversionContext, type TypeConversion, converted, notConvertible } from './type-conversion.ts';
import { unionToJsonSchema } from './union-to-json-schema.ts';

/** Options of {@link typeToJsonSchema}. */
export interface TypeToJsonSchemaOptions {
  /** The type checker of the module's program. */
  checker: ts.TypeChecker;
  /** The module's program. */
  program: ts.Program;
  /** The type to convert. */
  type: ts.Type;
  /**
   * The annotation the type was written with, when there is one. TypeScript erases aliases of primitives,
   * so this is what shows that a `number` was written `Integer`.
   */
  node?: ts.TypeNode | undefined;
}

/**
 * Converts a TypeScript type to JSON Schema: `string`, `number`, `boolean`, `null`, literals and unions of
 * literals (as `enum`), `Integer`/`int` aliases of `number` (as `integer`), arrays, tuples, object literal
 * types, interfaces and string-keyed records. Functions, classes, built-ins such as `Date` or `Map`, `any`,
 * `unknown`, generics, symbols, bigints, recursive types and unions of objects are refused with a reason.
 *
 * @example
 * typeToJsonSchema({ checker, program, type }) // { ok: true, schema: { type: 'string' }, optional: false }
 */
export function typeToJsonSchema(options: TypeToJsonSchemaOptions): TypeConversion {
  const context: ConversionContext = {
    checker: options.checker,
    program: options.program,
    stack: [],
    convert: (type, node) => convertType(context, type, node),
  };
  return context.convert(options.type, options.node);
}

function convertType(
  context: ConversionContext,
  type: ts.Type,
  node: ts.TypeNode | undefined,
): TypeConversion {
  const { checker } = context;
  const f = type.flags;
  const name = checker.typeToString(type);
  if (isIntegerAlias(checker, type, node)) return converted({ type: 'integer' });
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
    return notConvertible(`has type '${name}', which JSON Schema cannot express; give it a specific type`);
  }
  if (f & ts.TypeFlags.TypeParameter)
    return notConvertible(`has a generic type '${name}', which JSON Schema cannot express`);
  if (f & (ts.TypeFlags.Never | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) {
    return notConvertible(`has type '${name}', which JSON cannot carry`);
  }
  if (f & ts.TypeFlags.Null) return converted({ type: 'null' });
  if (f & ts.TypeFlags.Boolean) return converted({ type: 'boolean' });
  if (f & ts.TypeFlags.BooleanLiteral) return converted({ type: 'boolean', enum: [name === 'true'] });
  if (type.isStringLiteral()) return converted({ type: 'string', enum: [type.value] });
  if (type.isNumberLiteral()) return converted({ type: 'number', enum: [type.value] });
  if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) {
    return converted({ type: 'string' });
  }
  if (f & ts.TypeFlags.Number) return converted({ type: 'number' });
  if (f & (ts.TypeFlags.BigInt | ts.TypeFlags.BigIntLiteral | ts.TypeFlags.ESSymbolLike)) {
    return notConvertible(`has type '${name}', which JSON cannot carry`);
  }
  if (type.isUnion()) return unionToJsonSchema(context, type, node);
  if (f & ts.TypeFlags.NonPrimitive) {
    return notConvertible(
      `has type 'object', which says nothing of its properties; describe them with an interface`,
    );
  }
  if (type.isIntersection()) {
    if (type.types.every((t) => t.flags & ts.TypeFlags.Object && !isNotPlainData(context, t))) {
      return objectToJsonSchema(context, type);
    }
    return notConvertible(`has an intersection type '${name}', which toolwise does not convert`);
  }
  if (f & ts.TypeFlags.Object) {
    if (checker.isTupleType(type)) return tupleToJsonSchema(context, type as ts.TypeReference, node);
    if (checker.isArrayType(type)) return arrayToJsonSchema(context, type as ts.TypeReference, node);
    if (type.getCallSignatures().length > 0) {
      return notConvertible(`has a function type, which JSON Schema cannot express`);
    }
    if (isNotPlainData(context, type))
      return notConvertible(`has type '${name}', which JSON Schema cannot express`);
    return objectToJsonSchema(context, type);
  }
  return notConvertible(`has type '${name}', which JSON Schema cannot express`);
}

/**
 * Class instances and constructors (the module's own or built-in), and the interfaces of the standard
 * library (`Date`, `Map`, `Promise`, `RegExp`, `Uint8Array`, ...): objects whose state JSON does not carry.
 */
function isNotPlainData(context: ConversionContext, type: ts.Type): boolean {
  if (type.getConstructSignatures().length > 0 || type.getCallSignatures().length > 0) return true;
  const symbol = type.getSymbol();
  if (!symbol) return false;
  if (symbol.flags & ts.SymbolFlags.Class) return true;
  if (!(symbol.flags & ts.SymbolFlags.Interface)) return false;
  return (symbol.declarations ?? []).some((d) =>
    context.program.isSourceFileDefaultLibrary(d.getSourceFile()),
  );
}
