import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ToolLibrary } from '../../library/tool-library.ts';
import { createToolExecutor, type ToolExecutor } from '../../tool/tool-executor.ts';
import { createMcpHandlerResolver } from './create-mcp-handler-resolver.ts';
import { loadMcpSource } from './load-mcp-source.ts';
import { McpConnectionPool } from './mcp-connection-pool.ts';
import { toMcpSourceConfig } from './mcp-source-config.ts';
import { fixtureServer } from './test-fixtures/fixture-config.ts';

describe('createMcpHandlerResolver with the stdio fixture', () => {
  const pool = new McpConnectionPool({ closeTimeoutMs: 500 });
  const lib = ToolLibrary.open({ path: ':memory:' });
  let executor: ToolExecutor;
  const load = () => loadMcpSource({ name: 'fixture', server: fixtureServer(), pool });
  const pidOf = async (): Promise<number> => {
    const stats = await executor.call('stats', {});
    assert.ok(stats.ok, JSON.stringify(stats));
    return (stats.output as { pid: number }).pid;
  };

  before(async () => {
    lib.syncSource(await load());
    executor = createToolExecutor({
      lookup: (name) => lib.get(name),
      resolvers: [createMcpHandlerResolver({ pool })],
      timeoutMs: 5000,
    });
  });
  after(async () => {
    await executor.close();
    await pool.close();
    lib.close();
  });

  it('calls tools through the connection opened for listing, and converts their results', async () => {
    const listed = await pool.get('mcp:fixture', fixtureServer());
    assert.deepEqual(await executor.call('echo', { text: 'hello' }).then((r) => r.ok && r.output), 'hello');
    assert.deepEqual(await executor.call('add', { a: 1, b: 2 }).then((r) => r.ok && r.output), { sum: 3 });
    assert.deepEqual(await executor.call('files_read', {}).then((r) => r.ok && r.output), 'read');
    const picture = await executor.call('picture', {});
    assert.ok(picture.ok);
    assert.deepEqual(
      (picture.output as Array<{ type: string }>).map((c) => c.type),
      ['image', 'text'],
    );
    assert.equal(typeof (await pidOf()), 'number');
    assert.equal(await pool.get('mcp:fixture', fixtureServer()), listed);
  });

  it('turns an error result into upstream_error with the text and content', async () => {
    const result = await executor.call('fail', { message: 'the quota is exhausted' });
    assert.deepEqual(result.ok ? undefined : result.error, {
      code: 'upstream_error',
      message: 'the quota is exhausted',
      details: [{ type: 'text', text: 'the quota is exhausted' }],
    });
  });

  it('reports a crash during a call, and the next call starts the server again', async () => {
    const pid = await pidOf();
    const crashed = await executor.call('crash', {});
    assert.equal(crashed.ok, false);
    assert.equal(!crashed.ok && crashed.error.code, 'upstream_error');
    assert.match(
      !crashed.ok ? crashed.error.message : '',
      /MCP server 'fixture' failed during the call of 'crash': .*Connection closed \(the server process exited with code 3; stderr: .*crashing on purpose\)/s,
    );
    assert.notEqual(await pidOf(), pid);
  });

  it('times a slow call out, cancels it, and keeps the connection', async () => {
    const pid = await pidOf();
    const slow = await executor.call('slow', { ms: 5000 }, { timeoutMs: 200 });
    assert.equal(!slow.ok && slow.error.code, 'timeout');
    const quick = await executor.call('slow', { ms: 1 });
    assert.deepEqual(quick.ok && quick.output, 'done');
    assert.equal(await pidOf(), pid);
  });

  it('picks up a changed tool list when the source is loaded again', async () => {
    assert.ok((await executor.call('set_extra_tools', { names: ['extra_one', 'extra.two'] })).ok);
    const added = lib.syncSource(await load());
    assert.deepEqual(added.created.toSorted(), ['extra_one', 'extra_two']);
    assert.deepEqual(added.removed, []);
    assert.deepEqual(await executor.call('extra_two', {}).then((r) => r.ok && r.output), 'extra.two');

    assert.ok((await executor.call('set_extra_tools', { names: [] })).ok);
    const removed = lib.syncSource(await load());
    assert.deepEqual(removed.created, []);
    assert.deepEqual(removed.removed.toSorted(), ['extra_one', 'extra_two']);
    assert.equal(lib.get('extra_one'), undefined);
  });
});

describe('createMcpHandlerResolver on its own', () => {
  it('starts the server on first use with its own pool, and close() stops it', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    lib.syncSource(await loadMcpSource({ name: 'fixture', server: fixtureServer() }));
    const executor = createToolExecutor({
      lookup: (name) => lib.get(name),
      resolvers: [createMcpHandlerResolver()],
    });
    const stats = await executor.call('stats', {});
    assert.ok(stats.ok, JSON.stringify(stats));
    const { pid } = stats.output as { pid: number };
    await executor.close();
    assert.throws(() => process.kill(pid, 0), { code: 'ESRCH' });
    lib.close();
  });

  it('fails calls of tools whose server cannot start or whose config is broken', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    const base = { description: 'x', inputSchema: { type: 'object' as const } };
    lib.create({
      ...base,
      name: 'gone',
      source: {
        type: 'mcp',
        id: 'mcp:gone',
        config: toMcpSourceConfig('gone', { command: 'toolwise-no-such-command' }, 'x'),
      },
    });
    lib.create({
      ...base,
      name: 'broken',
      source: { type: 'mcp', id: 'mcp:broken', config: { server: 'broken' } },
    });
    const executor = createToolExecutor({
      lookup: (name) => lib.get(name),
      resolvers: [createMcpHandlerResolver()],
    });
    const gone = await executor.call('gone', {});
    assert.equal(!gone.ok && gone.error.code, 'upstream_error');
    assert.match(
      !gone.ok ? gone.error.message : '',
      /Tool 'gone' cannot be run: .*'toolwise-no-such-command' was not found/,
    );
    const broken = await executor.call('broken', {});
    assert.equal(!broken.ok && broken.error.code, 'no_implementation');
    assert.match(!broken.ok ? broken.error.message : '', /no 'remoteName'/);
    await executor.close();
    lib.close();
  });
});
