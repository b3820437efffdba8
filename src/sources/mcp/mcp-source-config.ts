import type { JsonObject } from '../../tool/json-schema.ts';
import { isStdioServerConfig, readMcpServerConfig, type McpServerConfig } from './mcp-server-config.ts';

/**
 * The `source.config` of a tool loaded from an MCP server (`source.type` is `mcp`): how to reach the server
 * again and the tool's name there. Env values and headers are stored as given, with `${VAR}` references
 * unexpanded.
 */
export interface McpSourceConfig {
  /** The server's name, as in the `mcpServers` config. */
  server: string;
  /** How the server is reached. */
  transport: 'stdio' | 'http';
  /** The tool's name on the server (the library name may have been sanitised or prefixed). */
  remoteName: string;
  /** The command (stdio). */
  command?: string;
  /** Its arguments (stdio). */
  args?: string[];
  /** Its working directory (stdio). */
  cwd?: string;
  /** Extra environment variables, unexpanded (stdio). */
  env?: Record<string, string>;
  /** The endpoint (http). */
  url?: string;
  /** HTTP headers, unexpanded (http). */
  headers?: Record<string, string>;
}

/** Builds the `source.config` of a tool called `remoteName` on the server `serverName`. */
export function toMcpSourceConfig(
  serverName: string,
  server: McpServerConfig,
  remoteName: string,
): JsonObject {
  const config: McpSourceConfig = isStdioServerConfig(server)
    ? { server: serverName, transport: 'stdio', remoteName, ...server }
    : { server: serverName, transport: 'http', remoteName, ...server };
  return config as unknown as JsonObject;
}

/**
 * Reads a stored `source.config` back: the server's name and config and the tool's remote name, or a
 * sentence saying what is wrong with it.
 */
export function readMcpSourceConfig(
  config: JsonObject | undefined,
): { serverName: string; server: McpServerConfig; remoteName: string } | string {
  if (!config) return 'it has no source config';
  const { server: serverName, remoteName, transport, command, args, cwd, env, url, headers } = config;
  if (typeof serverName !== 'string') return "its source config has no 'server' name";
  if (typeof remoteName !== 'string' || remoteName === '') return "its source config has no 'remoteName'";
  const server = readMcpServerConfig(transport === 'http' ? { url, headers } : { command, args, cwd, env });
  if (typeof server === 'string') return `its source config is broken: ${server}`;
  return { serverName, server, remoteName };
}
