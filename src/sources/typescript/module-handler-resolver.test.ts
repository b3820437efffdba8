import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import type { StoredTool, ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { createToolExecutor, type ToolExecutor } from '../../tool/tool-executor.ts';
import type { ToolHandler } from '../../tool/tool-handler.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import { loadTypeScriptModule } from './load-typescript-module.ts';
import { createModuleHandlerResolver, type ModuleHandlerResolverOptions } from './module-handler-resolver.ts';

const fixtures = resolve(import.meta.dirname, 'test-fixtures');
const validator = createSchemaValidator();

function store(tools: ToolDefinitionInput[]): Map<string, StoredTool> {
  const at = '2026-01-01T00:00:00.000Z';
  return new Map(
    tools.map((t) => [
      t.name,
      { ...validateToolDefinition(t, validator), version: 1, createdAt: at, updatedAt: at },
    ]),
  );
}

function executorFor(tools: ToolDefinitionInput[], options?: ModuleHandlerResolverOptions): ToolExecutor {
  const stored = store(tools);
  return createToolExecutor({
    lookup: (name) => stored.get(name),
    resolvers: [createModuleHandlerResolver(options)],
    validator,
  });
}

const dir = mkdtempSync(join(tmpdir(), 'toolwise-module-resolver-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('createModuleHandlerResolver through the executor', () => {
  const executor = executorFor(loadTypeScriptModule({ path: join(fixtures, 'tools.ts') }).tools);

  it('calls positionally, passing undefined for omitted optional parameters', async () => {
    assert.deepEqual(pick(await executor.call('add', { a: 2, b: 3 })), { ok: true, output: 5 });
    assert.deepEqual(pick(await executor.call('repeat', { text: 'ab' })), { ok: true, output: 'abab' });
    assert.deepEqual(pick(await executor.call('repeat', { text: 'ab', times: 3, separator: '-' })), {
      ok: true,
      output: 'ab-ab-ab',
    });
    assert.deepEqual(
      pick(await executor.call('classify', { size: 'large', level: 2, note: null, count: 4, strict: true })),
      { ok: true, output: 'large/2/true/null/4/undefined' },
    );
    assert.deepEqual(pick(await executor.call('defaults', {})), {
      ok: true,
      output: JSON.stringify([3, 'x', [true, false], { a: -1, b: [null] }, true]),
    });
  });

  it('passes the input object as-is in the object call style, and awaits promises', async () => {
    assert.deepEqual(pick(await executor.call('search', { query: 'tea', limit: 3 })), {
      ok: true,
      output: ['tea:3'],
    });
    assert.deepEqual(pick(await executor.call('pick', { colour: 'green' })), { ok: true, output: 'green' });
    assert.deepEqual(pick(await executor.call('echo', { message: 'hey' })), {
      ok: true,
      output: { message: 'hey', length: 3 },
    });
    assert.deepEqual(pick(await executor.call('shout', { text: 'hey' })), { ok: true, output: 'HEY' });
  });

  it('rejects arguments that do not match the schema before calling', async () => {
    const result = await executor.call('repeat', { text: 'ab', times: 1.5 });
    assert.equal(result.ok, false);
    assert.equal(!result.ok && result.error.code, 'invalid_arguments');
    assert.match(!result.ok ? result.error.message : '', /\/times must be integer/);
    const extra = await executor.call('search', { query: 'tea', colour: 'red' });
    assert.equal(!extra.ok && extra.error.code, 'invalid_arguments');
    assert.match(!extra.ok ? extra.error.message : '', /unexpected property 'colour'/);
    const badEnum = await executor.call('classify', { size: 'huge', level: 2, note: null, count: 1 });
    assert.equal(!badEnum.ok && badEnum.error.code, 'invalid_arguments');
  });

  it('reports what the function throws as execution_failed', async () => {
    const result = await executor.call('fail', { reason: 'out of tea' });
    assert.deepEqual(pick(result), {
      ok: false,
      error: { code: 'execution_failed', message: "Tool 'fail' failed: out of tea" },
    });
  });

  it('calls re-exported functions through the loaded module', async () => {
    const reexported = executorFor(loadTypeScriptModule({ path: join(fixtures, 'reexports.ts') }).tools);
    assert.deepEqual(pick(await reexported.call('plus', { a: 1, b: 2 })), { ok: true, output: 3 });
    assert.deepEqual(pick(await reexported.call('times', { a: 4, b: 2 })), { ok: true, output: 8 });
  });
});

describe('createModuleHandlerResolver', () => {
  const reexports = join(fixtures, 'reexports.ts');

  it('imports a listed toolkit through its importer, once, instead of by path', async () => {
    let imports = 0;
    const tools = loadTypeScriptModule({ path: reexports, toolkit: 'fixtures' }).tools;
    const executor = executorFor(tools, {
      toolkits: {
        fixtures: async () => {
          imports++;
          return {
            plus: (a: number, b: number) => a + b + 1000,
            times: (a: number, b: number) => a * b * 1000,
          };
        },
      },
    });
    assert.deepEqual(pick(await executor.call('plus', { a: 1, b: 2 })), { ok: true, output: 1003 });
    assert.deepEqual(pick(await executor.call('times', { a: 1, b: 2 })), { ok: true, output: 2000 });
    assert.equal(imports, 1);
  });

  it('imports by path when the toolkit is not listed', async () => {
    const executor = executorFor(loadTypeScriptModule({ path: reexports, toolkit: 'elsewhere' }).tools);
    assert.deepEqual(pick(await executor.call('plus', { a: 1, b: 2 })), { ok: true, output: 3 });
  });

  it('fails with no_implementation when the export is missing or not a function', async () => {
    const path = join(dir, 'gone.ts');
    writeFileSync(path, '/** Adds. */\nexport function add(a: number): number { return a; }\n');
    const [add] = loadTypeScriptModule({ path }).tools as [ToolDefinitionInput];
    const renamed = {
      ...add,
      name: 'renamed',
      source: { ...add.source!, config: { ...add.source!.config, exportName: 'nothere' } },
    };
    const notFunction = {
      ...add,
      name: 'notfn',
      source: { ...add.source!, config: { ...add.source!.config, exportName: 'VALUE' } },
    };
    writeFileSync(path, 'export const VALUE = 1;\n');
    const executor = executorFor([renamed, notFunction]);
    assert.deepEqual(pick(await executor.call('renamed', { a: 1 })), {
      ok: false,
      error: {
        code: 'no_implementation',
        message: `Tool 'renamed' cannot be run: ${path} has no exported function 'nothere' (no such export). Reload the source if the module changed.`,
      },
    });
    assert.deepEqual(pick(await executor.call('notfn', { a: 1 })), {
      ok: false,
      error: {
        code: 'no_implementation',
        message: `Tool 'notfn' cannot be run: ${path} has no exported function 'VALUE' (it is a number). Reload the source if the module changed.`,
      },
    });
  });

  it('fails with no_implementation when the module cannot be imported or the config is malformed', async () => {
    const missing = join(dir, 'missing.ts');
    const base: ToolDefinitionInput = {
      name: 'ghost',
      description: 'Gone.',
      inputSchema: { type: 'object', properties: {} },
      source: {
        type: 'module',
        id: missing,
        config: { path: missing, exportName: 'ghost', callStyle: 'positional', parameters: [] },
      },
    };
    const broken = {
      ...base,
      name: 'broken',
      source: { type: 'module', id: 'x', config: { path: missing } },
    };
    const executor = executorFor([base, broken]);
    const ghost = await executor.call('ghost', {});
    assert.equal(!ghost.ok && ghost.error.code, 'no_implementation');
    assert.match(
      !ghost.ok ? ghost.error.message : '',
      new RegExp(`^Tool 'ghost' cannot be run: importing ${missing} failed: `),
    );
    assert.deepEqual(pick(await executor.call('broken', {})), {
      ok: false,
      error: {
        code: 'no_implementation',
        message: "Tool 'broken' cannot be run: its source config has no 'exportName'.",
      },
    });
  });

  it('resolves a handler directly, for use without an executor', async () => {
    const stored = store(loadTypeScriptModule({ path: join(fixtures, 'tools.ts') }).tools);
    const resolver = createModuleHandlerResolver();
    assert.equal(resolver.sourceType, 'module');
    const handler = (await resolver.resolve(stored.get('add') as StoredTool)) as ToolHandler;
    const context = { signal: new AbortController().signal, toolName: 'add' };
    assert.equal(await handler({ a: 1, b: 1 }, context), 2);
  });
});

/** The result without its duration. */
function pick(result: { ok: boolean; durationMs: number }): object {
  const { durationMs: _durationMs, ...rest } = result;
  return rest;
}
