import { InvalidToolDefinitionError } from '../../errors/invalid-tool-definition-error.ts';
import type { ObjectJsonSchema } from '../../tool/json-schema.ts';

/**
 * The input schema of an imported tool: an empty object schema when absent, the schema with `type: 'object'`
 * filled in when it lists properties without a type, and without a top-level `$schema` (the library's
 * validator speaks draft 2020-12 only). Throws `InvalidToolDefinitionError` when it is not an object.
 */
export function inputSchemaOf(schema: unknown, where: { toolName: string; path: string }): ObjectJsonSchema {
  if (schema === undefined || schema === null) return { type: 'object', properties: {} };
  if (typeof schema !== 'object' || Array.isArray(schema)) {
    throw new InvalidToolDefinitionError({ ...where, message: 'must be a JSON Schema object' });
  }
  const { $schema: _ignored, ...rest } = schema as Record<string, unknown>;
  return (rest['type'] === undefined ? { type: 'object', ...rest } : rest) as ObjectJsonSchema;
}
