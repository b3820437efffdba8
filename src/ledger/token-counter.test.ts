import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  countMessageTokens,
  countTokens,
  countToolDefinitionTokens,
  createTokenCounter,
  openAiToolJson,
} from './token-counter.ts';

const weather = {
  name: 'get_weather',
  description: 'Get the current weather for a city.',
  inputSchema: {
    type: 'object',
    properties: {
      city: { type: 'string', description: 'City name, e.g. Paris' },
      unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    },
    required: ['city'],
  },
};

describe('countTokens', () => {
  it('counts o200k_base tokens exactly', () => {
    assert.equal(countTokens(''), 0);
    assert.equal(countTokens('hello world'), 2);
    assert.equal(countTokens('Hello, world!'), 4);
    assert.equal(countTokens('The quick brown fox jumps over the lazy dog.'), 10);
    assert.equal(countTokens('tokenization'), 2);
  });

  it('counts special-token strings as plain text instead of throwing', () => {
    assert.equal(countTokens('<|endoftext|>'), 7);
  });
});

describe('countMessageTokens', () => {
  it('adds 3 tokens per message, the role, 1 + the name, and 3 for reply priming', () => {
    assert.equal(countMessageTokens([]), 3);
    assert.equal(countMessageTokens([{ role: 'user', content: 'Hello, world!' }]), 3 + 1 + 4 + 3);
    assert.equal(
      countMessageTokens([
        { role: 'system', content: 'hello world' },
        { role: 'user', content: 'Hello, world!', name: 'ann' },
      ]),
      3 + (3 + countTokens('system') + 2) + (3 + 1 + 4 + 1 + countTokens('ann')),
    );
  });

  it('counts AI SDK content parts: text as text, tool calls and results as JSON', () => {
    const parts = countMessageTokens([
      {
        role: 'assistant',
        content: [{ type: 'tool-call', toolCallId: '1', toolName: 'get_weather', input: { city: 'Paris' } }],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: '1',
            toolName: 'get_weather',
            output: { type: 'json', value: { temp: 21 } },
          },
        ],
      },
      { role: 'user', content: [{ type: 'text', text: 'Hello, world!' }] },
    ]);
    const expected =
      3 +
      (3 + countTokens('assistant') + countTokens('get_weather{"city":"Paris"}')) +
      (3 + countTokens('tool') + countTokens('{"temp":21}')) +
      (3 + 1 + 4);
    assert.equal(parts, expected);
  });
});

describe('countToolDefinitionTokens', () => {
  it('counts the JSON the OpenAI API receives for the tool', () => {
    assert.equal(
      openAiToolJson(weather),
      JSON.stringify({
        type: 'function',
        function: { name: 'get_weather', description: weather.description, parameters: weather.inputSchema },
      }),
    );
    assert.equal(countToolDefinitionTokens(weather), countTokens(openAiToolJson(weather)));
  });

  it('grows with the description', () => {
    const short = countToolDefinitionTokens(weather);
    const longer = countToolDefinitionTokens({
      ...weather,
      description: `${weather.description} Uses live station data.`,
    });
    const longest = countToolDefinitionTokens({ ...weather, description: weather.description.repeat(10) });
    assert.ok(short < longer && longer < longest, `${short} < ${longer} < ${longest}`);
  });

  it('is about what adding the tool to a request body adds', () => {
    const search = {
      name: 'search_flights',
      description:
        'Search one-way flights between two airports on a date. Returns up to 20 offers sorted by price.',
      inputSchema: {
        type: 'object',
        properties: {
          from: { type: 'string', description: 'IATA code of the departure airport' },
          to: { type: 'string', description: 'IATA code of the arrival airport' },
          date: { type: 'string', format: 'date' },
          cabin: { type: 'string', enum: ['economy', 'premium', 'business', 'first'] },
        },
        required: ['from', 'to', 'date'],
      },
    };
    const body = (tools: object[]): string =>
      JSON.stringify({
        model: 'gpt-4.1-mini',
        messages: [{ role: 'user', content: 'Find me a flight from Paris to Rome next Friday.' }],
        tools,
      });
    const weatherTool = JSON.parse(openAiToolJson(weather)) as object;
    const added =
      countTokens(body([weatherTool, JSON.parse(openAiToolJson(search)) as object])) -
      countTokens(body([weatherTool]));
    const predicted = countToolDefinitionTokens(search);
    assert.ok(Math.abs(added - predicted) <= 2, `added ${added}, predicted ${predicted}`);
  });
});

describe('createTokenCounter', () => {
  it('gives the same counts as the plain functions, with its own cache', () => {
    const a = createTokenCounter({ cacheSize: 2 });
    const b = createTokenCounter({ cacheSize: 0 });
    for (const text of ['hello world', 'Hello, world!', 'hello world', 'tokenization', 'hello world']) {
      assert.equal(a.countTokens(text), countTokens(text));
      assert.equal(b.countTokens(text), countTokens(text));
    }
    assert.equal(a.countToolDefinitionTokens(weather), countToolDefinitionTokens(weather));
    assert.equal(a.countToolDefinitionTokens(weather), countToolDefinitionTokens(weather));
    const messages = [{ role: 'user', content: 'Hello, world!' }];
    assert.equal(a.countMessageTokens(messages), countMessageTokens(messages));
  });
});
