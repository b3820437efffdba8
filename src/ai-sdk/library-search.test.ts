import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { generateText, isStepCount, tool, jsonSchema, toolSearch } from 'ai';
import { mathLibrary } from '../strategies/test-support/math-library.ts';
import { scriptedLanguageModel } from '../testing/scripted-language-model.ts';
import { librarySearch } from './library-search.ts';
import { libraryTools } from './library-tools.ts';

function toolNames(call: LanguageModelV4CallOptions | undefined): string[] {
  return (call?.tools ?? []).map((t) => t.name).sort();
}

describe('librarySearch', () => {
  it("finds deferred library tools for the AI SDK's toolSearch, which loads them for the next step", async () => {
    const library = await mathLibrary();
    try {
      const model = scriptedLanguageModel([
        { toolCalls: [{ name: 'search', input: { query: 'square root of a number' } }] },
        { toolCalls: [{ name: 'sqrt', input: { number: 16 } }] },
        { text: 'The square root of 16 is 4.' },
      ]);
      const result = await generateText({
        model,
        tools: {
          search: toolSearch({ search: librarySearch({ library, topK: 3 }), maxResults: 3 }),
          ...libraryTools({ library, deferLoading: true }),
        },
        stopWhen: isStepCount(5),
        prompt: 'What is the square root of 16?',
      });
      assert.deepEqual(toolNames(model.prompts[0]), ['search'], 'no deferred tool is sent before a search');
      const found = result.steps[0]?.toolResults[0]?.output as { tools: Array<{ name: string }> };
      assert.deepEqual(
        found.tools.map((t) => t.name),
        ['sqrt', 'standard_deviation', 'nth_root'],
      );
      assert.deepEqual(toolNames(model.prompts[1]), ['nth_root', 'search', 'sqrt', 'standard_deviation']);
      assert.equal(result.steps[1]?.toolResults[0]?.output, 4, 'the real math toolkit ran');
      assert.equal(result.text, 'The square root of 16 is 4.');
    } finally {
      library.close();
    }
  });

  it('keeps tools that are not deferred loaded and leaves tools outside the library to others', async () => {
    const library = await mathLibrary();
    try {
      const model = scriptedLanguageModel([
        { toolCalls: [{ name: 'search', input: { query: 'weather forecast' } }] },
        { text: 'No weather tool.' },
      ]);
      const weather = tool({
        description: 'Get the weather forecast for a city.',
        inputSchema: jsonSchema<{ city: string }>({
          type: 'object',
          properties: { city: { type: 'string' } },
        }),
        deferLoading: true,
        execute: () => 'rain',
      });
      const result = await generateText({
        model,
        tools: {
          search: toolSearch({ search: librarySearch({ library }) }),
          weather,
          ...libraryTools({ library, deferLoading: (t) => t.name !== 'add' }),
        },
        stopWhen: isStepCount(3),
        prompt: 'Will it rain?',
      });
      assert.deepEqual(toolNames(model.prompts[0]), ['add', 'search']);
      assert.deepEqual(result.steps[0]?.toolResults[0]?.output, { tools: [] });
    } finally {
      library.close();
    }
  });

  it('returns only eligible tools, widening the search past ineligible hits', async () => {
    const library = await mathLibrary();
    try {
      const search = librarySearch({ library, topK: 1 });
      const eligible = [{ name: 'nth_root' }, { name: 'not_in_library' }];
      assert.deepEqual(await search({ query: 'square root', tools: eligible }), ['nth_root']);
      assert.deepEqual(await search({ query: 'square root', tools: [] }), []);
      assert.deepEqual(await search({ query: 'square root', tools: [{ name: 'not_in_library' }] }), []);
      const strict = librarySearch({ library, minScore: 0.99 });
      assert.deepEqual(await strict({ query: 'square root', tools: [{ name: 'sqrt' }] }), []);
    } finally {
      library.close();
    }
  });
});
