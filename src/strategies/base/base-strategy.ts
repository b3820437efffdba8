import type { Strategy } from '../../agent/strategy.ts';

/** `base`: the model answers on its own, with no tools. The baseline of the tulip paper's Table 1. */
export const baseStrategy: Strategy = {
  name: 'base',
  description: 'No tools: the model answers on its own.',
  async start() {
    return { system: basePrompt(), visibleTools: () => [] };
  },
};

/** The system prompt of the `base` strategy. */
export function basePrompt(): string {
  return "You are a helpful assistant. Answer the user's task as well as you can.";
}
