/**
 * The upstream MCP server of `toolwise bench gateway`, run as its own process: Streamable HTTP on a free
 * loopback port, one `echo` tool. Prints `{"url": ...}` as its first stdout line; exits when stdin closes
 * or on SIGTERM.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { startGatewayHttpServer } from '../../mcp/serve-gateway-http.ts';

const createServer = (): Server => {
  const server = new Server(
    { name: 'toolwise-bench-upstream', version: '1.0.0' },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [
      {
        name: 'echo',
        description: 'Echo the text back.',
        inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
      },
    ],
  }));
  server.setRequestHandler(CallToolRequestSchema, (request) => ({
    content: [{ type: 'text', text: String(request.params.arguments?.['text'] ?? '') }],
  }));
  return server;
};

const http = await startGatewayHttpServer({ gateway: { createServer }, port: 0, maxSessions: 10_000 });
process.stdout.write(`${JSON.stringify({ url: http.url })}\n`);
const stop = () => void http.close().then(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.resume();
process.once('SIGTERM', stop);
