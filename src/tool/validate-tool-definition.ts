import { InvalidToolDefinitionError } from '../errors/invalid-tool-definition-error.ts';
import type { JsonSchema } from './json-schema.ts';
import type { SchemaValidator } from './schema-validator.ts';
import { formatSchemaIssues } from './schema-validator.ts';
import { MANUAL_SOURCE, type ToolDefinition, type ToolDefinitionInput } from './tool-definition.ts';
import { TOOL_NAME_PATTERN } from './tool-name.ts';

/** Keywords that OpenAI and Anthropic refuse at the top of a tool's input schema. */
const FORBIDDEN_TOP_LEVEL = ['anyOf', 'oneOf', 'allOf', 'not', 'enum', 'if', 'then', 'else'] as const;

const JSON_TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/**
 * Checks a tool definition against the tool model and fills in defaults. Throws
 * `InvalidToolDefinitionError` naming the first problem and where it is.
 */
export function validateToolDefinition(
  input: ToolDefinitionInput,
  validator: SchemaValidator,
): ToolDefinition {
  if (typeof input !== 'object' || input === null) {
    throw new InvalidToolDefinitionError({ path: '(root)', message: 'must be an object' });
  }
  const name = (input as { name?: unknown }).name;
  if (typeof name !== 'string' || !TOOL_NAME_PATTERN.test(name)) {
    throw new InvalidToolDefinitionError({
      path: 'name',
      message: `${JSON.stringify(name)} is not a valid tool name (1-64 of A-Z a-z 0-9 _ -)`,
    });
  }
  const fail = (path: string, message: string): never => {
    throw new InvalidToolDefinitionError({ toolName: name, path, message });
  };
  if (typeof input.description !== 'string') fail('description', 'must be a string');
  checkInputSchema(input.inputSchema, validator, fail);
  if (input.outputSchema !== undefined) {
    if (!isPlainObject(input.outputSchema)) fail('outputSchema', 'must be a JSON Schema object');
    const issues = validator.checkSchema(input.outputSchema as JsonSchema);
    if (issues.length) fail('outputSchema', `not a valid JSON Schema: ${formatSchemaIssues(issues)}`);
  }
  if (input.examples !== undefined) {
    if (!Array.isArray(input.examples)) fail('examples', 'must be an array of example inputs');
    input.examples.forEach((example, i) => {
      const issues = validator.validate(input.inputSchema, example);
      if (issues.length) fail(`examples[${i}]`, `does not match inputSchema: ${formatSchemaIssues(issues)}`);
    });
  }
  const cost = input.cost ?? 0;
  if (typeof cost !== 'number' || !Number.isFinite(cost) || cost < 0) fail('cost', 'must be a number >= 0');
  const tags = input.tags ?? [];
  if (!Array.isArray(tags) || tags.some((t) => typeof t !== 'string'))
    fail('tags', 'must be an array of strings');
  const source = input.source ?? MANUAL_SOURCE;
  if (!isPlainObject(source) || typeof source.type !== 'string' || typeof source.id !== 'string') {
    fail('source', 'must be an object with string `type` and `id`');
  }
  return {
    name,
    description: input.description,
    inputSchema: input.inputSchema,
    ...(input.outputSchema !== undefined && { outputSchema: input.outputSchema }),
    ...(input.examples !== undefined && { examples: input.examples }),
    cost,
    tags: [...new Set(tags)],
    source,
  };
}

function checkInputSchema(
  schema: unknown,
  validator: SchemaValidator,
  fail: (path: string, message: string) => never,
): void {
  if (!isPlainObject(schema)) fail('inputSchema', 'must be a JSON Schema object');
  const s = schema as JsonSchema;
  if (s.type !== 'object') {
    fail('inputSchema.type', `must be "object" at the top level (got ${JSON.stringify(s.type)})`);
  }
  for (const keyword of FORBIDDEN_TOP_LEVEL) {
    if (keyword in s)
      fail(`inputSchema.${keyword}`, `'${keyword}' is not accepted at the top level by tool-calling APIs`);
  }
  if (s.properties !== undefined && !isPlainObject(s.properties))
    fail('inputSchema.properties', 'must be an object');
  for (const [key, prop] of Object.entries(s.properties ?? {})) {
    if (!isPlainObject(prop)) fail(`inputSchema.properties.${key}`, 'must be a JSON Schema object');
    checkTypes(prop, `inputSchema.properties.${key}`, fail);
  }
  if (s.required !== undefined) {
    if (!Array.isArray(s.required)) fail('inputSchema.required', 'must be an array of property names');
    for (const key of s.required) {
      if (!(key in (s.properties ?? {})))
        fail('inputSchema.required', `names '${key}', which is not in properties`);
    }
  }
  const issues = validator.checkSchema(s);
  if (issues.length) fail('inputSchema', `not a valid JSON Schema: ${formatSchemaIssues(issues)}`);
}

function checkTypes(schema: JsonSchema, path: string, fail: (path: string, message: string) => never): void {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  for (const t of types) {
    if (!JSON_TYPES.has(t)) fail(`${path}.type`, `unknown type ${JSON.stringify(t)}`);
  }
  if (isPlainObject(schema.items)) checkTypes(schema.items, `${path}.items`, fail);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (isPlainObject(prop)) checkTypes(prop, `${path}.properties.${key}`, fail);
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
