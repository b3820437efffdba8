import { InvalidToolDefinitionError } from '../../errors/invalid-tool-definition-error.ts';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { isValidToolName, MAX_TOOL_NAME_LENGTH, toToolName } from '../../tool/tool-name.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import type { LoadedSource } from '../loaded-source.ts';
import type { McpServerConfig } from './mcp-server-config.ts';
import { toMcpSourceConfig } from './mcp-source-config.ts';
import { mcpToolToDefinition, type McpTool } from './mcp-tool-to-definition.ts';

/** Options of {@link mcpToolsToLoadedSource}. */
export interface McpToolsToLoadedSourceOptions {
  /** The server's name, as in the `mcpServers` config. */
  serverName: string;
  /** How to reach the server, stored in each tool's `source.config`. */
  server: McpServerConfig;
  /** The source id every tool gets. */
  sourceId: string;
  /** Put before every tool name, e.g. `github_`. @default '' */
  namePrefix?: string;
}

/**
 * Turns a server's tool list into a {@link LoadedSource}. A name that is not a valid tool name
 * (`[A-Za-z0-9_-]{1,64}`; MCP also allows `.` and longer names) is sanitised, a name taken twice gets a
 * numeric suffix, and a tool whose definition toolwise cannot accept is skipped; each with a warning.
 */
export function mcpToolsToLoadedSource(
  tools: McpTool[],
  options: McpToolsToLoadedSourceOptions,
): LoadedSource {
  const { serverName, server, sourceId, namePrefix = '' } = options;
  const validator = createSchemaValidator();
  const warnings: string[] = [];
  const taken = new Set<string>();
  const result: ToolDefinitionInput[] = [];
  for (const tool of tools) {
    const wanted = `${namePrefix}${tool.name}`;
    const base = isValidToolName(wanted) ? wanted : toToolName(wanted);
    let name = base;
    for (let n = 2; taken.has(name); n++) {
      name = `${base.slice(0, MAX_TOOL_NAME_LENGTH - `_${n}`.length)}_${n}`;
    }
    if (name !== wanted) {
      warnings.push(
        `MCP tool '${tool.name}' of server '${serverName}' is named '${name}' in the library (tool names must be unique and match [A-Za-z0-9_-]{1,64}).`,
      );
    }
    const source = { type: 'mcp', id: sourceId, config: toMcpSourceConfig(serverName, server, tool.name) };
    try {
      const definition = mcpToolToDefinition(tool, { name, source });
      validateToolDefinition(definition, validator);
      result.push(definition);
      taken.add(name);
    } catch (error) {
      if (!(error instanceof InvalidToolDefinitionError)) throw error;
      warnings.push(`Skipped MCP tool '${tool.name}' of server '${serverName}': ${error.message}`);
    }
  }
  return { sourceId, tools: result, warnings };
}
