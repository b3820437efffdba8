import type { LanguageModelV4, LanguageModelV4CallOptions } from '@ai-sdk/provider';
import type { AgentModel } from '../../agent/agent-model.ts';
import { ReplayError } from './replay-error.ts';

const TASK_MARKER = '\n\nTask: ';

/**
 * The model a replay gives to strategies that call a model while they set up (tulip's decomposition): it
 * answers a decomposition prompt (`decomposePrompt`) for the replayed task with `subtasks`, and one for any
 * other (sub)task, which tulip sends when a subtask found no tool, with that subtask alone (it cannot be
 * broken down further). It reports no usage, so the ledger counts the call with the local tokenizer, as
 * replayed agent turns are counted. Any other call is a bug of the replay and throws.
 */
export function replayDecompositionModel(options: {
  /** The replayed task. */
  task: string;
  /** Its subtasks, in order. */
  subtasks: readonly string[];
}): AgentModel {
  const model: LanguageModelV4 = {
    specificationVersion: 'v4',
    provider: 'replay',
    modelId: 'replay',
    supportedUrls: {},
    async doGenerate(call: LanguageModelV4CallOptions) {
      const task = decompositionTask(call);
      if (task === undefined) {
        throw new ReplayError({
          message: 'the replay model only answers decomposition prompts; a strategy made another call',
        });
      }
      const subtasks = task === options.task && options.subtasks.length ? options.subtasks : [task];
      return {
        content: [{ type: 'text', text: JSON.stringify({ subtasks }) }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: {
          inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: undefined, text: undefined, reasoning: undefined },
        },
        warnings: [],
      };
    },
    async doStream() {
      throw new ReplayError({ message: 'the replay model does not stream' });
    },
  };
  return { model, provider: 'replay', modelId: 'replay' };
}

/** The task of a decomposition prompt (everything after its `Task:` line), else undefined. */
function decompositionTask(call: LanguageModelV4CallOptions): string | undefined {
  const user = call.prompt.filter((m) => m.role === 'user').at(-1);
  if (!user) return undefined;
  const text = user.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  const at = text.indexOf(TASK_MARKER);
  return text.startsWith('Break the following task') && at >= 0
    ? text.slice(at + TASK_MARKER.length)
    : undefined;
}
