import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { describeOperation } from './describe-operation.ts';
import { operationToolName } from './operation-tool-name.ts';
import { uniqueToolName } from './unique-tool-name.ts';

describe('operationToolName and uniqueToolName', () => {
  it('keeps valid operationIds, repairs invalid ones and builds names from method and path', () => {
    assert.equal(operationToolName({ operationId: 'listPets', method: 'get', path: '/pets' }), 'listPets');
    assert.equal(operationToolName({ operationId: 'pets.list', method: 'get', path: '/pets' }), 'pets_list');
    assert.equal(operationToolName({ method: 'get', path: '/pets/{id}' }), 'get_pets_by_id');
    assert.equal(operationToolName({ method: 'post', path: '/' }), 'post');
    assert.equal(operationToolName({ operationId: 'x'.repeat(80), method: 'get', path: '/' }).length, 64);
  });

  it('adds deterministic suffixes within 64 characters', () => {
    const taken = new Set<string>();
    const long = 'a'.repeat(64);
    assert.deepEqual(
      ['get', 'get', 'get', long, long].map((n) => uniqueToolName(n, taken)),
      ['get', 'get_2', 'get_3', long, `${'a'.repeat(62)}_2`],
    );
  });
});

describe('describeOperation', () => {
  it('joins summary and description, avoids repeating the summary, and ends with the endpoint', () => {
    const base = { method: 'get', path: '/pets' };
    assert.equal(
      describeOperation({ ...base, summary: 'List pets', description: 'All.' }),
      'List pets. All. (GET /pets)',
    );
    assert.equal(
      describeOperation({ ...base, summary: 'List pets', description: 'List pets in the store.' }),
      'List pets in the store. (GET /pets)',
    );
    assert.equal(
      describeOperation({ ...base, summary: 'List pets', description: 'Lines:\n- one' }),
      'List pets\n\nLines:\n- one\n\n(GET /pets)',
    );
    assert.equal(
      describeOperation({ ...base, deprecated: true, summary: 'Old' }),
      'Deprecated. Old (GET /pets)',
    );
    assert.equal(describeOperation(base), '(GET /pets)');
  });
});
