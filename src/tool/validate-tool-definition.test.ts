import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { defineTool } from './define-tool.ts';
import { createSchemaValidator } from './schema-validator.ts';
import { toToolName } from './tool-name.ts';
import { validateToolDefinition } from './validate-tool-definition.ts';

const validator = createSchemaValidator();
const base = { name: 'f', description: 'd', inputSchema: { type: 'object' as const } };

describe('validateToolDefinition', () => {
  it('fills defaults', () => {
    assert.deepEqual(validateToolDefinition(base, validator), {
      ...base,
      cost: 0,
      tags: [],
      source: { type: 'manual', id: 'manual' },
    });
  });

  const cases: Array<[string, object, RegExp]> = [
    ['a name with spaces', { name: 'a b' }, /at name: "a b" is not a valid tool name/],
    ['a name of 65 characters', { name: 'x'.repeat(65) }, /at name/],
    ['a non-object top level', { inputSchema: { type: 'string' } }, /at inputSchema\.type: must be "object"/],
    ['anyOf at the top', { inputSchema: { type: 'object', anyOf: [] } }, /inputSchema\.anyOf/],
    [
      'an unknown property type',
      { inputSchema: { type: 'object', properties: { x: { type: 'float' } } } },
      /inputSchema\.properties\.x\.type: unknown type "float"/,
    ],
    ['required naming a missing property', { inputSchema: { type: 'object', required: ['y'] } }, /names 'y'/],
    [
      'an invalid schema keyword value',
      { inputSchema: { type: 'object', properties: { x: { type: 'string', minLength: -1 } } } },
      /not a valid JSON Schema/,
    ],
    [
      'an unresolvable $ref',
      { inputSchema: { type: 'object', properties: { x: { $ref: '#/$defs/missing' } } } },
      /not a valid JSON Schema.*missing/,
    ],
    ['a negative cost', { cost: -1 }, /at cost/],
    ['non-string tags', { tags: [1] }, /at tags/],
    [
      'an example that does not match',
      { inputSchema: { type: 'object', properties: { x: { type: 'number' } } }, examples: [{ x: 'a' }] },
      /at examples\[0\].*at \/x: must be number/,
    ],
  ];
  for (const [what, patch, message] of cases) {
    it(`rejects ${what}`, () => {
      assert.throws(() => validateToolDefinition({ ...base, ...patch } as never, validator), message);
    });
  }
});

describe('toToolName', () => {
  it('makes valid snake_case names', () => {
    assert.equal(toToolName('Songkick concert'), 'songkick_concert');
    assert.equal(toToolName('getPetById'), 'get_pet_by_id');
    assert.equal(toToolName('GET /pets/{id}'), 'get_pets_id');
    assert.equal(toToolName('***'), 'tool');
    assert.equal(toToolName('a'.repeat(100)).length, 64);
  });
});

describe('defineTool', () => {
  it('turns a zod schema into a JSON Schema definition and parses input for execute', async () => {
    const tool = defineTool({
      name: 'greet',
      description: 'Greet someone.',
      input: z.object({ name: z.string().describe('Who'), times: z.number().int().default(1) }),
      execute: ({ name, times }) => `hello ${name}`.repeat(times),
    });
    assert.deepEqual(tool.definition.inputSchema, {
      type: 'object',
      properties: {
        name: { type: 'string', description: 'Who' },
        times: { type: 'integer', default: 1, minimum: -9007199254740991, maximum: 9007199254740991 },
      },
      required: ['name'],
    });
    const ctx = { signal: new AbortController().signal, toolName: 'greet' };
    assert.equal(await tool.execute({ name: 'Ada' }, ctx), 'hello Ada');
    validateToolDefinition(tool.definition, validator);
  });
});
