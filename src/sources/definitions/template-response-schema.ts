import type { JsonSchema } from '../../tool/json-schema.ts';

const SCALARS: Record<string, JsonSchema> = {
  str: { type: 'string' },
  int: { type: 'integer' },
  float: { type: 'number' },
  bool: { type: 'boolean' },
  NoneType: {},
};

const LIST_OF = /^list of (\w+) with length \d+$/;

/**
 * Converts a ToolBench `template_response` (the shape of a response) to a JSON Schema: `"str"` → string,
 * `"int"` → integer, `"float"` → number, `"bool"` → boolean, an object → an object with those properties,
 * `[{ ..., _list_length: n }]` → an array of such objects, `["list of str with length 8"]` → an array of
 * strings, `"empty list"` → an array. A template written as JSON text is parsed first. Anything else
 * (`"NoneType"`, unknown labels, odd values) becomes `{}`, the schema that accepts anything.
 */
export function templateResponseSchema(template: unknown): JsonSchema {
  return convert(template, 0);
}

function convert(template: unknown, depth: number): JsonSchema {
  if (depth > 16) return {};
  if (typeof template === 'string') {
    const scalar = SCALARS[template];
    if (scalar) return { ...scalar };
    if (template === 'empty list') return { type: 'array' };
    const list = LIST_OF.exec(template);
    if (list) {
      const items = list[1] === 'list' ? { type: 'array' } : SCALARS[list[1] as string];
      return items && Object.keys(items).length ? { type: 'array', items: { ...items } } : { type: 'array' };
    }
    if (depth === 0 && /^\s*[{[]/.test(template)) {
      try {
        return convert(JSON.parse(template), depth + 1);
      } catch {
        return {};
      }
    }
    return {};
  }
  if (Array.isArray(template)) {
    if (template.length === 0) return { type: 'array' };
    const first: unknown = template[0];
    if (typeof first === 'string') {
      const inner = convert(first, depth + 1);
      if (inner.type === 'array') return inner; // ["list of str with length 8"]
      return Object.keys(inner).length ? { type: 'array', items: inner } : { type: 'array' };
    }
    const items = convert(first, depth + 1);
    return Object.keys(items).length ? { type: 'array', items } : { type: 'array' };
  }
  if (typeof template === 'object' && template !== null) {
    const properties: Record<string, JsonSchema> = {};
    for (const [key, value] of Object.entries(template)) {
      if (key === '_list_length') continue;
      properties[key] = convert(value, depth + 1);
    }
    return { type: 'object', properties };
  }
  return {};
}
