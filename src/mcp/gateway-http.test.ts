import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CliIo } from '../cli/cli-io.ts';
import { ExperienceStore } from '../experience/experience-store.ts';
import { serveCommand } from '../cli/commands/serve-command.ts';
import { statsCommand } from '../cli/commands/stats-command.ts';
import type { GatewayStats } from './gateway-stats.ts';
import { callText } from './test-fixtures/gateway-test-client.ts';
import { everythingServer, upstreamServer } from './test-fixtures/upstream-config.ts';

function captureIo(cwd: string): CliIo & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    env: { ...process.env, TOOLWISE_LIBRARY: join(cwd, 'unused.sqlite') },
    cwd,
    stdout: () => out,
    stderr: () => err,
  };
}

describe('toolwise serve --http: many sessions, real upstream MCP servers', () => {
  let dir: string;
  let url: string;
  let io: ReturnType<typeof captureIo>;
  let served: Promise<number>;
  const stop = new AbortController();
  const clients: Client[] = [];

  const connect = async (name: string): Promise<Client> => {
    const client = new Client({ name, version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    clients.push(client);
    return client;
  };

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'toolwise-gateway-http-'));
    const env = Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`TOOLWISE_TEST_VAR_${i}`, `value ${i} `.repeat(12)]),
    );
    writeFileSync(
      join(dir, 'toolwise.json'),
      JSON.stringify({
        sources: ['math'],
        mcpServers: { shop: upstreamServer(), everything: everythingServer(env) },
        resultLimitTokens: 500,
        callTimeoutMs: 1500,
      }),
    );
    io = captureIo(dir);
    const listening = new Promise<string>((resolve) => {
      served = serveCommand(
        ['--http', '--port', '0', '--config', 'toolwise.json', '--library', 'library.sqlite'],
        io,
        { signal: stop.signal, onListening: resolve },
      );
      served.catch(resolve);
    });
    url = await listening;
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+\/mcp$/, io.stderr());
  });

  after(async () => {
    await Promise.allSettled(clients.map((c) => c.close()));
    stop.abort();
    await served;
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves several clients at once, each in its own session with its own handles', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(async (i) => {
        const client = await connect(`client-${i}`);
        const found = await callText(client, 'search_tools', { queries: ['multiply two numbers'] });
        const product = await callText(client, 'call_tool', { name: 'multiply', arguments: { a: i, b: 10 } });
        const trimmed = await callText(client, 'call_tool', {
          name: 'list_orders',
          arguments: { count: 10 * i + 100 },
        });
        const total = await callText(client, 'call_tool', {
          name: 'list_orders',
          handle: 'r1',
          extract: 'total',
        });
        return { found: found.text, product: product.text, trimmed: trimmed.text, total: total.text };
      }),
    );
    results.forEach((r, i) => {
      assert.match(r.found, /^- multiply\(/);
      assert.equal(r.product, String((i + 1) * 10));
      assert.match(r.trimmed, /kept as handle 'r1'/);
      assert.equal(r.total, String(10 * (i + 1) + 100));
    });
  });

  it('a hanging upstream costs its call a timeout, while other sessions go on', async () => {
    const [a, b] = await Promise.all([connect('hang-a'), connect('hang-b')]);
    const started = performance.now();
    const hanging = callText(a, 'call_tool', { name: 'hang' });
    const quick = [];
    for (let i = 0; i < 10; i++) {
      quick.push((await callText(b, 'call_tool', { name: 'echo', arguments: { text: `ping ${i}` } })).text);
    }
    const quickMs = performance.now() - started;
    assert.deepEqual(
      quick,
      Array.from({ length: 10 }, (_, i) => `ping ${i}`),
    );
    assert.ok(quickMs < 1000, `quick calls took ${quickMs} ms`);
    const hung = await hanging;
    assert.equal(hung.isError, true);
    assert.equal(hung.text, "Error (timeout): Tool 'hang' did not finish within 1500 ms and was stopped.");
  });

  it('an upstream that crashes mid-call costs that call an error; the next call restarts it', async () => {
    const client = await connect('crash');
    const crash = await callText(client, 'call_tool', { name: 'crash' });
    assert.equal(crash.isError, true);
    assert.match(crash.text, /exited with code 3/);
    assert.equal(
      (await callText(client, 'call_tool', { name: 'echo', arguments: { text: 'back' } })).text,
      'back',
    );
  });

  it('corrects a bad argument on the second try, and extracts from a long result of the npm server', async () => {
    const client = await connect('everything');
    const wrong = await callText(client, 'call_tool', { name: 'ev_get-sum', arguments: { a: 'two', b: 3 } });
    assert.equal(wrong.isError, true);
    assert.match(wrong.text, /\/a must be number/);
    const right = await callText(client, 'call_tool', { name: 'ev_get-sum', arguments: { a: 2, b: 3 } });
    assert.equal(right.text, 'The sum of 2 and 3 is 5.');
    const env = await callText(client, 'call_tool', { name: 'ev_get-env' });
    assert.match(env.text, /^The result of 'ev_get-env' has \d+ tokens/);
    assert.match(env.text, /Shape .*TOOLWISE_TEST_VAR_0: string/);
    const value = await callText(client, 'call_tool', {
      name: 'ev_get-env',
      handle: 'r1',
      extract: 'TOOLWISE_TEST_VAR_7',
    });
    assert.equal(value.text, 'value 7 '.repeat(12));
  });

  it('ends sessions on DELETE and refuses unknown sessions, requests without one, and foreign origins', async () => {
    const client = await connect('short-lived');
    const transport = client.transport as StreamableHTTPClientTransport;
    const sessionId = transport.sessionId;
    assert.ok(sessionId);
    await transport.terminateSession();
    const post = (headers: Record<string, string>, body: unknown) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(body),
      });
    const list = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    assert.equal((await post({ 'mcp-session-id': sessionId }, list)).status, 404);
    assert.equal((await post({}, list)).status, 400);
    assert.equal((await post({ origin: 'http://evil.example' }, list)).status, 403);
    assert.equal((await fetch(url.replace('/mcp', '/other'))).status, 404);
  });

  it('records every session and call for toolwise stats', async () => {
    await Promise.allSettled(clients.map((c) => c.close()));
    stop.abort();
    assert.equal(await served, 0);
    assert.match(io.stdout(), /^toolwise gateway: http:\/\/127\.0\.0\.1:\d+\/mcp \(120 tools\)\n$/);
    assert.match(io.stderr(), /info gateway stopped/);
    const statsIo = captureIo(dir);
    assert.equal(await statsCommand(['--json', '--library', 'library.sqlite'], statsIo), 0);
    const stats = JSON.parse(statsIo.stdout()) as GatewayStats;
    assert.ok(stats.totals.sessions >= 9);
    assert.ok(stats.totals.calls >= 30);
    assert.ok(stats.totals.resultTokensTrimmed > 10_000);
    assert.ok(stats.totals.definitionTokensSpared > 9 * 10_000);
    const hang = stats.sessions.find((s) => s.clientName === 'hang-a');
    assert.equal(hang?.failedCalls, 1);
    const textIo = captureIo(dir);
    await statsCommand(
      ['--library', 'library.sqlite', '--session', hang?.sessionId.slice(0, 8) ?? ''],
      textIo,
    );
    assert.match(textIo.stdout(), /Net spared: +[\d,]+ tokens/);
    assert.match(textIo.stdout(), /^hang {2,}1 +1 /m);
  });

  it('records tool runs in the experience store, with the session as run and its searches as task', () => {
    const experience = ExperienceStore.open(join(dir, 'library.sqlite'));
    try {
      const multiply = experience.usages({ tool: 'multiply' });
      assert.equal(multiply.length, 5);
      for (const usage of multiply) {
        assert.equal(usage.task, 'multiply two numbers');
        assert.equal(usage.ok, true);
        assert.equal(usage.helpful, true);
        assert.match(usage.id, new RegExp(`^${usage.runId}:\\d+$`));
      }
      const [hang] = experience.usages({ tool: 'hang' });
      assert.equal(hang?.errorCode, 'timeout');
      assert.equal(hang?.helpful, false);
      assert.match(hang?.task ?? '', /^MCP session of hang-a$/);
      const wrong = experience.usages({ tool: 'ev_get-sum' }).find((u) => !u.ok);
      assert.equal(wrong?.errorCode, 'invalid_arguments');
      assert.equal(wrong?.fee, 0);
    } finally {
      experience.close();
    }
  });
});
