import ts from 'typescript';
import type { JsonSchema, JsonValue } from '../../tool/json-schema.ts';
import { resolveTypeNode } from './resolve-type-node.ts';
import { type ConversionContext, type TypeConversion, converted, notConvertible } from './type-conversion.ts';

/**
 * Converts a union type. `undefined` (and `void`) members make the value optional; a `null` member adds
 * `'null'` to the type (`T | null` gives `type: [T, 'null']`); unions of literals become `enum`
 * (`'a' | 'b'` gives `{ type: 'string', enum: ['a', 'b'] }`); other unions of primitives and arrays become
 * `anyOf`. Unions of object types are refused.
 */
export function unionToJsonSchema(
  context: ConversionContext,
  type: ts.UnionType,
  node: ts.TypeNode | undefined,
): TypeConversion {
  const { checker } = context;
  const optional = type.types.some((t) => t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void));
  const nullable = type.types.some((t) => t.flags & ts.TypeFlags.Null);
  const members = collapseBooleans(
    checker,
    type.types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Null))),
  );
  if (members.length === 0) {
    return nullable
      ? converted({ type: 'null' }, optional)
      : notConvertible(`has type 'undefined', which JSON cannot carry`);
  }

  const written = readWrittenMembers(checker, node);
  const ordered = inWrittenOrder(members, written);
  const literals = literalValues(ordered);
  if (literals) {
    const types = [...new Set(literals.map(jsonType))];
    const schema: JsonSchema = { type: types.length === 1 ? types[0] : types, enum: literals };
    return converted(nullable ? withNull(schema) : schema, optional);
  }

  if (members.length === 1) {
    const single = context.convert(members[0] as ts.Type, written.nodes.get(members[0] as ts.Type));
    if (!single.ok) return single;
    return converted(nullable ? withNull(single.schema) : single.schema, optional || single.optional);
  }

  const schemas: JsonSchema[] = [];
  for (const member of ordered) {
    if (isObjectLike(checker, member)) {
      return notConvertible(
        `has a union type '${checker.typeToString(type)}' with object members, which toolwise does not convert`,
      );
    }
    const conversion = context.convert(member, written.nodes.get(member));
    if (!conversion.ok) return conversion;
    schemas.push(conversion.schema);
  }
  const plainTypes = schemas.every((s) => Object.keys(s).length === 1 && typeof s.type === 'string');
  const schema: JsonSchema = plainTypes ? { type: schemas.map((s) => s.type as string) } : { anyOf: schemas };
  return converted(nullable ? withNull(schema) : schema, optional);
}

/** The values of a union made only of string, number and boolean literals (enum members included). */
function literalValues(members: ts.Type[]): JsonValue[] | undefined {
  const values: JsonValue[] = [];
  for (const member of members) {
    if (member.isStringLiteral() || member.isNumberLiteral()) values.push(member.value);
    else if (member.flags & ts.TypeFlags.BooleanLiteral) values.push(isTrue(member));
    else return undefined;
  }
  return values;
}

/** The member types an annotation spells out, in its order, with the nodes they are written as. */
interface WrittenMembers {
  /** Member types in written order; a member that is itself a union (an alias, `boolean`) is followed by its members. */
  order: ts.Type[];
  /** The annotation of each member written on its own, e.g. `Integer` for the `number` of `Integer | null`. */
  nodes: Map<ts.Type, ts.TypeNode>;
}

function readWrittenMembers(checker: ts.TypeChecker, node: ts.TypeNode | undefined): WrittenMembers {
  const written: WrittenMembers = { order: [], nodes: new Map() };
  const visit = (n: ts.TypeNode | undefined, depth: number): void => {
    const resolved = resolveTypeNode(checker, n);
    if (!resolved || depth > 10) return;
    if (ts.isUnionTypeNode(resolved)) {
      for (const member of resolved.types) visit(member, depth + 1);
      return;
    }
    const type = checker.getTypeFromTypeNode(resolved);
    written.order.push(type, ...(type.isUnion() ? type.types : []));
    if (!written.nodes.has(type)) written.nodes.set(type, resolved);
  };
  visit(node, 0);
  return written;
}

/**
 * The members in the order the annotation lists them (TypeScript orders union members by creation, so
 * `'b' | 'a'` may come out as `'a' | 'b'`). Members the annotation does not show go last.
 */
function inWrittenOrder(members: ts.Type[], written: WrittenMembers): ts.Type[] {
  const rank = (t: ts.Type) => {
    const i = written.order.indexOf(t);
    return i === -1 ? written.order.length : i;
  };
  return [...members].sort((a, b) => rank(a) - rank(b));
}

/** `true | false` in a union (`boolean | undefined`, `boolean | string`) stands for `boolean`. */
function collapseBooleans(checker: ts.TypeChecker, members: ts.Type[]): ts.Type[] {
  const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
  if (booleans.length !== 2) return members;
  const first = members.indexOf(booleans[0] as ts.Type);
  const rest = members.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
  rest.splice(first, 0, checker.getBooleanType());
  return rest;
}

function isObjectLike(checker: ts.TypeChecker, type: ts.Type): boolean {
  return (
    Boolean(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection | ts.TypeFlags.NonPrimitive)) &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type)
  );
}

function isTrue(type: ts.Type): boolean {
  return (type as ts.Type & { intrinsicName?: string }).intrinsicName === 'true';
}

function jsonType(value: JsonValue): string {
  return typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : 'boolean';
}

function withNull(schema: JsonSchema): JsonSchema {
  const result: JsonSchema = { ...schema };
  if (typeof schema.type === 'string') result.type = [schema.type, 'null'];
  else if (Array.isArray(schema.type)) result.type = [...schema.type, 'null'];
  else if (Array.isArray(schema['anyOf']))
    result['anyOf'] = [...(schema['anyOf'] as JsonSchema[]), { type: 'null' }];
  if (schema.enum) result.enum = [...schema.enum, null];
  return result;
}
