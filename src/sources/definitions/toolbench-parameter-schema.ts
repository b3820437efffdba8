import type { JsonSchema, JsonValue } from '../../tool/json-schema.ts';
import type { ToolbenchParameter } from './toolbench-api.ts';

const TYPES: Record<string, string> = {
  STRING: 'string',
  NUMBER: 'number',
  INTEGER: 'integer',
  BOOLEAN: 'boolean',
  ARRAY: 'array',
  OBJECT: 'object',
  ENUM: 'string',
};

/**
 * The JSON Schema of one ToolBench parameter: its type mapped (`STRING`→string, `NUMBER`→number,
 * `INTEGER`→integer, `BOOLEAN`→boolean, `ARRAY`→array, `OBJECT`→object, `ENUM` and anything else, such as
 * `DATE (YYYY-MM-DD)`, → string), its description, and its `default` when that value is valid for the type.
 * ToolBench writes most defaults as strings, so `"10"` becomes `10` for a number and `"true"` becomes
 * `true` for a boolean; an empty string or a value that does not fit is left out.
 */
export function toolbenchParameterSchema(parameter: ToolbenchParameter): JsonSchema {
  const type =
    TYPES[
      String(parameter.type ?? '')
        .trim()
        .toUpperCase()
    ] ?? 'string';
  const schema: JsonSchema = { type };
  if (typeof parameter.description === 'string' && parameter.description.trim()) {
    schema.description = parameter.description.trim();
  }
  const value = defaultFor(type, parameter.default);
  if (value !== undefined) schema.default = value;
  return schema;
}

function defaultFor(type: string, value: unknown): JsonValue | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  switch (type) {
    case 'string':
      return typeof value === 'string' ? value : undefined;
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
    }
    case 'integer': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'array':
      return Array.isArray(parsed(value)) ? (parsed(value) as JsonValue[]) : undefined;
    case 'object': {
      const v = parsed(value);
      return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonValue) : undefined;
    }
    default:
      return undefined;
  }
}

/** A value as is, or a string parsed as JSON (ToolBench writes array and object examples as JSON text). */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}
