import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { ToolwiseError } from '../errors/toolwise-error.ts';
import type { ToolDefinitionInput } from '../tool/tool-definition.ts';
import { ToolLibrary } from './tool-library.ts';

const weather: ToolDefinitionInput = {
  name: 'getWeatherForecast',
  description: 'Weather forecast for a city for the next days.',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string', description: 'City name' }, days: { type: 'integer' } },
    required: ['city'],
  },
  tags: ['weather'],
};

const sqrt: ToolDefinitionInput = {
  name: 'sqrt',
  description: 'Square root of a number.',
  inputSchema: { type: 'object', properties: { number: { type: 'number' } }, required: ['number'] },
};

let dir: string;
let clockTick = 0;
const clock = () => new Date(Date.UTC(2026, 0, 1, 0, 0, clockTick++));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolwise-lib-'));
  clockTick = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('ToolLibrary CRUD', () => {
  it('creates, reads, updates with versions, and removes while keeping history', () => {
    const lib = ToolLibrary.open({ path: join(dir, 'lib.sqlite'), clock });
    const created = lib.create(weather);
    assert.equal(created.version, 1);
    assert.equal(created.cost, 0);
    assert.deepEqual(created.source, { type: 'manual', id: 'manual' });
    assert.equal(created.createdAt, '2026-01-01T00:00:00.000Z');

    const updated = lib.update('getWeatherForecast', {
      description: 'Forecast of the weather in a city.',
      cost: 0.01,
    });
    assert.equal(updated.version, 2);
    assert.equal(updated.cost, 0.01);
    assert.equal(updated.createdAt, created.createdAt);
    assert.notEqual(updated.updatedAt, created.updatedAt);
    assert.equal(lib.get('getWeatherForecast')?.description, 'Forecast of the weather in a city.');

    const same = lib.update('getWeatherForecast', { cost: 0.01 });
    assert.equal(same.version, 2, 'an update that changes nothing writes no version');

    lib.remove('getWeatherForecast');
    assert.equal(lib.get('getWeatherForecast'), undefined);
    const history = lib.history('getWeatherForecast');
    assert.deepEqual(
      history.map((h) => [h.version, h.change]),
      [
        [1, 'created'],
        [2, 'updated'],
        [3, 'deleted'],
      ],
    );
    assert.equal(history[0]?.definition.description, weather.description);

    const again = lib.create(weather);
    assert.equal(again.version, 4, 'a re-created tool continues its history');
    lib.close();
  });

  it('refuses duplicates, unknown names and invalid definitions with typed errors, changing nothing', () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    lib.create(sqrt);
    assert.throws(() => lib.create(sqrt), { code: 'duplicate_tool' });
    assert.throws(() => lib.update('nope', { description: 'x' }), { code: 'tool_not_found' });
    assert.throws(() => lib.remove('nope'), { code: 'tool_not_found' });
    assert.throws(
      () => lib.create({ ...sqrt, name: 'bad name!' }),
      (e: unknown) =>
        ToolwiseError.isInstance(e) && e.code === 'invalid_tool_definition' && /name/.test(e.message),
    );
    assert.throws(
      () => lib.create({ ...sqrt, name: 'arr', inputSchema: { type: 'array' } as never }),
      /inputSchema\.type: must be "object"/,
    );
    assert.throws(
      () => lib.update('sqrt', { inputSchema: { type: 'object', required: ['x'] } }),
      /names 'x'/,
    );
    assert.equal(lib.get('sqrt')?.version, 1);
    assert.equal(lib.count(), 1);
    lib.close();
  });

  it('suggests close names for an unknown tool', () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    lib.create(weather);
    assert.throws(() => lib.require('weather'), /Did you mean 'getWeatherForecast'/);
    lib.close();
  });

  it('lists with filters', () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    lib.create(weather);
    lib.create({ ...sqrt, tags: ['math'], source: { type: 'module', id: '/m.ts' } });
    assert.deepEqual(
      lib.list().map((t) => t.name),
      ['getWeatherForecast', 'sqrt'],
    );
    assert.deepEqual(
      lib.list({ tag: 'math' }).map((t) => t.name),
      ['sqrt'],
    );
    assert.deepEqual(
      lib.list({ source: '/m.ts' }).map((t) => t.name),
      ['sqrt'],
    );
    assert.deepEqual(
      lib.list({ sourceType: 'manual' }).map((t) => t.name),
      ['getWeatherForecast'],
    );
    assert.deepEqual(
      lib.list({ nameContains: 'WEATHER' }).map((t) => t.name),
      ['getWeatherForecast'],
    );
    assert.deepEqual(
      lib.list({ limit: 1, offset: 1 }).map((t) => t.name),
      ['sqrt'],
    );
    lib.syncSource(
      { sourceId: 'x', tools: [], warnings: [] },
      { origin: { kind: 'definitions', options: { path: '/x.json' } } },
    );
    assert.deepEqual(lib.sources(), [
      { sourceId: '/m.ts', sourceType: 'module', tools: 1 },
      { sourceId: 'manual', sourceType: 'manual', tools: 1 },
      {
        sourceId: 'x',
        sourceType: 'definitions',
        tools: 0,
        origin: { kind: 'definitions', options: { path: '/x.json' } },
        syncedAt: lib.sources()[2]?.syncedAt,
      },
    ]);
    assert.deepEqual(lib.removeSource('/m.ts'), ['sqrt']);
    assert.equal(lib.get('sqrt'), undefined);
    lib.close();
  });
});

describe('ToolLibrary.syncSource', () => {
  const source = { type: 'definition', id: 'file:/tools.json' };
  it('creates, updates, removes and leaves unchanged tools of one source', () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    const first = lib.syncSource({
      sourceId: source.id,
      tools: [
        { ...sqrt, source },
        { ...weather, source },
      ],
      warnings: [],
    });
    assert.deepEqual(first.created.sort(), ['getWeatherForecast', 'sqrt']);
    const second = lib.syncSource({
      sourceId: source.id,
      tools: [{ ...sqrt, source, description: 'The square root.' }],
      warnings: ['w'],
    });
    assert.deepEqual(second, {
      sourceId: source.id,
      created: [],
      updated: ['sqrt'],
      removed: ['getWeatherForecast'],
      unchanged: [],
      warnings: ['w'],
    });
    const third = lib.syncSource({
      sourceId: source.id,
      tools: [{ ...sqrt, source, description: 'The square root.' }],
      warnings: [],
    });
    assert.deepEqual(third.unchanged, ['sqrt']);
    assert.equal(lib.get('sqrt')?.version, 2);
    lib.close();
  });

  it('fails whole when a name belongs to another source', () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    lib.create(sqrt);
    assert.throws(
      () =>
        lib.syncSource({
          sourceId: source.id,
          tools: [
            { ...weather, source },
            { ...sqrt, source },
          ],
          warnings: [],
        }),
      { code: 'duplicate_tool', message: /from source 'manual'; 'file:\/tools.json' offers one too/ },
    );
    assert.equal(lib.get('getWeatherForecast'), undefined, 'nothing of the failed sync was written');
    lib.close();
  });
});

describe('ToolLibrary files', () => {
  it('persists across opens, and a second connection sees changes', () => {
    const path = join(dir, 'lib.sqlite');
    const a = ToolLibrary.open({ path });
    const b = ToolLibrary.open({ path });
    a.create(sqrt);
    assert.equal(b.get('sqrt')?.name, 'sqrt');
    a.close();
    b.close();
    const c = ToolLibrary.open({ path });
    assert.equal(c.count(), 1);
    c.close();
  });

  it('refuses a file that is not a library', () => {
    const path = join(dir, 'junk.sqlite');
    writeFileSync(path, 'this is not sqlite '.repeat(100));
    assert.throws(
      () => ToolLibrary.open({ path }),
      (e: unknown) =>
        ToolwiseError.isInstance(e) && e.code === 'library_open_failed' && e.message.includes(path),
    );
  });
});

describe('ToolLibrary.search (lexical)', () => {
  it('finds tools by split name words, stems, and parameters, and returns only matches', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    lib.create(weather);
    lib.create(sqrt);
    const hits = await lib.search('weather forecasts');
    assert.deepEqual(
      hits.map((h) => h.tool.name),
      ['getWeatherForecast'],
    );
    assert.ok(hits[0]!.score > 0 && hits[0]!.score < 1);
    assert.deepEqual(
      (await lib.search('city')).map((h) => h.tool.name),
      ['getWeatherForecast'],
    );
    assert.deepEqual(await lib.search('zebra'), []);
    assert.deepEqual(
      await lib.search('the of and', { minScore: 0.01 }),
      [],
      'stopword-only queries score near 0',
    );
    assert.deepEqual((await lib.search('square root', { minScore: 0.99 })).length, 0);
    assert.deepEqual((await lib.search('root', { exclude: ['sqrt'] })).length, 0);
    assert.deepEqual((await lib.search('root', { tags: ['weather'] })).length, 0);
    await assert.rejects(lib.search('root', { method: 'dense' }), { code: 'invalid_argument' });
    lib.close();
  });

  it('searches many queries and fuses the results', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    lib.create(weather);
    lib.create(sqrt);
    const result = await lib.searchMany(['weather in Paris', 'square root of 2']);
    assert.deepEqual(
      result.perQuery.map((q) => q.hits.map((h) => h.tool.name)),
      [['getWeatherForecast'], ['sqrt']],
    );
    assert.deepEqual(result.fused.map((h) => h.tool.name).sort(), ['getWeatherForecast', 'sqrt']);
    lib.close();
  });
});
