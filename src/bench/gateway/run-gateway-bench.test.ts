import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatGatewayBenchReport } from './format-gateway-bench-report.ts';
import { runGatewayBench } from './run-gateway-bench.ts';

describe('runGatewayBench', () => {
  it('runs a tiny load through the gateway and a real upstream with no failed call', async () => {
    const result = await runGatewayBench({ sessions: 3, seconds: 1, rate: 20, unloadedCalls: 20 });
    assert.deepEqual(result.failures, []);
    for (const c of [result.unloaded, result.loaded]) {
      assert.equal(c.direct.failed + c.gateway.failed, 0);
      assert.ok(c.gateway.calls > 0 && c.direct.calls > 0);
      assert.ok(Number.isFinite(c.added.p50Ms));
    }
    assert.equal(result.unloaded.gateway.calls, 20);
    assert.ok(result.loaded.gateway.calls >= 30, JSON.stringify(result.loaded));
    assert.match(
      formatGatewayBenchReport(result),
      /Loaded \(3 sessions, 1 s, 20 call pairs\/s per session;[\s\S]*No failed calls\./,
    );
  });
});
