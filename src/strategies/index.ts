export { baseStrategy, basePrompt } from './base/base-strategy.ts';
export { createAllToolsStrategy } from './all-tools/all-tools-strategy.ts';
export type { AllToolsStrategyOptions } from './all-tools/all-tools-strategy.ts';
export { ecoactStrategy } from './ecoact/ecoact-strategy.ts';
export { createTulipStrategy } from './tulip/tulip-strategy.ts';
export type { TulipStrategyOptions } from './tulip/tulip-strategy.ts';
export { STRATEGIES, strategyByName } from './strategy-registry.ts';
