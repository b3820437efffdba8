import type { DefinitionFormat } from './definition-format.ts';

/**
 * The format one entry of a definition file looks like, or undefined when it looks like none:
 * `input_schema` → anthropic; `api_name` with `tool_name`, or a query record with an `api_list` → toolbench;
 * a `function` object, or a `name` with `parameters` or `description` → openai.
 */
export function entryFormat(entry: unknown): DefinitionFormat | undefined {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const e = entry as Record<string, unknown>;
  if ('input_schema' in e) return 'anthropic';
  if (('api_name' in e && 'tool_name' in e) || Array.isArray(e['api_list'])) return 'toolbench';
  const fn = e['function'];
  if (typeof fn === 'object' && fn !== null && 'name' in fn) return 'openai';
  if (typeof e['name'] === 'string' && ('parameters' in e || 'description' in e)) return 'openai';
  return undefined;
}
