import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { SourceOrigin } from '../library/sync-report.ts';
import { BUILTIN_TOOLKITS } from '../toolkits/builtin-toolkits.ts';
import { loadDefinitionFile } from './definitions/index.ts';
import type { LoadedSource } from './loaded-source.ts';
import { loadMcpSource, type McpConnectionPool, type McpServerConfig } from './mcp/index.ts';
import { loadOpenApiSource, type OpenApiAuth } from './openapi/index.ts';
import { loadTypeScriptModule } from './typescript/index.ts';

/** What loaders may need from outside: an HTTP client and a pool of MCP connections. */
export interface LoadSourceContext {
  /** HTTP client for OpenAPI specs given by URL. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Connections to MCP servers, reused for later calls. @default a temporary pool, closed after listing */
  mcpPool?: McpConnectionPool;
}

/** Loads the tools of one source, as recorded in its origin (see `detectSourceOrigins`). */
export async function loadSource(
  origin: SourceOrigin,
  context: LoadSourceContext = {},
): Promise<LoadedSource> {
  const o = origin.options;
  const str = (key: string): string | undefined =>
    typeof o[key] === 'string' ? (o[key] as string) : undefined;
  switch (origin.kind) {
    case 'builtin': {
      const toolkit = BUILTIN_TOOLKITS[str('toolkit') ?? ''];
      if (!toolkit)
        throw new InvalidArgumentError({
          argument: 'toolkit',
          message: `no built-in toolkit '${str('toolkit')}'`,
        });
      const loaded = loadTypeScriptModule({
        path: toolkit.sourcePath,
        sourceId: `builtin:${toolkit.name}`,
        toolkit: toolkit.name,
      });
      return {
        ...loaded,
        tools: loaded.tools.map((t) => ({ ...t, tags: [...new Set([...(t.tags ?? []), toolkit.name])] })),
      };
    }
    case 'typescript':
      return loadTypeScriptModule({
        path: required(str('path'), 'path'),
        ...(str('sourceId') && { sourceId: str('sourceId') }),
      });
    case 'definitions':
      return loadDefinitionFile({
        path: required(str('path'), 'path'),
        ...(str('sourceId') && { sourceId: str('sourceId') }),
        ...(str('format') && { format: str('format') as 'openai' | 'anthropic' | 'toolbench' | 'auto' }),
      });
    case 'openapi':
      return loadOpenApiSource({
        spec: required(str('spec'), 'spec'),
        ...(str('baseUrl') && { baseUrl: str('baseUrl') }),
        ...(str('sourceId') && { sourceId: str('sourceId') }),
        ...(o['auth'] !== undefined && { auth: o['auth'] as OpenApiAuth }),
        ...(context.fetch && { fetch: context.fetch }),
      });
    case 'mcp':
      return loadMcpSource({
        name: required(str('name'), 'name'),
        server: o['server'] as McpServerConfig,
        ...(str('sourceId') && { sourceId: str('sourceId') }),
        ...(str('namePrefix') && { namePrefix: str('namePrefix') }),
        ...(context.mcpPool && { pool: context.mcpPool }),
      });
    default:
      throw new InvalidArgumentError({
        argument: 'source kind',
        message: `unknown source kind '${origin.kind}'`,
      });
  }
}

function required(value: string | undefined, name: string): string {
  if (value === undefined)
    throw new InvalidArgumentError({ argument: `source option '${name}'`, message: 'is missing' });
  return value;
}
