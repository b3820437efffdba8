import { resolve } from 'node:path';
import { ToolwiseError } from '../../errors/toolwise-error.ts';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import type { ToolDefinitionInput, ToolSource } from '../../tool/tool-definition.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import type { LoadedSource } from '../loaded-source.ts';
import { SourceLoadError } from '../source-load-error.ts';
import { anthropicToolToTool } from './anthropic-tool-to-tool.ts';
import { DEFINITION_FORMATS, type DefinitionFormat } from './definition-format.ts';
import { entryFormat } from './entry-format.ts';
import { openaiToolToTool } from './openai-tool-to-tool.ts';
import { poolToolbenchApis } from './pool-toolbench-apis.ts';
import { readJsonFile } from './read-json-file.ts';

/** Options of {@link loadDefinitionFile}. */
export interface LoadDefinitionFileOptions {
  /** The JSON file. */
  path: string;
  /** The source id every tool gets; syncing the file again matches on it. @default the absolute path */
  sourceId?: string;
  /** The file's format; `auto` picks the format most of its entries have. @default 'auto' */
  format?: DefinitionFormat | 'auto';
}

/**
 * Loads a JSON file of tool definitions whose implementations live elsewhere (tools an agent can find and
 * plan with, but that need a handler bound before they can run). Reads OpenAI function tools, Anthropic
 * tools and ToolBench API lists or query files (see {@link DefinitionFormat}); the entries may be the whole
 * file (an array), its `tools` array, or a single tool object. Every tool gets the source
 * `{ type: 'definition', id: sourceId, config: { format } }`.
 *
 * Invalid entries are skipped with a warning naming the entry; duplicate names in OpenAI and Anthropic
 * files keep the first; ToolBench APIs are pooled (see `poolToolbenchApis`). Throws `SourceLoadError` when
 * the file is missing or unreadable, is not valid JSON (giving line and column) or is in no known format.
 */
export function loadDefinitionFile(options: LoadDefinitionFileOptions): LoadedSource {
  const { path, format: requested = 'auto' } = options;
  const sourceId = options.sourceId ?? resolve(path);
  const value = readJsonFile(path);
  const entries = entriesOf(value);
  if (!entries) {
    throw new SourceLoadError({
      source: path,
      reason: `the file holds ${describe(value)}; expected an array of tool definitions, an object with a 'tools' array, or one tool object`,
    });
  }
  if (entries.length === 0) return { sourceId, tools: [], warnings: [`${path} holds no tool definitions`] };
  const format = requested === 'auto' ? detectFormat(entries, path) : requested;
  const source: ToolSource = { type: 'definition', id: sourceId, config: { format } };
  if (format === 'toolbench') return loadToolbench(entries, source);

  const convert = format === 'openai' ? openaiToolToTool : anthropicToolToTool;
  const validator = createSchemaValidator();
  const tools: ToolDefinitionInput[] = [];
  const warnings: string[] = [];
  const firstEntryOf = new Map<string, number>();
  entries.forEach((entry, i) => {
    try {
      const tool = validateToolDefinition({ ...convert(entry), source }, validator);
      const first = firstEntryOf.get(tool.name);
      if (first !== undefined) {
        warnings.push(
          `entry ${i}: skipped, a tool named '${tool.name}' is already defined by entry ${first}`,
        );
        return;
      }
      firstEntryOf.set(tool.name, i);
      tools.push(tool);
    } catch (error) {
      if (!ToolwiseError.isInstance(error)) throw error;
      warnings.push(`entry ${i}: skipped, ${error.message}`);
    }
  });
  return { sourceId, tools, warnings };
}

function entriesOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'object' || value === null) return undefined;
  const tools = (value as Record<string, unknown>)['tools'];
  if (Array.isArray(tools)) return tools;
  return entryFormat(value) ? [value] : undefined;
}

function detectFormat(entries: unknown[], path: string): DefinitionFormat {
  const counts = new Map<DefinitionFormat, number>();
  for (const entry of entries) {
    const format = entryFormat(entry);
    if (format) counts.set(format, (counts.get(format) ?? 0) + 1);
  }
  let best: DefinitionFormat | undefined;
  for (const format of DEFINITION_FORMATS) {
    if ((counts.get(format) ?? 0) > (best ? (counts.get(best) ?? 0) : 0)) best = format;
  }
  if (!best) {
    throw new SourceLoadError({
      source: path,
      reason:
        'none of its entries is in a known format (OpenAI function tools, Anthropic tools with input_schema, ToolBench APIs with tool_name and api_name, or ToolBench queries with an api_list)',
    });
  }
  return best;
}

function loadToolbench(entries: unknown[], source: ToolSource): LoadedSource {
  const apis: Array<{ api: unknown; where: string }> = [];
  entries.forEach((entry, i) => {
    const list = (entry as { api_list?: unknown } | null)?.api_list;
    if (Array.isArray(list))
      list.forEach((api: unknown, j) => apis.push({ api, where: `entry ${i}, api_list[${j}]` }));
    else apis.push({ api: entry, where: `entry ${i}` });
  });
  const pool = poolToolbenchApis({ entries: apis, source });
  return { sourceId: source.id, tools: pool.tools, warnings: pool.warnings };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object in no known format';
  return `a ${typeof value}`;
}
