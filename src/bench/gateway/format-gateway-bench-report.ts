import type { GatewayBenchResult, GatewayLatencyComparison } from './run-gateway-bench.ts';

/** The result of `toolwise bench gateway` as text. */
export function formatGatewayBenchReport(result: GatewayBenchResult): string {
  const rows = (label: string, c: GatewayLatencyComparison): string[] => [
    `${label}`,
    `  direct to upstream   ${pad(c.direct.calls)} calls  ${pad(c.direct.failed)} failed  p50 ${ms(c.direct.p50Ms)}  p95 ${ms(c.direct.p95Ms)}  p99 ${ms(c.direct.p99Ms)}`,
    `  through the gateway  ${pad(c.gateway.calls)} calls  ${pad(c.gateway.failed)} failed  p50 ${ms(c.gateway.p50Ms)}  p95 ${ms(c.gateway.p95Ms)}  p99 ${ms(c.gateway.p99Ms)}`,
    `  added by the gateway                            p50 ${ms(c.added.p50Ms)}  p95 ${ms(c.added.p95Ms)}`,
  ];
  const failed =
    result.unloaded.direct.failed +
    result.unloaded.gateway.failed +
    result.loaded.direct.failed +
    result.loaded.gateway.failed;
  const pace = result.rate > 0 ? `${result.rate} call pairs/s per session` : 'back to back';
  return [
    ...rows('Unloaded (1 session, one call at a time)', result.unloaded),
    '',
    ...rows(
      `Loaded (${result.sessions} sessions, ${result.seconds} s, ${pace}; ${result.loaded.callsPerSecond} calls/s in all)`,
      result.loaded,
    ),
    '',
    failed === 0
      ? 'No failed calls.'
      : `${failed} failed calls, e.g.:\n${result.failures.map((f) => `  ${f}`).join('\n')}`,
  ].join('\n');
}

function pad(n: number): string {
  return String(n).padStart(7);
}

function ms(value: number): string {
  return `${value.toFixed(2)} ms`.padStart(9);
}
