import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { GatewayContext, GatewaySessionState } from './gateway-context.ts';
import { SEARCH_TOOLS } from './gateway-meta-tools.ts';
import { oneLine } from './one-line.ts';
import { parameterSummary } from './parameter-summary.ts';
import { resultTokens } from './result-text.ts';
import { errorResult, textResult } from './tool-result.ts';

/**
 * `search_tools`: searches the library once per task description and lists, per description, the best
 * tools as `name(parameters): what it does`; a tool already listed for an earlier description is only named.
 */
export async function handleSearchTools(
  context: GatewayContext,
  session: GatewaySessionState,
  input: Record<string, unknown>,
): Promise<CallToolResult> {
  const raw = typeof input['queries'] === 'string' ? [input['queries']] : input['queries'];
  if (!Array.isArray(raw) || !raw.every((q) => typeof q === 'string')) {
    return errorResult(
      `${SEARCH_TOOLS} needs 'queries': a list of short descriptions, one per step of the task, e.g. {"queries": ["convert currency", "send an email"]}.`,
    );
  }
  const queries = raw.map((q) => q.trim()).filter((q) => q !== '');
  if (queries.length === 0) return errorResult(`'queries' holds no description; give at least one.`);
  const topKInput = input['top_k'];
  const topK =
    typeof topKInput === 'number' && Number.isInteger(topKInput) && topKInput >= 1 && topKInput <= 20
      ? topKInput
      : context.searchTopK;
  const { perQuery } = await context.library.searchMany(queries.slice(0, 10), { topK });
  session.task = queries.slice(0, 10).join('; ');
  const listed = new Set<string>();
  const sections = perQuery.map(({ query, hits }, i) => {
    const lines = hits.map(({ tool }) => {
      if (listed.has(tool.name)) return `- ${tool.name} (listed above)`;
      listed.add(tool.name);
      const cost = tool.cost > 0 ? ` [costs ${tool.cost}]` : '';
      return `- ${tool.name}(${parameterSummary(tool.inputSchema)}): ${oneLine(tool.description)}${cost}`;
    });
    const header = perQuery.length > 1 ? `${i + 1}. "${query}"\n` : '';
    return `${header}${lines.length ? lines.join('\n') : '(no matching tools; describe what the tool does differently)'}`;
  });
  const text = sections.join('\n\n');
  session.ensureStarted();
  context.store?.recordSearch(session.id, resultTokens(text));
  return textResult(text);
}
