import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { ToolLibrary } from '../../library/tool-library.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import { SourceLoadError } from '../source-load-error.ts';
import { createMcpHandlerResolver } from './create-mcp-handler-resolver.ts';
import { loadMcpSource } from './load-mcp-source.ts';
import { McpConnectionPool } from './mcp-connection-pool.ts';
import { startHttpMcpServer, type HttpMcpServer } from './test-fixtures/start-http-mcp-server.ts';

const isSourceLoadError = (pattern: RegExp) => (error: unknown) => {
  assert.ok(error instanceof SourceLoadError, `expected SourceLoadError, got ${String(error)}`);
  assert.match(error.message, pattern);
  return true;
};

/** A loopback URL on which nothing listens: a port that was free a moment ago. */
async function unusedUrl(): Promise<string> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return `http://127.0.0.1:${port}/mcp`;
}

describe('MCP source over Streamable HTTP', () => {
  let http: HttpMcpServer;
  const pool = new McpConnectionPool({ env: { FIXTURE_TOKEN: 's3cret' }, connectTimeoutMs: 3000 });
  const headers = { Authorization: 'Bearer ${FIXTURE_TOKEN}' };
  before(async () => {
    http = await startHttpMcpServer({ token: 's3cret' });
  });
  after(async () => {
    await pool.close();
    await http.close();
  });

  it('lists and calls tools, sending headers with ${VAR} expanded but storing them unexpanded', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    const report = lib.syncSource(
      await loadMcpSource({ name: 'web', server: { url: http.url, headers }, pool }),
    );
    assert.deepEqual(report.created.toSorted(), ['fail', 'greet']);
    assert.deepEqual(lib.get('greet')?.source.config, {
      server: 'web',
      transport: 'http',
      remoteName: 'greet',
      url: http.url,
      headers: { Authorization: 'Bearer ${FIXTURE_TOKEN}' },
    });
    const executor = createToolExecutor({
      lookup: (name) => lib.get(name),
      resolvers: [createMcpHandlerResolver({ pool })],
    });
    assert.deepEqual(
      await executor.call('greet', { name: 'Ada' }).then((r) => r.ok && r.output),
      'Hello, Ada!',
    );
    const failed = await executor.call('fail', {});
    assert.equal(!failed.ok && failed.error.code, 'upstream_error');
    assert.equal(!failed.ok && failed.error.message, 'it failed over HTTP');
    await executor.close();
    lib.close();
  });

  it('reports a refused token, an unset variable and an unreachable URL', async () => {
    const wrongToken = new McpConnectionPool({ env: { FIXTURE_TOKEN: 'wrong' } });
    await assert.rejects(
      loadMcpSource({ name: 'web', server: { url: http.url, headers }, pool: wrongToken }),
      isSourceLoadError(/'web': the URL .* refused the connection \(HTTP 401\)/),
    );
    await wrongToken.close();
    await assert.rejects(
      loadMcpSource({ name: 'web', server: { url: http.url, headers: { 'X-Key': '${NOT_SET_ANYWHERE}' } } }),
      isSourceLoadError(/header 'X-Key' cannot be expanded: .*NOT_SET_ANYWHERE/),
    );
    const url = await unusedUrl();
    await assert.rejects(
      loadMcpSource({ name: 'down', server: { url }, timeoutMs: 2000 }),
      isSourceLoadError(new RegExp(`'down': the URL ${url} cannot be reached \\(ECONNREFUSED\\)`)),
    );
  });
});
