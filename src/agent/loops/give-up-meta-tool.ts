import type { MetaTool } from '../meta-tool.ts';
import {
  GIVE_UP_TOOL_NAME,
  giveUpDescription,
  giveUpReasonDescription,
  giveUpResult,
} from './dfsdt-prompts.ts';

/**
 * The `give_up_and_restart` meta-tool of the DFSDT loop. Running it does nothing: the loop sees the call in
 * the turn and abandons the path.
 */
export function createGiveUpMetaTool(): MetaTool {
  return {
    definition: {
      name: GIVE_UP_TOOL_NAME,
      description: giveUpDescription(),
      inputSchema: {
        type: 'object',
        properties: { reason: { type: 'string', description: giveUpReasonDescription() } },
        required: ['reason'],
      },
    },
    execute: () => ({ output: giveUpResult() }),
  };
}
