import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { ToolwiseError } from '../../errors/toolwise-error.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { SourceLoadError } from '../source-load-error.ts';
import { loadTypeScriptModule } from './load-typescript-module.ts';

const fixtures = resolve(import.meta.dirname, 'test-fixtures');
const toolsPath = join(fixtures, 'tools.ts');
const loaded = loadTypeScriptModule({ path: toolsPath });
const byName = new Map(loaded.tools.map((t) => [t.name, t]));

function tool(name: string): ToolDefinitionInput {
  const found = byName.get(name);
  assert.ok(found, `tool ${name} is loaded`);
  return found;
}

const dir = mkdtempSync(join(tmpdir(), 'toolwise-ts-source-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function writeModule(name: string, code: string): string {
  const path = join(dir, name);
  writeFileSync(path, code);
  return path;
}

describe('loadTypeScriptModule: the tools of a module', () => {
  it('makes a tool of each exported, documented function, in source order', () => {
    assert.equal(loaded.sourceId, toolsPath);
    assert.deepEqual(
      loaded.tools.map((t) => t.name),
      ['add', 'repeat', 'classify', 'collections', 'search', 'echo', 'shout', 'defaults', 'fail', 'pick'],
    );
  });

  it('warns, naming the function and the reason, about every function it skips', () => {
    assert.deepEqual(loaded.warnings, [
      "skipped 'undocumented': not documented; add a doc comment that says what it does",
      "skipped 'withCallback': parameter 'cb' has a function type, which JSON Schema cannot express",
      "skipped 'withDate': parameter 'when' has type 'Date', which JSON Schema cannot express",
      "skipped 'withAny': parameter 'value' has type 'any', which JSON Schema cannot express; give it a specific type",
      "skipped 'identity': parameter 'value' has a generic type 'T', which JSON Schema cannot express",
      "skipped 'sum': parameter 'values' is a rest parameter, which named arguments cannot fill",
      `skipped 'area': parameter 'shape' has a union type '{ kind: "square"; side: number; } | { kind: "circle"; radius: number; }' with object members, which toolwise does not convert`,
      "skipped 'nested': parameter 'options.onDone' has a function type, which JSON Schema cannot express",
      "skipped 'countNodes': parameter 'tree.children[]' has a recursive type 'Tree', which toolwise does not convert",
    ]);
  });

  it('describes positional parameters, with @param descriptions, the summary, remarks and returns', () => {
    assert.deepEqual(tool('add'), {
      name: 'add',
      description: 'Adds two numbers.\n\nWorks with any finite numbers.\n\nReturns: The sum of `a` and `b`.',
      inputSchema: {
        type: 'object',
        properties: {
          a: { type: 'number', description: 'The first addend.' },
          b: { type: 'number', description: 'The second addend.' },
        },
        required: ['a', 'b'],
        additionalProperties: false,
      },
      outputSchema: { type: 'number' },
      cost: 0,
      tags: [],
      source: {
        type: 'module',
        id: toolsPath,
        config: { path: toolsPath, exportName: 'add', callStyle: 'positional', parameters: ['a', 'b'] },
      },
    });
  });

  it('makes optional and defaulted parameters not required, recording literal defaults', () => {
    assert.deepEqual(tool('repeat').inputSchema, {
      type: 'object',
      properties: {
        text: { type: 'string', description: 'What to repeat.' },
        times: { type: 'integer', description: 'How often.', default: 2 },
        separator: { type: 'string', description: 'Put between the copies.' },
      },
      required: ['text'],
      additionalProperties: false,
    });
    assert.deepEqual(tool('defaults').inputSchema, {
      type: 'object',
      properties: {
        count: { type: 'number', default: 3 },
        name: { type: 'string', default: 'x' },
        flags: { type: 'array', items: { type: 'boolean' }, default: [true, false] },
        options: {
          type: 'object',
          properties: { a: { type: 'number' }, b: { type: 'array', items: { type: 'null' } } },
          required: ['a', 'b'],
          additionalProperties: false,
          default: { a: -1, b: [null] },
        },
        when: { type: 'number' },
      },
      required: [],
      additionalProperties: false,
    });
  });

  it('converts literal unions to enums, `| undefined` to optional, `| null` to a null type, and Integer aliases', () => {
    assert.deepEqual(tool('classify').inputSchema, {
      type: 'object',
      properties: {
        size: { type: 'string', enum: ['small', 'large'] },
        level: { type: 'number', enum: [1, 2, 3] },
        strict: { type: 'boolean' },
        note: { type: ['string', 'null'] },
        count: { type: 'integer' },
        step: { type: 'integer' },
      },
      required: ['size', 'level', 'note', 'count'],
      additionalProperties: false,
    });
  });

  it('converts arrays, readonly arrays, tuples and object return types', () => {
    assert.deepEqual(tool('collections').inputSchema, {
      type: 'object',
      properties: {
        values: { type: 'array', items: { type: 'number' } },
        labels: { type: 'array', items: { type: 'string' } },
        frozen: { type: 'array', items: { type: 'integer' } },
        pair: {
          type: 'array',
          prefixItems: [{ type: 'string' }, { type: 'number' }],
          minItems: 2,
          maxItems: 2,
        },
        range: {
          type: 'array',
          prefixItems: [{ type: 'integer' }, { type: 'integer' }],
          minItems: 1,
          maxItems: 2,
        },
        more: { type: 'array', prefixItems: [{ type: 'boolean' }], minItems: 1, items: { type: 'string' } },
      },
      required: ['values', 'labels', 'frozen', 'pair'],
      additionalProperties: false,
    });
    assert.deepEqual(tool('collections').outputSchema, {
      type: 'object',
      properties: { count: { type: 'integer' }, labels: { type: 'array', items: { type: 'string' } } },
      required: ['count', 'labels'],
      additionalProperties: false,
    });
  });

  it('uses the schema of a single object parameter as the input schema (object call style)', () => {
    const search = tool('search');
    assert.equal(search.description, 'Searches the catalogue.\n\nReturns: The matching titles.');
    assert.deepEqual(search.inputSchema, {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'The text to look for.' },
        limit: { type: 'integer', description: 'At most this many results.' },
        filters: {
          type: 'object',
          properties: {
            tags: { type: 'array', items: { type: 'string' } },
            exact: { type: ['boolean', 'null'] },
          },
          required: ['tags', 'exact'],
          additionalProperties: false,
        },
        scores: { type: 'object', properties: {}, required: [], additionalProperties: { type: 'number' } },
      },
      required: ['query'],
      additionalProperties: false,
    });
    assert.deepEqual(search.outputSchema, { type: 'array', items: { type: 'string' } });
    assert.deepEqual(search.source?.config, {
      path: toolsPath,
      exportName: 'search',
      callStyle: 'object',
      parameters: ['options'],
    });
    assert.deepEqual(tool('pick').source?.config, {
      path: toolsPath,
      exportName: 'pick',
      callStyle: 'object',
      parameters: ['input'],
    });
  });

  it('reads arrow functions and function expressions held by consts, unwrapping Promise return types', () => {
    assert.deepEqual(tool('echo').inputSchema, {
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
      additionalProperties: false,
    });
    assert.deepEqual(tool('echo').outputSchema, {
      type: 'object',
      properties: { message: { type: 'string' }, length: { type: 'integer' } },
      required: ['message', 'length'],
      additionalProperties: false,
    });
    assert.equal(tool('shout').description, 'Shouts a text.');
  });

  it('omits the output schema when the return type cannot be expressed', () => {
    assert.equal(tool('fail').outputSchema, undefined);
  });
});

describe('loadTypeScriptModule: options and module shapes', () => {
  it('follows re-exports (calls go through the loaded module), and records the source id and toolkit', () => {
    const reexports = join(fixtures, 'reexports.ts');
    const result = loadTypeScriptModule({
      path: reexports,
      sourceId: 'builtin:fixtures',
      toolkit: 'fixtures',
    });
    assert.deepEqual(result.warnings, []);
    assert.deepEqual(
      result.tools.map((t) => [t.name, t.source]),
      [
        [
          'plus',
          {
            type: 'module',
            id: 'builtin:fixtures',
            config: {
              path: reexports,
              exportName: 'plus',
              callStyle: 'positional',
              parameters: ['a', 'b'],
              toolkit: 'fixtures',
            },
          },
        ],
        [
          'times',
          {
            type: 'module',
            id: 'builtin:fixtures',
            config: {
              path: reexports,
              exportName: 'times',
              callStyle: 'positional',
              parameters: ['a', 'b'],
              toolkit: 'fixtures',
            },
          },
        ],
      ],
    );
    assert.equal(result.sourceId, 'builtin:fixtures');
  });

  it('names a default export after its function, and skips overloads, bad names and opaque callables', () => {
    const path = writeModule(
      'shapes.ts',
      `
/** Says hello. */
export default function greet(name: string): string { return 'hi ' + name; }

/** Overloaded. */
export function twice(x: number): number;
export function twice(x: string): string;
export function twice(x: number | string) { return x; }

/** Dollar. */
export function $format(x: string): string { return x; }

const impl = (x: number) => x;
/** Assigned from elsewhere. */
export const alias = impl;

/** A class is not a tool. */
export class Thing {}
`,
    );
    const result = loadTypeScriptModule({ path });
    assert.deepEqual(
      result.tools.map((t) => [t.name, t.source?.config?.['exportName']]),
      [['greet', 'default']],
    );
    assert.deepEqual(result.warnings, [
      "skipped 'twice': it is overloaded, so it has no single set of parameters",
      "skipped 'alias': it is not a function declaration or a const holding an arrow function or function expression, so toolwise cannot read its documentation and parameters",
      "skipped '$format': the name is not a valid tool name (1-64 of A-Z a-z 0-9 _ -)",
    ]);
  });

  it('returns no tools and no warnings for a module without exported functions', () => {
    const path = writeModule('empty.ts', 'export const x = 1;\nexport type T = string;\n');
    assert.deepEqual(loadTypeScriptModule({ path }), { sourceId: path, tools: [], warnings: [] });
  });
});

describe('loadTypeScriptModule: errors', () => {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  function assertLoadError(path: string, message: RegExp): void {
    assert.throws(
      () => loadTypeScriptModule({ path }),
      (error: unknown) => {
        assert.ok(error instanceof SourceLoadError);
        assert.ok(ToolwiseError.isInstance(error));
        assert.equal(error.code, 'source_load_failed');
        assert.equal(error.source, resolve(path));
        assert.match(error.message, message);
        return true;
      },
    );
  }

  it('fails for a missing file', () => {
    const path = join(dir, 'missing.ts');
    assertLoadError(path, new RegExp(`^Cannot load the tool source '${path}': the file does not exist$`));
  });

  it('fails for a directory', () => {
    assertLoadError(dir, /it is not a file$/);
  });

  it('fails for an unreadable file', { skip: process.getuid?.() === 0 && 'root reads any file' }, () => {
    const path = writeModule('secret.ts', 'export const x = 1;\n');
    chmodSync(path, 0o000);
    assertLoadError(path, /the file cannot be read \(EACCES\)$/);
  });

  it('fails with line and column for syntax errors, also in imported files', () => {
    const broken = writeModule(
      'broken.ts',
      '/** Adds. */\nexport function add(a: number, b: number {\n  return a + b;\n}\n',
    );
    const expected = `it has syntax errors: ${broken}:2:42 ',' expected.; ${broken}:3:10 ':' expected.; ${broken}:3:12 ',' expected.`;
    assertLoadError(broken, new RegExp(`${escape(expected)}$`));
    const importer = writeModule('importer.ts', "export * from './broken.ts';\n");
    assertLoadError(importer, new RegExp(`${escape(expected)}$`));
  });
});

describe('loadTypeScriptModule: the built-in math toolkit', () => {
  it('reads 100 tools without warnings, with Integer parameters as integer', () => {
    const result = loadTypeScriptModule({
      path: resolve(import.meta.dirname, '../../toolkits/math/index.ts'),
      sourceId: 'builtin:math',
      toolkit: 'math',
    });
    assert.deepEqual(result.warnings, []);
    assert.equal(result.tools.length, 100);
    const gcd = result.tools.find((t) => t.name === 'gcd');
    assert.equal(gcd?.inputSchema.properties?.['a']?.type, 'integer');
    assert.equal(gcd?.source?.config?.['toolkit'], 'math');
    assert.ok(result.tools.every((t) => t.source?.id === 'builtin:math'));
  });
});
