import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { templateResponseSchema } from './template-response-schema.ts';

describe('templateResponseSchema', () => {
  it('maps scalar labels', () => {
    assert.deepEqual(templateResponseSchema({ a: 'str', b: 'int', c: 'float', d: 'bool', e: 'NoneType' }), {
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'integer' },
        c: { type: 'number' },
        d: { type: 'boolean' },
        e: {},
      },
    });
  });

  it('maps lists of objects, lists of scalars and nested objects', () => {
    assert.deepEqual(
      templateResponseSchema({
        line_up: [{ name: 'str', _list_length: 2 }],
        posters: ['list of str with length 8'],
        scores: ['list of float with length 2'],
        matrix: ['list of list with length 3'],
        tags: 'empty list',
        meta: { page: { next: 'int' } },
      }),
      {
        type: 'object',
        properties: {
          line_up: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
          posters: { type: 'array', items: { type: 'string' } },
          scores: { type: 'array', items: { type: 'number' } },
          matrix: { type: 'array', items: { type: 'array' } },
          tags: { type: 'array' },
          meta: {
            type: 'object',
            properties: { page: { type: 'object', properties: { next: { type: 'integer' } } } },
          },
        },
      },
    );
  });

  it('parses a template written as JSON text', () => {
    assert.deepEqual(templateResponseSchema('{"id": "str"}'), {
      type: 'object',
      properties: { id: { type: 'string' } },
    });
  });

  it('turns anything odd into {}', () => {
    assert.deepEqual(templateResponseSchema('a free-form sentence'), {});
    assert.deepEqual(templateResponseSchema('{"cut off'), {});
    assert.deepEqual(templateResponseSchema(42), {});
    assert.deepEqual(templateResponseSchema({ x: 'timestamp' }), { type: 'object', properties: { x: {} } });
  });
});
