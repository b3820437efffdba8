import type { LanguageModelV4CallOptions, LanguageModelV4Content } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';

/** One scripted reply of a {@link scriptedLanguageModel}. */
export type ScriptedReply =
  | { text: string; inputTokens?: number; outputTokens?: number }
  | {
      toolCalls: Array<{ name: string; input: unknown; id?: string }>;
      text?: string;
      inputTokens?: number;
      outputTokens?: number;
    };

/** A scripted model: a real AI SDK `MockLanguageModelV4` that also lists the prompts it received. */
export type ScriptedLanguageModel = MockLanguageModelV4 & { prompts: LanguageModelV4CallOptions[] };

/**
 * A language model for tests that replies from a script, in order, or from a function of the call (to
 * answer from the last tool result). `input` of a tool call may be a string, sent as is (to script
 * malformed JSON). Usage defaults to 100 input and 20 output tokens per call. Running out of script throws.
 */
export function scriptedLanguageModel(
  script: ScriptedReply[] | ((call: LanguageModelV4CallOptions, index: number) => ScriptedReply),
  options: { provider?: string; modelId?: string } = {},
): ScriptedLanguageModel {
  const prompts: LanguageModelV4CallOptions[] = [];
  const model = new MockLanguageModelV4({
    provider: options.provider ?? 'scripted',
    modelId: options.modelId ?? 'scripted-model',
    doGenerate: async (call) => {
      const index = prompts.length;
      prompts.push(call);
      const reply = typeof script === 'function' ? script(call, index) : script[index];
      if (!reply) throw new Error(`scripted model: no reply scripted for call ${index + 1}`);
      const content: LanguageModelV4Content[] = [];
      if (reply.text) content.push({ type: 'text', text: reply.text });
      if ('toolCalls' in reply) {
        reply.toolCalls.forEach((c, i) =>
          content.push({
            type: 'tool-call',
            toolCallId: c.id ?? `call_${index + 1}_${i + 1}`,
            toolName: c.name,
            input: typeof c.input === 'string' ? c.input : JSON.stringify(c.input),
          }),
        );
      }
      const input = reply.inputTokens ?? 100;
      const output = reply.outputTokens ?? 20;
      return {
        content,
        finishReason: { unified: 'toolCalls' in reply ? 'tool-calls' : 'stop', raw: undefined },
        usage: {
          inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: output, text: output, reasoning: 0 },
        },
        warnings: [],
      };
    },
  });
  return Object.assign(model, { prompts });
}
