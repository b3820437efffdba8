/**
 * The upstream MCP server of the gateway tests (stdio): a small shop with a strict argument schema, a long
 * result, and tools that crash the process, hang, or answer with garbage. Start it with
 * `process.execPath upstream-server.ts`.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const json = (value: unknown): CallToolResult => ({
  content: [{ type: 'text', text: JSON.stringify(value) }],
});

/** The made-up orders of the shop: order i has total i * 3.5 and two items. */
function order(i: number) {
  return {
    id: `ORD-${i}`,
    customer: { name: `Customer ${i}`, email: `customer${i}@example.com` },
    total: i * 3.5,
    status: i % 3 === 0 ? 'shipped' : 'open',
    items: [
      { sku: `SKU-${i}-A`, qty: 1 + (i % 4) },
      { sku: `SKU-${i}-B`, qty: 1 },
    ],
  };
}

const server = new McpServer({ name: 'toolwise-gateway-upstream', version: '1.0.0' });

server.registerTool(
  'lookup_order',
  {
    description: 'Look up one order of the shop by its order id.',
    inputSchema: {
      order_id: z
        .string()
        .regex(/^ORD-\d+$/)
        .describe('The order id, like ORD-12'),
    },
  },
  ({ order_id }) => json(order(Number(order_id.slice(4)))),
);

server.registerTool(
  'list_orders',
  {
    description: 'List the recent orders of the shop with customers, totals, status and items.',
    inputSchema: {
      count: z.number().int().min(1).max(5000).optional().describe('How many orders (default 300)'),
    },
  },
  ({ count = 300 }) => json({ orders: Array.from({ length: count }, (_, i) => order(i + 1)), total: count }),
);

server.registerTool(
  'echo',
  { description: 'Echo the text back.', inputSchema: { text: z.string() } },
  ({ text }) => ({
    content: [{ type: 'text', text }],
  }),
);

server.registerTool('upstream_pid', { description: 'The process id of this server.' }, () =>
  json({ pid: process.pid }),
);

server.registerTool('crash', { description: 'Exits the server process in the middle of the call.' }, () => {
  process.stderr.write('upstream: crashing on purpose\n');
  process.exit(3);
});

server.registerTool(
  'hang',
  { description: 'Never answers.' },
  () => new Promise<CallToolResult>(() => undefined),
);

server.registerTool(
  'garbage',
  { description: 'Answers with a malformed result and noise on stdout.' },
  (extra) => {
    process.stdout.write('this is not JSON-RPC\n');
    process.stdout.write(
      `${JSON.stringify({ jsonrpc: '2.0', id: extra.requestId, result: { content: 'not a list' } })}\n`,
    );
    return new Promise<CallToolResult>(() => undefined);
  },
);

await server.connect(new StdioServerTransport());
process.stdin.on('end', () => process.exit(0));
