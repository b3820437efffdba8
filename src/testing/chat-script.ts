import type { ChatRequest } from './chat-request.ts';

/** Token counts to report instead of the loopback server's estimates. */
export interface ScriptedUsage {
  /** `usage.prompt_tokens`. @default Math.ceil((JSON of the request's messages and tools).length / 4) */
  promptTokens?: number;
  /** `usage.completion_tokens`. @default Math.ceil((reply text + tool names and arguments).length / 4) */
  completionTokens?: number;
  /** `usage.prompt_tokens_details.cached_tokens` (part of `promptTokens`). @default 0 */
  cachedTokens?: number;
}

/** Fields every scripted turn may carry. */
export interface ScriptedTurnBase {
  /** Wait this long before answering, in ms (to test timeouts and aborts). @default 0 */
  delayMs?: number;
}

/** The model answers with text. */
export interface ScriptedTextTurn extends ScriptedTurnBase {
  /** The assistant's reply. */
  text: string;
  /** Token counts to report. @default estimated (see {@link ScriptedUsage}) */
  usage?: ScriptedUsage;
  /** The `finish_reason` to report, e.g. `length` to simulate a truncated reply. @default 'stop' */
  finishReason?: string;
}

/** One tool call the model makes. */
export interface ScriptedToolCall {
  /** The tool's name. */
  name: string;
  /** The arguments: an object (sent as JSON) or a raw string, which may be malformed JSON on purpose. */
  arguments: object | string;
  /** The tool call id. @default `call_${turnIndex}_${callIndex}` */
  id?: string;
}

/** The model calls one tool, or several in parallel, optionally with some text before the calls. */
export interface ScriptedToolCallsTurn extends ScriptedTurnBase {
  /** The calls, in order; several make one turn of parallel tool calls. */
  toolCalls: ScriptedToolCall[];
  /** Text the assistant says alongside the calls. @default none */
  text?: string;
  /** Token counts to report. @default estimated (see {@link ScriptedUsage}) */
  usage?: ScriptedUsage;
  /** The `finish_reason` to report. @default 'tool_calls' */
  finishReason?: string;
}

/** The server fails with an HTTP error (the AI SDK retries 408, 409, 429 and 5xx). */
export interface ScriptedErrorTurn extends ScriptedTurnBase {
  /** The HTTP status, e.g. 429, 500 or 400. */
  status: number;
  /** The message in the `{ error: { message } }` body. @default `Scripted ${status} error.` */
  message?: string;
  /**
   * The `retry-after` header, in seconds, which the AI SDK waits before retrying; `null` sends no header (the
   * SDK then backs off exponentially from 2 s). @default 0
   */
  retryAfterSeconds?: number | null;
  /** How many consecutive requests get this error before the script moves on. @default 1 */
  times?: number;
}

/** One reply of the scripted model. */
export type ScriptedTurn = ScriptedTextTurn | ScriptedToolCallsTurn | ScriptedErrorTurn;

/**
 * What the loopback server answers to chat-completion requests: turns consumed in order, or a function that
 * picks the turn for each request (e.g. from the last tool result in `request.messages`); it returns
 * `undefined` when the script is over. `index` counts the turns served before this one. When the script runs
 * out the server answers HTTP 500 "script exhausted after N turns".
 */
export type ChatScript =
  readonly ScriptedTurn[] | ((request: ChatRequest, index: number) => ScriptedTurn | undefined);
