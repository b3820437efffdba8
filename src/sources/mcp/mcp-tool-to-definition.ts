import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type { JsonSchema, ObjectJsonSchema } from '../../tool/json-schema.ts';
import type { ToolDefinitionInput, ToolSource } from '../../tool/tool-definition.ts';

/** A tool as an MCP server lists it (`tools/list`). */
export type McpTool = Tool;

/**
 * Converts one MCP tool to a toolwise definition: `description` (or the title when there is none),
 * `inputSchema` with `type: 'object'` ensured and `$schema` dropped (toolwise validates with draft
 * 2020-12; MCP servers often declare draft-07), `outputSchema` likewise, and tags from the annotations
 * that are explicitly true: `read-only`, `destructive`, `idempotent`, `open-world`.
 */
export function mcpToolToDefinition(
  tool: McpTool,
  options: { name: string; source: ToolSource },
): ToolDefinitionInput {
  const { $schema: _inputDialect, ...input } = tool.inputSchema as Record<string, unknown>;
  const output = tool.outputSchema as Record<string, unknown> | undefined;
  const hints = tool.annotations ?? {};
  const tags = [
    hints.readOnlyHint === true && 'read-only',
    hints.destructiveHint === true && hints.readOnlyHint !== true && 'destructive',
    hints.idempotentHint === true && 'idempotent',
    hints.openWorldHint === true && 'open-world',
  ].filter((t): t is string => typeof t === 'string');
  return {
    name: options.name,
    description: tool.description ?? tool.title ?? hints.title ?? '',
    inputSchema: { ...input, type: 'object' } as ObjectJsonSchema,
    ...(output && { outputSchema: withoutDialect(output) }),
    tags,
    source: options.source,
  };
}

function withoutDialect(schema: Record<string, unknown>): JsonSchema {
  const { $schema: _dialect, ...rest } = schema;
  return rest as JsonSchema;
}
