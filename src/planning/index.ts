export { planBudget, DEFAULT_BUDGET_UNITS, MAX_PLAN_CELLS } from './plan-budget.ts';
export type { BudgetPlan, KnapsackItem, PlanBudgetOptions, PlannedItem } from './plan-budget.ts';
export { estimateToolValues, relevancePriors } from './estimate-tool-values.ts';
export type { EstimateToolValuesOptions, ToolEstimate } from './estimate-tool-values.ts';
export { planToolUse } from './plan-tool-use.ts';
export type { PlannedTool, PlanToolUseOptions, ToolPlan } from './plan-tool-use.ts';
export type { ModelCallCost } from './model-call-cost.ts';
export { DEFAULT_INPUT_MARGIN, DEFAULT_INPUT_OVERHEAD_TOKENS, worstCaseInputTokens } from './token-safety.ts';
export type { TokenSafety } from './token-safety.ts';
export { createBudgetHooks } from './create-budget-hooks.ts';
export type {
  BudgetAccounting,
  BudgetEvent,
  BudgetHooks,
  BudgetHooksOptions,
} from './create-budget-hooks.ts';
export type { ForbiddenReason, ForbiddenTool } from './forbidden-tool.ts';
export { withBudget } from './with-budget.ts';
export type { WithBudgetOptions } from './with-budget.ts';
export { budgetMetrics } from './budget-metrics.ts';
export type { BudgetMetrics, BudgetRunResult } from './budget-metrics.ts';
export { UnpricedModelError } from './unpriced-model-error.ts';
