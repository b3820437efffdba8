import ts from 'typescript';
import type { JsonSchema } from '../../tool/json-schema.ts';
import { resolveTypeNode } from './resolve-type-node.ts';
import {
  type ConversionContext,
  type TypeConversion,
  converted,
  notConvertible,
  within,
} from './type-conversion.ts';

/** Converts an array type (`T[]`, `Array<T>`, `readonly T[]`, `ReadonlyArray<T>`) to `{ type: 'array', items }`. */
export function arrayToJsonSchema(
  context: ConversionContext,
  type: ts.TypeReference,
  node: ts.TypeNode | undefined,
): TypeConversion {
  const [element] = context.checker.getTypeArguments(type);
  if (!element) return notConvertible(`has an array type without an element type`);
  const items = within('[]', context.convert(element, elementNode(resolveTypeNode(context.checker, node))));
  if (!items.ok) return items;
  return converted({ type: 'array', items: items.schema });
}

/**
 * Converts a tuple type to `{ type: 'array', prefixItems, minItems, maxItems }`; a trailing rest element
 * (`[string, ...number[]]`) becomes `items` and lifts `maxItems`.
 */
export function tupleToJsonSchema(
  context: ConversionContext,
  type: ts.TypeReference,
  node: ts.TypeNode | undefined,
): TypeConversion {
  const target = type.target as ts.TupleType;
  const elements = context.checker.getTypeArguments(type);
  const resolved = resolveTypeNode(context.checker, node);
  const nodes = resolved && ts.isTupleTypeNode(resolved) ? resolved.elements : undefined;
  const prefixItems: JsonSchema[] = [];
  let rest: JsonSchema | undefined;
  for (const [i, element] of elements.entries()) {
    const flags = target.elementFlags[i] ?? ts.ElementFlags.Required;
    const isRest = Boolean(flags & ts.ElementFlags.Variable);
    if (isRest && i !== elements.length - 1) {
      return notConvertible(
        `has a tuple type with a rest element before its end, which toolwise does not convert`,
      );
    }
    const item = within(`[${i}]`, context.convert(element, tupleElementNode(nodes?.[i], isRest)));
    if (!item.ok) return item;
    if (isRest) rest = item.schema;
    else prefixItems.push(item.schema);
  }
  return converted({
    type: 'array',
    prefixItems,
    minItems: target.minLength,
    ...(rest ? { items: rest } : { maxItems: prefixItems.length }),
  });
}

function elementNode(node: ts.TypeNode | undefined): ts.TypeNode | undefined {
  if (!node) return undefined;
  if (ts.isArrayTypeNode(node)) return node.elementType;
  if (ts.isTypeReferenceNode(node) && node.typeArguments?.length === 1) return node.typeArguments[0];
  return undefined;
}

function tupleElementNode(node: ts.TypeNode | undefined, isRest: boolean): ts.TypeNode | undefined {
  let current = node;
  if (current && ts.isNamedTupleMember(current)) current = current.type;
  if (current && (ts.isOptionalTypeNode(current) || ts.isRestTypeNode(current))) current = current.type;
  return isRest ? elementNode(current) : current;
}
