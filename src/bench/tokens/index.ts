export { runTokenBench, TOKEN_BENCH_SIZES, TOKEN_BENCH_STRATEGIES } from './run-token-bench.ts';
export type { RunTokenBenchOptions } from './run-token-bench.ts';
export type { StrategyTokens, TokenBenchResult, TokenBenchRow, TokenTarget } from './token-bench-result.ts';
export { formatTokenReport } from './format-token-report.ts';
export { tokenChartSvg } from './token-chart-svg.ts';
export { groupedBarChartSvg } from './grouped-bar-chart-svg.ts';
export type { ChartGroup, ChartPanel, ChartSeries, GroupedBarChartOptions } from './grouped-bar-chart-svg.ts';
export { replayTrajectory } from './replay-trajectory.ts';
export type {
  ReplayedCall,
  ReplayedCallPurpose,
  ReplayOutcome,
  ReplayTrajectoryOptions,
} from './replay-trajectory.ts';
export type { RecordedRun, RecordedStep } from './recorded-run.ts';
export { loadToolbenchRuns, FINISH_TOOL } from './load-toolbench-runs.ts';
export type { LoadToolbenchRunsOptions, ToolbenchRuns } from './load-toolbench-runs.ts';
export { openToolbenchLibrary, RECORDED_TOOLS_SOURCE } from './open-toolbench-library.ts';
export { evaluateTokenTargets } from './evaluate-token-targets.ts';
export {
  toolResultStandIn,
  TOOLBENCH_OBSERVATION_CHARS,
  MATH_RESULT_STAND_IN,
} from './tool-result-stand-in.ts';
export { ReplayError } from './replay-error.ts';
