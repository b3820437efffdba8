import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { InvalidArgumentError } from '../../errors/invalid-argument-error.ts';
import { ToolLibrary } from '../../library/tool-library.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { SourceLoadError } from '../source-load-error.ts';
import { loadOpenApiSource } from './load-openapi-source.ts';
import { startPetServer, type PetServer } from './test-fixtures/start-pet-server.ts';

const fixture = (name: string): string => fileURLToPath(new URL(`./test-fixtures/${name}`, import.meta.url));
const PETSTORE = fixture('petstore-3.0.yaml');
const TODO = fixture('todo-3.1.json');
const BASE = 'http://pets.example.com/api/v1';

const tool = (tools: ToolDefinitionInput[], name: string): ToolDefinitionInput => {
  const found = tools.find((t) => t.name === name);
  assert.ok(found, `no tool '${name}' among ${tools.map((t) => t.name).join(', ')}`);
  return found;
};

/** Serves `text` as the answer to every request. */
const fakeFetch =
  (text: string): typeof fetch =>
  async () =>
    new Response(text, { status: 200 });

const rejection = async (promise: Promise<unknown>): Promise<Error> => {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof Error);
    return error;
  }
  assert.fail('expected a rejection');
};

const PET_ALL_OF = {
  allOf: [
    {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', examples: ['Rex'] },
        tag: { type: ['string', 'null'], description: 'A free-form label.' },
        status: { type: ['string', 'null'], enum: ['available', 'sold', null] },
        'x-internal-note': { type: 'string', readOnly: true },
      },
    },
    {
      type: 'object',
      required: ['id'],
      properties: { id: { type: 'integer', format: 'int64', readOnly: true } },
    },
  ],
};

describe('loadOpenApiSource: OpenAPI 3.0 YAML from a file', () => {
  let loaded: Awaited<ReturnType<typeof loadOpenApiSource>>;
  before(async () => {
    loaded = await loadOpenApiSource({ spec: PETSTORE, baseUrl: `${BASE}/` });
  });

  it('makes one tool per operation, with unique names, and says what it skipped', () => {
    assert.equal(loaded.sourceId, PETSTORE);
    assert.deepEqual(
      loaded.tools.map((t) => t.name),
      [
        'listPets',
        'createPet',
        'get_pets_by_pet_id',
        'updatePet',
        'deletePet',
        'createCategory',
        'listPets_2',
      ],
    );
    assert.ok(loaded.tools.every((t) => t.source?.type === 'openapi' && t.source.id === PETSTORE));
    assert.deepEqual(loaded.warnings, [
      "DELETE /pets/{petId} (deletePet): left out the cookie parameter 'session' (cookie parameters are not supported)",
      'skipped POST /pets/{petId}/photo (uploadPhoto): its request body is multipart/form-data, not JSON',
      "skipped GET /vets (listVets): it uses the external $ref 'vets.yaml#/components/schemas/Vet' (at #/paths/~1vets/get/responses/200/content/application~1json/schema), which is not followed",
      "the spec declares security schemes but no auth option was given, so requests are sent without credentials. To authenticate, pass auth naming environment variables (never the secret itself) and set them: { type: 'bearer', env: 'PET_STORE_TOKEN' } for 'bearerAuth'; { type: 'header', name: 'X-API-Key', env: 'PET_STORE_API_KEY' } for 'api_key'",
    ]);
  });

  it('folds path, query and header parameters into the input schema', () => {
    const listPets = tool(loaded.tools, 'listPets');
    assert.equal(listPets.description, 'List pets. Returns the pets in the store, newest first. (GET /pets)');
    assert.deepEqual(listPets.tags, ['pets']);
    assert.deepEqual(listPets.inputSchema, {
      type: 'object',
      properties: {
        limit: {
          type: 'integer',
          maximum: 100,
          default: 20,
          exclusiveMinimum: 0,
          description: 'How many pets to return.',
        },
        tags: { type: 'array', items: { type: 'string' }, description: 'Only pets with all of these tags.' },
        'X-Request-Id': { type: 'string', format: 'uuid' },
      },
    });
    assert.deepEqual(listPets.outputSchema, { type: 'array', items: PET_ALL_OF });
    assert.deepEqual(listPets.source?.config, {
      baseUrl: BASE,
      method: 'GET',
      path: '/pets',
      parameters: [
        { name: 'limit', in: 'query' },
        { name: 'tags', in: 'query' },
        { name: 'X-Request-Id', in: 'header' },
      ],
      bodyStyle: 'none',
    });
  });

  it('merges an object body into the top level, converting nullable and dropping readOnly properties', () => {
    const createPet = tool(loaded.tools, 'createPet');
    assert.equal(createPet.description, 'Add a pet (POST /pets)');
    assert.deepEqual(createPet.inputSchema, {
      type: 'object',
      properties: {
        name: { type: 'string', examples: ['Rex'] },
        tag: { type: ['string', 'null'], description: 'A free-form label.' },
        status: { type: ['string', 'null'], enum: ['available', 'sold', null] },
      },
      required: ['name'],
    });
    assert.deepEqual(createPet.outputSchema, PET_ALL_OF);
    assert.deepEqual(createPet.source?.config, {
      baseUrl: BASE,
      method: 'POST',
      path: '/pets',
      parameters: [],
      bodyStyle: 'merged',
      bodyProperties: ['name', 'tag', 'status'],
      bodyRequired: true,
      contentType: 'application/json',
    });
  });

  it('names an operation without operationId from its method and path; resolves refs to parameters and responses', () => {
    const getPet = tool(loaded.tools, 'get_pets_by_pet_id');
    assert.equal(getPet.description, 'Find a pet by id (GET /pets/{petId})');
    assert.deepEqual(getPet.inputSchema, {
      type: 'object',
      properties: { petId: { type: 'integer', format: 'int64', description: "The pet's id." } },
      required: ['petId'],
    });
    assert.deepEqual(getPet.outputSchema, PET_ALL_OF);
  });

  it('wraps a body whose property names clash with a parameter', () => {
    const updatePet = tool(loaded.tools, 'updatePet');
    assert.deepEqual(updatePet.inputSchema, {
      type: 'object',
      properties: {
        petId: { type: 'integer', format: 'int64', description: "The pet's id." },
        body: {
          type: 'object',
          required: ['name'],
          properties: {
            petId: { type: 'integer', description: 'Must match the path.' },
            name: { type: 'string' },
          },
        },
      },
      required: ['petId', 'body'],
    });
    assert.equal(updatePet.outputSchema, undefined, 'a 204 has no output schema');
    assert.deepEqual(updatePet.source?.config, {
      baseUrl: BASE,
      method: 'PUT',
      path: '/pets/{petId}',
      parameters: [{ name: 'petId', in: 'path' }],
      bodyStyle: 'wrapped',
      bodyProperty: 'body',
      bodyRequired: true,
      contentType: 'application/json',
    });
  });

  it('cuts a recursive schema where it recurses', () => {
    const recursive = {
      type: 'object',
      description: 'recursive: Category, the same shape as the enclosing Category',
    };
    const category = tool(loaded.tools, 'createCategory');
    assert.deepEqual(category.inputSchema, {
      type: 'object',
      properties: {
        name: { type: 'string' },
        subcategories: { type: 'array', items: recursive },
      },
      required: ['name'],
    });
    assert.deepEqual(category.outputSchema, {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, subcategories: { type: 'array', items: recursive } },
    });
  });

  it('records auth in each tool, except where the operation declares no security', async () => {
    const withAuth = await loadOpenApiSource({
      spec: PETSTORE,
      baseUrl: BASE,
      auth: { type: 'bearer', env: 'PETSTORE_TOKEN' },
    });
    assert.deepEqual(tool(withAuth.tools, 'listPets').source?.config?.['auth'], {
      type: 'bearer',
      env: 'PETSTORE_TOKEN',
    });
    assert.equal(tool(withAuth.tools, 'deletePet').source?.config?.['auth'], undefined);
    assert.ok(!withAuth.warnings.some((w) => w.includes('security schemes')));
  });
});

describe('loadOpenApiSource: OpenAPI 3.1 JSON', () => {
  it('expands server variables, renames clashing and unusable parameters, and reads +json bodies and 2XX', async () => {
    const loaded = await loadOpenApiSource({ spec: TODO, sourceId: 'todo' });
    assert.deepEqual(loaded.warnings, []);
    assert.equal(loaded.sourceId, 'todo');
    const [update] = loaded.tools;
    assert.ok(update);
    assert.equal(update.name, 'update_todo');
    assert.equal(update.description, 'Update a todo. Only the given fields change. (PATCH /todos/{id})');
    assert.deepEqual(update.inputSchema, {
      type: 'object',
      properties: {
        id: { type: 'string' },
        query_id: { type: 'string', description: 'An idempotency id.' },
        filter_state: { type: 'string', enum: ['open', 'done'] },
        fields: { type: 'array', items: { type: 'string' } },
        body: {
          type: 'object',
          properties: { title: { type: ['string', 'null'] }, done: { type: 'boolean' } },
          additionalProperties: true,
          description: 'The changes.',
        },
      },
      required: ['id'],
    });
    assert.deepEqual(update.outputSchema, {
      type: 'object',
      properties: {
        id: { type: 'string', examples: ['t1'] },
        title: { type: ['string', 'null'] },
        parent: {
          type: 'object',
          description: 'The parent todo. (recursive: Todo, the same shape as the enclosing Todo)',
        },
      },
    });
    assert.deepEqual(update.source, {
      type: 'openapi',
      id: 'todo',
      config: {
        baseUrl: 'https://eu.todo.example.com/v2',
        method: 'PATCH',
        path: '/todos/{id}',
        parameters: [
          { name: 'id', in: 'path' },
          { name: 'id', in: 'query', property: 'query_id' },
          { name: 'filter[state]', in: 'query', property: 'filter_state' },
          { name: 'fields', in: 'query', style: 'form', explode: false },
        ],
        bodyStyle: 'wrapped',
        bodyProperty: 'body',
        bodyRequired: false,
        contentType: 'application/merge-patch+json',
      },
    });
  });
});

describe('loadOpenApiSource: from a URL', () => {
  let server: PetServer;
  before(async () => {
    server = await startPetServer();
  });
  after(() => server.close());

  it('tells YAML by its content and resolves a relative server URL against the spec URL', async () => {
    const spec = `${server.url}/specs/petstore`;
    const loaded = await loadOpenApiSource({ spec });
    assert.equal(loaded.sourceId, spec);
    assert.equal(loaded.tools.length, 7);
    assert.equal(tool(loaded.tools, 'listPets').source?.config?.['baseUrl'], `${server.url}/api/v1`);
    const fromFile = await loadOpenApiSource({ spec: PETSTORE, baseUrl: `${server.url}/api/v1` });
    assert.deepEqual(
      loaded.tools.map((t) => t.inputSchema),
      fromFile.tools.map((t) => t.inputSchema),
    );
  });

  it('reads JSON from a URL', async () => {
    const loaded = await loadOpenApiSource({ spec: `${server.url}/specs/todo.json` });
    assert.deepEqual(
      loaded.tools.map((t) => t.name),
      ['update_todo'],
    );
  });

  it('fails with SourceLoadError when the URL answers 404', async () => {
    const error = await rejection(loadOpenApiSource({ spec: `${server.url}/specs/missing.yaml` }));
    assert.ok(error instanceof SourceLoadError);
    assert.equal(
      error.message,
      `Cannot load the tool source '${server.url}/specs/missing.yaml': GET ${server.url}/specs/missing.yaml returned 404 Not Found`,
    );
  });
});

describe('loadOpenApiSource: failures', () => {
  it('fails on a $ref that points to nothing, naming the ref and where it is used, and leaves the library as it was', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    try {
      const good = await loadOpenApiSource({ spec: PETSTORE, baseUrl: BASE, sourceId: 'pets' });
      lib.syncSource(good);
      const before = lib.list();
      const error = await rejection(
        (async () =>
          lib.syncSource(await loadOpenApiSource({ spec: fixture('broken-ref.yaml'), sourceId: 'pets' })))(),
      );
      assert.ok(error instanceof SourceLoadError);
      assert.equal(error.code, 'source_load_failed');
      assert.equal(
        error.message,
        `Cannot load the tool source '${fixture('broken-ref.yaml')}': the $ref '#/components/schemas/Owner' (used at #/components/schemas/Thing/properties/owner) points to nothing`,
      );
      assert.deepEqual(lib.list(), before);
    } finally {
      lib.close();
    }
  });

  it('fails with a clear SourceLoadError when the URL cannot be reached', async () => {
    const error = await rejection(loadOpenApiSource({ spec: 'http://127.0.0.1:1/spec.json' }));
    assert.ok(error instanceof SourceLoadError);
    assert.equal(
      error.message,
      "Cannot load the tool source 'http://127.0.0.1:1/spec.json': could not fetch http://127.0.0.1:1/spec.json (fetch failed: bad port)",
    );

    const closed = await startPetServer();
    await closed.close();
    const refused = await rejection(loadOpenApiSource({ spec: `${closed.url}/spec.json` }));
    assert.ok(refused instanceof SourceLoadError);
    assert.match(
      refused.message,
      /could not fetch http:\/\/127\.0\.0\.1:\d+\/spec\.json \(fetch failed: connect ECONNREFUSED/,
    );
  });

  it('reports the line and column of a YAML or JSON syntax error', async () => {
    const yaml = await rejection(loadOpenApiSource({ spec: fixture('unparsable-yaml.txt') }));
    assert.ok(yaml instanceof SourceLoadError);
    assert.equal(
      yaml.message,
      `Cannot load the tool source '${fixture('unparsable-yaml.txt')}': it is not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ] at line 5, column 1: paths: {}`,
    );
    const json = await rejection(loadOpenApiSource({ spec: fixture('unparsable-json.txt') }));
    assert.ok(json instanceof SourceLoadError);
    assert.match(json.message, /it is not valid JSON: .* \(line 4 column 3\)$/);
  });

  it('fails when the file does not exist', async () => {
    const error = await rejection(loadOpenApiSource({ spec: fixture('nope.yaml') }));
    assert.ok(error instanceof SourceLoadError);
    assert.match(error.message, /the file does not exist$/);
  });

  it('fails when a file spec has only a relative server URL and no baseUrl is given', async () => {
    const error = await rejection(loadOpenApiSource({ spec: PETSTORE }));
    assert.ok(error instanceof SourceLoadError);
    assert.match(
      error.message,
      /there is no base URL for the calls: its server URL '\/api\/v1' is relative and the spec was read from a file, .*Pass the baseUrl option\.$/,
    );
  });

  it('refuses Swagger 2.0 and documents that are not OpenAPI', async () => {
    const swagger = await rejection(
      loadOpenApiSource({ spec: 'http://specs.test/s', fetch: fakeFetch('swagger: "2.0"\npaths: {}\n') }),
    );
    assert.match(swagger.message, /it is a Swagger 2\.0 document; only OpenAPI 3\.0 and 3\.1 are supported/);
    const other = await rejection(
      loadOpenApiSource({ spec: 'http://specs.test/s', fetch: fakeFetch('{"name": "not a spec"}') }),
    );
    assert.match(other.message, /it is not an OpenAPI 3 document \(its 'openapi' field is null/);
    const scalar = await rejection(
      loadOpenApiSource({ spec: 'http://specs.test/s', fetch: fakeFetch('hello') }),
    );
    assert.match(scalar.message, /its top level is not an object/);
  });

  it('refuses malformed auth and baseUrl options', async () => {
    const auth = await rejection(
      loadOpenApiSource({ spec: PETSTORE, baseUrl: BASE, auth: { type: 'bearer' } as never }),
    );
    assert.ok(auth instanceof InvalidArgumentError);
    assert.match(auth.message, /^Invalid auth: a bearer auth needs `env`/);
    const baseUrl = await rejection(loadOpenApiSource({ spec: PETSTORE, baseUrl: 'pets.example.com' }));
    assert.ok(baseUrl instanceof InvalidArgumentError);
  });

  it('reads spec text served with any extension or none, and skips operations with an external path item', async () => {
    const spec = JSON.stringify({
      openapi: '3.0.1',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.test' }],
      paths: {
        '/a': { $ref: 'other.json#/paths/~1a' },
        '/b': { get: { responses: { '200': { description: 'ok' } } } },
      },
    });
    const loaded = await loadOpenApiSource({ spec: 'https://api.test/openapi.yaml', fetch: fakeFetch(spec) });
    assert.deepEqual(
      loaded.tools.map((t) => t.name),
      ['get_b'],
    );
    assert.deepEqual(loaded.warnings, [
      "skipped every operation of /a: it uses the external $ref 'other.json#/paths/~1a' (at #/paths/~1a), which is not followed",
    ]);
  });
});

describe('loadOpenApiSource: servers', () => {
  it('uses the origin of the spec URL when the spec declares no servers', async () => {
    const spec = JSON.stringify({
      openapi: '3.0.0',
      info: { title: 'T', version: '1' },
      paths: { '/b': { get: { responses: {} } } },
    });
    const loaded = await loadOpenApiSource({ spec: 'https://api.test/docs/openapi', fetch: fakeFetch(spec) });
    assert.equal(loaded.tools[0]?.source?.config?.['baseUrl'], 'https://api.test');
  });
});
