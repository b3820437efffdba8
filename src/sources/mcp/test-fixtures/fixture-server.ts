/**
 * A small MCP server over stdio for the tests of the MCP source. Start it with
 * `process.execPath fixture-server.ts`. `FIXTURE_EXTRA_TOOLS` (comma-separated names) adds echo-like tools
 * at start; the `set_extra_tools` tool replaces them while it runs (announcing `tools/list_changed`).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { McpServer, type RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
let calls = 0;

const server = new McpServer({ name: 'toolwise-fixture', version: '1.0.0' });

server.registerTool(
  'echo',
  {
    description: 'Echo the text back.',
    inputSchema: { text: z.string().describe('What to echo') },
    annotations: { readOnlyHint: true, idempotentHint: true },
  },
  ({ text: value }) => {
    calls++;
    return text(value);
  },
);

server.registerTool(
  'add',
  {
    description: 'Add two numbers.',
    inputSchema: { a: z.number(), b: z.number() },
    outputSchema: { sum: z.number() },
  },
  ({ a, b }) => ({ ...text(String(a + b)), structuredContent: { sum: a + b } }),
);

server.registerTool('stats', { description: 'Process id and call count, as JSON text.' }, () =>
  text(JSON.stringify({ pid: process.pid, calls })),
);

server.registerTool(
  'get_env',
  {
    description: 'The value of an environment variable of the server process.',
    inputSchema: { name: z.string() },
  },
  ({ name }) => text(process.env[name] ?? '(unset)'),
);

server.registerTool(
  'fail',
  { description: 'Always fails with the given message.', inputSchema: { message: z.string() } },
  ({ message }) => ({ ...text(message), isError: true }),
);

server.registerTool(
  'crash',
  {
    description: 'Exits the server process in the middle of the call.',
    annotations: { destructiveHint: true },
  },
  () => {
    process.stderr.write('fixture: crashing on purpose\n');
    process.exit(3);
  },
);

server.registerTool(
  'slow',
  { description: 'Answers `done` after `ms` milliseconds.', inputSchema: { ms: z.number().int().min(0) } },
  async ({ ms }, extra) => {
    await sleep(ms, undefined, { signal: extra.signal });
    return text('done');
  },
);

server.registerTool(
  'files.read',
  { description: 'A tool whose MCP name is not a valid toolwise name.' },
  () => text('read'),
);

server.registerTool('picture', { description: 'An image and a caption.' }, (): CallToolResult => ({
  content: [
    { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
    { type: 'text', text: 'a tiny picture' },
  ],
}));

let extras: RegisteredTool[] = [];
const setExtraTools = (names: string[]): void => {
  for (const tool of extras) tool.remove();
  extras = names.map((name) =>
    server.registerTool(name, { description: `Extra tool ${name}.` }, () => text(name)),
  );
};
setExtraTools((process.env['FIXTURE_EXTRA_TOOLS'] ?? '').split(',').filter(Boolean));

server.registerTool(
  'set_extra_tools',
  {
    description: 'Replaces the extra tools by tools with these names.',
    inputSchema: { names: z.array(z.string()) },
  },
  ({ names }) => {
    setExtraTools(names);
    return text(`extra tools: ${names.join(', ') || '(none)'}`);
  },
);

await server.connect(new StdioServerTransport());
process.stderr.write('fixture: ready\n');
// Exit when the client closes stdin, even while a slow call is waiting.
process.stdin.on('end', () => process.exit(0));
