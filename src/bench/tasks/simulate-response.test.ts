import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { templateResponseSchema } from '../../sources/definitions/template-response-schema.ts';
import type { JsonSchema } from '../../tool/json-schema.ts';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';
import { createResponseSimulator } from './create-response-simulator.ts';
import { simulateResponse } from './simulate-response.ts';

const TEMPLATE = {
  status: 'str',
  total: 'int',
  results: [
    { id: 'str', name: 'str', email: 'str', lat: 'float', updated: 'str', active: 'bool', _list_length: 5 },
  ],
  tags: ['list of str with length 4'],
};

describe('simulateResponse', () => {
  const schema = templateResponseSchema(TEMPLATE);

  it("fills a template_response's shape with values of the right types", () => {
    const value = simulateResponse(schema, 7);
    assert.deepEqual(createSchemaValidator().validate(schema, value), []);
    const record = (value as { results: Array<Record<string, unknown>> }).results[0];
    assert.match(String(record?.['email']), /^[a-z]+\.[a-z]+@example\.com$/);
    assert.match(String(record?.['updated']), /^\d{4}-\d{2}-\d{2}$/);
    assert.ok(Math.abs(Number(record?.['lat'])) <= 90);
  });

  it('is deterministic per seed and differs between seeds', () => {
    assert.deepEqual(simulateResponse(schema, 7), simulateResponse(schema, 7));
    assert.notDeepEqual(simulateResponse(schema, 7), simulateResponse(schema, 8));
  });

  it('gives a small result object for a schema that says nothing', () => {
    assert.deepEqual(Object.keys(simulateResponse({}, 1) as object), ['result']);
  });
});

describe('createResponseSimulator', () => {
  it('answers a tool with its output schema filled, seeded by name and arguments', async () => {
    const tool = { name: 'users_for_reqres', outputSchema: templateResponseSchema(TEMPLATE) } as Pick<
      StoredTool,
      'name' | 'outputSchema'
    >;
    const resolver = createResponseSimulator();
    assert.equal(resolver.sourceType, 'definition');
    const handler = await resolver.resolve(tool as StoredTool);
    const context = { signal: new AbortController().signal, toolName: tool.name };
    const a = await handler({ page: 1 }, context);
    assert.deepEqual(await handler({ page: 1 }, context), a);
    assert.notDeepEqual(await handler({ page: 2 }, context), a);
    assert.deepEqual(createSchemaValidator().validate(tool.outputSchema as JsonSchema, a), []);
  });
});
