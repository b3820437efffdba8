import { ToolwiseError } from '../../errors/toolwise-error.ts';
import type { ToolDefinitionInput, ToolSource } from '../../tool/tool-definition.ts';
import { toolbenchApiToTool } from './toolbench-api-to-tool.ts';
import { uniqueToolNames } from './unique-tool-names.ts';

/** Options of {@link poolToolbenchApis}. */
export interface PoolToolbenchApisOptions {
  /** The API entries, each with where it was found (for warnings), e.g. `entry 3, api_list[1]`. */
  entries: Iterable<{ api: unknown; where: string }>;
  /** The source every tool gets. @default none */
  source?: ToolSource;
}

/** ToolBench APIs pooled into tools. */
export interface ToolbenchPool {
  /** One tool per distinct (tool_name, api_name) pair, in order of first appearance, with unique names. */
  tools: ToolDefinitionInput[];
  /** What was skipped and why, naming the entry. */
  warnings: string[];
  /** The tool name given to the API `apiName` of `toolName`, if it was pooled. */
  nameOf(toolName: string, apiName: string): string | undefined;
}

/**
 * Pools ToolBench API entries (e.g. every query's `api_list`) into tools: identical (tool_name, api_name)
 * pairs are kept once (the first), invalid entries are skipped with a warning, and names that collide
 * after ToolBench's naming (`<api>_for_<tool>`, cut to 64 characters) get `_2`, `_3`, ... in order of
 * appearance ({@link uniqueToolNames}).
 */
export function poolToolbenchApis(options: PoolToolbenchApisOptions): ToolbenchPool {
  const warnings: string[] = [];
  const pooled = new Map<string, ToolDefinitionInput>();
  for (const { api, where } of options.entries) {
    try {
      const tool = toolbenchApiToTool(api, {
        ...(options.source && { source: options.source }),
        onWarning: (message) => warnings.push(`${where}: ${message}`),
      });
      const { tool_name, api_name } = api as { tool_name: string; api_name: string };
      const key = pairKey(tool_name, api_name);
      if (!pooled.has(key)) pooled.set(key, tool);
    } catch (error) {
      if (!ToolwiseError.isInstance(error)) throw error;
      warnings.push(`${where}: skipped, ${error.message}`);
    }
  }
  const keys = [...pooled.keys()];
  const names = uniqueToolNames([...pooled.values()].map((t) => t.name));
  const nameByKey = new Map(keys.map((key, i) => [key, names[i] as string]));
  const tools = [...pooled.values()].map((tool, i) => ({ ...tool, name: names[i] as string }));
  return { tools, warnings, nameOf: (toolName, apiName) => nameByKey.get(pairKey(toolName, apiName)) };
}

function pairKey(toolName: string, apiName: string): string {
  return JSON.stringify([toolName, apiName]);
}
