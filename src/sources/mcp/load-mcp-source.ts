import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import type { LoadedSource } from '../loaded-source.ts';
import { SourceLoadError } from '../source-load-error.ts';
import { describeServer } from './describe-connect-failure.ts';
import { listMcpTools } from './list-mcp-tools.ts';
import { McpConnectionError } from './mcp-connection-error.ts';
import { McpConnectionPool } from './mcp-connection-pool.ts';
import { readMcpServerConfig, type McpServerConfig } from './mcp-server-config.ts';
import { mcpToolsToLoadedSource } from './mcp-tools-to-loaded-source.ts';

/** Options of {@link loadMcpSource}. */
export interface LoadMcpSourceOptions {
  /** The server's name, as in the `mcpServers` config; used in the source id, messages and source config. */
  name: string;
  /** How to reach the server: a command (stdio) or a URL (Streamable HTTP). */
  server: McpServerConfig;
  /**
   * Connections to reuse, so that the server started for listing serves later calls too.
   * @default a temporary pool, closed (stopping the server) once the tools are listed
   */
  pool?: McpConnectionPool;
  /** The source id of the tools. @default `mcp:${name}` */
  sourceId?: string;
  /** Time limit for connecting, and for each `tools/list` request, in ms. @default 10000 */
  timeoutMs?: number;
  /** Put before every tool name, to keep tools of several servers apart (e.g. `github_`). @default '' */
  namePrefix?: string;
}

/**
 * Loads the tools an MCP server offers: connects (starting the server for a stdio config), lists all its
 * tools across pages and converts each to a definition with `source.type` `mcp`, whose `source.config`
 * says how to reach the server again (see `McpSourceConfig`) for `createMcpHandlerResolver`. Tools toolwise
 * cannot accept are skipped with a warning. Throws `SourceLoadError` when the server cannot be reached or
 * listed: the command is not found or exits at once (with its exit code and stderr), the URL is unreachable,
 * or it does not answer in time.
 *
 * @example
 * const loaded = await loadMcpSource({ name: 'files', server: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-filesystem', '.'] } });
 * library.syncSource(loaded);
 */
export async function loadMcpSource(options: LoadMcpSourceOptions): Promise<LoadedSource> {
  const { name, timeoutMs = 10_000, namePrefix = '' } = options;
  const sourceId = options.sourceId ?? `mcp:${name}`;
  const server = readMcpServerConfig(options.server);
  if (typeof server === 'string') throw new SourceLoadError({ source: name, reason: server });
  const pool = options.pool ?? new McpConnectionPool({ connectTimeoutMs: timeoutMs });
  try {
    const client = await pool.get(sourceId, server, { connectTimeoutMs: timeoutMs });
    if (!client.getServerCapabilities()?.tools) {
      return {
        sourceId,
        tools: [],
        warnings: [`MCP server '${name}' does not offer tools (it has no 'tools' capability).`],
      };
    }
    const tools = await listMcpTools(client, { timeoutMs });
    return mcpToolsToLoadedSource(tools, { serverName: name, server, sourceId, namePrefix });
  } catch (error) {
    throw new SourceLoadError({
      source: name,
      reason: describeLoadFailure(error, { pool, sourceId, server, timeoutMs }),
      cause: error,
    });
  } finally {
    if (!options.pool) await pool.close();
  }
}

function describeLoadFailure(
  error: unknown,
  context: { pool: McpConnectionPool; sourceId: string; server: McpServerConfig; timeoutMs: number },
): string {
  const { pool, sourceId, server, timeoutMs } = context;
  if (error instanceof McpConnectionError) return error.reason;
  const what = describeServer(server);
  if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
    return `${what} did not answer tools/list within ${timeoutMs} ms`;
  }
  if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed) {
    return `${what} closed the connection while listing its tools (${pool.describeFailure(sourceId) ?? 'no reason given'})`;
  }
  return `listing the tools of ${what} failed: ${error instanceof Error ? error.message : String(error)}`;
}
