import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toolbenchParameterSchema } from './toolbench-parameter-schema.ts';

describe('toolbenchParameterSchema', () => {
  it('maps ToolBench types, unknown ones to string', () => {
    const types = [
      'STRING',
      'NUMBER',
      'INTEGER',
      'BOOLEAN',
      'ARRAY',
      'OBJECT',
      'ENUM',
      'DATE (YYYY-MM-DD)',
      'string',
      undefined,
    ];
    assert.deepEqual(
      types.map((type) => toolbenchParameterSchema({ name: 'p', ...(type !== undefined && { type }) }).type),
      ['string', 'number', 'integer', 'boolean', 'array', 'object', 'string', 'string', 'string', 'string'],
    );
  });

  it('keeps the description and a default only when it is valid for the type', () => {
    assert.deepEqual(
      toolbenchParameterSchema({ name: 'q', type: 'STRING', description: ' City ', default: 'Paris' }),
      {
        type: 'string',
        description: 'City',
        default: 'Paris',
      },
    );
    assert.deepEqual(toolbenchParameterSchema({ name: 'n', type: 'NUMBER', default: '1.5' }), {
      type: 'number',
      default: 1.5,
    });
    assert.deepEqual(toolbenchParameterSchema({ name: 'n', type: 'NUMBER', default: 'ten' }), {
      type: 'number',
    });
    assert.deepEqual(toolbenchParameterSchema({ name: 'i', type: 'INTEGER', default: '1.5' }), {
      type: 'integer',
    });
    assert.deepEqual(toolbenchParameterSchema({ name: 'b', type: 'BOOLEAN', default: 'false' }), {
      type: 'boolean',
      default: false,
    });
    assert.deepEqual(toolbenchParameterSchema({ name: 'b', type: 'BOOLEAN', default: 'yes' }), {
      type: 'boolean',
    });
    assert.deepEqual(toolbenchParameterSchema({ name: 'a', type: 'ARRAY', default: '[1,2]' }), {
      type: 'array',
      default: [1, 2],
    });
    assert.deepEqual(toolbenchParameterSchema({ name: 'o', type: 'OBJECT', default: '[1]' }), {
      type: 'object',
    });
    assert.deepEqual(toolbenchParameterSchema({ name: 's', type: 'STRING', default: '' }), {
      type: 'string',
    });
    assert.deepEqual(toolbenchParameterSchema({ name: 's', type: 'STRING', default: 5 }), { type: 'string' });
  });
});
