import type { ChatReply } from './chat-reply.ts';

/** The non-streaming `chat.completion` JSON body of a reply. */
export function chatCompletionBody(options: {
  reply: ChatReply;
  id: string;
  model: string;
  created: number;
}): Record<string, unknown> {
  const { reply, id, model, created } = options;
  return {
    id,
    object: 'chat.completion',
    created,
    model,
    system_fingerprint: 'loopback',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.text === '' && reply.toolCalls.length > 0 ? null : reply.text,
          refusal: null,
          ...(reply.toolCalls.length > 0
            ? {
                tool_calls: reply.toolCalls.map((call) => ({
                  id: call.id,
                  type: 'function',
                  function: { name: call.name, arguments: call.arguments },
                })),
              }
            : {}),
        },
        logprobs: null,
        finish_reason: reply.finishReason,
      },
    ],
    usage: reply.usage,
  };
}
