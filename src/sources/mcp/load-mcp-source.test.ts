import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ToolLibrary } from '../../library/tool-library.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import { SourceLoadError } from '../source-load-error.ts';
import { createMcpHandlerResolver } from './create-mcp-handler-resolver.ts';
import { loadMcpSource } from './load-mcp-source.ts';
import { McpConnectionPool } from './mcp-connection-pool.ts';
import type { McpServerConfig } from './mcp-server-config.ts';
import { fixtureServer, nodeScript } from './test-fixtures/fixture-config.ts';

const isSourceLoadError = (pattern: RegExp) => (error: unknown) => {
  assert.ok(error instanceof SourceLoadError, `expected SourceLoadError, got ${String(error)}`);
  assert.equal(error.code, 'source_load_failed');
  assert.match(error.message, pattern);
  return true;
};

describe('loadMcpSource', () => {
  it('lists the tools of a stdio server into the library, with a temporary pool', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    const loaded = await loadMcpSource({ name: 'fixture', server: fixtureServer() });
    assert.equal(loaded.sourceId, 'mcp:fixture');
    assert.deepEqual(loaded.warnings, [
      "MCP tool 'files.read' of server 'fixture' is named 'files_read' in the library (tool names must be unique and match [A-Za-z0-9_-]{1,64}).",
    ]);
    const report = lib.syncSource(loaded);
    assert.deepEqual(report.created.toSorted(), [
      'add',
      'crash',
      'echo',
      'fail',
      'files_read',
      'get_env',
      'picture',
      'set_extra_tools',
      'slow',
      'stats',
    ]);
    const echo = lib.get('echo');
    assert.deepEqual(echo?.inputSchema, {
      type: 'object',
      properties: { text: { type: 'string', description: 'What to echo' } },
      required: ['text'],
    });
    assert.deepEqual(echo?.tags, ['read-only', 'idempotent']);
    assert.deepEqual(lib.get('crash')?.tags, ['destructive']);
    assert.ok(lib.get('add')?.outputSchema);
    assert.deepEqual(lib.get('files_read')?.source, {
      type: 'mcp',
      id: 'mcp:fixture',
      config: {
        server: 'fixture',
        transport: 'stdio',
        remoteName: 'files.read',
        command: process.execPath,
        args: fixtureServer().args ?? [],
      },
    });
    lib.close();
  });

  it('fails with a clear SourceLoadError and leaves the library unchanged', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    lib.syncSource(await loadMcpSource({ name: 'fixture', server: fixtureServer(), sourceId: 'mcp:kept' }));
    const before = lib.list().map((t) => `${t.name}@${t.version}`);
    const attempts: Array<[McpServerConfig, RegExp]> = [
      [nodeScript("console.error('no API key'); process.exit(2)"), /exited with code 2 .*stderr: no API key/],
      [{ command: 'toolwise-no-such-command' }, /'toolwise-no-such-command' was not found/],
      [{ args: ['x'] } as unknown as McpServerConfig, /neither a `command` .* nor a `url`/],
    ];
    for (const [server, pattern] of attempts) {
      await assert.rejects(
        loadMcpSource({ name: 'kept', sourceId: 'mcp:kept', server }).then((loaded) =>
          lib.syncSource(loaded),
        ),
        isSourceLoadError(new RegExp(`'kept': .*${pattern.source}`)),
      );
    }
    assert.deepEqual(
      lib.list().map((t) => `${t.name}@${t.version}`),
      before,
    );
    lib.close();
  });

  it('times out a server that does not answer', async () => {
    const started = performance.now();
    await assert.rejects(
      loadMcpSource({ name: 'silent', server: nodeScript('setInterval(() => {}, 1000)'), timeoutMs: 300 }),
      isSourceLoadError(/did not complete the MCP handshake within 300 ms/),
    );
    assert.ok(performance.now() - started < 2500);
  });
});

describe('the reference "everything" server over stdio', () => {
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('@modelcontextprotocol/server-everything/package.json'));
  const server = { command: process.execPath, args: [join(packageDir, 'dist', 'index.js'), 'stdio'] };
  const pool = new McpConnectionPool({ closeTimeoutMs: 1000 });
  const lib = ToolLibrary.open({ path: ':memory:' });
  const executor = createToolExecutor({
    lookup: (name) => lib.get(name),
    resolvers: [createMcpHandlerResolver({ pool })],
  });
  before(async () => {
    lib.syncSource(await loadMcpSource({ name: 'everything', server, pool }));
  });
  after(async () => {
    await executor.close();
    await pool.close();
    lib.close();
  });

  it('lists its tools with their annotations', () => {
    const names = lib.list({ source: 'mcp:everything' }).map((t) => t.name);
    assert.ok(names.includes('echo'), `tools: ${names.join(', ')}`);
    assert.ok(names.includes('get-sum'));
    const echo = lib.get('echo');
    assert.equal(echo?.inputSchema.$schema, undefined);
    assert.ok(echo?.tags.includes('read-only'));
  });

  it('calls echo and get-sum through the library', async () => {
    const echo = await executor.call('echo', { message: 'hello toolwise' });
    assert.deepEqual(echo.ok && echo.output, 'Echo: hello toolwise');
    const sum = await executor.call('get-sum', { a: 2, b: 3 });
    assert.ok(sum.ok, JSON.stringify(sum));
    assert.match(String(sum.output), /5/);
  });
});
