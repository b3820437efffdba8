import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';

/** A Streamable HTTP MCP server on a loopback port, in this process. */
export interface HttpMcpServer {
  /** The MCP endpoint. */
  url: string;
  /** Stops the server and drops its connections. */
  close(): Promise<void>;
}

/**
 * Starts an MCP server (tools `greet` and `fail`) over Streamable HTTP, stateless: every request gets a
 * fresh server and transport. With `token`, requests without `Authorization: Bearer <token>` get 401.
 */
export async function startHttpMcpServer(options: { token?: string } = {}): Promise<HttpMcpServer> {
  const http = createServer((req, res) => {
    if (!req.url?.startsWith('/mcp')) {
      res.writeHead(404).end();
      return;
    }
    if (options.token !== undefined && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, { 'content-type': 'text/plain' }).end('missing or wrong bearer token');
      return;
    }
    const mcp = new McpServer({ name: 'toolwise-http-fixture', version: '1.0.0' });
    mcp.registerTool(
      'greet',
      { description: 'Greets someone by name.', inputSchema: { name: z.string() } },
      ({ name }) => ({ content: [{ type: 'text', text: `Hello, ${name}!` }] }),
    );
    mcp.registerTool('fail', { description: 'Always fails.' }, () => ({
      content: [{ type: 'text', text: 'it failed over HTTP' }],
      isError: true,
    }));
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    void mcp.connect(transport).then(() => transport.handleRequest(req, res));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
