import type { JsonSchema } from '../tool/json-schema.ts';
import type { ToolDefinition } from '../tool/tool-definition.ts';
import { splitIdentifiers } from './split-identifier.ts';

/** The searchable text of a tool, one string per indexed field. */
export interface ToolDocument {
  /** The tool name, with identifier words split (`area_circle` → `area circle`). */
  name: string;
  /** The description. */
  description: string;
  /** Parameter names (split) and their descriptions and enum values. */
  parameters: string;
  /** Tags. */
  tags: string;
  /** Names of the fields of the result, from `outputSchema`. */
  outputs: string;
}

/** Builds the searchable text of a tool from its definition. */
export function toolDocument(
  tool: Pick<ToolDefinition, 'name' | 'description' | 'inputSchema' | 'outputSchema' | 'tags'>,
): ToolDocument {
  const parameters: string[] = [];
  collectParameters(tool.inputSchema, parameters, 0);
  const outputs: string[] = [];
  if (tool.outputSchema) collectFieldNames(tool.outputSchema, outputs, 0);
  return {
    name: `${tool.name} ${splitIdentifiers(tool.name)}`,
    description: tool.description,
    parameters: parameters.join(' \n '),
    tags: tool.tags.map(splitIdentifiers).join(' \n '),
    outputs: [...new Set(outputs)].join(' '),
  };
}

function collectParameters(schema: JsonSchema, out: string[], depth: number): void {
  if (depth > 4) return;
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    out.push(splitIdentifiers(key));
    if (typeof prop.description === 'string' && prop.description) out.push(prop.description);
    if (Array.isArray(prop.enum)) out.push(prop.enum.filter((v) => typeof v === 'string').join(' '));
    collectParameters(prop, out, depth + 1);
    if (prop.items && typeof prop.items === 'object') collectParameters(prop.items, out, depth + 1);
  }
}

function collectFieldNames(schema: JsonSchema, out: string[], depth: number): void {
  if (depth > 4 || typeof schema !== 'object' || schema === null) return;
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    out.push(splitIdentifiers(key));
    collectFieldNames(prop, out, depth + 1);
  }
  if (schema.items && typeof schema.items === 'object') collectFieldNames(schema.items, out, depth + 1);
}
