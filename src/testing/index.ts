// toolwise/test: helpers for testing code that talks to LLMs, without calling a real one.

export { LoopbackChatServer } from './loopback-chat-server.ts';
export type { LoopbackChatServerOptions, RecordedRequest } from './loopback-chat-server.ts';
export type {
  ChatScript,
  ScriptedErrorTurn,
  ScriptedTextTurn,
  ScriptedToolCall,
  ScriptedToolCallsTurn,
  ScriptedTurn,
  ScriptedTurnBase,
  ScriptedUsage,
} from './chat-script.ts';
export type { ChatMessage, ChatRequest } from './chat-request.ts';
export { scriptedText } from './scripted-text.ts';
export { scriptedToolCall } from './scripted-tool-call.ts';
export { createLoopbackProvider } from './create-loopback-provider.ts';
export { hashedEmbedding } from './hashed-embedding.ts';
export { estimatePromptTokens, estimateTokens } from './estimate-tokens.ts';
export { scriptedLanguageModel } from './scripted-language-model.ts';
export type { ScriptedLanguageModel, ScriptedReply } from './scripted-language-model.ts';
