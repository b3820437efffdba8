import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ExperienceStore } from '../experience/experience-store.ts';
import { formatGatewayStats } from './format-gateway-stats.ts';
import { GatewayStore, type GatewayCallRecord } from './gateway-store.ts';

const call = (overrides: Partial<GatewayCallRecord>): GatewayCallRecord => ({
  sessionId: 's1',
  clientName: 'claude-code',
  tool: 'add',
  via: 'call_tool',
  argsDigest: 'abc',
  ok: true,
  latencyMs: 2,
  fee: 0,
  resultTokensFull: 10,
  resultTokensReturned: 10,
  definitionTokensSpared: 900,
  ...overrides,
});

describe('GatewayStore', () => {
  it('sums what each session and all sessions were spared, and ranks the most used tools', () => {
    let tick = 0;
    const store = GatewayStore.open({
      path: ':memory:',
      clock: () => new Date(Date.UTC(2025, 0, 1, 0, 0, tick++)),
    });
    store.startSession({
      id: 's1',
      client: { name: 'claude-code', version: '1.0' },
      transport: 'stdio',
      toolsAvailable: 100,
      definitionTokensAll: 1000,
      definitionTokensListed: 100,
    });
    store.startSession({
      id: 's2',
      transport: 'http',
      toolsAvailable: 100,
      definitionTokensAll: 1000,
      definitionTokensListed: 100,
    });
    store.recordSearch('s1', 50);
    store.recordFetch('s1', 30);
    store.recordCall(call({}));
    store.recordCall(call({ tool: 'report', resultTokensFull: 5000, resultTokensReturned: 300, fee: 0.25 }));
    store.recordCall(call({ tool: 'report', via: 'extract', resultTokensFull: 0, resultTokensReturned: 20 }));
    store.recordCall(
      call({ sessionId: 's2', clientName: undefined, ok: false, errorCode: 'invalid_arguments' }),
    );
    store.recordCall(call({ sessionId: 's2', clientName: undefined }));
    store.endSession('s1');

    const stats = store.stats();
    assert.deepEqual(
      stats.sessions.map((s) => s.sessionId),
      ['s2', 's1'],
    );
    const s1 = stats.sessions[1];
    assert.ok(s1);
    assert.equal(s1.clientName, 'claude-code');
    assert.equal(s1.endedAt, '2025-01-01T00:00:09.000Z');
    assert.equal(s1.calls, 3);
    assert.equal(s1.definitionTokensSpared, 900);
    assert.equal(s1.definitionTokensSparedPerCall, 2700);
    assert.equal(s1.resultTokensTrimmed, 4680);
    assert.equal(s1.netTokensSpared, 900 + 4680 - 30 - 50);
    assert.equal(s1.fees, 0.25);
    assert.equal(stats.totals.sessions, 2);
    assert.equal(stats.totals.calls, 5);
    assert.equal(stats.totals.failedCalls, 1);
    assert.equal(stats.totals.definitionTokensSpared, 1800);
    assert.deepEqual(
      stats.tools.map((t) => [t.tool, t.calls, t.failedCalls]),
      [
        ['add', 3, 1],
        ['report', 2, 0],
      ],
    );
    assert.deepEqual(
      store.stats({ sessionId: 's2' }).tools.map((t) => t.tool),
      ['add'],
    );
    assert.deepEqual(
      store.stats({ limit: 1 }).sessions.map((s) => s.sessionId),
      ['s2'],
    );
    assert.deepEqual(store.mostUsedTools(1), ['add']);

    const text = formatGatewayStats(store.stats({ sessionId: 's1' }));
    assert.match(
      text,
      /^SESSION +CLIENT +STARTED +CALLS +FAILED +DEFS SPARED +RESULTS TRIMMED +FEES\ns1 +claude-code +2025-01-01 00:00:00 +3 +0 +900 +4,680 +0\.25$/m,
    );
    assert.match(text, /Net spared: +5,500 tokens/);
    assert.match(text, /^report +2 +0 +0\.25 +4,680 +2\.0$/m);
    assert.match(formatGatewayStats(store.stats({ sessionId: 'none' })), /No gateway sessions recorded yet/);
    store.close();
  });

  it('batches writes in one transaction, written before reads and on close, with tool usages', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolwise-gateway-store-'));
    try {
      const path = join(dir, 'library.sqlite');
      const store = GatewayStore.open({ path, batchMs: 60_000 });
      store.startSession({
        id: 's',
        transport: 'memory',
        toolsAvailable: 1,
        definitionTokensAll: 10,
        definitionTokensListed: 5,
      });
      store.recordCall(call({ sessionId: 's' }));
      store.recordUsage({
        id: 's:1',
        runId: 's',
        task: 'add numbers',
        tool: 'add',
        input: { a: 1, b: 2 },
        ok: true,
        resultDigest: 'sha256:x',
        resultPreview: '3',
        resultBytes: 1,
        resultTokens: 1,
        latencyMs: 1,
        fee: 0,
        helpful: true,
        judge: 'rule',
        reason: 'non-empty result',
      });
      const other = GatewayStore.open({ path });
      assert.equal(other.stats().totals.sessions, 0);
      store.close();
      assert.equal(other.stats().totals.calls, 1);
      other.close();
      const experience = ExperienceStore.open(path);
      assert.deepEqual(
        experience.usages().map((u) => [u.id, u.task, u.helpful]),
        [['s:1', 'add numbers', true]],
      );
      experience.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
