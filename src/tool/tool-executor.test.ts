import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import { defineTool } from './define-tool.ts';
import { createSchemaValidator } from './schema-validator.ts';
import { ToolExecutionError } from './tool-call-result.ts';
import type { StoredTool } from './tool-definition.ts';
import type { HandlerResolver } from './tool-handler.ts';
import { createToolExecutor } from './tool-executor.ts';
import { validateToolDefinition } from './validate-tool-definition.ts';

const validator = createSchemaValidator();

function stored(...tools: Parameters<typeof validateToolDefinition>[0][]): Map<string, StoredTool> {
  return new Map(
    tools.map((t) => {
      const d = validateToolDefinition(t, validator);
      return [d.name, { ...d, version: 1, createdAt: '', updatedAt: '' }];
    }),
  );
}

const add = defineTool({
  name: 'add',
  description: 'Add two numbers.',
  input: z.object({ a: z.number(), b: z.number() }),
  execute: ({ a, b }) => a + b,
});

describe('createToolExecutor', () => {
  it('validates arguments with the JSON Schema before running the handler', async () => {
    let ran = 0;
    const tools = stored(add.definition);
    const executor = createToolExecutor({
      lookup: (n) => tools.get(n),
      handlers: {
        add: (input, ctx) => {
          ran++;
          return add.execute(input, ctx);
        },
      },
    });
    assert.deepEqual(await executor.call('add', { a: 2, b: 3 }).then((r) => r.ok && r.output), 5);
    const bad = await executor.call('add', { a: 'two', b: 3 });
    assert.equal(bad.ok, false);
    assert.equal(!bad.ok && bad.error.code, 'invalid_arguments');
    assert.match(!bad.ok ? bad.error.message : '', /\/a must be number/);
    assert.deepEqual(!bad.ok && bad.error.details, { issues: [{ path: '/a', message: 'must be number' }] });
    const missing = await executor.call('add', { a: 1 });
    assert.match(!missing.ok ? missing.error.message : '', /missing required property 'b'/);
    const notObject = await executor.call('add', [1, 2]);
    assert.match(!notObject.ok ? notObject.error.message : '', /must be a JSON object, got an array/);
    assert.equal(ran, 1, 'the handler ran only for valid arguments');
  });

  it('reports unknown tools, missing implementations and thrown errors as results', async () => {
    const tools = stored(
      add.definition,
      {
        name: 'described_only',
        description: 'A tool from a definition file.',
        inputSchema: { type: 'object' },
        source: { type: 'definition', id: '/tools.json' },
      },
      { name: 'boom', description: 'Fails.', inputSchema: { type: 'object' } },
    );
    const executor = createToolExecutor({
      lookup: (n) => tools.get(n),
      handlers: {
        boom: () => {
          throw new ToolExecutionError({
            code: 'http_error',
            message: 'GET /x returned 404',
            details: { status: 404 },
          });
        },
      },
    });
    const unknown = await executor.call('nope', {});
    assert.deepEqual(!unknown.ok && unknown.error, {
      code: 'unknown_tool',
      message: "No tool named 'nope' in the library.",
    });
    const none = await executor.call('described_only', {});
    assert.equal(!none.ok && none.error.code, 'no_implementation');
    assert.match(!none.ok ? none.error.message : '', /no implementation attached/);
    const boom = await executor.call('boom', {});
    assert.deepEqual(!boom.ok && boom.error, {
      code: 'http_error',
      message: 'GET /x returned 404',
      details: { status: 404 },
    });
  });

  it('turns other exceptions into execution_failed', async () => {
    const tools = stored({ name: 'thrower', description: 'Throws.', inputSchema: { type: 'object' } });
    const executor = createToolExecutor({
      lookup: (n) => tools.get(n),
      handlers: {
        thrower: () => {
          throw new RangeError('number must be >= 0');
        },
      },
    });
    const r = await executor.call('thrower', {});
    assert.deepEqual(!r.ok && r.error, {
      code: 'execution_failed',
      message: "Tool 'thrower' failed: number must be >= 0",
    });
  });

  it('stops a call at its time limit and aborts the work through the signal', async () => {
    const tools = stored({ name: 'slow', description: 'Slow.', inputSchema: { type: 'object' } });
    let sawAbort = false;
    const executor = createToolExecutor({
      lookup: (n) => tools.get(n),
      timeoutMs: 30,
      handlers: {
        slow: (_input, { signal }) =>
          new Promise((resolve) => {
            const timer = setTimeout(resolve, 10_000);
            signal.addEventListener('abort', () => {
              sawAbort = true;
              clearTimeout(timer);
            });
          }),
      },
    });
    const r = await executor.call('slow', {});
    assert.equal(!r.ok && r.error.code, 'timeout');
    assert.match(!r.ok ? r.error.message : '', /did not finish within 30 ms/);
    assert.ok(sawAbort, 'the handler saw the abort and stopped its work');
  });

  it('reports a caller cancellation as aborted', async () => {
    const tools = stored({ name: 'wait', description: 'Waits.', inputSchema: { type: 'object' } });
    const executor = createToolExecutor({
      lookup: (n) => tools.get(n),
      handlers: {
        wait: (_i, { signal }) =>
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
      },
    });
    const controller = new AbortController();
    const pending = executor.call('wait', {}, { signal: controller.signal });
    controller.abort();
    const r = await pending;
    assert.equal(!r.ok && r.error.code, 'aborted');
  });

  it('binds handlers through resolvers by source type, once per version', async () => {
    const tools = stored({
      name: 'echo',
      description: 'Echo.',
      inputSchema: { type: 'object', properties: { x: { type: 'string' } } },
      source: { type: 'test', id: 't' },
    });
    let resolved = 0;
    const resolver: HandlerResolver = {
      sourceType: 'test',
      resolve: () => {
        resolved++;
        return (input) => input['x'];
      },
    };
    const executor = createToolExecutor({ lookup: (n) => tools.get(n), resolvers: [resolver] });
    assert.equal(await executor.call('echo', { x: 'hi' }).then((r) => r.ok && r.output), 'hi');
    await executor.call('echo', { x: 'again' });
    assert.equal(resolved, 1);
  });
});
