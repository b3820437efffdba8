import { InvalidArgumentError } from '../../errors/invalid-argument-error.ts';
import { InvalidToolDefinitionError } from '../../errors/invalid-tool-definition-error.ts';
import { createSchemaValidator, type SchemaValidator } from '../../tool/schema-validator.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import type { LoadedSource } from '../loaded-source.ts';
import { SourceLoadError } from '../source-load-error.ts';
import { appendPointer } from './append-pointer.ts';
import { createRefResolver } from './create-ref-resolver.ts';
import { createSchemaConverter } from './create-schema-converter.ts';
import { ExternalRefError } from './external-ref-error.ts';
import { isRecord } from './is-record.ts';
import { type OpenApiAuth, readOpenApiAuth } from './openapi-auth.ts';
import { operationToTool } from './operation-to-tool.ts';
import { operationToolName } from './operation-tool-name.ts';
import { parseSpecDocument } from './parse-spec-document.ts';
import { readSpecText } from './read-spec-text.ts';
import { securityWarning } from './security-warning.ts';
import { serverBaseUrl } from './server-base-url.ts';
import { uniqueToolName } from './unique-tool-name.ts';

/** Options of {@link loadOpenApiSource}. */
export interface LoadOpenApiSourceOptions {
  /** The spec: a file path (absolute or relative to the working directory), a `file:` URL or an http(s) URL. */
  spec: string;
  /**
   * The server URL the operation paths are appended to. @default the spec's first server (variables
   * expanded with their defaults, a relative URL resolved against the spec's URL)
   */
  baseUrl?: string;
  /** The source instance every tool carries in `source.id`. @default the spec's absolute path or URL */
  sourceId?: string;
  /**
   * How calls authenticate, by environment variable name (never the secret). @default none: calls are sent
   * without credentials, with a warning when the spec declares security schemes
   */
  auth?: OpenApiAuth;
  /** Used to download a spec given by URL. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Time limit of downloading the spec, in milliseconds. @default 30000 */
  timeoutMs?: number;
  /** Validator for the produced definitions; pass one to share its compile cache. @default a new validator */
  validator?: SchemaValidator;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Reads an OpenAPI 3.0 or 3.1 spec (JSON or YAML, from a file or a URL) and describes each operation as a
 * tool of `source.type` `openapi`; `createOpenApiHandlerResolver` calls them. Internal `$ref`s are inlined
 * (recursion is cut where it recurses), parameters and the JSON body are folded into one input schema, and
 * the success response's JSON schema becomes the output schema. Operations that cannot be tools (a body
 * that is not JSON, an external `$ref`) are skipped with a warning that says why.
 *
 * @throws {SourceLoadError} when the spec cannot be read or parsed, is not OpenAPI 3, has a `$ref` that
 *   points to nothing, or gives no base URL and none was passed.
 * @throws {InvalidArgumentError} when `baseUrl` or `auth` is malformed.
 * @example
 * const loaded = await loadOpenApiSource({
 *   spec: 'https://petstore3.swagger.io/api/v3/openapi.json',
 *   auth: { type: 'header', name: 'api_key', env: 'PETSTORE_KEY' },
 * });
 * library.syncSource(loaded);
 */
export async function loadOpenApiSource(options: LoadOpenApiSourceOptions): Promise<LoadedSource> {
  const { fetch = globalThis.fetch, timeoutMs = 30_000, validator = createSchemaValidator() } = options;
  const auth = checkAuth(options.auth);
  const optionBaseUrl = checkBaseUrl(options.baseUrl);
  const { location, text } = await readSpecText({ spec: options.spec, fetch, timeoutMs });
  const { document, version } = parseSpecDocument({ text, source: location });
  const sourceId = options.sourceId ?? location;
  const refs = createRefResolver({ document, source: location });
  const converter = createSchemaConverter({ refs, version });
  const baseUrlFor = (servers: unknown): { url: string } | { error: string } =>
    optionBaseUrl !== undefined ? { url: optionBaseUrl } : serverBaseUrl({ servers, specLocation: location });

  const documentBase = baseUrlFor(document['servers']);
  if ('error' in documentBase) {
    throw new SourceLoadError({
      source: location,
      reason: `there is no base URL for the calls: ${documentBase.error}. Pass the baseUrl option.`,
    });
  }

  const warnings: string[] = [];
  const tools: ToolDefinitionInput[] = [];
  const names = new Set<string>();
  const paths = isRecord(document['paths']) ? document['paths'] : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const where = appendPointer('#/paths', path);
    let pathItem: unknown;
    try {
      pathItem = refs.deref(rawItem, where);
    } catch (error) {
      if (!(error instanceof ExternalRefError)) throw error;
      warnings.push(`skipped every operation of ${path}: ${error.message}`);
      continue;
    }
    if (!isRecord(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isRecord(operation)) continue;
      const operationId = typeof operation['operationId'] === 'string' ? operation['operationId'] : undefined;
      const label = `${method.toUpperCase()} ${path}${operationId ? ` (${operationId})` : ''}`;
      const base = baseUrlFor(operation['servers'] ?? pathItem['servers'] ?? document['servers']);
      if ('error' in base) {
        warnings.push(`skipped ${label}: ${base.error}`);
        continue;
      }
      const name = uniqueToolName(operationToolName({ operationId, method, path }), names);
      let result: ReturnType<typeof operationToTool>;
      const cutOffsBefore = converter.cutOffs;
      try {
        const baseUrl = base.url;
        result = operationToTool({
          name,
          path,
          method,
          pathItem,
          operation,
          where,
          baseUrl,
          auth,
          sourceId,
          refs,
          converter,
        });
      } catch (error) {
        if (!(error instanceof ExternalRefError)) throw error;
        names.delete(name);
        warnings.push(`skipped ${label}: ${error.message}`);
        continue;
      }
      if ('skip' in result) {
        names.delete(name);
        warnings.push(`skipped ${label}: ${result.skip}`);
        continue;
      }
      try {
        tools.push(validateToolDefinition(result.tool, validator));
      } catch (error) {
        if (!(error instanceof InvalidToolDefinitionError)) throw error;
        names.delete(name);
        warnings.push(`skipped ${label}: ${error.message}`);
        continue;
      }
      warnings.push(...result.warnings.map((w) => `${label}: ${w}`));
      if (converter.cutOffs > cutOffsBefore) {
        warnings.push(`${label}: parts of its schemas nest too deeply and were not expanded`);
      }
    }
  }
  if (!auth) {
    const components = isRecord(document['components']) ? document['components'] : {};
    const info = isRecord(document['info']) ? document['info'] : {};
    const warning = securityWarning({ schemes: components['securitySchemes'], title: info['title'] });
    if (warning) warnings.push(warning);
  }
  return { sourceId, tools, warnings };
}

function checkAuth(auth: unknown): OpenApiAuth | undefined {
  if (auth === undefined) return undefined;
  const read = readOpenApiAuth(auth);
  if (typeof read === 'string') throw new InvalidArgumentError({ argument: 'auth', message: read });
  return read;
}

function checkBaseUrl(baseUrl: string | undefined): string | undefined {
  if (baseUrl === undefined) return undefined;
  if (!URL.canParse(baseUrl) || !/^https?:\/\//i.test(baseUrl)) {
    throw new InvalidArgumentError({
      argument: 'baseUrl',
      message: `${JSON.stringify(baseUrl)} is not an absolute http(s) URL`,
    });
  }
  return baseUrl.replace(/\/+$/, '');
}
