import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, describe, it } from 'node:test';
import { ToolLibrary } from '../../library/tool-library.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import { loadDefinitionFile } from './load-definition-file.ts';

const fixture = (name: string): string => join(import.meta.dirname, 'test-fixtures', name);
const scratch = mkdtempSync(join(tmpdir(), 'toolwise-defs-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const write = (name: string, text: string): string => {
  const path = join(scratch, name);
  writeFileSync(path, text);
  return path;
};

describe('loadDefinitionFile: OpenAI format', () => {
  it('reads wrapped and bare function tools, skipping invalid entries and repeated names with warnings', () => {
    const loaded = loadDefinitionFile({ path: fixture('openai-tools.json') });
    assert.equal(loaded.sourceId, resolve(fixture('openai-tools.json')));
    assert.deepEqual(
      loaded.tools.map((t) => t.name),
      ['get_weather', 'convert_currency', 'list_holidays'],
    );
    const [weather, currency, holidays] = loaded.tools;
    assert.equal(weather?.description, 'Current weather for a city.');
    assert.deepEqual(weather?.inputSchema.required, ['city']);
    assert.deepEqual(weather?.source, {
      type: 'definition',
      id: loaded.sourceId,
      config: { format: 'openai' },
    });
    assert.equal(currency?.inputSchema.type, 'object', 'a missing type is filled in');
    assert.equal('$schema' in (currency?.inputSchema ?? {}), false);
    assert.deepEqual(holidays?.inputSchema, { type: 'object', properties: {} });
    assert.equal(holidays?.description, '');
    assert.equal(loaded.warnings.length, 4);
    assert.match(loaded.warnings[0] ?? '', /^entry 3: skipped, .*name.*must be a string/);
    assert.match(loaded.warnings[1] ?? '', /^entry 4: skipped, .*not a valid tool name/);
    assert.match(loaded.warnings[2] ?? '', /^entry 5: skipped, .*scalar_input.*must be "object"/);
    assert.match(
      loaded.warnings[3] ?? '',
      /^entry 6: skipped, a tool named 'get_weather' is already defined by entry 0/,
    );
  });

  it('reads a single tool object and honours an explicit source id', () => {
    const path = write('one.json', JSON.stringify({ name: 'ping', description: 'Ping a host.' }));
    const loaded = loadDefinitionFile({ path, sourceId: 'defs:ping' });
    assert.equal(loaded.sourceId, 'defs:ping');
    assert.deepEqual(loaded.tools[0]?.source, {
      type: 'definition',
      id: 'defs:ping',
      config: { format: 'openai' },
    });
  });
});

describe('loadDefinitionFile: Anthropic format', () => {
  it('reads custom tools and skips server tools and bad schemas', () => {
    const loaded = loadDefinitionFile({ path: fixture('anthropic-tools.json') });
    assert.deepEqual(
      loaded.tools.map((t) => t.name),
      ['search_flights', 'book_hotel'],
    );
    assert.deepEqual(loaded.tools[0]?.inputSchema.required, ['origin', 'destination', 'date']);
    assert.equal(loaded.tools[0]?.source?.config?.['format'], 'anthropic');
    assert.match(loaded.warnings[0] ?? '', /^entry 2: skipped, .*web_search.*server tool/);
    assert.match(loaded.warnings[1] ?? '', /^entry 3: skipped, .*input_schema.*must be a JSON Schema object/);
  });
});

describe('loadDefinitionFile: ToolBench format', () => {
  it('pools the APIs of a query file, dedupes pairs and disambiguates colliding names', () => {
    const loaded = loadDefinitionFile({ path: fixture('toolbench-queries.json') });
    assert.deepEqual(
      loaded.tools.map((t) => t.name),
      [
        'songkick_concert_for_theclique',
        'songkick_artist_for_theclique',
        'search_for_flower_shop',
        'search_for_flower_shop_2',
      ],
    );
    const [concert, artist, search, otherSearch] = loaded.tools;
    assert.equal(concert?.description, 'Concert info', 'the first copy of a repeated API is kept');
    assert.deepEqual(concert?.tags, ['Data', 'TheClique']);
    assert.deepEqual(concert?.source?.config, { format: 'toolbench' });
    assert.equal(artist?.description, 'Songkick artist');
    assert.deepEqual(artist?.inputSchema, {
      type: 'object',
      properties: {
        artist_id: { type: 'string' },
        limit: { type: 'number', description: 'How many', default: 10 },
        verbose: { type: 'boolean' },
      },
      required: ['artist_id'],
    });
    assert.deepEqual(search?.outputSchema, {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } },
        },
      },
    });
    assert.equal(otherSearch?.description, 'Search the other flower shop.');
    assert.deepEqual(loaded.warnings, [
      'entry 1, api_list[3]: skipped, Invalid tool definition at tool_name: must be a non-empty string',
    ]);
  });

  it('reads a bare API list, auto-detected or named', () => {
    for (const format of ['auto', 'toolbench'] as const) {
      const loaded = loadDefinitionFile({ path: fixture('toolbench-apis.json'), format });
      assert.deepEqual(
        loaded.tools.map((t) => t.name),
        ['listquotes_for_currency_exchange', 'exchange_for_currency_exchange'],
      );
      assert.equal(loaded.tools[0]?.outputSchema, undefined);
    }
  });

  it('warns about every entry when told a format the file is not in', () => {
    const loaded = loadDefinitionFile({ path: fixture('toolbench-apis.json'), format: 'anthropic' });
    assert.deepEqual(loaded.tools, []);
    assert.equal(loaded.warnings.length, 2);
    assert.match(loaded.warnings[0] ?? '', /^entry 0: skipped, .*at name: must be a string/);
  });
});

describe('loadDefinitionFile: bad files', () => {
  it('fails on a missing file, a directory and malformed JSON, naming line and column', () => {
    assert.throws(() => loadDefinitionFile({ path: join(scratch, 'nope.json') }), {
      code: 'source_load_failed',
      message: /nope\.json.*does not exist/,
    });
    assert.throws(() => loadDefinitionFile({ path: scratch }), {
      code: 'source_load_failed',
      message: /directory/,
    });
    assert.throws(() => loadDefinitionFile({ path: fixture('malformed.json.txt') }), {
      code: 'source_load_failed',
      message: /malformed JSON at line 4, column 5/,
    });
    assert.throws(() => loadDefinitionFile({ path: write('empty.json', '  \n') }), {
      code: 'source_load_failed',
      message: /empty/,
    });
    assert.throws(() => loadDefinitionFile({ path: write('cut.json', '[{"name": "a"') }), {
      code: 'source_load_failed',
      message: /malformed JSON at line 1, column \d+/,
    });
  });

  it('fails on a file in no known format', () => {
    assert.throws(() => loadDefinitionFile({ path: fixture('unknown-format.json') }), {
      code: 'source_load_failed',
      message: /expected an array of tool definitions/,
    });
    assert.throws(() => loadDefinitionFile({ path: fixture('unknown-entries.json') }), {
      code: 'source_load_failed',
      message: /none of its entries is in a known format/,
    });
    assert.throws(() => loadDefinitionFile({ path: write('number.json', '42') }), {
      code: 'source_load_failed',
      message: /holds a number/,
    });
  });

  it('loads an empty list as no tools, with a warning', () => {
    const loaded = loadDefinitionFile({ path: write('none.json', '[]') });
    assert.deepEqual(loaded.tools, []);
    assert.equal(loaded.warnings.length, 1);
  });
});

describe('definition tools in a library', () => {
  it('are searchable, and calling one says it has no implementation', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    const report = lib.syncSource(loadDefinitionFile({ path: fixture('toolbench-queries.json') }));
    assert.equal(report.created.length, 4);
    lib.syncSource(loadDefinitionFile({ path: fixture('openai-tools.json') }));
    const hits = await lib.search('upcoming concert info', { topK: 3 });
    assert.equal(hits[0]?.tool.name, 'songkick_concert_for_theclique');
    assert.equal((await lib.search('weather in a city', { topK: 1 }))[0]?.tool.name, 'get_weather');

    const executor = createToolExecutor({ lookup: (n) => lib.get(n) });
    const result = await executor.call('get_weather', { city: 'Paris' });
    assert.equal(result.ok, false);
    assert.equal(result.ok ? undefined : result.error.code, 'no_implementation');
    assert.match(result.ok ? '' : result.error.message, /get_weather.*has no implementation attached/);
    await executor.close();
    lib.close();
  });
});
