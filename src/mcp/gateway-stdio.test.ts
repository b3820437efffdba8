import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { callText } from './test-fixtures/gateway-test-client.ts';
import { everythingServer, upstreamServer } from './test-fixtures/upstream-config.ts';

const ENTRY = fileURLToPath(new URL('./test-fixtures/serve-entry.ts', import.meta.url));

describe('toolwise serve over stdio, with real upstream MCP servers', () => {
  let dir: string;
  let client: Client;
  let transport: StdioClientTransport;
  let stderr = '';
  const clientErrors: Error[] = [];

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolwise-gateway-stdio-'));
    writeFileSync(
      join(dir, 'toolwise.json'),
      JSON.stringify({
        sources: ['math'],
        mcpServers: { shop: upstreamServer(), everything: everythingServer() },
        pinned: ['add'],
        resultLimitTokens: 500,
      }),
    );
    transport = new StdioClientTransport({
      command: process.execPath,
      args: [
        '--disable-warning=ExperimentalWarning',
        ENTRY,
        '--config',
        join(dir, 'toolwise.json'),
        '--library',
        join(dir, 'library.sqlite'),
      ],
      stderr: 'pipe',
    });
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    client = new Client({ name: 'stdio-test-client', version: '1.0.0' });
    client.onerror = (error) => clientErrors.push(error);
    await client.connect(transport);
  });

  after(async () => {
    await client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lists only the meta-tools and the pinned tool', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      ['search_tools', 'get_tool', 'call_tool', 'add'],
    );
    assert.match(stderr, /gateway ready .*tools=120 /);
  });

  it('searches, gets and calls tools of every source', async () => {
    const found = await callText(client, 'search_tools', {
      queries: ['look up an order by its id', 'sum of two numbers'],
    });
    assert.match(found.text, /- lookup_order\(order_id: string\): Look up one order/);
    assert.match(found.text, /- add\(a: number, b: number\)/);
    const definition = JSON.parse((await callText(client, 'get_tool', { name: 'ev_get-sum' })).text);
    assert.deepEqual(definition.inputSchema.required, ['a', 'b']);
    assert.equal(
      (await callText(client, 'call_tool', { name: 'ev_get-sum', arguments: { a: 2, b: 3 } })).text,
      'The sum of 2 and 3 is 5.',
    );
    assert.equal((await callText(client, 'add', { a: 40, b: 2 })).text, '42');
  });

  it('corrects a bad argument on the second try', async () => {
    const wrong = await callText(client, 'call_tool', { name: 'lookup_order', arguments: { id: 'ORD-7' } });
    assert.equal(wrong.isError, true);
    assert.match(wrong.text, /missing required property 'order_id'/);
    assert.match(wrong.text, /"pattern":"\^ORD-\\\\d\+\$"/);
    const right = await callText(client, 'call_tool', {
      name: 'lookup_order',
      arguments: { order_id: 'ORD-7' },
    });
    assert.equal(right.isError, false);
    assert.equal(JSON.parse(right.text).total, 24.5);
  });

  it('trims a long result and extracts from it', async () => {
    const trimmed = await callText(client, 'call_tool', { name: 'list_orders' });
    const handle = /kept as handle '(r\d+)'/.exec(trimmed.text)?.[1];
    assert.ok(handle, trimmed.text);
    assert.match(
      trimmed.text,
      /orders: \[\{ id: string, customer: \{ name: string, email: string \}, total: number/,
    );
    const extracted = await callText(client, 'call_tool', {
      name: 'list_orders',
      handle,
      extract: '$.orders[?(@.total > 1040)].id',
    });
    assert.deepEqual(JSON.parse(extracted.text), ['ORD-298', 'ORD-299', 'ORD-300']);
    const counted = await callText(client, 'call_tool', {
      name: 'list_orders',
      handle,
      extract: "length(orders[?status == 'shipped'])",
    });
    assert.equal(counted.text, '100');
  });

  it('survives an upstream that crashes mid-call or answers garbage: one error each, then it works again', async () => {
    const before = JSON.parse((await callText(client, 'call_tool', { name: 'upstream_pid' })).text).pid;
    const crash = await callText(client, 'call_tool', { name: 'crash' });
    assert.equal(crash.isError, true);
    assert.match(
      crash.text,
      /^Error \(upstream_error\): MCP server 'shop' failed during the call of 'crash'.*exited with code 3/,
    );
    const afterCrash = JSON.parse((await callText(client, 'call_tool', { name: 'upstream_pid' })).text).pid;
    assert.notEqual(afterCrash, before);
    const garbage = await callText(client, 'call_tool', { name: 'garbage' });
    assert.equal(garbage.isError, true);
    assert.match(garbage.text, /^Error \(upstream_error\)/);
    assert.equal(
      (await callText(client, 'call_tool', { name: 'echo', arguments: { text: 'still here' } })).text,
      'still here',
    );
    assert.equal(
      (await callText(client, 'call_tool', { name: 'ev_echo', arguments: { message: 'hi' } })).text,
      'Echo: hi',
    );
  });

  it('keeps stdout for MCP messages only', () => {
    assert.deepEqual(clientErrors, []);
  });
});
