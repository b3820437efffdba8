import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** A successful MCP tool result holding one text. */
export function textResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }] };
}

/** A failed MCP tool result (`isError: true`) holding one text, for the model to read and act on. */
export function errorResult(text: string): CallToolResult {
  return { content: [{ type: 'text', text }], isError: true };
}
