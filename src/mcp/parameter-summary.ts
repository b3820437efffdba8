import type { JsonSchema, ObjectJsonSchema } from '../tool/json-schema.ts';

/**
 * A one-line summary of a tool's parameters for search results, e.g.
 * `a: number, b: number, unit?: 'km'|'mi', tags?: string[]` (`?` marks optional ones). Cut at `maxChars`.
 */
export function parameterSummary(schema: ObjectJsonSchema, options: { maxChars?: number } = {}): string {
  const { maxChars = 160 } = options;
  const required = new Set(schema.required ?? []);
  const parts = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => `${name}${required.has(name) ? '' : '?'}: ${typeText(property)}`,
  );
  const text = parts.length ? parts.join(', ') : '(none)';
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}

function typeText(schema: JsonSchema | boolean | undefined): string {
  if (typeof schema !== 'object' || schema === null) return 'any';
  if (Array.isArray(schema.enum) && schema.enum.length > 0 && schema.enum.length <= 6) {
    return schema.enum.map((v) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v))).join('|');
  }
  if ('const' in schema) return JSON.stringify(schema['const']);
  const type = Array.isArray(schema.type) ? schema.type.join('|') : schema.type;
  if (type === 'array') return `${typeText(schema.items)}[]`;
  if (type !== undefined) return type;
  const union = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  if (Array.isArray(union)) return union.map((s) => typeText(s)).join('|');
  return schema.properties ? 'object' : 'any';
}
