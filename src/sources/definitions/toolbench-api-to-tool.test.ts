import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import { toolbenchApiToTool } from './toolbench-api-to-tool.ts';

const api = {
  category_name: 'Finance',
  tool_name: 'Currency Exchange',
  api_name: 'exchange',
  api_description: ' Get the exchange rate between two currencies. ',
  required_parameters: [
    { name: 'from', type: 'STRING', description: 'Source quote', default: 'SGD' },
    { name: 'to', type: 'STRING', description: 'Destination quote', default: 'MYR' },
  ],
  optional_parameters: [
    { name: 'q', type: 'NUMBER', description: 'Amount', default: '1.0' },
    { name: 'to', type: 'STRING', description: 'repeated', default: '' },
    { type: 'STRING' },
  ],
  method: 'GET',
  template_response: { rate: 'float' },
};

describe('toolbenchApiToTool', () => {
  it('converts an API entry to a valid tool definition', () => {
    const warnings: string[] = [];
    const tool = toolbenchApiToTool(api, { onWarning: (w) => warnings.push(w) });
    assert.deepEqual(tool, {
      name: 'exchange_for_currency_exchange',
      description: 'Get the exchange rate between two currencies.',
      inputSchema: {
        type: 'object',
        properties: {
          from: { type: 'string', description: 'Source quote', default: 'SGD' },
          to: { type: 'string', description: 'Destination quote', default: 'MYR' },
          q: { type: 'number', description: 'Amount', default: 1 },
        },
        required: ['from', 'to'],
      },
      outputSchema: { type: 'object', properties: { rate: { type: 'number' } } },
      tags: ['Finance', 'Currency Exchange'],
    });
    assert.deepEqual(warnings, ['optional_parameters[2] has no name; left out']);
    assert.doesNotThrow(() => validateToolDefinition(tool, createSchemaValidator()));
  });

  it('falls back to the API name in words, and takes a given name and source', () => {
    const source = { type: 'definition', id: 'x' };
    const tool = toolbenchApiToTool(
      { tool_name: 'Geo', api_name: 'getCountryInfo', api_description: '' },
      { name: 'country', source },
    );
    assert.equal(tool.name, 'country');
    assert.equal(tool.description, 'get Country Info');
    assert.deepEqual(tool.inputSchema, { type: 'object', properties: {} });
    assert.deepEqual(tool.tags, ['Geo']);
    assert.equal(tool.source, source);
    assert.equal(tool.outputSchema, undefined);
  });

  it('refuses entries without tool_name or api_name', () => {
    assert.throws(() => toolbenchApiToTool({ tool_name: 'Geo' }), {
      code: 'invalid_tool_definition',
      message: /api_name/,
    });
    assert.throws(() => toolbenchApiToTool([]), { code: 'invalid_tool_definition' });
  });
});
