import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GatewayMcpServerConfig } from '../gateway-config.ts';

/** The test upstream server (stdio), started with this Node. */
export function upstreamServer(): GatewayMcpServerConfig {
  return {
    command: process.execPath,
    args: [fileURLToPath(new URL('./upstream-server.ts', import.meta.url))],
  };
}

/** The reference "everything" MCP server from the npm registry (stdio), its tools prefixed `ev_`. */
export function everythingServer(env?: Record<string, string>): GatewayMcpServerConfig {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('@modelcontextprotocol/server-everything/package.json'));
  return {
    command: process.execPath,
    args: [join(root, 'dist', 'index.js'), 'stdio'],
    namePrefix: 'ev_',
    ...(env && { env }),
  };
}
