export { runGatewayBench } from './run-gateway-bench.ts';
export type {
  GatewayBenchResult,
  GatewayLatencyComparison,
  LatencySummary,
  RunGatewayBenchOptions,
} from './run-gateway-bench.ts';
export { formatGatewayBenchReport } from './format-gateway-bench-report.ts';
