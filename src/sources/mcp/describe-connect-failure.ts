import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { isStdioServerConfig, type McpServerConfig } from './mcp-server-config.ts';

/** What the pool knows about a failed connection attempt. */
export interface ConnectFailure {
  /** The server that failed. */
  config: McpServerConfig;
  /** What `Client.connect` threw. */
  error: unknown;
  /** The time limit, when it was the reason. */
  timedOutAfterMs?: number;
  /** How the server process ended, when it did on its own (`exited with code 3`). */
  exit?: string;
  /** The last lines the server wrote to stderr. */
  stderr?: string;
}

/** Turns a failed connection attempt into a reason a person can act on. */
export function describeConnectFailure(failure: ConnectFailure): string {
  const { config, error, exit } = failure;
  const what = describeServer(config);
  const stderr = failure.stderr ? `; stderr: ${failure.stderr}` : '';
  if (exit) return `${what} ${exit} before completing the MCP handshake${stderr}`;
  if (failure.timedOutAfterMs !== undefined) {
    return `${what} did not complete the MCP handshake within ${failure.timedOutAfterMs} ms${stderr}`;
  }
  const code = (error as { code?: unknown } | null)?.code;
  if (isStdioServerConfig(config) && code === 'ENOENT') {
    return `${what} cannot be started: '${config.command}' was not found (not on PATH, or no such file)`;
  }
  if (isStdioServerConfig(config) && code === 'EACCES') {
    return `${what} cannot be started: '${config.command}' is not executable`;
  }
  if (error instanceof McpError && error.code === ErrorCode.ConnectionClosed) {
    return `${what} closed the connection during the MCP handshake${stderr}`;
  }
  if (error instanceof StreamableHTTPError) {
    return `${what} refused the connection${error.code === undefined ? '' : ` (HTTP ${error.code})`}: ${error.message}`;
  }
  if (error instanceof TypeError && error.message === 'fetch failed') {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    const detail = typeof cause?.code === 'string' ? cause.code : String(cause?.message ?? 'network error');
    return `${what} cannot be reached (${detail})`;
  }
  return `${what} failed to connect: ${error instanceof Error ? error.message : String(error)}`;
}

/** `the command 'node server.js'` or `the URL https://...`, for messages. */
export function describeServer(config: McpServerConfig): string {
  return isStdioServerConfig(config)
    ? `the command '${[config.command, ...(config.args ?? [])].join(' ')}'`
    : `the URL ${config.url}`;
}
