import { countTokens as countO200k } from 'gpt-tokenizer/encoding/o200k_base';

/** Tokens OpenAI adds around every chat message (`<|start|>{role}<|message|>...<|end|>`). */
export const TOKENS_PER_MESSAGE = 3;
/** Tokens OpenAI adds for a message's `name`. */
export const TOKENS_PER_NAME = 1;
/** Tokens that prime the assistant's reply (`<|start|>assistant<|message|>`). */
export const REPLY_PRIMING_TOKENS = 3;

/** Special-token strings in user text are counted as plain text, as the API does, never rejected. */
const PLAIN_TEXT = { disallowedSpecial: new Set<string>() };

/**
 * A chat message as far as counting goes: OpenAI's `{ role, content, name? }`, or an AI SDK `ModelMessage`
 * whose content is an array of parts.
 */
export interface CountableMessage {
  /** `system`, `user`, `assistant` or `tool`. */
  role: string;
  /** The text, or the AI SDK's content parts (text, tool calls, tool results). */
  content: string | readonly unknown[];
  /** The optional participant name. */
  name?: string;
}

/** A tool definition as far as counting goes (a `ToolDefinition` qualifies). */
export interface CountableTool {
  /** The tool's name. */
  name: string;
  /** What the tool does. */
  description: string;
  /** The JSON Schema of its arguments. */
  inputSchema: unknown;
}

/** Counts tokens with the o200k_base encoding (GPT-4o, GPT-4.1, o-series, GPT-5). */
export interface TokenCounter {
  /** The tokens of a text. */
  countTokens(text: string): number;
  /** The tokens of a chat prompt, message overheads and reply priming included. */
  countMessageTokens(messages: readonly CountableMessage[]): number;
  /** The tokens a tool definition adds to a prompt; see {@link countToolDefinitionTokens}. */
  countToolDefinitionTokens(tool: CountableTool): number;
}

/** Options of {@link createTokenCounter}. */
export interface TokenCounterOptions {
  /** How many distinct texts (tool definitions, messages) to remember counts for. 0 disables the cache. @default 2048 */
  cacheSize?: number;
}

/** The JSON the OpenAI chat-completions API receives for one function tool. */
export function openAiToolJson(tool: CountableTool): string {
  return JSON.stringify({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
  });
}

function partText(part: unknown): string {
  if (typeof part === 'string') return part;
  if (typeof part !== 'object' || part === null) return '';
  const p = part as { type?: unknown; text?: unknown; toolName?: unknown; input?: unknown; output?: unknown };
  if (typeof p.text === 'string') return p.text;
  if (p.type === 'tool-call') return `${String(p.toolName)}${JSON.stringify(p.input ?? {})}`;
  if (p.type === 'tool-result') {
    const output = p.output as { value?: unknown } | undefined;
    const value = output && typeof output === 'object' && 'value' in output ? output.value : output;
    return typeof value === 'string' ? value : JSON.stringify(value ?? null);
  }
  return JSON.stringify(part);
}

function messagesTokens(messages: readonly CountableMessage[], count: (text: string) => number): number {
  let total = REPLY_PRIMING_TOKENS;
  for (const message of messages) {
    total += TOKENS_PER_MESSAGE + count(message.role);
    if (typeof message.content === 'string') total += count(message.content);
    else for (const part of message.content) total += count(partText(part));
    if (message.name) total += TOKENS_PER_NAME + count(message.name);
  }
  return total;
}

/** The number of o200k_base tokens in `text`; special-token strings count as plain text. */
export function countTokens(text: string): number {
  return text === '' ? 0 : countO200k(text, PLAIN_TEXT);
}

/**
 * The tokens of a chat prompt as OpenAI's cookbook counts them: each message costs
 * {@link TOKENS_PER_MESSAGE} plus its role and content (plus {@link TOKENS_PER_NAME} and the name, if any),
 * and the reply is primed with {@link REPLY_PRIMING_TOKENS}. Array content (AI SDK parts) counts text parts
 * as text and tool calls / results as their JSON: an estimate for non-OpenAI models and for parts.
 */
export function countMessageTokens(messages: readonly CountableMessage[]): number {
  return messagesTokens(messages, countTokens);
}

/**
 * The tokens a tool definition adds to a prompt, counted on the JSON the OpenAI API receives:
 * `{"type":"function","function":{"name","description","parameters"}}`. An estimate: OpenAI renders tools
 * into its own compact internal format before tokenizing, so provider-reported usage can differ somewhat
 * (typically lower), and other providers use other tokenizers. It is exact for what the JSON request
 * carries, grows with description and schema size, and is the right quantity for comparing tools.
 */
export function countToolDefinitionTokens(tool: CountableTool): number {
  return countTokens(openAiToolJson(tool));
}

/**
 * A token counter that remembers the counts of recent texts in its own LRU cache (tool definitions are
 * counted again on every model call; the cache makes that free). Nothing is shared between counters.
 */
export function createTokenCounter(options: TokenCounterOptions = {}): TokenCounter {
  const { cacheSize = 2048 } = options;
  const cache = new Map<string, number>();

  const cached = (text: string): number => {
    if (cacheSize <= 0) return countTokens(text);
    const hit = cache.get(text);
    if (hit !== undefined) {
      cache.delete(text);
      cache.set(text, hit);
      return hit;
    }
    const count = countTokens(text);
    cache.set(text, count);
    if (cache.size > cacheSize) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    return count;
  };

  return {
    countTokens: cached,
    countMessageTokens: (messages) => messagesTokens(messages, cached),
    countToolDefinitionTokens: (tool) => cached(openAiToolJson(tool)),
  };
}
