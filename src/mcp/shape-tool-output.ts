import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { largeResultMessage } from './gateway-messages.ts';
import { resultShape } from './result-shape.ts';
import { resultText, resultTokens } from './result-text.ts';
import type { ResultStore } from './result-store.ts';

/** Options of {@link shapeToolOutput}. */
export interface ShapeToolOutputOptions {
  /** The tool that produced the value. */
  toolName: string;
  /** The result. */
  value: unknown;
  /** The largest result returned in full, in tokens. */
  limitTokens: number;
  /** Where a larger result is kept. */
  results: ResultStore;
  /** Characters of a large result's text shown as preview. @default 400 */
  previewChars?: number;
}

/** A result as the client gets it, and what it weighs. */
export interface ShapedOutput {
  /** The MCP content returned. */
  content: CallToolResult['content'];
  /** Tokens of the full result. */
  tokensFull: number;
  /** Tokens returned. */
  tokensReturned: number;
  /** The handle a large result is kept under. */
  handle?: string;
}

const CONTENT_TYPES = new Set(['text', 'image', 'audio', 'resource_link', 'resource']);

/**
 * Turns a tool result into what the client gets: the result's text when it fits `limitTokens`; otherwise the
 * result is kept under a handle and the client gets its pseudo-schema, a preview and how to extract from
 * it. MCP content with images, audio or resources (from an upstream server) passes through as it is.
 */
export function shapeToolOutput(options: ShapeToolOutputOptions): ShapedOutput {
  const { toolName, value, limitTokens, results, previewChars = 400 } = options;
  if (isRichContent(value)) {
    const tokens = value.reduce((n, item) => n + (item.type === 'text' ? resultTokens(item.text) : 0), 0);
    return { content: value, tokensFull: tokens, tokensReturned: tokens };
  }
  const text = resultText(value);
  const tokens = resultTokens(text);
  if (tokens <= limitTokens) {
    return { content: [{ type: 'text', text }], tokensFull: tokens, tokensReturned: tokens };
  }
  const handle = results.put({ toolName, value, tokens });
  const message = largeResultMessage({
    toolName,
    tokens,
    limitTokens,
    handle,
    shape: typeof value === 'string' ? `string (${value.length} characters)` : resultShape(value),
    preview: text.length > previewChars ? `${text.slice(0, previewChars)}…` : text,
    keptMinutes: Math.round(results.ttl / 60_000),
  });
  return {
    content: [{ type: 'text', text: message }],
    tokensFull: tokens,
    tokensReturned: resultTokens(message),
    handle,
  };
}

type ContentItem = CallToolResult['content'][number];

/** MCP content from an upstream server that holds more than text (images, audio, resources). */
function isRichContent(value: unknown): value is ContentItem[] {
  if (!Array.isArray(value) || value.length === 0) return false;
  const types = value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null) return undefined;
    const { type, text } = item as { type?: unknown; text?: unknown };
    if (typeof type !== 'string' || !CONTENT_TYPES.has(type)) return undefined;
    return type !== 'text' || typeof text === 'string' ? type : undefined;
  });
  return types.every((t) => t !== undefined) && types.some((t) => t !== 'text');
}
