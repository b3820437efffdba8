import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { McpTool } from './mcp-tool-to-definition.ts';

/** Options of {@link listMcpTools}. */
export interface ListMcpToolsOptions {
  /** Time limit of each `tools/list` request, in ms. @default 10000 */
  timeoutMs?: number;
  /** Cancels the listing. */
  signal?: AbortSignal;
  /** Stops a server that never stops paginating. @default 1000 */
  maxPages?: number;
}

/**
 * Lists every tool of a connected server, following `nextCursor` until the last page. Throws when the
 * server repeats a cursor or exceeds `maxPages`, rather than looping forever.
 */
export async function listMcpTools(client: Client, options: ListMcpToolsOptions = {}): Promise<McpTool[]> {
  const { timeoutMs = 10_000, signal, maxPages = 1000 } = options;
  const tools: McpTool[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 1; ; page++) {
    const result = await client.listTools(cursor === undefined ? undefined : { cursor }, {
      timeout: timeoutMs,
      ...(signal && { signal }),
    });
    tools.push(...result.tools);
    cursor = result.nextCursor || undefined;
    if (cursor === undefined) return tools;
    if (seen.has(cursor))
      throw new Error(`the server repeated the tools/list cursor ${JSON.stringify(cursor)}`);
    if (page >= maxPages) throw new Error(`the server's tool list did not end after ${maxPages} pages`);
    seen.add(cursor);
  }
}
