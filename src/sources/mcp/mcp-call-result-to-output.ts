import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/**
 * The output of a successful MCP tool call, as toolwise returns it: `structuredContent` when the server
 * sent it; else, for a single text item, the parsed JSON when the text is JSON and the text itself
 * otherwise; else the content array as is (images, resources, several items).
 */
export function mcpCallResultToOutput(result: CallToolResult): unknown {
  if (result.structuredContent !== undefined) return result.structuredContent;
  const content = result.content ?? [];
  const only = content.length === 1 ? content[0] : undefined;
  if (only?.type === 'text') {
    try {
      return JSON.parse(only.text) as unknown;
    } catch {
      return only.text;
    }
  }
  return content;
}

/** The text items of an MCP result's content, joined by newlines (empty when there are none). */
export function mcpResultText(result: CallToolResult): string {
  return (result.content ?? [])
    .flatMap((item) => (item.type === 'text' ? [item.text] : []))
    .join('\n')
    .trim();
}
