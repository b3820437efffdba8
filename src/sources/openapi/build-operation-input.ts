import type { JsonSchema, JsonValue, ObjectJsonSchema } from '../../tool/json-schema.ts';
import { appendPointer } from './append-pointer.ts';
import type { RefResolver } from './create-ref-resolver.ts';
import type { SchemaConverter } from './create-schema-converter.ts';
import { isRecord } from './is-record.ts';
import type { OpenApiParameterConfig, OpenApiSourceConfig } from './openapi-source-config.ts';
import { pickJsonMediaType } from './pick-json-media-type.ts';

/** A parameter list as the spec writes it (items may be `$ref`s), and where it is. */
export interface RawParameterList {
  /** The `parameters` value. */
  list: unknown;
  /** Its JSON pointer. */
  where: string;
}

/** Options of {@link buildOperationInput}. */
export interface BuildOperationInputOptions {
  /** The path item's parameters, then the operation's (which override those of the same name and place). */
  parameterLists: RawParameterList[];
  /** The operation's `requestBody`, if any. */
  requestBody: unknown;
  /** JSON pointer of the operation. */
  where: string;
  /** Resolves `$ref`s to components. */
  refs: RefResolver;
  /** Converts schemas. */
  converter: SchemaConverter;
}

/** The body part of an OpenAPI tool's config. */
export type BodyConfig = Pick<
  OpenApiSourceConfig,
  'bodyStyle' | 'bodyProperties' | 'bodyProperty' | 'bodyRequired' | 'contentType'
>;

/** The input of one operation, or why the operation cannot be a tool. */
export type OperationInput =
  | {
      /** Parameters and body folded into one object schema. */
      inputSchema: ObjectJsonSchema;
      /** How each parameter is sent. */
      parameters: OpenApiParameterConfig[];
      /** How the body is made from the input. */
      body: BodyConfig;
      /** What was left out, e.g. cookie parameters. */
      warnings: string[];
    }
  | {
      /** Why the operation is skipped. */
      skip: string;
    };

/** Property names that every tool-calling API accepts. */
const PROPERTY_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** Headers that OpenAPI says parameter definitions cannot set. */
const IGNORED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

/**
 * Folds the path, query and header parameters and the JSON request body of an operation into one input
 * schema. Parameters become top-level properties. An object body whose property names clash with no
 * parameter is merged into the top level (`bodyStyle: 'merged'`); any other body becomes one `body`
 * property (`wrapped`). Cookie parameters are left out with a warning; a body that is not JSON skips the
 * operation.
 */
export function buildOperationInput(options: BuildOperationInputOptions): OperationInput {
  const { refs, converter, where } = options;
  const warnings: string[] = [];
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const parameters: OpenApiParameterConfig[] = [];

  for (const { param, at } of collectParameters(options.parameterLists, refs, warnings)) {
    const name = param['name'] as string;
    const location = param['in'];
    if (location === 'cookie') {
      warnings.push(`left out the cookie parameter '${name}' (cookie parameters are not supported)`);
      continue;
    }
    if (location === 'header' && IGNORED_HEADERS.has(name.toLowerCase())) continue;
    if (location !== 'path' && location !== 'query' && location !== 'header') {
      warnings.push(
        `left out the parameter '${name}': 'in' is '${String(location)}', not path, query or header`,
      );
      continue;
    }
    const property = propertyName(name, location, new Set(Object.keys(properties)));
    const { schema, json } = parameterSchema(param, at, converter);
    properties[property] = schema;
    if (location === 'path' || param['required'] === true) required.push(property);
    parameters.push({
      name,
      in: location,
      ...(property !== name && { property }),
      ...(typeof param['style'] === 'string' && { style: param['style'] }),
      ...(typeof param['explode'] === 'boolean' && { explode: param['explode'] }),
      ...(json && { json: true }),
    });
  }

  let body: BodyConfig = { bodyStyle: 'none' };
  if (options.requestBody !== undefined) {
    const at = appendPointer(where, 'requestBody');
    const requestBody = refs.deref(options.requestBody, at);
    const content = isRecord(requestBody) ? requestBody['content'] : undefined;
    const types = isRecord(content) ? Object.keys(content) : [];
    const json = pickJsonMediaType(content);
    if (!json && types.length > 0) return { skip: `its request body is ${types.join(' or ')}, not JSON` };
    if (json && isRecord(requestBody)) {
      const bodyRequired = requestBody['required'] === true;
      const schema = converter.convert(
        json.media['schema'] ?? {},
        appendPointer(at, 'content', json.mediaType, 'schema'),
        'request',
      );
      const contentType = /^(\*\/\*|application\/\*)/.test(json.mediaType)
        ? 'application/json'
        : json.mediaType;
      const merged = mergeableProperties(schema, new Set(Object.keys(properties)));
      if (merged) {
        for (const key of merged) properties[key] = (schema.properties ?? {})[key] ?? {};
        if (bodyRequired) required.push(...(schema.required ?? []).filter((k) => merged.includes(k)));
        body = { bodyStyle: 'merged', bodyProperties: merged, bodyRequired, contentType };
      } else {
        const property = ['body', 'requestBody'].find((k) => !(k in properties)) ?? 'request_body';
        const description = requestBody['description'];
        properties[property] = typeof description === 'string' ? { ...schema, description } : schema;
        if (bodyRequired) required.push(property);
        body = { bodyStyle: 'wrapped', bodyProperty: property, bodyRequired, contentType };
      }
    }
  }

  const inputSchema: ObjectJsonSchema = {
    type: 'object',
    properties,
    ...(required.length > 0 && { required: [...new Set(required)] }),
  };
  return { inputSchema, parameters, body, warnings };
}

/** The parameters of an operation, dereferenced; later lists override earlier ones by name and place. */
function collectParameters(
  lists: RawParameterList[],
  refs: RefResolver,
  warnings: string[],
): Array<{ param: Record<string, unknown>; at: string }> {
  const byKey = new Map<string, { param: Record<string, unknown>; at: string }>();
  for (const { list, where } of lists) {
    if (!Array.isArray(list)) continue;
    list.forEach((raw, i) => {
      const at = appendPointer(where, 'parameters', i);
      const param = refs.deref(raw, at);
      if (!isRecord(param) || typeof param['name'] !== 'string' || typeof param['in'] !== 'string') {
        warnings.push(`left out the parameter at ${at}: it has no 'name' or no 'in'`);
        return;
      }
      byKey.set(`${param['in']} ${param['name']}`, { param, at });
    });
  }
  return [...byKey.values()];
}

function parameterSchema(
  param: Record<string, unknown>,
  at: string,
  converter: SchemaConverter,
): { schema: JsonSchema; json: boolean } {
  let schema: JsonSchema = { type: 'string' };
  let json = false;
  if (param['schema'] !== undefined) {
    schema = converter.convert(param['schema'], appendPointer(at, 'schema'), 'request');
  } else if (isRecord(param['content'])) {
    const media = pickJsonMediaType(param['content']);
    if (media) {
      json = true;
      schema = converter.convert(
        media.media['schema'] ?? {},
        appendPointer(at, 'content', media.mediaType, 'schema'),
        'request',
      );
    }
  }
  const description = param['description'];
  if (typeof description === 'string' && description.trim() !== '') schema = { ...schema, description };
  if (param['example'] !== undefined && schema['examples'] === undefined) {
    schema = { ...schema, examples: [param['example'] as JsonValue] };
  }
  return { schema, json };
}

/** A property name for a parameter: its own name when usable and free, else one made from it. */
function propertyName(name: string, location: string, taken: Set<string>): string {
  const clean = PROPERTY_NAME.test(name)
    ? name
    : (name.replace(/[^A-Za-z0-9_.-]+/g, '_').replace(/^_+|_+$/g, '') || location).slice(0, 64);
  const candidates = [clean, `${location}_${clean}`.slice(0, 64)];
  for (let n = 2; ; n++) {
    const found = candidates.find((c) => !taken.has(c));
    if (found) return found;
    candidates.push(`${location}_${clean}`.slice(0, 60) + `_${n}`);
  }
}

/** The body's property names when the body can be merged into the top level, else undefined. */
function mergeableProperties(schema: JsonSchema, taken: Set<string>): string[] | undefined {
  if (schema.type !== 'object' || !isRecord(schema.properties)) return undefined;
  const combinators = ['allOf', 'anyOf', 'oneOf', 'not', 'if', 'patternProperties', 'unevaluatedProperties'];
  if (combinators.some((k) => k in schema)) return undefined;
  if (schema['additionalProperties'] !== undefined && schema['additionalProperties'] !== false)
    return undefined;
  const names = Object.keys(schema.properties);
  if (names.length === 0 || names.some((n) => taken.has(n) || !PROPERTY_NAME.test(n))) return undefined;
  return names;
}
