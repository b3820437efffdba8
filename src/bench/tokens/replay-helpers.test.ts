import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { countTokens } from '../../ledger/token-counter.ts';
import { ToolLibrary } from '../../library/tool-library.ts';
import { distractorsFor } from './distractors-for.ts';
import { memoizedLibrary } from './memoized-library.ts';
import { sampleArguments } from './sample-arguments.ts';
import { subtaskForTool } from './subtask-for-tool.ts';
import { toolResultStandIn } from './tool-result-stand-in.ts';

describe('subtaskForTool', () => {
  it("takes the first sentence of the description, without ToolBench's preamble", () => {
    assert.equal(
      subtaskForTool({
        name: 'unknown_for_reqres',
        description:
          'This is the subfunction for tool "reqres", you can use this tool.The description of this function is: "List of unknown resources"',
      }),
      'List of unknown resources',
    );
    assert.equal(
      subtaskForTool({ name: 'sqrt', description: 'Square root of a number (√x). Returns: the root.' }),
      'Square root of a number (√x)',
    );
  });

  it('falls back to the name in words, and cuts long sentences', () => {
    assert.equal(
      subtaskForTool({
        name: 'users_for_reqres',
        description:
          'This is the subfunction for tool "reqres", you can use this tool.The description of this function is: "users_for_reqres"',
      }),
      'users for reqres',
    );
    assert.equal(
      subtaskForTool({ name: 'x', description: 'one two three four five' }, { maxWords: 3 }),
      'one two three',
    );
  });
});

describe('toolResultStandIn', () => {
  it('is a fixed text of the given length, the same every time', () => {
    assert.equal(toolResultStandIn().length, 1024);
    assert.equal(toolResultStandIn(300).length, 300);
    assert.equal(toolResultStandIn(), toolResultStandIn(1024));
    assert.ok(countTokens(toolResultStandIn()) > 250);
  });
});

describe('sampleArguments', () => {
  it('gives every required parameter a value of its type, defaults first', () => {
    assert.deepEqual(
      sampleArguments({
        type: 'object',
        properties: {
          a: { type: 'number' },
          n: { type: 'integer' },
          s: { type: 'string', default: 'x' },
          l: { type: 'array', items: { type: 'number' } },
          o: { type: 'boolean' },
        },
        required: ['a', 'n', 's', 'l'],
      }),
      { a: 12.5, n: 12, s: 'x', l: [3, 4, 5] },
    );
    assert.deepEqual(sampleArguments({ type: 'object', properties: { e: { enum: ['c', 'd'] } } }), {
      e: 'c',
    });
  });
});

describe('distractorsFor and memoizedLibrary', () => {
  it('draws the best ranked tools of a source, pads from the listing, and remembers searches', async () => {
    const store = ToolLibrary.open({ path: ':memory:' });
    try {
      const source = { type: 'definition', id: 'corpus' };
      for (const [name, description] of [
        ['weather_now', 'Current weather in a city'],
        ['weather_forecast', 'Weather forecast for a city'],
        ['stock_price', 'Price of a stock'],
        ['joke', 'A random joke'],
      ])
        store.create({ name: name!, description: description!, inputSchema: { type: 'object' }, source });
      store.create({ name: 'mine', description: 'Weather radar', inputSchema: { type: 'object' } });
      const library = memoizedLibrary(store);
      const found = await distractorsFor({
        library,
        query: 'weather in Paris',
        count: 3,
        exclude: ['weather_now'],
        source: 'corpus',
      });
      assert.equal(found.names[0], 'weather_forecast');
      assert.equal(found.names.length, 3);
      assert.ok(!found.names.includes('mine') && !found.names.includes('weather_now'));
      assert.equal(found.padded, 2, 'only one other corpus tool mentions the weather');
      const search = library.search('weather', { topK: 2 });
      assert.equal(library.search('weather', { topK: 2 }), search, 'the same search is remembered');
      const top = (await search)[0]?.tool;
      assert.equal(top, library.get(top?.name ?? ''), 'hits share the remembered tools');
      assert.equal(library.get('joke'), library.get('joke'));
      assert.equal(library.count(), 5);
    } finally {
      store.close();
    }
  });
});
