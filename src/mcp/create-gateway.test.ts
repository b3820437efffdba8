import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { ToolLibrary } from '../library/tool-library.ts';
import { loadSource } from '../sources/load-source.ts';
import { createSourceResolvers } from '../sources/create-source-resolvers.ts';
import { createToolExecutor, type ToolExecutor } from '../tool/tool-executor.ts';
import { cachedToolLookup } from './cached-tool-lookup.ts';
import { createGateway, TOOL_NAMES_RESOURCE_URI, type Gateway } from './create-gateway.ts';
import { GatewayStore } from './gateway-store.ts';
import { SHOP_HANDLERS, SHOP_SOURCE } from './test-fixtures/shop-tools.ts';

const text = (result: unknown): string => {
  const content = (result as CallToolResult).content;
  assert.equal(content.length, 1);
  const first = content[0];
  assert.equal(first?.type, 'text');
  return (first as { text: string }).text;
};

describe('createGateway (in memory)', () => {
  let library: ToolLibrary;
  let executor: ToolExecutor;
  let store: GatewayStore;
  let gateway: Gateway;
  let sessionCounter = 0;

  const connect = async (name = 'test-client'): Promise<Client> => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await gateway.createServer({ sessionId: `s${++sessionCounter}` }).connect(serverSide);
    const client = new Client({ name, version: '1.0.0' });
    await client.connect(clientSide);
    return client;
  };

  before(async () => {
    library = ToolLibrary.open({ path: ':memory:' });
    library.syncSource(await loadSource({ kind: 'builtin', options: { toolkit: 'math' } }));
    library.syncSource(SHOP_SOURCE);
    const lookup = cachedToolLookup(library);
    executor = createToolExecutor({ lookup, resolvers: createSourceResolvers(), handlers: SHOP_HANDLERS });
    store = GatewayStore.open({ path: ':memory:' });
    gateway = createGateway({
      library,
      executor,
      lookup,
      store,
      config: {
        pinned: ['add', 'no_such_tool'],
        resultLimitTokens: 200,
        budget: { maxFees: 1, maxCallsPerTool: 4 },
      },
    });
  });

  after(async () => {
    await gateway.close();
    await executor.close();
    store.close();
    library.close();
  });

  it('lists the meta-tools and the pinned tools, far smaller than all definitions', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    assert.deepEqual(
      tools.map((t) => t.name),
      ['search_tools', 'get_tool', 'call_tool', 'add'],
    );
    const catalog = gateway.catalog();
    assert.equal(catalog.toolCount, 103);
    assert.deepEqual(catalog.pinned, ['add']);
    assert.ok(catalog.definitionTokensAll > 10 * catalog.definitionTokensListed);
    assert.match(client.getInstructions() ?? '', /103 tools/);
    await client.close();
  });

  it('searches per task description, with parameter summaries', async () => {
    const client = await connect();
    const result = await client.callTool({
      name: 'search_tools',
      arguments: { queries: ['multiply two numbers', 'stock level of a product'], top_k: 3 },
    });
    const found = text(result);
    assert.match(found, /^1\. "multiply two numbers"\n- multiply\(a: number, b: number\): /m);
    assert.match(found, /^2\. "stock level of a product"\n- paid_lookup\(sku: string\): .*\[costs 0\.4\]/m);
    const bad = await client.callTool({ name: 'search_tools', arguments: { queries: 3 } });
    assert.equal(bad.isError, true);
    await client.close();
  });

  it('returns one full definition, and suggestions for a wrong name', async () => {
    const client = await connect();
    const definition = JSON.parse(
      text(await client.callTool({ name: 'get_tool', arguments: { name: 'paid_lookup' } })),
    );
    assert.equal(definition.name, 'paid_lookup');
    assert.equal(definition.cost, 0.4);
    assert.deepEqual(definition.inputSchema.required, ['sku']);
    const wrong = await client.callTool({ name: 'get_tool', arguments: { name: 'multiplication' } });
    assert.equal(wrong.isError, true);
    assert.match(text(wrong), /There is no tool named 'multiplication'\. Did you mean .*'multiply'/);
    await client.close();
  });

  it('calls tools through call_tool and pinned tools directly; a bad argument is corrected on the second try', async () => {
    const client = await connect();
    assert.equal(
      text(
        await client.callTool({ name: 'call_tool', arguments: { name: 'add', arguments: { a: 2, b: 3 } } }),
      ),
      '5',
    );
    assert.equal(text(await client.callTool({ name: 'add', arguments: { a: 1, b: 1 } })), '2');
    const wrong = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'multiply', arguments: { a: 2, b: 'x' } },
    });
    assert.equal(wrong.isError, true);
    assert.match(text(wrong), /do not match its input schema: \/b must be number/);
    assert.match(text(wrong), /must match this JSON Schema: \{"type":"object"/);
    const right = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'multiply', arguments: '{"a": 2, "b": 4}' },
    });
    assert.equal(text(right), '8');
    const failing = await client.callTool({ name: 'call_tool', arguments: { name: 'broken_tool' } });
    assert.equal(failing.isError, true);
    assert.equal(text(failing), "Error (execution_failed): Tool 'broken_tool' failed: the database is down");
    const unknown = await client.callTool({ name: 'call_tool', arguments: { name: 'nope_tool' } });
    assert.equal(unknown.isError, true);
    const missing = await client.callTool({ name: 'call_tool', arguments: {} });
    assert.match(text(missing), /needs 'name'/);
    await client.close();
  });

  it('trims a long result to its shape, a preview and a handle, and extracts with JSONPath and JMESPath', async () => {
    const client = await connect();
    const trimmed = text(
      await client.callTool({ name: 'call_tool', arguments: { name: 'inventory_report' } }),
    );
    assert.match(
      trimmed,
      /The result of 'inventory_report' has \d+ tokens, more than the 200 returned at once\. It is kept as handle 'r1' for 15 minutes\./,
    );
    assert.match(
      trimmed,
      /Shape \(each list shown by its first element\): \{ warehouse: string, products: \[\{ sku: string, stock: integer, location: \{ aisle: integer, shelf: string \} \}\] \(200 items\) \}/,
    );
    assert.match(trimmed, /Preview: \{"warehouse":"north","products":\[/);
    const byPath = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'inventory_report', handle: 'r1', extract: '$.products[?(@.stock == 16)].sku' },
    });
    assert.deepEqual(JSON.parse(text(byPath)), [
      'SKU-16',
      'SKU-33',
      'SKU-50',
      'SKU-67',
      'SKU-84',
      'SKU-101',
      'SKU-118',
      'SKU-135',
      'SKU-152',
      'SKU-169',
      'SKU-186',
    ]);
    const byJmes = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'inventory_report', handle: 'r1', extract: 'length(products)' },
    });
    assert.equal(text(byJmes), '200');
    const direct = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'inventory_report', extract: 'products[0].location' },
    });
    assert.equal(text(direct), '{"aisle":0,"shelf":"S0"}');
    const empty = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'inventory_report', handle: 'r1', extract: '$.nothing' },
    });
    assert.match(
      text(empty),
      /^\[\]\nThe expression selected nothing\. The shape of the result is: \{ warehouse/,
    );
    const bad = await client.callTool({
      name: 'call_tool',
      arguments: { name: 'inventory_report', handle: 'r1', extract: 'products[?' },
    });
    assert.equal(bad.isError, true);
    assert.match(text(bad), /JMESPath expression "products\[\?" cannot be evaluated/);
    const otherSession = await connect();
    const foreign = await otherSession.callTool({
      name: 'call_tool',
      arguments: { name: 'inventory_report', handle: 'r1', extract: 'warehouse' },
    });
    assert.equal(foreign.isError, true);
    assert.match(text(foreign), /There is no kept result 'r1'/);
    await otherSession.close();
    await client.close();
  });

  it('forbids tools whose session budget is used up', async () => {
    const client = await connect();
    const call = (sku: string) =>
      client.callTool({ name: 'call_tool', arguments: { name: 'paid_lookup', arguments: { sku } } });
    const invalid = await call('nope');
    assert.equal(invalid.isError, true);
    assert.equal((await call('SKU-1')).isError, undefined);
    assert.equal((await call('SKU-2')).isError, undefined);
    const forbidden = await call('SKU-3');
    assert.equal(forbidden.isError, true);
    assert.equal(
      text(forbidden),
      "The tool 'paid_lookup' is forbidden: its budget is used up (it costs 0.4 per call and 0.2 of the session's 1 in fees is left). Use another tool or answer with what you have.",
    );
    for (let i = 0; i < 4; i++) await client.callTool({ name: 'add', arguments: { a: i, b: 1 } });
    assert.match(
      text(await client.callTool({ name: 'add', arguments: { a: 1, b: 1 } })),
      /^The tool 'add' is forbidden: its budget is used up \(it was called 4 times/,
    );
    await client.close();
  });

  it('offers the names of all tools as a resource', async () => {
    const client = await connect();
    const { resources } = await client.listResources();
    assert.deepEqual(
      resources.map((r) => r.uri),
      [TOOL_NAMES_RESOURCE_URI],
    );
    const { contents } = await client.readResource({ uri: TOOL_NAMES_RESOURCE_URI });
    const names = (contents[0] as { text: string }).text.split('\n');
    assert.equal(names.length, 103);
    assert.ok(names.includes('paid_lookup'));
    await client.close();
  });

  it('records sessions and calls: what each session was spared', async () => {
    const client = await connect('stats-client');
    await client.callTool({ name: 'search_tools', arguments: { queries: ['inventory'] } });
    await client.callTool({ name: 'get_tool', arguments: { name: 'inventory_report' } });
    await client.callTool({ name: 'call_tool', arguments: { name: 'inventory_report' } });
    await client.close();
    const id = `s${sessionCounter}`;
    const stats = store.stats({ sessionId: id });
    const session = stats.sessions[0];
    assert.ok(session);
    assert.equal(session.clientName, 'stats-client');
    assert.equal(session.calls, 1);
    assert.equal(session.searches, 1);
    assert.ok(session.endedAt);
    const catalog = gateway.catalog();
    assert.equal(
      session.definitionTokensSpared,
      catalog.definitionTokensAll - catalog.definitionTokensListed,
    );
    assert.ok(session.resultTokensTrimmed > 1000);
    assert.ok(session.definitionTokensFetched > 0);
    assert.deepEqual(
      stats.tools.map((t) => t.tool),
      ['inventory_report'],
    );
    const all = store.stats();
    assert.equal(all.totals.sessions, sessionCounter);
    assert.ok(all.totals.calls >= 20);
    assert.ok(all.totals.failedCalls >= 5);
    assert.equal(all.totals.fees, 0.8);
  });
});
