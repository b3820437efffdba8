import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { JsonValue } from '../../tool/json-schema.ts';
import { ToolExecutionError } from '../../tool/tool-call-result.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';
import type { HandlerResolver, ToolHandler } from '../../tool/tool-handler.ts';
import { mcpCallResultToOutput, mcpResultText } from './mcp-call-result-to-output.ts';
import { McpConnectionPool } from './mcp-connection-pool.ts';
import { readMcpSourceConfig } from './mcp-source-config.ts';

/** Options of {@link createMcpHandlerResolver}. */
export interface McpHandlerResolverOptions {
  /**
   * Connections to use. Pass the pool given to `loadMcpSource` to reuse the servers started for listing.
   * @default a pool owned by the resolver and closed by its `close()`
   */
  pool?: McpConnectionPool;
  /**
   * Time limit of one `tools/call` request, in ms: a backstop, as the executor's own limit (passed as the
   * call's signal, which also cancels the request on the server) normally ends a call first.
   * @default 300000
   */
  timeoutMs?: number;
}

/**
 * Binds tools loaded by `loadMcpSource` (`source.type` `mcp`) to their servers: the first call connects
 * from the stored source config (starting a stdio server), later calls reuse the connection, and a server
 * that has crashed is started again by the next call. A call returns `structuredContent`, else the single
 * text item (parsed when it is JSON), else the content array. A result with `isError: true` fails with
 * code `upstream_error`, its text as the message and its content as details; so does a call during which
 * the connection breaks.
 */
export function createMcpHandlerResolver(options: McpHandlerResolverOptions = {}): HandlerResolver {
  const { timeoutMs = 300_000 } = options;
  const pool = options.pool ?? new McpConnectionPool();

  return {
    sourceType: 'mcp',
    resolve(tool: StoredTool): ToolHandler {
      const config = readMcpSourceConfig(tool.source.config);
      if (typeof config === 'string') {
        throw new ToolExecutionError({
          code: 'no_implementation',
          message: `Tool '${tool.name}' cannot be run: ${config}.`,
        });
      }
      const { serverName, server, remoteName } = config;
      const key = tool.source.id;
      return async (input, { signal }) => {
        let client;
        try {
          client = await pool.get(key, server);
        } catch (error) {
          throw new ToolExecutionError({
            code: 'upstream_error',
            message: `Tool '${tool.name}' cannot be run: ${error instanceof Error ? error.message : String(error)}`,
            cause: error,
          });
        }
        let result: CallToolResult;
        try {
          result = (await client.callTool({ name: remoteName, arguments: input }, undefined, {
            signal,
            timeout: timeoutMs,
          })) as CallToolResult;
        } catch (error) {
          if (signal.aborted) throw error;
          if (error instanceof McpError && error.code === ErrorCode.RequestTimeout) {
            throw new ToolExecutionError({
              code: 'timeout',
              message: `MCP server '${serverName}' did not answer the call of '${remoteName}' within ${timeoutMs} ms.`,
              cause: error,
            });
          }
          const message = error instanceof Error ? error.message : String(error);
          if (error instanceof McpError && error.code !== ErrorCode.ConnectionClosed) {
            throw new ToolExecutionError({
              code: 'upstream_error',
              message: `MCP server '${serverName}' rejected the call of '${remoteName}': ${message}`,
              details: { mcpErrorCode: error.code },
              cause: error,
            });
          }
          // The connection broke (the process crashed, the network failed): drop it so the next call reconnects.
          const why = pool.describeFailure(key);
          void pool.invalidate(key);
          throw new ToolExecutionError({
            code: 'upstream_error',
            message: `MCP server '${serverName}' failed during the call of '${remoteName}': ${message}${why ? ` (${why})` : ''}. The next call reconnects.`,
            cause: error,
          });
        }
        if (result.isError) {
          throw new ToolExecutionError({
            code: 'upstream_error',
            message:
              mcpResultText(result) ||
              `MCP tool '${remoteName}' of server '${serverName}' reported an error.`,
            details: (result.content ?? []) as JsonValue,
          });
        }
        return mcpCallResultToOutput(result);
      };
    },
    async close() {
      if (!options.pool) await pool.close();
    },
  };
}
