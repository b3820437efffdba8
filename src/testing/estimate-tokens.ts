import type { ChatRequest } from './chat-request.ts';

/** A deterministic token estimate of `text`: one token per 4 characters, rounded up. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** The loopback server's `prompt_tokens`: {@link estimateTokens} of the JSON of the messages and tools. */
export function estimatePromptTokens(request: Pick<ChatRequest, 'messages' | 'tools'>): number {
  return estimateTokens(
    JSON.stringify(request.messages) + (request.tools ? JSON.stringify(request.tools) : ''),
  );
}
