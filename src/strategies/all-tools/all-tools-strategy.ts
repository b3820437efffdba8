import type { Strategy, StrategyContext } from '../../agent/strategy.ts';
import { TooManyToolsError } from '../../errors/too-many-tools-error.ts';
import { candidateTools } from '../shared/candidate-tools.ts';
import { allToolsPrompt } from './all-tools-prompts.ts';

/** Options of {@link createAllToolsStrategy}. */
export interface AllToolsStrategyOptions {
  /** Tell the model to work step by step (the `cot-tools` strategy). @default false */
  stepByStep?: boolean;
}

/**
 * `all-tools` (and `cot-tools`): every candidate tool's full definition in every prompt. Refuses, with a
 * clear error, a tool set larger than the provider accepts (128 for OpenAI).
 */
export function createAllToolsStrategy(options: AllToolsStrategyOptions = {}): Strategy {
  const { stepByStep = false } = options;
  return {
    name: stepByStep ? 'cot-tools' : 'all-tools',
    description: stepByStep
      ? 'Every tool in the prompt, with step-by-step instructions.'
      : 'Every tool in the prompt.',
    async start(context: StrategyContext) {
      const names = candidateTools(context).map((t) => t.name);
      const limit = context.run.model.maxTools;
      if (limit !== undefined && names.length > limit) {
        throw new TooManyToolsError({
          count: names.length,
          limit,
          provider: context.run.model.provider,
          strategy: this.name,
        });
      }
      return { system: allToolsPrompt({ stepByStep }), visibleTools: () => names };
    },
  };
}
