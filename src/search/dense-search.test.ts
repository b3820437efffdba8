import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MockEmbeddingModelV4 } from 'ai/test';
import { ToolLibrary } from '../library/tool-library.ts';
import type { ToolDefinitionInput } from '../tool/tool-definition.ts';

/** A deterministic "embedding": one dimension per concept, counting the concept's words in the text. */
const CONCEPTS: string[][] = [
  ['weather', 'forecast', 'rain', 'sunny', 'umbrella'],
  ['root', 'square', 'number', 'math'],
  ['song', 'music', 'playlist', 'album'],
];
function conceptVector(text: string): number[] {
  const words = text.toLowerCase().split(/\W+/);
  return CONCEPTS.map((c) => words.filter((w) => c.includes(w)).length + 0.01);
}
function mockModel(modelId = 'concepts') {
  return new MockEmbeddingModelV4({
    modelId,
    maxEmbeddingsPerCall: 100,
    doEmbed: async ({ values }) => ({
      embeddings: values.map(conceptVector),
      usage: { tokens: values.join(' ').split(/\s+/).length },
      warnings: [],
    }),
  });
}

const tools: ToolDefinitionInput[] = [
  {
    name: 'get_forecast',
    description: 'Weather forecast for a city.',
    inputSchema: { type: 'object' as const, properties: { city: { type: 'string' } } },
  },
  {
    name: 'sqrt',
    description: 'Square root of a number.',
    inputSchema: { type: 'object' as const, properties: { number: { type: 'number' } } },
  },
  {
    name: 'top_tracks',
    description: 'Most played songs of an artist.',
    inputSchema: { type: 'object' as const },
  },
];

describe('dense and hybrid search', () => {
  it('finds tools by meaning where words differ, and stores vectors with the model id', async () => {
    const model = mockModel();
    const usage: number[] = [];
    const lib = ToolLibrary.open({
      path: ':memory:',
      embedding: { model, onUsage: (u) => usage.push(u.tokens) },
    });
    for (const t of tools) lib.create(t);
    assert.deepEqual(await lib.search('will I need an umbrella, rain?', { method: 'lexical' }), []);
    const hits = await lib.search('will I need an umbrella, rain?', { method: 'dense', topK: 1 });
    assert.deepEqual(
      hits.map((h) => h.tool.name),
      ['get_forecast'],
    );
    assert.ok(hits[0]!.score > 0.9 && hits[0]!.score <= 1);
    assert.equal(model.doEmbedCalls.length, 2, 'one batch for the tools, one for the query');
    assert.ok(usage.length === 2 && usage.every((t) => t > 0));

    await lib.search('playlist album', { method: 'dense' });
    assert.equal(model.doEmbedCalls.length, 3, 'tool vectors are reused');
    lib.close();
  });

  it('re-embeds a tool when it changes, and when the model changes', async () => {
    const model = mockModel();
    const lib = ToolLibrary.open({ path: ':memory:', embedding: { model } });
    for (const t of tools) lib.create(t);
    assert.equal(await lib.refreshEmbeddings(), 3);
    assert.equal(await lib.refreshEmbeddings(), 0);
    lib.update('top_tracks', { description: 'Weather forecast, sunny or rain.' });
    assert.equal(await lib.refreshEmbeddings(), 1);
    const hits = await lib.search('sunny', { method: 'dense', topK: 3 });
    assert.ok(hits.findIndex((h) => h.tool.name === 'top_tracks') <= 1);
    lib.close();
  });

  it('fuses lexical and dense rankings by default when a model is configured', async () => {
    const lib = ToolLibrary.open({ path: ':memory:', embedding: { model: mockModel() } });
    for (const t of tools) lib.create(t);
    const hits = await lib.search('square root', { topK: 3 });
    assert.equal(hits[0]?.tool.name, 'sqrt');
    assert.equal(hits[0]?.score, 1, 'ranked first by both methods');
    assert.deepEqual(
      (await lib.search('square root', { topK: 3, exclude: ['sqrt'] }))
        .map((h) => h.tool.name)
        .includes('sqrt'),
      false,
    );
    lib.close();
  });
});
