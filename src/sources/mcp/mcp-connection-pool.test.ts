import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { McpConnectionError } from './mcp-connection-error.ts';
import { McpConnectionPool } from './mcp-connection-pool.ts';
import { fixtureServer, nodeScript } from './test-fixtures/fixture-config.ts';

const textOf = async (client: Client, name: string, args: Record<string, unknown> = {}): Promise<string> => {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const first = result.content[0];
  return first?.type === 'text' ? first.text : '';
};
const pidOf = async (client: Client): Promise<number> =>
  (JSON.parse(await textOf(client, 'stats')) as { pid: number }).pid;
const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const rejectsWith = (pattern: RegExp) => (error: unknown) => {
  assert.ok(error instanceof McpConnectionError, `expected McpConnectionError, got ${String(error)}`);
  assert.equal(error.code, 'mcp_connection_failed');
  assert.match(error.message, pattern);
  return true;
};

describe('McpConnectionPool over stdio', () => {
  const changed: string[] = [];
  const pool = new McpConnectionPool({
    env: { FIXTURE_GREETING: 'from the pool env' },
    connectTimeoutMs: 5000,
    closeTimeoutMs: 500,
    onToolListChanged: (key) => changed.push(key),
  });
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'toolwise-mcp-pool-'));
  });
  after(async () => {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('connects on first use and reuses the connection', async () => {
    assert.equal(pool.isConnected('fx'), false);
    const [a, b] = await Promise.all([pool.get('fx', fixtureServer()), pool.get('fx', fixtureServer())]);
    assert.equal(a, b);
    assert.equal(await pool.get('fx', fixtureServer()), a);
    assert.equal(pool.isConnected('fx'), true);
    assert.equal(await textOf(a, 'echo', { text: 'hi' }), 'hi');
  });

  it('starts the server again after it crashed, and says why it went away', async () => {
    const client = await pool.get('fx', fixtureServer());
    const pid = await pidOf(client);
    await assert.rejects(client.callTool({ name: 'crash', arguments: {} }), /Connection closed/);
    assert.equal(pool.isConnected('fx'), false);
    assert.match(pool.describeFailure('fx') ?? '', /exited with code 3; stderr: .*crashing on purpose/s);
    const again = await pool.get('fx', fixtureServer());
    assert.notEqual(again, client);
    assert.notEqual(await pidOf(again), pid);
  });

  it('expands ${VAR} in env when starting the server, and opens a new connection when the config changes', async () => {
    const before = await pool.get('fx', fixtureServer());
    const config = fixtureServer({ GREETING: 'hello ${FIXTURE_GREETING}' });
    const client = await pool.get('fx', config);
    assert.notEqual(client, before);
    assert.equal(await textOf(client, 'get_env', { name: 'GREETING' }), 'hello from the pool env');
    await assert.rejects(
      pool.get('other', fixtureServer({ TOKEN: '${NOT_SET_ANYWHERE}' })),
      rejectsWith(/env variable 'TOKEN' cannot be expanded: .*NOT_SET_ANYWHERE/),
    );
  });

  it('reports a server that announces a changed tool list', async () => {
    const client = await pool.get('fx', fixtureServer());
    await textOf(client, 'set_extra_tools', { names: ['extra_a'] });
    for (let i = 0; i < 50 && changed.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    assert.deepEqual(changed, ['fx']);
  });

  it('names the command, exit code and stderr of a server that exits at once', async () => {
    await assert.rejects(
      pool.get('broken', nodeScript("process.stderr.write('config file missing\\n'); process.exit(7)")),
      rejectsWith(
        /command '.*node -e .*' exited with code 7 before completing the MCP handshake; stderr: config file missing/,
      ),
    );
    assert.equal(pool.isConnected('broken'), false);
  });

  it('reports a command that is not found and a working directory that does not exist', async () => {
    await assert.rejects(
      pool.get('missing', { command: 'toolwise-no-such-command' }),
      rejectsWith(/'toolwise-no-such-command' was not found/),
    );
    await assert.rejects(
      pool.get('missing', { ...fixtureServer(), cwd: join(dir, 'nope') }),
      rejectsWith(/working directory .*nope does not exist/),
    );
  });

  it('gives up on a server that never answers the handshake, and stops it', async () => {
    const pidFile = join(dir, 'pid');
    const started = performance.now();
    await assert.rejects(
      pool.get(
        'silent',
        nodeScript(
          `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000)`,
        ),
        {
          connectTimeoutMs: 300,
        },
      ),
      rejectsWith(/did not complete the MCP handshake within 300 ms/),
    );
    assert.ok(performance.now() - started < 2000);
    assert.equal(isRunning(Number(readFileSync(pidFile, 'utf8'))), false);
  });

  it('stops every server on close()', async () => {
    const other = new McpConnectionPool({ closeTimeoutMs: 500 });
    const pids = await Promise.all(
      ['a', 'b'].map(async (key) => pidOf(await other.get(key, fixtureServer()))),
    );
    assert.ok(pids.every(isRunning));
    await other.close();
    assert.ok(!pids.some(isRunning));
    assert.equal(other.isConnected('a'), false);
  });
});
