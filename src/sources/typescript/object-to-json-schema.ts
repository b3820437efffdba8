import ts from 'typescript';
import type { JsonSchema } from '../../tool/json-schema.ts';
import { readDocComment } from './read-doc-comment.ts';
import {
  type ConversionContext,
  type TypeConversion,
  converted,
  notConvertible,
  within,
} from './type-conversion.ts';

/**
 * Converts an object type (an object literal type, an interface, an intersection of those, a `Record`)
 * to `{ type: 'object', properties, required, additionalProperties }`. Properties keep their doc comments as
 * `description`; optional ones (`?` or `| undefined`) are left out of `required`. A string index signature
 * becomes `additionalProperties`, otherwise it is `false`.
 */
export function objectToJsonSchema(context: ConversionContext, type: ts.Type): TypeConversion {
  const { checker } = context;
  if (context.stack.includes(type)) {
    return notConvertible(
      `has a recursive type '${checker.typeToString(type)}', which toolwise does not convert`,
    );
  }
  context.stack.push(type);
  try {
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const property of checker.getPropertiesOfType(type)) {
      const name = property.name;
      if (name.startsWith('__@') || name.startsWith('#')) {
        return notConvertible(`has a symbol-keyed or private property, which JSON cannot carry`);
      }
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const node =
        declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
          ? declaration.type
          : undefined;
      const conversion = within(`.${name}`, context.convert(checker.getTypeOfSymbol(property), node));
      if (!conversion.ok) return conversion;
      const description = declaration ? readDocComment(declaration)?.summary : undefined;
      properties[name] = description ? { ...conversion.schema, description } : conversion.schema;
      if (!(property.flags & ts.SymbolFlags.Optional) && !conversion.optional) required.push(name);
    }
    let additionalProperties: JsonSchema | false = false;
    for (const index of checker.getIndexInfosOfType(type)) {
      if (!(index.keyType.flags & ts.TypeFlags.String)) {
        return notConvertible(
          `has an index signature keyed by '${checker.typeToString(index.keyType)}', which JSON Schema cannot express`,
        );
      }
      const value = within('[string]', context.convert(index.type, index.declaration?.type));
      if (!value.ok) return value;
      additionalProperties = value.schema;
    }
    return converted({ type: 'object', properties, required, additionalProperties });
  } finally {
    context.stack.pop();
  }
}
