import { createOpenAICompatible, type OpenAICompatibleProvider } from '@ai-sdk/openai-compatible';
import type { LoopbackChatServer } from './loopback-chat-server.ts';

/**
 * An `@ai-sdk/openai-compatible` provider named `loopback` that talks to `server` (API key `test`, usage
 * included in streams): `provider('any-model')` for chat, `provider.embeddingModel('any-model')` for
 * embeddings.
 */
export function createLoopbackProvider(server: Pick<LoopbackChatServer, 'url'>): OpenAICompatibleProvider {
  return createOpenAICompatible({
    name: 'loopback',
    baseURL: server.url,
    apiKey: 'test',
    includeUsage: true,
  });
}
