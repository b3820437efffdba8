import { InvalidToolDefinitionError } from '../../errors/invalid-tool-definition-error.ts';
import type { ObjectJsonSchema } from '../../tool/json-schema.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { inputSchemaOf } from './input-schema-of.ts';

/**
 * Converts one OpenAI function tool, `{ type: 'function', function: { name, description, parameters } }` or
 * the bare `{ name, description, parameters }`, to a tool definition (without a source). A missing
 * description becomes `''` and missing parameters an empty object schema. Throws
 * `InvalidToolDefinitionError` when the entry is not a function tool; the result is not otherwise validated.
 */
export function openaiToolToTool(entry: unknown): ToolDefinitionInput {
  if (!isObject(entry))
    throw new InvalidToolDefinitionError({ path: '(root)', message: 'must be an object' });
  if (entry['type'] !== undefined && entry['type'] !== 'function') {
    throw new InvalidToolDefinitionError({
      path: 'type',
      message: `is ${JSON.stringify(entry['type'])}; only 'function' tools can be imported`,
    });
  }
  const fn = isObject(entry['function']) ? entry['function'] : entry;
  const path = fn === entry ? '' : 'function.';
  const name = fn['name'];
  if (typeof name !== 'string') {
    throw new InvalidToolDefinitionError({ path: `${path}name`, message: 'must be a string' });
  }
  const description = fn['description'] ?? '';
  if (typeof description !== 'string') {
    throw new InvalidToolDefinitionError({
      toolName: name,
      path: `${path}description`,
      message: 'must be a string',
    });
  }
  const inputSchema: ObjectJsonSchema = inputSchemaOf(fn['parameters'], {
    toolName: name,
    path: `${path}parameters`,
  });
  return { name, description, inputSchema };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
