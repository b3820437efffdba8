import { fileURLToPath } from 'node:url';
import type { McpStdioServerConfig } from '../mcp-server-config.ts';

/** The path of the stdio fixture server. */
export const FIXTURE_SERVER_PATH = fileURLToPath(new URL('./fixture-server.ts', import.meta.url));

/** A config that starts the fixture server with this Node. */
export function fixtureServer(env?: Record<string, string>): McpStdioServerConfig {
  return { command: process.execPath, args: [FIXTURE_SERVER_PATH], ...(env && { env }) };
}

/** A config that starts a Node process running `script` (e.g. one that exits at once). */
export function nodeScript(script: string): McpStdioServerConfig {
  return { command: process.execPath, args: ['-e', script] };
}
