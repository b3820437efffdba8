import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolLibrary } from '../library/tool-library.ts';
import type { ToolDefinitionInput } from '../tool/tool-definition.ts';

const tool = (name: string, description: string, tags: string[] = []): ToolDefinitionInput => ({
  name,
  description,
  inputSchema: { type: 'object', properties: {} },
  tags,
});

const filler = Array.from({ length: 20 }, (_, i) =>
  tool(`misc_${i}`, `Miscellaneous helper number ${i} for ordinary chores.`, ['misc']),
);

describe('lexical search ranking', () => {
  it('ranks the best tool of each sentence of a multi-part request near the top', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    for (const t of [
      tool('qr_code', 'Generate a QR code image for a link.'),
      tool('qr_code_colour', 'Generate a coloured QR code image for a link with a logo.'),
      tool('qr_code_batch', 'Generate QR code images for many links at once, as a QR code zip.'),
      tool('page_speed', 'Measure the page speed of a website.'),
      ...filler,
    ]) {
      lib.create(t);
    }
    const hits = await lib.search(
      'Generate a QR code with a logo for my link. Also check the page speed of my site.',
      {
        topK: 3,
      },
    );
    assert.ok(
      hits.some((h) => h.tool.name === 'page_speed'),
      `page_speed in ${hits.map((h) => h.tool.name)}`,
    );
    assert.ok(
      hits.every((h, i) => i === 0 || h.score <= (hits[i - 1]?.score ?? 1)),
      'scores descend',
    );
    assert.ok(hits.every((h) => h.score > 0 && h.score < 1));
    lib.close();
  });

  it('lifts the sibling of a relevant tool of the same small group', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    for (const t of [
      tool('track_parcel', 'Track a parcel by its reference number.', ['Parcel Co']),
      tool('shipment_history', 'Steps in the history of a shipment.', ['Parcel Co']),
      tool('history_quiz', 'History steps: count the steps of world history in a quiz.', ['Quiz Co']),
      ...filler,
    ]) {
      lib.create(t);
    }
    const hits = await lib.search('Track my parcel and count the steps in its history', { topK: 3 });
    assert.deepEqual(
      hits.slice(0, 2).map((h) => h.tool.name),
      ['track_parcel', 'shipment_history'],
    );
    lib.close();
  });

  it('applies filters before ranking', async () => {
    const lib = ToolLibrary.open({ path: ':memory:' });
    for (const t of [
      tool('a_weather', 'Weather forecast.', ['x']),
      tool('b_weather', 'Weather forecast.', ['y']),
    ]) {
      lib.create(t);
    }
    assert.deepEqual(
      (await lib.search('weather forecast', { tags: ['y'] })).map((h) => h.tool.name),
      ['b_weather'],
    );
    assert.deepEqual(
      (await lib.search('weather forecast', { exclude: ['a_weather'] })).map((h) => h.tool.name),
      ['b_weather'],
    );
    lib.close();
  });
});
