export { baseStrategy, basePrompt } from './base/base-strategy.ts';
export { createAllToolsStrategy } from './all-tools/all-tools-strategy.ts';
export type { AllToolsStrategyOptions } from './all-tools/all-tools-strategy.ts';
export { ecoactStrategy } from './ecoact/ecoact-strategy.ts';
export { createTulipStrategy } from './tulip/tulip-strategy.ts';
export type { TulipStrategyOptions } from './tulip/tulip-strategy.ts';
export { createAdaptiveStrategy } from './adaptive/adaptive-strategy.ts';
export type { AdaptiveStrategyOptions } from './adaptive/adaptive-strategy.ts';
export { estimateStrategyCosts } from './adaptive/estimate-strategy-costs.ts';
export type {
  CostedStrategy,
  EstimateStrategyCostsOptions,
  StrategyCostEstimate,
  StrategyCostEstimates,
} from './adaptive/estimate-strategy-costs.ts';
export { chooseStrategy } from './adaptive/choose-strategy.ts';
export type { ChooseStrategyOptions, StrategyChoice } from './adaptive/choose-strategy.ts';
export { createConAgentsStrategy } from './conagents/conagents-strategy.ts';
export type { ConAgentsStrategyOptions } from './conagents/conagents-strategy.ts';
export { createTulipAutoStrategy } from './tulip-auto/tulip-auto-strategy.ts';
export type { TulipAutoStrategyOptions } from './tulip-auto/tulip-auto-strategy.ts';
export { STRATEGIES, strategyByName } from './strategy-registry.ts';
