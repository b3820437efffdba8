import { formatGatewayBenchReport, runGatewayBench } from '../../bench/gateway/index.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';

export const BENCH_GATEWAY_HELP = `Usage: toolwise bench gateway [options]

The latency the MCP gateway adds, on loopback: an upstream MCP server and 'toolwise serve --http' run
as separate processes; every session calls the upstream's echo tool alternately straight and through
the gateway's call_tool, checking every answer. Reports p50/p95/p99 of both and the difference, for one
session and under load. Exit code 1 when any call failed.

Options:
  --sessions <n>   Concurrent sessions of the load run (default 50)
  --seconds <n>    How long the load runs (default 30)
  --rate <n>       Call pairs per second per session (default 2; 0 = back to back, which measures
                   queueing at saturation rather than the gateway's own cost)
  --json           Machine-readable output
`;

/** `toolwise bench gateway ...` */
export async function benchGatewayCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    { sessions: { type: 'string' }, seconds: { type: 'string' }, rate: { type: 'string' } },
    BENCH_GATEWAY_HELP,
  );
  if (values.help) {
    io.out(BENCH_GATEWAY_HELP);
    return EXIT.ok;
  }
  if (positionals.length) {
    throw new UsageError(`unexpected argument '${positionals[0]}'`, BENCH_GATEWAY_HELP);
  }
  const sessions = numberOption(values.sessions, 'sessions', { min: 1, max: 1000, integer: true });
  const seconds = numberOption(values.seconds, 'seconds', { min: 0.1, max: 3600 });
  const rate = numberOption(values.rate, 'rate', { min: 0, max: 10_000 });
  const result = await runGatewayBench({
    ...(sessions !== undefined && { sessions }),
    ...(seconds !== undefined && { seconds }),
    ...(rate !== undefined && { rate }),
  });
  if (values.json) printJson(io, result);
  else io.out(`${formatGatewayBenchReport(result)}\n`);
  const failed =
    result.unloaded.direct.failed +
    result.unloaded.gateway.failed +
    result.loaded.direct.failed +
    result.loaded.gateway.failed;
  return failed === 0 ? EXIT.ok : EXIT.failure;
}
