export { runBudgetBench, SIMULATION_PRICES } from './run-budget-bench.ts';
export type {
  BudgetArm,
  BudgetArmResult,
  BudgetBenchResult,
  RunBudgetBenchOptions,
} from './run-budget-bench.ts';
export { formatBudgetReport } from './format-budget-report.ts';
export { createBudgetWorld } from './budget-world.ts';
export type { BudgetWorld, SimulatedBehaviour, SimulatedTask, SimulatedTool } from './budget-world.ts';
export { simulatedHandlers, simulatedPolicy } from './simulated-policy.ts';
export type { SimulatedPolicyOptions } from './simulated-policy.ts';
export { withBudgetHint } from './with-budget-hint.ts';
export { timePlanner } from './time-planner.ts';
export type { PlannerTiming } from './time-planner.ts';
