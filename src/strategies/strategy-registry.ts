import type { Strategy } from '../agent/strategy.ts';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import { createAdaptiveStrategy } from './adaptive/adaptive-strategy.ts';
import { createAllToolsStrategy } from './all-tools/all-tools-strategy.ts';
import { baseStrategy } from './base/base-strategy.ts';
import { createConAgentsStrategy } from './conagents/conagents-strategy.ts';
import { ecoactStrategy } from './ecoact/ecoact-strategy.ts';
import { createTulipStrategy } from './tulip/tulip-strategy.ts';
import { createTulipAutoStrategy } from './tulip-auto/tulip-auto-strategy.ts';

/** Builds a strategy by name with its default options. */
export const STRATEGIES: Readonly<Record<string, () => Strategy>> = {
  base: () => baseStrategy,
  'all-tools': () => createAllToolsStrategy(),
  'cot-tools': () => createAllToolsStrategy({ stepByStep: true }),
  'tulip-minimal': () => createTulipStrategy({ variant: 'minimal' }),
  tulip: () => createTulipStrategy(),
  'tulip-primed': () => createTulipStrategy({ variant: 'primed' }),
  ecoact: () => ecoactStrategy,
  adaptive: () => createAdaptiveStrategy(),
  conagents: () => createConAgentsStrategy(),
  'tulip-auto': () => createTulipAutoStrategy(),
};

/** The strategy called `name`; an `InvalidArgumentError` listing the names when there is none. */
export function strategyByName(name: string): Strategy {
  const make = STRATEGIES[name];
  if (!make) {
    throw new InvalidArgumentError({
      argument: 'strategy',
      message: `unknown strategy '${name}'; choose one of ${Object.keys(STRATEGIES).join(', ')}`,
    });
  }
  return make();
}
