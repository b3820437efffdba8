import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ToolLibrary } from '../../library/tool-library.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';
import { createToolExecutor, type ToolExecutor } from '../../tool/tool-executor.ts';
import { createOpenApiHandlerResolver } from './create-openapi-handler-resolver.ts';
import { loadOpenApiSource } from './load-openapi-source.ts';
import { startPetServer, type PetServer } from './test-fixtures/start-pet-server.ts';

const PETSTORE = fileURLToPath(new URL('./test-fixtures/petstore-3.0.yaml', import.meta.url));

describe('createOpenApiHandlerResolver', () => {
  let server: PetServer;
  let lib: ToolLibrary;
  let executor: ToolExecutor;
  const env: Record<string, string | undefined> = { PETSTORE_TOKEN: 's3cret' };

  const lastRequest = () => {
    const request = server.requests.at(-1);
    assert.ok(request, 'the server received no request');
    return request;
  };

  before(async () => {
    server = await startPetServer();
    lib = ToolLibrary.open({ path: ':memory:' });
    lib.syncSource(
      await loadOpenApiSource({
        spec: `${server.url}/specs/petstore`,
        auth: { type: 'bearer', env: 'PETSTORE_TOKEN' },
      }),
    );
    lib.syncSource(
      await loadOpenApiSource({ spec: `${server.url}/specs/todo.json`, baseUrl: `${server.url}/v2` }),
    );
    executor = createToolExecutor({
      lookup: (name) => lib.get(name),
      resolvers: [createOpenApiHandlerResolver({ env })],
    });
  });
  after(async () => {
    await executor.close();
    lib.close();
    await server.close();
  });

  it('sends query parameters (arrays repeated), headers and the bearer token, and returns the parsed JSON', async () => {
    const result = await executor.call('listPets', {
      limit: 2,
      tags: ['small', 'brown'],
      'X-Request-Id': '3f1c2a4e-0000-4000-8000-000000000001',
    });
    assert.deepEqual(result.ok && result.output, [{ id: 1, name: 'Rex', tag: null, status: 'available' }]);
    const request = lastRequest();
    assert.equal(request.method, 'GET');
    assert.equal(request.url, '/api/v1/pets?limit=2&tags=small&tags=brown');
    assert.equal(request.headers['x-request-id'], '3f1c2a4e-0000-4000-8000-000000000001');
    assert.equal(request.headers['authorization'], 'Bearer s3cret');
    assert.equal(request.body, '');
  });

  it('sends a merged body as JSON', async () => {
    const result = await executor.call('createPet', { name: 'Rex', tag: null });
    assert.deepEqual(result.ok && result.output, { id: 2, name: 'Rex', tag: null });
    const request = lastRequest();
    assert.equal(request.method, 'POST');
    assert.equal(request.url, '/api/v1/pets');
    assert.equal(request.headers['content-type'], 'application/json');
    assert.deepEqual(JSON.parse(request.body), { name: 'Rex', tag: null });
  });

  it('substitutes path parameters and sends a wrapped body; an empty answer is null', async () => {
    const result = await executor.call('updatePet', { petId: 7, body: { petId: 7, name: 'Max' } });
    assert.equal(result.ok && result.output, null);
    const request = lastRequest();
    assert.equal(request.method, 'PUT');
    assert.equal(request.url, '/api/v1/pets/7');
    assert.deepEqual(JSON.parse(request.body), { petId: 7, name: 'Max' });
  });

  it('returns a non-2xx answer as an http_error result with status and body', async () => {
    const result = await executor.call('get_pets_by_pet_id', { petId: 404 });
    assert.deepEqual(
      { ...result, durationMs: 0 },
      {
        ok: false,
        error: {
          code: 'http_error',
          message: 'GET /pets/404 returned 404 Not Found: {"message":"no pet 404"}',
          details: { status: 404, statusText: 'Not Found', body: { message: 'no pet 404' } },
        },
        durationMs: 0,
      },
    );
  });

  it('URL-encodes path parameters and serializes query parameters by their style', async () => {
    const result = await executor.call('update_todo', {
      id: 'a/b c',
      query_id: 'k1',
      filter_state: 'open',
      fields: ['title', 'done'],
      body: { title: 'Walk' },
    });
    assert.deepEqual(result.ok && result.output, { id: 'a/b c', title: 'Walk the dog' });
    const request = lastRequest();
    assert.equal(request.method, 'PATCH');
    const url = new URL(request.url, server.url);
    assert.equal(url.pathname, '/v2/todos/a%2Fb%20c');
    assert.deepEqual(
      [...url.searchParams],
      [
        ['id', 'k1'],
        ['filter[state]', 'open'],
        ['fields', 'title,done'],
      ],
    );
    assert.equal(request.headers['content-type'], 'application/merge-patch+json');
    assert.deepEqual(JSON.parse(request.body), { title: 'Walk' });
    assert.equal(request.headers['authorization'], undefined);
  });

  it('fails with missing_credentials naming the variable when it is not set, without sending anything', async () => {
    const count = server.requests.length;
    const noEnv = createToolExecutor({
      lookup: (name) => lib.get(name),
      resolvers: [createOpenApiHandlerResolver({ env: {} })],
    });
    const result = await noEnv.call('listPets', {});
    assert.equal(result.ok, false);
    assert.equal(!result.ok && result.error.code, 'missing_credentials');
    assert.match(
      !result.ok ? result.error.message : '',
      /environment variable PETSTORE_TOKEN, which is not set/,
    );
    assert.deepEqual(!result.ok && result.error.details, { variable: 'PETSTORE_TOKEN' });
    assert.equal(server.requests.length, count);

    const open = await noEnv.call('deletePet', { petId: 7 });
    assert.equal(open.ok, true, 'an operation with security: [] needs no credentials');
    assert.equal(lastRequest().method, 'DELETE');
    assert.equal(lastRequest().headers['authorization'], undefined);
  });

  it('reads credentials at call time', async () => {
    env['PETSTORE_TOKEN'] = 'rotated';
    try {
      await executor.call('get_pets_by_pet_id', { petId: 1 });
      assert.equal(lastRequest().headers['authorization'], 'Bearer rotated');
    } finally {
      env['PETSTORE_TOKEN'] = 's3cret';
    }
  });

  it('returns text answers as text', async () => {
    const tools = await loadOpenApiSource({
      spec: PETSTORE,
      baseUrl: `${server.url}/text`,
      sourceId: 'text',
    });
    const listPets = tools.tools.find((t) => t.name === 'listPets');
    assert.ok(listPets);
    const textExecutor = createToolExecutor({
      lookup: () =>
        ({ ...listPets, cost: 0, tags: [], version: 1, createdAt: '', updatedAt: '' }) as StoredTool,
      resolvers: [createOpenApiHandlerResolver({ env })],
    });
    const result = await textExecutor.call('listPets', {});
    assert.equal(result.ok && result.output, 'plain words');
  });

  it('reports an unreachable server as upstream_error and a slow one as timeout', async () => {
    const closed = await startPetServer();
    await closed.close();
    const lookupIn = async (baseUrl: string) => {
      const loaded = await loadOpenApiSource({ spec: PETSTORE, baseUrl });
      return (name: string) => {
        const found = loaded.tools.find((t) => t.name === name);
        return found && ({ ...found, version: 1, createdAt: '', updatedAt: '' } as StoredTool);
      };
    };
    const down = createToolExecutor({
      lookup: await lookupIn(`${closed.url}/api/v1`),
      resolvers: [createOpenApiHandlerResolver({ env })],
    });
    const unreachable = await down.call('deletePet', { petId: 1 });
    assert.equal(!unreachable.ok && unreachable.error.code, 'upstream_error');
    assert.match(
      !unreachable.ok ? unreachable.error.message : '',
      /^DELETE \/pets\/1 failed: could not reach http:\/\/127\.0\.0\.1:\d+ \(fetch failed: connect ECONNREFUSED/,
    );

    const slow = createToolExecutor({
      lookup: await lookupIn(`${server.url}/slow`),
      resolvers: [createOpenApiHandlerResolver({ env, timeoutMs: 100 })],
    });
    const late = await slow.call('deletePet', { petId: 1 });
    assert.equal(!late.ok && late.error.code, 'timeout');
    assert.equal(!late.ok && late.error.message, 'DELETE /pets/1 did not answer within 100 ms.');
  });

  it('refuses a tool whose stored config is not usable', async () => {
    const broken = createToolExecutor({
      lookup: (name) => ({
        name,
        description: 'x',
        inputSchema: { type: 'object' },
        cost: 0,
        tags: [],
        source: { type: 'openapi', id: 'x', config: { method: 'GET' } },
        version: 1,
        createdAt: '',
        updatedAt: '',
      }),
      resolvers: [createOpenApiHandlerResolver({ env })],
    });
    const result = await broken.call('broken', {});
    assert.equal(!result.ok && result.error.code, 'no_implementation');
    assert.equal(
      !result.ok && result.error.message,
      "Tool 'broken' cannot be called: its source config has no http(s) 'baseUrl'. Load its OpenAPI spec again.",
    );
  });
});
