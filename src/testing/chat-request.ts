import { z } from 'zod';

const chatToolCallSchema = z.looseObject({
  id: z.string(),
  type: z.string().optional(),
  function: z.looseObject({ name: z.string(), arguments: z.string() }),
});

const chatMessageSchema = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']),
  content: z.union([z.string(), z.array(z.looseObject({ type: z.string() }))]).nullish(),
  tool_calls: z.array(chatToolCallSchema).nullish(),
  tool_call_id: z.string().nullish(),
});

const chatToolSchema = z.looseObject({
  type: z.string(),
  function: z
    .looseObject({
      name: z.string(),
      description: z.string().nullish(),
      parameters: z.unknown(),
      strict: z.boolean().nullish(),
    })
    .optional(),
});

/** Validates the JSON body of a `POST /v1/chat/completions` request (unknown fields are kept). */
export const chatRequestSchema = z.looseObject({
  model: z.string(),
  messages: z.array(chatMessageSchema),
  tools: z.array(chatToolSchema).nullish(),
  tool_choice: z
    .union([z.string(), z.looseObject({ type: z.string(), function: z.object({ name: z.string() }) })])
    .nullish(),
  stream: z.boolean().nullish(),
  stream_options: z.looseObject({ include_usage: z.boolean().nullish() }).nullish(),
});

/**
 * A chat-completions request as the loopback server received it: the OpenAI wire format (`messages`,
 * `tools`, `tool_choice`, `stream`, ...), validated; fields the server does not know are kept as sent.
 */
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** One message of a {@link ChatRequest} (`system`, `user`, `assistant` with `tool_calls`, or `tool`). */
export type ChatMessage = ChatRequest['messages'][number];
