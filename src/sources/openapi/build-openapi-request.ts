import type { JsonObject, JsonValue } from '../../tool/json-schema.ts';
import { ToolExecutionError } from '../../tool/tool-call-result.ts';
import type { OpenApiAuth } from './openapi-auth.ts';
import type { OpenApiSourceConfig } from './openapi-source-config.ts';
import { serializeParameter } from './serialize-parameter.ts';

/** Options of {@link buildOpenApiRequest}. */
export interface BuildOpenApiRequestOptions {
  /** The tool's source config. */
  config: OpenApiSourceConfig;
  /** The validated tool input. */
  input: JsonObject;
  /** Where credentials are read from. */
  env: Record<string, string | undefined>;
  /** The tool's name, for error messages. */
  toolName: string;
}

/** An HTTP request ready for `fetch`. */
export interface OpenApiRequest {
  /** The full URL with the query. */
  url: string;
  /** The HTTP method. */
  method: string;
  /** The request headers. */
  headers: Record<string, string>;
  /** The JSON body, if any. */
  body?: string;
  /** Method and path with the path parameters filled in, e.g. `GET /pets/7`, for messages. */
  label: string;
}

/**
 * Builds the request of one call: path parameters substituted (URL-encoded), query parameters appended
 * (arrays repeated), header parameters set, the JSON body made from the input as the config's `bodyStyle`
 * says, and credentials read from `env` now. Throws `ToolExecutionError` with code `missing_credentials`
 * when a credential variable is not set.
 */
export function buildOpenApiRequest(options: BuildOpenApiRequestOptions): OpenApiRequest {
  const { config, input, env, toolName } = options;
  const valueOf = (name: string, property: string | undefined): JsonValue | undefined =>
    input[property ?? name];

  const path = config.path.replace(/\{([^}]+)\}/g, (all, name: string) => {
    const param = config.parameters.find((p) => p.in === 'path' && p.name === name);
    const value = param && valueOf(param.name, param.property);
    if (!param || value === undefined) {
      throw new ToolExecutionError({
        code: 'invalid_arguments',
        message: `Tool '${toolName}' needs the path parameter '${param?.property ?? name}' to call ${config.method} ${config.path}.`,
      });
    }
    return serializeParameter({ param, value })[0]?.[1] ?? all;
  });
  const url = new URL(`${config.baseUrl}${path}`);
  const headers: Record<string, string> = { accept: 'application/json, */*;q=0.1' };

  for (const param of config.parameters) {
    const value = valueOf(param.name, param.property);
    if (value === undefined || param.in === 'path') continue;
    for (const [name, text] of serializeParameter({ param, value })) {
      if (param.in === 'query') url.searchParams.append(name, text);
      else headers[name.toLowerCase()] = text;
    }
  }
  if (config.auth) applyAuth(config.auth, { url, headers, env, toolName });

  const body = requestBody(config, input);
  if (body !== undefined) headers['content-type'] = config.contentType ?? 'application/json';
  return {
    url: url.href,
    method: config.method,
    headers,
    ...(body !== undefined && { body }),
    label: `${config.method} ${path}`,
  };
}

function requestBody(config: OpenApiSourceConfig, input: JsonObject): string | undefined {
  if (config.bodyStyle === 'wrapped' && config.bodyProperty !== undefined) {
    const value = input[config.bodyProperty];
    return value === undefined ? undefined : JSON.stringify(value);
  }
  if (config.bodyStyle === 'merged') {
    const entries = (config.bodyProperties ?? []).flatMap((key) => {
      const value = input[key];
      return value === undefined ? [] : [[key, value] as const];
    });
    return entries.length > 0 || config.bodyRequired
      ? JSON.stringify(Object.fromEntries(entries))
      : undefined;
  }
  return undefined;
}

function applyAuth(
  auth: OpenApiAuth,
  target: {
    url: URL;
    headers: Record<string, string>;
    env: Record<string, string | undefined>;
    toolName: string;
  },
): void {
  const { url, headers, env, toolName } = target;
  const secret = (variable: string, what: string): string => {
    const value = env[variable];
    if (value === undefined || value === '') {
      throw new ToolExecutionError({
        code: 'missing_credentials',
        message: `Tool '${toolName}' needs ${what} from the environment variable ${variable}, which is not set.`,
        details: { variable },
      });
    }
    return value;
  };
  switch (auth.type) {
    case 'bearer':
      headers['authorization'] = `Bearer ${secret(auth.env, 'a bearer token')}`;
      break;
    case 'header':
      headers[auth.name.toLowerCase()] = secret(auth.env, `the '${auth.name}' header`);
      break;
    case 'query':
      url.searchParams.set(auth.name, secret(auth.env, `the '${auth.name}' query parameter`));
      break;
    case 'basic': {
      const user = secret(auth.usernameEnv, 'a user name');
      const password = secret(auth.passwordEnv, 'a password');
      headers['authorization'] = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
      break;
    }
  }
}
