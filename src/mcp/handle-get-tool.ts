import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { GatewayContext, GatewaySessionState } from './gateway-context.ts';
import { GET_TOOL } from './gateway-meta-tools.ts';
import { unknownToolMessage } from './gateway-messages.ts';
import { resultTokens } from './result-text.ts';
import { suggestToolNames } from './suggest-tool-names.ts';
import { errorResult, textResult } from './tool-result.ts';

/**
 * `get_tool`: the full definition of one tool, as compact JSON (name, description, input schema, and the
 * output schema, cost and examples when it has them), as EcoAct registers one tool at a time.
 */
export async function handleGetTool(
  context: GatewayContext,
  session: GatewaySessionState,
  input: Record<string, unknown>,
): Promise<CallToolResult> {
  const name = input['name'];
  if (typeof name !== 'string' || name.trim() === '') {
    return errorResult(`${GET_TOOL} needs 'name': the exact name of one tool, e.g. {"name": "add"}.`);
  }
  const tool = context.lookup(name.trim());
  if (!tool) {
    return errorResult(unknownToolMessage(name, await suggestToolNames(context.library, name)));
  }
  const text = JSON.stringify({
    name: tool.name,
    description: tool.description,
    inputSchema: tool.inputSchema,
    ...(tool.outputSchema !== undefined && { outputSchema: tool.outputSchema }),
    ...(tool.cost > 0 && { cost: tool.cost }),
    ...(tool.examples?.length && { examples: tool.examples }),
  });
  session.ensureStarted();
  context.store?.recordFetch(session.id, resultTokens(text));
  return textResult(text);
}
