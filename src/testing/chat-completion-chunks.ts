import type { ChatReply } from './chat-reply.ts';

/**
 * The `chat.completion.chunk` objects of a streamed reply, as OpenAI sends them: a role chunk, the text a
 * word at a time, each tool call's id and name then its arguments in pieces, a chunk with the finish reason,
 * and (when `includeUsage`) a last chunk with empty `choices` and the usage.
 */
export function chatCompletionChunks(options: {
  reply: ChatReply;
  id: string;
  model: string;
  created: number;
  includeUsage: boolean;
}): Array<Record<string, unknown>> {
  const { reply, id, model, created, includeUsage } = options;
  const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) => ({
    id,
    object: 'chat.completion.chunk',
    created,
    model,
    system_fingerprint: 'loopback',
    choices,
    ...extra,
  });
  const delta = (d: Record<string, unknown>, finishReason: string | null = null) =>
    chunk([{ index: 0, delta: d, logprobs: null, finish_reason: finishReason }]);

  const chunks = [delta({ role: 'assistant', content: '', refusal: null })];
  for (const word of reply.text.match(/\S+\s*|\s+/g) ?? []) chunks.push(delta({ content: word }));
  reply.toolCalls.forEach((call, index) => {
    chunks.push(
      delta({
        tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
      }),
    );
    for (const piece of call.arguments.match(/[\s\S]{1,16}/g) ?? []) {
      chunks.push(delta({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  chunks.push(delta({}, reply.finishReason));
  if (includeUsage) chunks.push(chunk([], { usage: reply.usage }));
  return chunks;
}
