import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { listMcpTools } from './list-mcp-tools.ts';

/** A low-level server whose tools/list answers `pages[cursor]`; cursors are page indexes. */
async function connectPaged(pages: Array<{ tools: string[]; nextCursor?: string }>): Promise<Client> {
  const server = new Server({ name: 'paged', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, (request) => {
    const page = pages[Number(request.params?.cursor ?? 0)] ?? { tools: [] };
    return {
      tools: page.tools.map((name): Tool => ({ name, inputSchema: { type: 'object' } })),
      ...(page.nextCursor !== undefined && { nextCursor: page.nextCursor }),
    };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}

describe('listMcpTools', () => {
  it('follows nextCursor to the last page', async () => {
    const client = await connectPaged([
      { tools: ['a', 'b'], nextCursor: '1' },
      { tools: ['c'], nextCursor: '2' },
      { tools: ['d'] },
    ]);
    const tools = await listMcpTools(client);
    assert.deepEqual(
      tools.map((t) => t.name),
      ['a', 'b', 'c', 'd'],
    );
    await client.close();
  });

  it('stops a server that repeats its cursor or never ends', async () => {
    const looping = await connectPaged([
      { tools: ['a'], nextCursor: '1' },
      { tools: ['b'], nextCursor: '1' },
    ]);
    await assert.rejects(listMcpTools(looping), /repeated the tools\/list cursor "1"/);
    await looping.close();
    const endless = await connectPaged([
      { tools: ['a'], nextCursor: '1' },
      { tools: ['b'], nextCursor: '2' },
      { tools: ['c'], nextCursor: '3' },
    ]);
    await assert.rejects(listMcpTools(endless, { maxPages: 2 }), /did not end after 2 pages/);
    await endless.close();
  });
});
