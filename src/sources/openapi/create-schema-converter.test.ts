import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SourceLoadError } from '../source-load-error.ts';
import { createRefResolver } from './create-ref-resolver.ts';
import { createSchemaConverter } from './create-schema-converter.ts';
import { ExternalRefError } from './external-ref-error.ts';

const converterFor = (schemas: Record<string, unknown>, version: '3.0' | '3.1' = '3.0') => {
  const refs = createRefResolver({ document: { components: { schemas } }, source: 'spec' });
  return createSchemaConverter({ refs, version });
};

describe('createSchemaConverter', () => {
  it('turns nullable without a type into anyOf with null, and keeps only a description beside a 3.0 $ref', () => {
    const converter = converterFor({ A: { type: 'string', title: 'A' } });
    assert.deepEqual(
      converter.convert(
        { allOf: [{ $ref: '#/components/schemas/A' }], nullable: true, description: 'maybe' },
        '#',
        'request',
      ),
      { description: 'maybe', anyOf: [{ allOf: [{ type: 'string', title: 'A' }] }, { type: 'null' }] },
    );
    assert.deepEqual(
      converter.convert(
        { $ref: '#/components/schemas/A', description: 'here', maxLength: 3 },
        '#',
        'request',
      ),
      { type: 'string', title: 'A', description: 'here' },
    );
  });

  it('applies every keyword beside a 3.1 $ref and handles boolean schemas', () => {
    const converter = converterFor({ A: { type: 'string' } }, '3.1');
    assert.deepEqual(converter.convert({ $ref: '#/components/schemas/A', maxLength: 3 }, '#', 'request'), {
      type: 'string',
      maxLength: 3,
    });
    assert.deepEqual(converter.convert({ items: false, additionalProperties: true }, '#', 'request'), {
      items: { not: {} },
      additionalProperties: true,
    });
  });

  it('drops unknown formats, non-ECMAScript patterns, extensions and OpenAPI-only keywords', () => {
    const converter = converterFor({});
    assert.deepEqual(
      converter.convert(
        {
          type: 'string',
          format: 'phone',
          pattern: '(?i)abc',
          'x-foo': 1,
          discriminator: { propertyName: 'kind' },
          xml: { name: 'a' },
          exclusiveMaximum: false,
          maximum: 3,
        },
        '#',
        'response',
      ),
      { type: 'string', maximum: 3 },
    );
  });

  it('drops writeOnly properties from responses', () => {
    const converter = converterFor({});
    assert.deepEqual(
      converter.convert(
        {
          type: 'object',
          required: ['password', 'name'],
          properties: { password: { type: 'string', writeOnly: true }, name: { type: 'string' } },
        },
        '#',
        'response',
      ),
      { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
    );
  });

  it('cuts mutual recursion and shares schemas that do not recurse', () => {
    const converter = converterFor({
      A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' } } },
      B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
      Leaf: { type: 'integer' },
    });
    assert.deepEqual(converter.convert({ $ref: '#/components/schemas/A' }, '#', 'request'), {
      type: 'object',
      properties: {
        b: {
          type: 'object',
          properties: {
            a: { type: 'object', description: 'recursive: A, the same shape as the enclosing A' },
          },
        },
      },
    });
    const leaf1 = converter.convert({ $ref: '#/components/schemas/Leaf' }, '#', 'request');
    const leaf2 = converter.convert({ $ref: '#/components/schemas/Leaf' }, '#', 'request');
    assert.equal(leaf1, leaf2);
  });

  it('throws ExternalRefError for refs to other files and SourceLoadError for refs to nothing', () => {
    const converter = converterFor({ A: { $ref: 'common.yaml#/A' } });
    assert.throws(
      () => converter.convert({ $ref: '#/components/schemas/A' }, '#/x', 'request'),
      (error: unknown) => error instanceof ExternalRefError && error.where === '#/components/schemas/A',
    );
    assert.throws(
      () => converter.convert({ items: { $ref: '#/components/schemas/Gone' } }, '#/y', 'request'),
      (error: unknown) =>
        error instanceof SourceLoadError &&
        error.message ===
          "Cannot load the tool source 'spec': the $ref '#/components/schemas/Gone' (used at #/y/items) points to nothing",
    );
  });

  it('refuses a cycle of refs that never reaches a schema', () => {
    const refs = createRefResolver({
      document: {
        components: {
          parameters: { A: { $ref: '#/components/parameters/B' }, B: { $ref: '#/components/parameters/A' } },
        },
      },
      source: 'spec',
    });
    assert.throws(
      () => refs.deref({ $ref: '#/components/parameters/A' }, '#/p'),
      /is part of a cycle of refs: #\/components\/parameters\/A -> #\/components\/parameters\/B -> #\/components\/parameters\/A/,
    );
  });
});

describe('createSchemaConverter limits', () => {
  it('stays small and fast on densely cross-referencing recursive schemas', () => {
    const names = Array.from({ length: 14 }, (_, i) => `S${i}`);
    const schemas = Object.fromEntries(
      names.map((n) => [
        n,
        {
          type: 'object',
          properties: Object.fromEntries(
            names.map((m) => [m.toLowerCase(), { $ref: `#/components/schemas/${m}` }]),
          ),
        },
      ]),
    );
    const converter = converterFor(schemas);
    const started = performance.now();
    const schema = converter.convert({ $ref: '#/components/schemas/S0' }, '#', 'request');
    assert.ok(performance.now() - started < 2000);
    const text = JSON.stringify(schema);
    assert.ok(text.length < 500_000, `schema of ${text.length} characters`);
    assert.match(text, /not expanded, the schema nests too deeply/);
  });
});
