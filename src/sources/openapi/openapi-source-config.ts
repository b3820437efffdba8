import type { JsonObject } from '../../tool/json-schema.ts';
import { type OpenApiAuth, readOpenApiAuth } from './openapi-auth.ts';
import { isRecord } from './is-record.ts';

/** Where a parameter goes in the request. Cookie parameters are not supported. */
export type OpenApiParameterLocation = 'path' | 'query' | 'header';

/** One parameter of an operation, as the handler needs it to build the request. */
export interface OpenApiParameterConfig {
  /** The parameter's name in the request. */
  name: string;
  /** Where it goes. */
  in: OpenApiParameterLocation;
  /** The input property holding its value, when that differs from `name` (a clash or an unusable name). */
  property?: string;
  /** The OpenAPI serialization style (`form`, `simple`, `deepObject`, ...), when the spec sets one. */
  style?: string;
  /** Whether arrays and objects are exploded, when the spec says. */
  explode?: boolean;
  /** The value is sent as JSON text (the parameter is described by `content: application/json`). */
  json?: boolean;
}

/**
 * How the request body is made from the input: `merged` takes the `bodyProperties` of the input (the body's
 * own properties, merged into the top level), `wrapped` sends the input's `bodyProperty` as the body, `none`
 * sends no body.
 */
export type OpenApiBodyStyle = 'merged' | 'wrapped' | 'none';

/** The `source.config` of a tool read from an OpenAPI spec (`source.type` is `openapi`). */
export interface OpenApiSourceConfig {
  /** The server URL the path is appended to, without a trailing slash. */
  baseUrl: string;
  /** The HTTP method, upper case. */
  method: string;
  /** The path template, e.g. `/pets/{petId}`. */
  path: string;
  /** The parameters, in the order the spec lists them. */
  parameters: OpenApiParameterConfig[];
  /** How the body is made; see {@link OpenApiBodyStyle}. */
  bodyStyle: OpenApiBodyStyle;
  /** For `merged`: the input properties that form the body. */
  bodyProperties?: string[];
  /** For `wrapped`: the input property that holds the body. */
  bodyProperty?: string;
  /** Whether the spec requires a body. */
  bodyRequired?: boolean;
  /** The media type of the body, e.g. `application/json`. */
  contentType?: string;
  /** How to authenticate; environment variable names only. */
  auth?: OpenApiAuth;
}

const LOCATIONS = new Set<unknown>(['path', 'query', 'header']);
const BODY_STYLES = new Set<unknown>(['merged', 'wrapped', 'none']);

/** Reads and checks an OpenAPI tool's `source.config`. Returns it, or a sentence saying what is wrong. */
export function readOpenApiSourceConfig(config: JsonObject | undefined): OpenApiSourceConfig | string {
  if (!config) return 'it has no source config';
  const { baseUrl, method, path, parameters, bodyStyle, bodyProperties, bodyProperty, bodyRequired } = config;
  const { contentType, auth } = config;
  if (typeof baseUrl !== 'string' || !/^https?:\/\//i.test(baseUrl)) {
    return `its source config has no http(s) 'baseUrl'`;
  }
  if (typeof method !== 'string' || method === '') return `its source config has no 'method'`;
  if (typeof path !== 'string' || !path.startsWith('/')) return `its source config has no 'path'`;
  if (!Array.isArray(parameters)) return `its source config has no 'parameters' list`;
  const params: OpenApiParameterConfig[] = [];
  for (const p of parameters) {
    if (!isRecord(p) || typeof p['name'] !== 'string' || !LOCATIONS.has(p['in'])) {
      return `its source config has a parameter without a 'name' and an 'in' of path, query or header`;
    }
    params.push({
      name: p['name'],
      in: p['in'] as OpenApiParameterLocation,
      ...(typeof p['property'] === 'string' && { property: p['property'] }),
      ...(typeof p['style'] === 'string' && { style: p['style'] }),
      ...(typeof p['explode'] === 'boolean' && { explode: p['explode'] }),
      ...(p['json'] === true && { json: true }),
    });
  }
  if (!BODY_STYLES.has(bodyStyle)) return `its source config has bodyStyle ${JSON.stringify(bodyStyle)}`;
  if (bodyStyle === 'merged' && !isStringArray(bodyProperties)) {
    return `its source config has bodyStyle 'merged' but no 'bodyProperties' list`;
  }
  if (bodyStyle === 'wrapped' && typeof bodyProperty !== 'string') {
    return `its source config has bodyStyle 'wrapped' but no 'bodyProperty'`;
  }
  const readAuth = auth === undefined ? undefined : readOpenApiAuth(auth);
  if (typeof readAuth === 'string') return `its source config has an invalid auth: ${readAuth}`;
  return {
    baseUrl,
    method: method.toUpperCase(),
    path,
    parameters: params,
    bodyStyle: bodyStyle as OpenApiBodyStyle,
    ...(isStringArray(bodyProperties) && { bodyProperties }),
    ...(typeof bodyProperty === 'string' && { bodyProperty }),
    ...(typeof bodyRequired === 'boolean' && { bodyRequired }),
    ...(typeof contentType === 'string' && { contentType }),
    ...(readAuth && { auth: readAuth }),
  };
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
