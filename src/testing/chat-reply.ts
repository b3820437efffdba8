import type { ChatRequest } from './chat-request.ts';
import type { ScriptedTextTurn, ScriptedToolCallsTurn } from './chat-script.ts';
import { estimatePromptTokens, estimateTokens } from './estimate-tokens.ts';

/** The `usage` object of a chat completion, in the OpenAI wire format. */
export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number };
  completion_tokens_details: { reasoning_tokens: number };
}

/** A scripted text or tool-calls turn resolved into what the server sends. */
export interface ChatReply {
  /** The assistant text ('' for none). */
  text: string;
  /** The tool calls, with ids and arguments as JSON strings. */
  toolCalls: Array<{ id: string; name: string; arguments: string }>;
  /** `stop`, `tool_calls` or the scripted finish reason. */
  finishReason: string;
  /** Scripted or estimated token counts. */
  usage: ChatUsage;
}

/** Resolves the turn served at `index` for `request`: fills in ids, JSON arguments, finish reason and usage. */
export function resolveChatReply(options: {
  turn: ScriptedTextTurn | ScriptedToolCallsTurn;
  request: ChatRequest;
  index: number;
}): ChatReply {
  const { turn, request, index } = options;
  const text = turn.text ?? '';
  const toolCalls =
    'toolCalls' in turn
      ? turn.toolCalls.map((call, i) => ({
          id: call.id ?? `call_${index}_${i}`,
          name: call.name,
          arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
        }))
      : [];
  const promptTokens = turn.usage?.promptTokens ?? estimatePromptTokens(request);
  const completionTokens =
    turn.usage?.completionTokens ??
    estimateTokens(text + toolCalls.map((c) => c.name + c.arguments).join(''));
  return {
    text,
    toolCalls,
    finishReason: turn.finishReason ?? (toolCalls.length > 0 ? 'tool_calls' : 'stop'),
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      prompt_tokens_details: { cached_tokens: turn.usage?.cachedTokens ?? 0 },
      completion_tokens_details: { reasoning_tokens: 0 },
    },
  };
}
