import type { ModelMessage } from 'ai';
import type { RunToolCall } from './agent-run-result.ts';
import { takeTurn } from './agent-turn.ts';
import type { ReasoningLoop } from './reasoning-loop.ts';

/**
 * ReAct: think, act, observe on a single path. Each turn the model either calls tools (run, results fed
 * back) or answers; the answer ends the run.
 */
export const reactLoop: ReasoningLoop = {
  name: 'react',
  async run(env, initial, maxSteps) {
    const messages: ModelMessage[] = [...initial];
    const calls: RunToolCall[] = [];
    let lastText = '';
    for (let step = 1; step <= maxSteps; step++) {
      const turn = await takeTurn(env, messages, step);
      messages.push(...turn.messages);
      calls.push(...turn.calls);
      if (turn.reply.text.trim()) lastText = turn.reply.text;
      if (turn.final) return { status: 'completed', answer: turn.reply.text, steps: step, calls };
    }
    return { status: 'step_limit', answer: lastText, steps: maxSteps, calls };
  },
};
