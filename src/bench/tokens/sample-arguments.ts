import type { JsonObject, JsonSchema, JsonValue } from '../../tool/json-schema.ts';

/**
 * Plausible arguments for a tool whose real ones were not recorded (the math tasks list only the tools):
 * a value for each required parameter (every parameter when none is marked required), taken from its
 * `default`, first `examples` entry or first `enum` value, else a fixed sample of its type (`12.5`, `12`,
 * `'example'`, `true`, `[3, 4, 5]`).
 */
export function sampleArguments(schema: JsonSchema): JsonObject {
  const properties = schema.properties ?? {};
  const names = schema.required?.length ? schema.required : Object.keys(properties);
  return Object.fromEntries(names.map((name) => [name, sampleValue(properties[name] ?? {})]));
}

function sampleValue(schema: JsonSchema): JsonValue {
  if (schema['default'] !== undefined) return schema['default'] as JsonValue;
  if (Array.isArray(schema['examples']) && schema['examples'].length)
    return schema['examples'][0] as JsonValue;
  if (schema.enum?.length) return schema.enum[0] as JsonValue;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return 12;
    case 'number':
      return 12.5;
    case 'boolean':
      return true;
    case 'array':
      return schema.items?.type === 'string' ? ['a', 'b'] : [3, 4, 5];
    case 'object':
      return schema.properties ? sampleArguments(schema) : {};
    default:
      return 'example';
  }
}
