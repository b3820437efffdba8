import assert from 'node:assert/strict';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

/** The single text of a tool result, and whether it is an error. */
export interface TextResult {
  /** The text. */
  text: string;
  /** `isError` of the result. */
  isError: boolean;
}

/** Calls a tool through an MCP client and returns its one text item. */
export async function callText(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<TextResult> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const texts = result.content.flatMap((c) => (c.type === 'text' ? [c.text] : []));
  assert.equal(texts.length, 1, `expected one text item, got ${JSON.stringify(result.content)}`);
  return { text: texts[0] as string, isError: result.isError === true };
}
