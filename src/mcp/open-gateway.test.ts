import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { GatewayConfig } from './gateway-config.ts';
import { createTextLogger } from './gateway-logger.ts';
import { openGateway } from './open-gateway.ts';
import { callText } from './test-fixtures/gateway-test-client.ts';
import { upstreamServer } from './test-fixtures/upstream-config.ts';

describe('openGateway', () => {
  const dir = mkdtempSync(join(tmpdir(), 'toolwise-open-gateway-'));
  const libraryPath = join(dir, 'library.sqlite');
  const config: GatewayConfig = {
    sources: ['math'],
    mcpServers: {
      shop: upstreamServer(),
      broken: { command: 'toolwise-no-such-command' },
      toolwise: { command: 'npx', args: ['-y', 'toolwise', 'serve', '--mcp-config', 'claude.json'] },
    },
  };
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('syncs the sources, keeps an upstream started for listing, and serves without one that fails', async () => {
    let log = '';
    const gateway = await openGateway({
      config,
      libraryPath,
      logger: createTextLogger({ write: (t) => (log += t), level: 'debug' }),
    });
    try {
      assert.deepEqual(
        gateway.sync.synced.map((s) => [s.source, s.created]),
        [
          ['math', 100],
          ['mcp:shop', 7],
        ],
      );
      assert.deepEqual(
        gateway.sync.failed.map((f) => f.source),
        ['mcp:toolwise', 'mcp:broken'],
      );
      assert.match(gateway.sync.failed[0]?.reason ?? '', /a gateway itself/);
      assert.match(
        log,
        /warn a source failed; serving without it source=mcp:broken reason=".*toolwise-no-such-command' was not found/,
      );
      assert.equal(gateway.pool.isConnected('mcp:shop'), true);
      assert.equal(gateway.catalog().toolCount, 107);
    } finally {
      await gateway.close();
    }
  });

  it('starts upstream servers already in the library lazily, at their first call', async () => {
    const gateway = await openGateway({ config, libraryPath });
    try {
      assert.deepEqual(gateway.sync.kept, ['math', 'mcp:shop']);
      assert.deepEqual(gateway.sync.synced, []);
      assert.equal(gateway.pool.isConnected('mcp:shop'), false);
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await gateway.createServer().connect(serverSide);
      const client = new Client({ name: 'lazy', version: '1.0.0' });
      await client.connect(clientSide);
      const order = await callText(client, 'call_tool', {
        name: 'lookup_order',
        arguments: { order_id: 'ORD-2' },
      });
      assert.equal(JSON.parse(order.text).id, 'ORD-2');
      assert.equal(gateway.pool.isConnected('mcp:shop'), true);
      await client.close();
    } finally {
      await gateway.close();
    }
    assert.equal(gateway.pool.isConnected('mcp:shop'), false);
  });
});
