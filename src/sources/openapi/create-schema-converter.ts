import type { JsonSchema, JsonValue } from '../../tool/json-schema.ts';
import { appendPointer } from './append-pointer.ts';
import type { RefResolver } from './create-ref-resolver.ts';
import { isRecord } from './is-record.ts';

/**
 * Which side of an exchange a schema describes: properties marked `readOnly` are dropped from `request`
 * schemas, those marked `writeOnly` from `response` schemas.
 */
export type SchemaDirection = 'request' | 'response';

/** Turns OpenAPI Schema Objects into self-contained JSON Schemas (draft 2020-12). */
export interface SchemaConverter {
  /**
   * Converts `schema`, found at the JSON pointer `where`: internal `$ref`s are inlined (a recursive ref is
   * cut where it recurses, into `{ type, description: 'recursive: <Name>' }`), OpenAPI 3.0's `nullable`
   * becomes a type union, `example` becomes `examples`, and keywords JSON Schema does not know are dropped.
   */
  convert(schema: unknown, where: string, direction: SchemaDirection): JsonSchema;
  /** How many times so far a schema was cut off by `maxRefDepth` or `maxExpansions`. */
  readonly cutOffs: number;
}

/** Options of {@link createSchemaConverter}. */
export interface CreateSchemaConverterOptions {
  /** Resolves the document's `$ref`s. */
  refs: RefResolver;
  /** The OpenAPI version: in 3.1, keywords beside a `$ref` apply too; in 3.0 only `description` is kept. */
  version: '3.0' | '3.1';
  /** How many `$ref`s deep a schema is inlined before the rest is cut off. @default 12 */
  maxRefDepth?: number;
  /**
   * How many `$ref`s one `convert` call inlines (cached ones are free) before the rest is cut off; keeps
   * densely cross-referencing recursive specs from exploding. @default 300
   */
  maxExpansions?: number;
}

const JSON_TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/** Keywords copied as they are. */
const PLAIN_KEYWORDS = new Set([
  'title',
  'description',
  'default',
  'enum',
  'const',
  'examples',
  'multipleOf',
  'maximum',
  'minimum',
  'maxLength',
  'minLength',
  'maxItems',
  'minItems',
  'uniqueItems',
  'maxContains',
  'minContains',
  'maxProperties',
  'minProperties',
  'deprecated',
  'readOnly',
  'writeOnly',
  'contentMediaType',
  'contentEncoding',
]);

/** Keywords whose value is one schema. */
const SCHEMA_KEYWORDS = new Set([
  'not',
  'if',
  'then',
  'else',
  'contains',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
]);

/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST_KEYWORDS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP_KEYWORDS = new Set(['properties', 'patternProperties', 'dependentSchemas']);

/** The formats the library's validator knows (ajv-formats); others are dropped rather than warned about. */
const KNOWN_FORMATS = new Set([
  'date',
  'time',
  'date-time',
  'iso-time',
  'iso-date-time',
  'duration',
  'uri',
  'uri-reference',
  'uri-template',
  'url',
  'email',
  'hostname',
  'ipv4',
  'ipv6',
  'regex',
  'uuid',
  'json-pointer',
  'json-pointer-uri-fragment',
  'relative-json-pointer',
  'byte',
  'int32',
  'int64',
  'float',
  'double',
  'password',
  'binary',
]);

/** Creates a {@link SchemaConverter} for one document; converted component schemas are cached. */
export function createSchemaConverter(options: CreateSchemaConverterOptions): SchemaConverter {
  const { refs, version, maxRefDepth = 12, maxExpansions = 300 } = options;
  const cache = new Map<string, JsonSchema>();
  let cuts = 0;
  let expansions = 0;
  let cutOffs = 0;

  const convertRef = (
    schema: Record<string, unknown>,
    ref: string,
    where: string,
    direction: SchemaDirection,
    stack: string[],
  ): JsonSchema => {
    let base: JsonSchema;
    const recursive = stack.includes(ref);
    if (recursive) {
      cuts++;
      base = recursionStub(ref, refs.lookup(ref, where));
    } else {
      const key = `${direction} ${ref}`;
      const cached = cache.get(key);
      if (cached) {
        base = cached;
      } else if (stack.length >= maxRefDepth || expansions >= maxExpansions) {
        // Cut off: the result now depends on where it is used, so it must not be cached (nor what holds it).
        cuts++;
        cutOffs++;
        base = cutOffStub(ref, refs.lookup(ref, where));
      } else {
        expansions++;
        const target = refs.lookup(ref, where);
        const cutsBefore = cuts;
        base = convert(target, ref, direction, [...stack, ref]);
        // A schema that did not cut a recursion is the same wherever it is used, so it can be shared.
        if (cuts === cutsBefore) cache.set(key, base);
      }
    }
    const { $ref: _ref, ...siblings } = schema;
    let merged = base;
    if (version === '3.1' && Object.keys(siblings).length > 0) {
      merged = { ...base, ...convert(siblings, where, direction, stack) };
    } else if (typeof siblings['description'] === 'string') {
      merged = { ...base, description: siblings['description'] };
    }
    // Keep the recursion marker when the place of use brings its own description.
    if (recursive && merged.description !== base.description) {
      merged = { ...merged, description: `${merged.description ?? ''} (${base.description ?? ''})` };
    }
    return merged;
  };

  const convert = (
    schema: unknown,
    where: string,
    direction: SchemaDirection,
    stack: string[],
  ): JsonSchema => {
    if (schema === true) return {};
    if (schema === false) return { not: {} };
    if (!isRecord(schema)) return {};
    const ref = schema['$ref'];
    if (typeof ref === 'string') return convertRef(schema, ref, where, direction, stack);

    const out: JsonSchema = {};
    const sub = (value: unknown, ...path: Array<string | number>): JsonSchema =>
      convert(value, appendPointer(where, ...path), direction, stack);

    for (const [key, value] of Object.entries(schema)) {
      if (PLAIN_KEYWORDS.has(key)) {
        out[key] = value as JsonValue;
      } else if (SCHEMA_KEYWORDS.has(key)) {
        out[key] = sub(value, key);
      } else if (SCHEMA_LIST_KEYWORDS.has(key) && Array.isArray(value)) {
        out[key] = value.map((v, i) => sub(v, key, i));
      } else if (SCHEMA_MAP_KEYWORDS.has(key) && isRecord(value)) {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, v]) => [name, sub(v, key, name)]));
      } else if (key === 'items') {
        // OpenAPI 3.0 forbids the tuple form, but older generators still write it.
        if (Array.isArray(value)) out['prefixItems'] = value.map((v, i) => sub(v, key, i));
        else out['items'] = sub(value, key);
      } else if (key === 'additionalProperties') {
        out[key] = typeof value === 'boolean' ? value : sub(value, key);
      } else if (key === 'type') {
        const type = convertType(value);
        if (type !== undefined) out['type'] = type;
      } else if (key === 'format') {
        if (typeof value === 'string' && KNOWN_FORMATS.has(value)) out['format'] = value;
      } else if (key === 'pattern') {
        if (typeof value === 'string' && isEcmaPattern(value)) out['pattern'] = value;
      } else if (key === 'example') {
        if (!('examples' in schema)) out['examples'] = [value as JsonValue];
      } else if (key === 'required') {
        if (Array.isArray(value)) out['required'] = value.filter((v): v is string => typeof v === 'string');
      }
    }
    convertExclusiveBounds(schema, out);
    dropOneSidedProperties(out, direction);
    if (out.required?.length === 0) delete out.required;
    return schema['nullable'] === true ? makeNullable(out) : out;
  };

  return {
    get cutOffs() {
      return cutOffs;
    },
    convert(schema, where, direction) {
      expansions = 0;
      return convert(schema, where, direction, []);
    },
  };
}

function convertType(value: unknown): string | string[] | undefined {
  if (typeof value === 'string') return JSON_TYPES.has(value) ? value : undefined;
  if (Array.isArray(value)) {
    const types = value.filter((t): t is string => typeof t === 'string' && JSON_TYPES.has(t));
    return types.length > 0 ? types : undefined;
  }
  return undefined;
}

/**
 * OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum`; JSON Schema 2020-12 wants the bound itself
 * in `exclusiveMinimum`. Rewrites `out` accordingly (a `false` flag is simply dropped).
 */
function convertExclusiveBounds(schema: Record<string, unknown>, out: JsonSchema): void {
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    const value = schema[flag];
    if (typeof value === 'number') out[flag] = value;
    else if (value === true && typeof schema[bound] === 'number') {
      out[flag] = schema[bound];
      delete out[bound];
    }
  }
}

function dropOneSidedProperties(out: JsonSchema, direction: SchemaDirection): void {
  if (!out.properties) return;
  const hidden = direction === 'request' ? 'readOnly' : 'writeOnly';
  const dropped = Object.entries(out.properties)
    .filter(([, prop]) => prop[hidden] === true)
    .map(([name]) => name);
  if (dropped.length === 0) return;
  out.properties = Object.fromEntries(
    Object.entries(out.properties).filter(([name]) => !dropped.includes(name)),
  );
  if (out.required) out.required = out.required.filter((name) => !dropped.includes(name));
}

function makeNullable(schema: JsonSchema): JsonSchema {
  const { type } = schema;
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = Array.isArray(type) ? type : [type];
    const out: JsonSchema = { ...schema, type: types.includes('null') ? types : [...types, 'null'] };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
    return out;
  }
  const { description, ...rest } = schema;
  return {
    ...(description !== undefined && { description }),
    anyOf: [rest, { type: 'null' }],
  };
}

function recursionStub(ref: string, target: unknown): JsonSchema {
  const name = refName(ref);
  return stub(target, `recursive: ${name}, the same shape as the enclosing ${name}`);
}

function cutOffStub(ref: string, target: unknown): JsonSchema {
  return stub(target, `a ${refName(ref)}; not expanded, the schema nests too deeply`);
}

function refName(ref: string): string {
  return ref
    .slice(ref.lastIndexOf('/') + 1)
    .replaceAll('~1', '/')
    .replaceAll('~0', '~');
}

/** A placeholder for a schema that is not inlined: its type where it has a plain one, and a description. */
function stub(target: unknown, description: string): JsonSchema {
  const type = isRecord(target) ? convertType(target['type']) : undefined;
  if (type !== undefined) return { type, description };
  const combined = isRecord(target) && ['oneOf', 'anyOf', 'allOf'].some((k) => k in target);
  return combined ? { description } : { type: 'object', description };
}

function isEcmaPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}
