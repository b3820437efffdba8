import type { HandlerResolver } from '../tool/tool-handler.ts';
import { builtinToolkitLoaders } from '../toolkits/builtin-toolkits.ts';
import { createGeneratedHandlerResolver } from './generated/create-generated-handler-resolver.ts';
import { createMcpHandlerResolver, type McpConnectionPool } from './mcp/index.ts';
import { createOpenApiHandlerResolver } from './openapi/index.ts';
import { createModuleHandlerResolver } from './typescript/index.ts';

/** Options of {@link createSourceResolvers}. */
export interface SourceResolversOptions {
  /** Environment that OpenAPI credentials are read from at call time. @default process.env */
  env?: Record<string, string | undefined>;
  /** HTTP client for OpenAPI calls. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Connections to MCP servers. @default a pool owned by the resolver, closed with it */
  mcpPool?: McpConnectionPool;
}

/**
 * Handler resolvers for every kind of source toolwise imports: TypeScript modules (and the built-in
 * toolkits), OpenAPI operations, MCP server tools and generated tools (run in the JavaScript sandbox,
 * loaded on their first call). Definition-file tools have none, by design.
 */
export function createSourceResolvers(options: SourceResolversOptions = {}): HandlerResolver[] {
  return [
    createModuleHandlerResolver({ toolkits: builtinToolkitLoaders() }),
    createOpenApiHandlerResolver({
      ...(options.env && { env: options.env }),
      ...(options.fetch && { fetch: options.fetch }),
    }),
    createMcpHandlerResolver({ ...(options.mcpPool && { pool: options.mcpPool }) }),
    createGeneratedHandlerResolver(),
  ];
}
