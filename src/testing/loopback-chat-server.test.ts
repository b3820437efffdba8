import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { createOpenAI } from '@ai-sdk/openai';
import {
  APICallError,
  embed,
  embedMany,
  generateText,
  InvalidToolInputError,
  isStepCount,
  NoSuchToolError,
  RetryError,
  streamText,
  tool,
} from 'ai';
import { z } from 'zod';
import type { ChatScript } from './chat-script.ts';
import { createLoopbackProvider } from './create-loopback-provider.ts';
import { hashedEmbedding } from './hashed-embedding.ts';
import { LoopbackChatServer } from './loopback-chat-server.ts';
import { scriptedText } from './scripted-text.ts';
import { scriptedToolCall } from './scripted-tool-call.ts';

const servers: LoopbackChatServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function start(script: ChatScript) {
  const server = await LoopbackChatServer.start({ script });
  servers.push(server);
  return { server, provider: createLoopbackProvider(server) };
}

function addTool(calls: Array<{ a: number; b: number }> = []) {
  return tool({
    description: 'Add two numbers.',
    inputSchema: z.object({ a: z.number(), b: z.number() }),
    execute: async ({ a, b }) => {
      calls.push({ a, b });
      return a + b;
    },
  });
}

describe('LoopbackChatServer with the AI SDK (generateText, non-streaming)', () => {
  it('runs a tool call, sends the result back and returns the final text with the scripted usage', async () => {
    const { server, provider } = await start([
      scriptedToolCall(
        'add',
        { a: 2, b: 3 },
        { id: 'call_add', usage: { promptTokens: 50, completionTokens: 7 } },
      ),
      scriptedText('2 + 3 = 5', { usage: { promptTokens: 80, completionTokens: 9, cachedTokens: 30 } }),
    ]);
    const calls: Array<{ a: number; b: number }> = [];
    const result = await generateText({
      model: provider.chatModel('test-model'),
      tools: { add: addTool(calls) },
      prompt: 'What is 2 + 3?',
      stopWhen: isStepCount(3),
    });

    assert.equal(result.text, '2 + 3 = 5');
    assert.deepEqual(calls, [{ a: 2, b: 3 }]);
    assert.equal(result.steps.length, 2);
    assert.equal(result.steps[0]?.finishReason, 'tool-calls');
    assert.equal(result.finishReason, 'stop');
    const last = result.steps[1]?.usage;
    assert.equal(last?.inputTokens, 80);
    assert.equal(last?.outputTokens, 9);
    assert.equal(last?.inputTokenDetails.cacheReadTokens, 30);
    assert.equal(last?.inputTokenDetails.noCacheTokens, 50);
    assert.equal(result.usage.inputTokens, 130, 'result.usage sums the steps in AI SDK v7');
    assert.equal(result.usage.outputTokens, 16);
    assert.equal(result.response.modelId, 'test-model');

    const [first, second] = server.chatRequests;
    assert.equal(server.requests.length, 2);
    assert.equal(server.requests[0]?.headers.authorization, 'Bearer test');
    assert.equal(first?.model, 'test-model');
    assert.equal(first?.stream, undefined);
    assert.equal(first?.tool_choice, 'auto');
    assert.deepEqual(
      first?.tools?.map((t) => t.function?.name),
      ['add'],
    );
    assert.deepEqual(first?.messages, [{ role: 'user', content: 'What is 2 + 3?' }]);
    assert.deepEqual(second?.messages.slice(1), [
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'call_add', type: 'function', function: { name: 'add', arguments: '{"a":2,"b":3}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_add', content: '5' },
    ]);
    assert.equal(server.turnsServed, 2);
  });

  it('turns malformed tool-call JSON into a tool error that the model sees in the next request', async () => {
    const { server, provider } = await start([
      scriptedToolCall('add', '{"a": 1, "b":'),
      scriptedText('Sorry, let me retry.'),
    ]);
    const calls: Array<{ a: number; b: number }> = [];
    const result = await generateText({
      model: provider('m'),
      tools: { add: addTool(calls) },
      prompt: 'Add 1 and 2.',
      stopWhen: isStepCount(3),
    });

    assert.equal(result.text, 'Sorry, let me retry.');
    assert.deepEqual(calls, [], 'the tool did not run');
    const content = result.steps[0]?.content ?? [];
    const call = content.find((p) => p.type === 'tool-call');
    assert.ok(call?.type === 'tool-call' && call.invalid === true && call.dynamic === true);
    assert.equal(call.input, '{"a": 1, "b":', 'the raw string is kept as the input');
    assert.ok(InvalidToolInputError.isInstance(call.error));
    const toolError = content.find((p) => p.type === 'tool-error');
    assert.equal(toolError?.type, 'tool-error');

    const next = server.chatRequests[1]?.messages ?? [];
    assert.deepEqual(next[1]?.tool_calls, [
      { id: 'call_0_0', type: 'function', function: { name: 'add', arguments: '{}' } },
    ]);
    assert.equal(next[2]?.role, 'tool');
    assert.equal(next[2]?.tool_call_id, 'call_0_0');
    assert.match(
      String(next[2]?.content),
      /^AI_InvalidToolInputError: Invalid input for tool add: AI_JSONParseError: JSON parsing failed/,
    );
  });

  it('reports arguments that fail the schema and unknown tools the same way', async () => {
    const { server, provider } = await start([
      scriptedToolCall('add', { a: 'one' }),
      scriptedToolCall('subtract', { a: 1, b: 2 }),
      scriptedText('Giving up.'),
    ]);
    const result = await generateText({
      model: provider('m'),
      tools: { add: addTool() },
      prompt: 'Add.',
      stopWhen: isStepCount(5),
    });
    assert.equal(result.text, 'Giving up.');
    const errorOf = (step: number) =>
      result.steps[step]?.content.find((p) => p.type === 'tool-call' && p.invalid === true);
    const schemaError = errorOf(0);
    assert.ok(schemaError?.type === 'tool-call' && InvalidToolInputError.isInstance(schemaError.error));
    const unknownTool = errorOf(1);
    assert.ok(unknownTool?.type === 'tool-call' && NoSuchToolError.isInstance(unknownTool.error));

    const second = server.chatRequests[1]?.messages ?? [];
    assert.equal(second[1]?.tool_calls?.[0]?.function.arguments, '{"a":"one"}', 'parsed JSON is sent back');
    assert.match(String(second[2]?.content), /^AI_InvalidToolInputError: .*AI_TypeValidationError/);
    const third = server.chatRequests[2]?.messages ?? [];
    assert.equal(
      third.at(-1)?.content,
      "AI_NoSuchToolError: Model tried to call unavailable tool 'subtract'. Available tools: add.",
    );
  });

  it('executes parallel tool calls and returns all results in the next request', async () => {
    const { server, provider } = await start([
      {
        text: 'Adding both.',
        toolCalls: [
          { name: 'add', arguments: { a: 1, b: 2 } },
          { name: 'add', arguments: { a: 10, b: 20 }, id: 'second' },
        ],
      },
      scriptedText('3 and 30'),
    ]);
    const calls: Array<{ a: number; b: number }> = [];
    const result = await generateText({
      model: provider('m'),
      tools: { add: addTool(calls) },
      prompt: 'Add 1+2 and 10+20.',
      stopWhen: isStepCount(3),
    });
    assert.equal(result.steps[0]?.toolCalls.length, 2);
    assert.deepEqual(calls.map((c) => c.a).sort(), [1, 10]);
    assert.equal(result.text, '3 and 30');
    const tail = server.chatRequests[1]?.messages.slice(1) ?? [];
    assert.equal(tail[0]?.content, 'Adding both.');
    assert.deepEqual(
      tail[0]?.tool_calls?.map((c) => c.id),
      ['call_0_0', 'second'],
    );
    assert.deepEqual(
      tail.slice(1).map((m) => [m.role, m.tool_call_id, m.content]),
      [
        ['tool', 'call_0_0', '3'],
        ['tool', 'second', '30'],
      ],
    );
  });

  it('answers from a script function, e.g. from the last tool result', async () => {
    const { provider } = await start((request, index) => {
      const last = request.messages.at(-1);
      if (last?.role === 'tool') return scriptedText(`The sum is ${String(last.content)}.`);
      return index === 0 ? scriptedToolCall('add', { a: 20, b: 22 }) : undefined;
    });
    const result = await generateText({
      model: provider('m'),
      tools: { add: addTool() },
      prompt: 'Add 20 and 22.',
      stopWhen: isStepCount(3),
    });
    assert.equal(result.text, 'The sum is 42.');
  });
});

describe('LoopbackChatServer errors and retries with the AI SDK', () => {
  it('returns 429 with retry-after 0; the SDK retries at once and succeeds', async () => {
    const { server, provider } = await start([{ status: 429, retryAfterSeconds: 0 }, scriptedText('ok')]);
    const started = Date.now();
    const result = await generateText({ model: provider('m'), prompt: 'hi' });
    assert.equal(result.text, 'ok');
    assert.equal(server.requests.length, 2);
    assert.deepEqual(server.chatRequests[0], server.chatRequests[1], 'the retry resends the same body');
    assert.ok(Date.now() - started < 1000);
    assert.equal(server.turnsServed, 2);
  });

  it('repeats an error `times` times; past maxRetries (default 2) the SDK throws a RetryError', async () => {
    const { server, provider } = await start([
      { status: 429, times: 5, message: 'Slow down.' },
      scriptedText('never'),
    ]);
    await assert.rejects(generateText({ model: provider('m'), prompt: 'hi' }), (error: unknown) => {
      assert.ok(RetryError.isInstance(error));
      assert.equal(error.reason, 'maxRetriesExceeded');
      assert.equal(error.errors.length, 3);
      assert.ok(APICallError.isInstance(error.lastError) && error.lastError.statusCode === 429);
      assert.match(error.message, /Failed after 3 attempts\. Last error: AI_APICallError: Slow down\./);
      return true;
    });
    assert.equal(server.requests.length, 3);
  });

  it('with maxRetries 0 a 429 surfaces as a retryable APICallError', async () => {
    const { server, provider } = await start([{ status: 429 }]);
    await assert.rejects(
      generateText({ model: provider('m'), prompt: 'hi', maxRetries: 0 }),
      (error: unknown) => {
        assert.ok(APICallError.isInstance(error));
        assert.equal(error.statusCode, 429);
        assert.equal(error.isRetryable, true);
        assert.equal(error.responseHeaders?.['retry-after'], '0');
        return true;
      },
    );
    assert.equal(server.requests.length, 1);
  });

  it('does not retry a 400', async () => {
    const { server, provider } = await start([
      { status: 400, message: 'Bad tool schema.' },
      scriptedText('x'),
    ]);
    await assert.rejects(generateText({ model: provider('m'), prompt: 'hi' }), (error: unknown) => {
      assert.ok(APICallError.isInstance(error));
      assert.equal(error.statusCode, 400);
      assert.equal(error.isRetryable, false);
      assert.equal(error.message, 'Bad tool schema.');
      return true;
    });
    assert.equal(server.requests.length, 1);
  });

  it('retries a 500 and fails loudly when the script is exhausted', async () => {
    const { server, provider } = await start([{ status: 500, message: 'Overloaded.' }, scriptedText('one')]);
    assert.equal((await generateText({ model: provider('m'), prompt: 'a' })).text, 'one');
    await assert.rejects(
      generateText({ model: provider('m'), prompt: 'b' }),
      /Last error: AI_APICallError: Loopback chat server: script exhausted after 2 turns\./,
    );
    assert.equal(server.requests.length, 5, '2 for the first call, 3 attempts for the second');
  });

  it('waits delayMs before answering, and an abort signal cancels the call', async () => {
    const { provider } = await start([
      scriptedText('slow', { delayMs: 5 }),
      scriptedText('too slow', { delayMs: 10_000 }),
    ]);
    assert.equal((await generateText({ model: provider('m'), prompt: 'a' })).text, 'slow');
    await assert.rejects(
      generateText({ model: provider('m'), prompt: 'b', abortSignal: AbortSignal.timeout(20) }),
    );
  });
});

describe('LoopbackChatServer with the AI SDK (streamText, server-sent events)', () => {
  it('streams text, tool calls and usage', async () => {
    const { server, provider } = await start([
      {
        text: 'Let me add.',
        toolCalls: [
          { name: 'add', arguments: { a: 1, b: 2 } },
          { name: 'add', arguments: { a: 3, b: 4 } },
        ],
        usage: { promptTokens: 40, completionTokens: 12 },
      },
      scriptedText('The sums are 3 and 7.', {
        usage: { promptTokens: 100, completionTokens: 8, cachedTokens: 64 },
      }),
    ]);
    const calls: Array<{ a: number; b: number }> = [];
    const result = streamText({
      model: provider('m'),
      tools: { add: addTool(calls) },
      prompt: 'Add 1+2 and 3+4.',
      stopWhen: isStepCount(3),
    });
    let streamed = '';
    for await (const delta of result.textStream) streamed += delta;

    assert.equal(streamed, 'Let me add.The sums are 3 and 7.');
    assert.equal(await result.text, 'The sums are 3 and 7.');
    assert.equal(calls.length, 2);
    const steps = await result.steps;
    assert.deepEqual(
      steps[0]?.toolCalls.map((c) => c.input),
      [
        { a: 1, b: 2 },
        { a: 3, b: 4 },
      ],
    );
    assert.equal(steps[1]?.usage.inputTokens, 100);
    assert.equal(steps[1]?.usage.inputTokenDetails.cacheReadTokens, 64);
    const usage = await result.usage;
    assert.equal(usage.inputTokens, 140);
    assert.equal(usage.outputTokens, 20);

    const first = server.chatRequests[0];
    assert.equal(first?.stream, true);
    assert.deepEqual(first?.stream_options, { include_usage: true });
    assert.deepEqual(
      server.chatRequests[1]?.messages.filter((m) => m.role === 'tool').map((m) => m.content),
      ['3', '7'],
    );
  });

  it('surfaces malformed streamed arguments as a tool-error part, as in generateText', async () => {
    const { server, provider } = await start([scriptedToolCall('add', '{"a": 1,'), scriptedText('Oops.')]);
    const result = streamText({
      model: provider('m'),
      tools: { add: addTool() },
      prompt: 'Add.',
      stopWhen: isStepCount(3),
    });
    const types: string[] = [];
    for await (const part of result.fullStream) types.push(part.type);
    assert.ok(types.includes('tool-error'));
    assert.equal(await result.text, 'Oops.');
    assert.match(String(server.chatRequests[1]?.messages.at(-1)?.content), /^AI_InvalidToolInputError/);
  });
});

describe('LoopbackChatServer embeddings with the AI SDK', () => {
  it('embeds deterministically with hashed bag-of-words vectors', async () => {
    const { server, provider } = await start([]);
    const model = provider.embeddingModel('embed-model');
    const one = await embed({ model, value: 'weather forecast for Paris' });
    assert.equal(one.embedding.length, 64);
    assert.deepEqual(one.embedding, hashedEmbedding('weather forecast for Paris', 64));
    assert.ok(Math.abs(Math.hypot(...one.embedding) - 1) < 1e-9);
    assert.equal(one.usage.tokens, Math.ceil('weather forecast for Paris'.length / 4));

    const many = await embedMany({ model, values: ['a b', 'c d', 'a b'] });
    assert.equal(many.embeddings.length, 3);
    assert.deepEqual(many.embeddings[0], many.embeddings[2]);
    assert.deepEqual(server.requests.at(-1)?.body, {
      model: 'embed-model',
      input: ['a b', 'c d', 'a b'],
      encoding_format: 'float',
    });
  });
});

describe('LoopbackChatServer with @ai-sdk/openai (chat mode)', () => {
  it('serves generateText with tools and streamText', async () => {
    const { server } = await start([
      scriptedToolCall('add', { a: 1, b: 2 }),
      scriptedText('3', { usage: { promptTokens: 10, completionTokens: 2 } }),
      scriptedText('streamed reply'),
    ]);
    const openai = createOpenAI({ baseURL: server.url, apiKey: 'test' });
    const result = await generateText({
      model: openai.chat('gpt-4o-mini'),
      tools: { add: addTool() },
      prompt: 'Add 1 and 2.',
      stopWhen: isStepCount(3),
    });
    assert.equal(result.text, '3');
    assert.equal(result.steps[1]?.usage.inputTokens, 10);
    assert.equal(server.chatRequests[1]?.messages.at(-1)?.content, '3');

    const stream = streamText({ model: openai.chat('gpt-4o-mini'), prompt: 'Stream.' });
    assert.equal(await stream.text, 'streamed reply');
    assert.ok(((await stream.usage).inputTokens ?? 0) > 0);
    assert.equal(server.chatRequests[2]?.stream, true);
  });
});
