import { InvalidToolDefinitionError } from '../../errors/invalid-tool-definition-error.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { inputSchemaOf } from './input-schema-of.ts';

/**
 * Converts one Anthropic tool, `{ name, description, input_schema }`, to a tool definition (without a
 * source). A missing description becomes `''`. Throws `InvalidToolDefinitionError` for an entry that is
 * not a custom tool (e.g. a server tool such as `web_search_20250305`, which has no input schema); the
 * result is not otherwise validated.
 */
export function anthropicToolToTool(entry: unknown): ToolDefinitionInput {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new InvalidToolDefinitionError({ path: '(root)', message: 'must be an object' });
  }
  const e = entry as Record<string, unknown>;
  const name = e['name'];
  if (typeof name !== 'string')
    throw new InvalidToolDefinitionError({ path: 'name', message: 'must be a string' });
  if (e['type'] !== undefined && e['type'] !== 'custom' && e['input_schema'] === undefined) {
    throw new InvalidToolDefinitionError({
      toolName: name,
      path: 'type',
      message: `is ${JSON.stringify(e['type'])}, a server tool with no input schema; only custom tools can be imported`,
    });
  }
  if (e['input_schema'] === undefined) {
    throw new InvalidToolDefinitionError({ toolName: name, path: 'input_schema', message: 'is missing' });
  }
  const description = e['description'] ?? '';
  if (typeof description !== 'string') {
    throw new InvalidToolDefinitionError({
      toolName: name,
      path: 'description',
      message: 'must be a string',
    });
  }
  return {
    name,
    description,
    inputSchema: inputSchemaOf(e['input_schema'], { toolName: name, path: 'input_schema' }),
  };
}
