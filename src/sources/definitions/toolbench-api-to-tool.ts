import { InvalidToolDefinitionError } from '../../errors/invalid-tool-definition-error.ts';
import type { JsonSchema } from '../../tool/json-schema.ts';
import type { ToolDefinitionInput, ToolSource } from '../../tool/tool-definition.ts';
import { templateResponseSchema } from './template-response-schema.ts';
import type { ToolbenchApi, ToolbenchParameter } from './toolbench-api.ts';
import { toolbenchParameterSchema } from './toolbench-parameter-schema.ts';
import { toolbenchToolName } from './toolbench-tool-name.ts';

/** Options of {@link toolbenchApiToTool}. */
export interface ToolbenchApiToToolOptions {
  /** The tool name. @default toolbenchToolName({ toolName: entry.tool_name, apiName: entry.api_name }) */
  name?: string;
  /** The tool's source. @default none (the library's default, `manual`) */
  source?: ToolSource;
  /** Told about parameters that were left out (no name, or a repeated name). @default ignore them */
  onWarning?: (message: string) => void;
}

/**
 * Converts one ToolBench / StableToolBench API entry to a tool definition: name `<api>_for_<tool>`
 * ({@link toolbenchToolName}), description from `api_description` (the API name in words when empty),
 * input schema from the required and optional parameters ({@link toolbenchParameterSchema}), output schema
 * from `template_response` ({@link templateResponseSchema}) and tags `[category_name, tool_name]`.
 * Throws `InvalidToolDefinitionError` when `entry` is not an API entry (no `tool_name` or `api_name`).
 */
export function toolbenchApiToTool(
  entry: unknown,
  options: ToolbenchApiToToolOptions = {},
): ToolDefinitionInput {
  const api = asToolbenchApi(entry);
  const name = options.name ?? toolbenchToolName({ toolName: api.tool_name, apiName: api.api_name });
  const warn = options.onWarning ?? (() => {});
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const add = (list: unknown, isRequired: boolean, field: string): void => {
    if (list === undefined || list === null) return;
    if (!Array.isArray(list)) {
      warn(`${field} is not a list; ignored`);
      return;
    }
    list.forEach((parameter: unknown, i) => {
      const p = parameter as ToolbenchParameter | null;
      if (typeof p !== 'object' || p === null || typeof p.name !== 'string' || p.name.trim() === '') {
        warn(`${field}[${i}] has no name; left out`);
        return;
      }
      if (p.name in properties) {
        if (isRequired) warn(`${field}[${i}] repeats the parameter '${p.name}'; the first one is kept`);
        return;
      }
      properties[p.name] = toolbenchParameterSchema(p);
      if (isRequired) required.push(p.name);
    });
  };
  add(api.required_parameters, true, 'required_parameters');
  add(api.optional_parameters, false, 'optional_parameters');
  const outputSchema =
    api.template_response === undefined || api.template_response === null
      ? undefined
      : templateResponseSchema(api.template_response);
  const description = typeof api.api_description === 'string' ? api.api_description.trim() : '';
  return {
    name,
    description: description || inWords(api.api_name),
    inputSchema: { type: 'object', properties, ...(required.length > 0 && { required }) },
    ...(outputSchema && Object.keys(outputSchema).length > 0 && { outputSchema }),
    tags: [api.category_name, api.tool_name].filter(
      (t): t is string => typeof t === 'string' && t.trim() !== '',
    ),
    ...(options.source && { source: options.source }),
  };
}

function asToolbenchApi(entry: unknown): ToolbenchApi {
  const fail = (path: string, message: string): never => {
    throw new InvalidToolDefinitionError({ path, message });
  };
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    return fail('(root)', 'a ToolBench API entry must be an object');
  }
  const e = entry as Record<string, unknown>;
  if (typeof e['tool_name'] !== 'string' || e['tool_name'].trim() === '') {
    fail('tool_name', 'must be a non-empty string');
  }
  if (typeof e['api_name'] !== 'string' || e['api_name'].trim() === '') {
    fail('api_name', 'must be a non-empty string');
  }
  return e as unknown as ToolbenchApi;
}

/** `getUserInfo` / `get_user_info` / `/api/user-info` → words. */
function inWords(label: string): string {
  return label
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
