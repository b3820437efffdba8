import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { OpenApiParameterConfig } from './openapi-source-config.ts';
import { serializeParameter } from './serialize-parameter.ts';

const query = (extra: Partial<OpenApiParameterConfig> = {}): OpenApiParameterConfig => ({
  name: 'q',
  in: 'query',
  ...extra,
});

describe('serializeParameter', () => {
  it('repeats exploded query arrays and joins the others by their style', () => {
    assert.deepEqual(serializeParameter({ param: query(), value: ['a', 'b'] }), [
      ['q', 'a'],
      ['q', 'b'],
    ]);
    assert.deepEqual(serializeParameter({ param: query({ explode: false }), value: ['a', 'b'] }), [
      ['q', 'a,b'],
    ]);
    assert.deepEqual(serializeParameter({ param: query({ style: 'pipeDelimited' }), value: ['a', 'b'] }), [
      ['q', 'a|b'],
    ]);
    assert.deepEqual(serializeParameter({ param: query({ style: 'spaceDelimited' }), value: [1, 2] }), [
      ['q', '1 2'],
    ]);
  });

  it('serializes query objects as form fields or deepObject', () => {
    assert.deepEqual(serializeParameter({ param: query(), value: { a: 1, b: true } }), [
      ['a', '1'],
      ['b', 'true'],
    ]);
    assert.deepEqual(serializeParameter({ param: query({ style: 'deepObject' }), value: { a: 1 } }), [
      ['q[a]', '1'],
    ]);
    assert.deepEqual(serializeParameter({ param: query({ explode: false }), value: { a: 1, b: 2 } }), [
      ['q', 'a,1,b,2'],
    ]);
    assert.deepEqual(serializeParameter({ param: query({ json: true }), value: { a: 1 } }), [
      ['q', '{"a":1}'],
    ]);
  });

  it('percent-encodes path values and supports the simple, label and matrix styles', () => {
    const path = (extra: Partial<OpenApiParameterConfig> = {}): OpenApiParameterConfig => ({
      name: 'id',
      in: 'path',
      ...extra,
    });
    assert.deepEqual(serializeParameter({ param: path(), value: 'a/b c' }), [['id', 'a%2Fb%20c']]);
    assert.deepEqual(serializeParameter({ param: path(), value: ['x', 'y/z'] }), [['id', 'x,y%2Fz']]);
    assert.deepEqual(serializeParameter({ param: path({ explode: true }), value: { a: 1, b: 2 } }), [
      ['id', 'a=1,b=2'],
    ]);
    assert.deepEqual(serializeParameter({ param: path({ style: 'label' }), value: ['x', 'y'] }), [
      ['id', '.x,y'],
    ]);
    assert.deepEqual(serializeParameter({ param: path({ style: 'matrix' }), value: 5 }), [['id', ';id=5']]);
    assert.deepEqual(serializeParameter({ param: path({ style: 'matrix', explode: true }), value: [1, 2] }), [
      ['id', ';id=1;id=2'],
    ]);
  });

  it('joins header arrays with commas and sends null as empty', () => {
    const header: OpenApiParameterConfig = { name: 'X-Tags', in: 'header' };
    assert.deepEqual(serializeParameter({ param: header, value: ['a', 'b'] }), [['X-Tags', 'a,b']]);
    assert.deepEqual(serializeParameter({ param: header, value: null }), [['X-Tags', '']]);
  });
});
