import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { ChatScript } from './chat-script.ts';
import { estimatePromptTokens, estimateTokens } from './estimate-tokens.ts';
import { LoopbackChatServer } from './loopback-chat-server.ts';
import { scriptedText } from './scripted-text.ts';
import { scriptedToolCall } from './scripted-tool-call.ts';

const servers: LoopbackChatServer[] = [];
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

async function start(script: ChatScript = []) {
  const server = await LoopbackChatServer.start({ script, clock: () => new Date(1_700_000_000_000) });
  servers.push(server);
  return server;
}

function post(server: LoopbackChatServer, path: string, body: unknown): Promise<Response> {
  return fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-test': 'yes' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The `data:` payloads of a server-sent-events body. */
function sseData(text: string): string[] {
  assert.ok(text.endsWith('\n\n'));
  return text
    .trim()
    .split('\n\n')
    .map((event) => {
      assert.match(event, /^data: /);
      return event.slice('data: '.length);
    });
}

const messages = [{ role: 'user' as const, content: 'Hello there' }];

/** The parts of a `chat.completion.chunk` the tests look at. */
interface StreamChunk {
  object: string;
  model: string;
  choices: Array<{
    delta: { content?: string; tool_calls?: Array<{ index: number; function: { arguments?: string } }> };
    finish_reason: string | null;
  }>;
  usage?: { total_tokens: number };
}

describe('LoopbackChatServer over raw HTTP', () => {
  it('listens on 127.0.0.1 and serves GET /v1/models', async () => {
    const server = await start();
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const response = await fetch(`${server.url}/models`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      object: 'list',
      data: [
        { id: 'loopback-chat', object: 'model', created: 0, owned_by: 'loopback' },
        { id: 'loopback-embedding', object: 'model', created: 0, owned_by: 'loopback' },
      ],
    });
  });

  it('answers unknown paths with 404, wrong methods with 405 and invalid bodies with 400', async () => {
    const server = await start([scriptedText('unused')]);
    const notFound = await fetch(`${server.url}/completions`);
    assert.equal(notFound.status, 404);
    assert.deepEqual(await notFound.json(), {
      error: {
        message: 'Unknown path /v1/completions.',
        type: 'invalid_request_error',
        param: null,
        code: 'not_found',
      },
    });
    assert.equal((await fetch(`${server.url}/chat/completions`)).status, 405);
    const notJson = await post(server, '/chat/completions', '{oops');
    assert.equal(notJson.status, 400);
    assert.equal(
      ((await notJson.json()) as { error: { message: string } }).error.message,
      'The body is not valid JSON.',
    );
    assert.equal((await post(server, '/chat/completions', { model: 'm' })).status, 400);
    assert.equal((await post(server, '/embeddings', { model: 'm', input: 3 })).status, 400);
    assert.equal(server.turnsServed, 0, 'invalid requests consume no turn');
    assert.deepEqual(
      server.requests.map((r) => [r.method, r.path]),
      [
        ['GET', '/v1/completions'],
        ['GET', '/v1/chat/completions'],
        ['POST', '/v1/chat/completions'],
        ['POST', '/v1/chat/completions'],
        ['POST', '/v1/embeddings'],
      ],
    );
    assert.equal(server.requests[2]?.body, '{oops', 'a body that is not JSON is recorded as text');
    assert.equal(server.requests[2]?.headers['x-test'], 'yes');
  });

  it('returns a chat.completion with the requested model, estimated usage and tool calls', async () => {
    const server = await start([
      scriptedToolCall('search', { query: 'weather' }),
      scriptedText('Sunny.', { usage: { cachedTokens: 2 } }),
    ]);
    const tools = [{ type: 'function', function: { name: 'search', parameters: { type: 'object' } } }];
    const first = await post(server, '/chat/completions', { model: 'my-model', messages, tools });
    assert.equal(first.status, 200);
    const promptTokens = estimatePromptTokens({ messages, tools });
    const completionTokens = estimateTokens('search{"query":"weather"}');
    assert.deepEqual(await first.json(), {
      id: 'chatcmpl-loopback-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'my-model',
      system_fingerprint: 'loopback',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            refusal: null,
            tool_calls: [
              {
                id: 'call_0_0',
                type: 'function',
                function: { name: 'search', arguments: '{"query":"weather"}' },
              },
            ],
          },
          logprobs: null,
          finish_reason: 'tool_calls',
        },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
        prompt_tokens_details: { cached_tokens: 0 },
        completion_tokens_details: { reasoning_tokens: 0 },
      },
    });
    const second = (await (await post(server, '/chat/completions', { model: 'm', messages })).json()) as {
      id: string;
      choices: Array<{ message: { content: string }; finish_reason: string }>;
      usage: { prompt_tokens_details: { cached_tokens: number } };
    };
    assert.equal(second.id, 'chatcmpl-loopback-2');
    assert.equal(second.choices[0]?.message.content, 'Sunny.');
    assert.equal(second.choices[0]?.finish_reason, 'stop');
    assert.equal(second.usage.prompt_tokens_details.cached_tokens, 2);
  });

  it('streams server-sent events ending in [DONE], with a usage chunk only when asked', async () => {
    const server = await start([
      { text: 'Two words', toolCalls: [{ name: 'f', arguments: '{"long":"arguments split in pieces"}' }] },
      scriptedText('no usage'),
    ]);
    const response = await post(server, '/chat/completions', {
      model: 'm',
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    assert.equal(response.headers.get('content-type'), 'text/event-stream');
    const data = sseData(await response.text());
    assert.equal(data.at(-1), '[DONE]');
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d) as StreamChunk);
    for (const chunk of chunks) {
      assert.equal(chunk.object, 'chat.completion.chunk');
      assert.equal(chunk.model, 'm');
    }
    const deltas = chunks.flatMap((c) => c.choices.map((choice) => choice.delta));
    assert.equal(deltas.map((d) => d.content ?? '').join(''), 'Two words');
    const args = deltas.flatMap((d) => d.tool_calls ?? []).map((t) => t.function.arguments ?? '');
    assert.ok(args.length > 2, 'arguments arrive in several pieces');
    assert.equal(args.join(''), '{"long":"arguments split in pieces"}');
    assert.equal(chunks.at(-2)?.choices[0]?.finish_reason, 'tool_calls');
    assert.deepEqual(chunks.at(-1)?.choices, []);
    assert.ok((chunks.at(-1)?.usage?.total_tokens ?? 0) > 0);

    const plain = sseData(
      await (await post(server, '/chat/completions', { model: 'm', messages, stream: true })).text(),
    );
    assert.ok(plain.slice(0, -1).every((d) => !('usage' in JSON.parse(d))));
  });

  it('sends scripted errors with retry-after, `times` times, then moves on', async () => {
    const server = await start([
      { status: 429, times: 2, retryAfterSeconds: 3 },
      { status: 503, message: 'Down.', retryAfterSeconds: null },
      scriptedText('up'),
    ]);
    const ask = () => post(server, '/chat/completions', { model: 'm', messages });
    for (const _ of [1, 2]) {
      const limited = await ask();
      assert.equal(limited.status, 429);
      assert.equal(limited.headers.get('retry-after'), '3');
      assert.deepEqual(await limited.json(), {
        error: { message: 'Scripted 429 error.', type: 'requests', param: null, code: 'rate_limit_exceeded' },
      });
    }
    const down = await ask();
    assert.equal(down.status, 503);
    assert.equal(down.headers.get('retry-after'), null);
    assert.equal(((await down.json()) as { error: { message: string } }).error.message, 'Down.');
    assert.equal((await ask()).status, 200);
    assert.equal(server.turnsServed, 3);
  });

  it('answers 500 "script exhausted after N turns" when the script runs out', async () => {
    const server = await start([scriptedText('only')]);
    await post(server, '/chat/completions', { model: 'm', messages });
    const exhausted = await post(server, '/chat/completions', { model: 'm', messages });
    assert.equal(exhausted.status, 500);
    assert.equal(exhausted.headers.get('retry-after'), '0');
    assert.match(
      ((await exhausted.json()) as { error: { message: string } }).error.message,
      /script exhausted after 1 turns/,
    );
  });

  it('passes each request and the turn index to a script function', async () => {
    const seen: Array<[string, number]> = [];
    const server = await start((request, index) => {
      seen.push([String(request.messages[0]?.content), index]);
      return index < 2 ? scriptedText(`reply ${index}`) : undefined;
    });
    for (const content of ['a', 'b', 'c']) {
      await post(server, '/chat/completions', { model: 'm', messages: [{ role: 'user', content }] });
    }
    assert.deepEqual(seen, [
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
    assert.equal(server.turnsServed, 2);
  });

  it('serves embeddings of the requested dimensions, as floats or base64', async () => {
    const server = await start();
    const body = (await (
      await post(server, '/embeddings', { model: 'e', input: 'hello world', dimensions: 8 })
    ).json()) as { data: Array<{ embedding: number[]; index: number }>; model: string; usage: object };
    assert.equal(body.model, 'e');
    assert.equal(body.data[0]?.embedding.length, 8);
    assert.deepEqual(body.usage, { prompt_tokens: 3, total_tokens: 3 });
    const base64 = (await (
      await post(server, '/embeddings', {
        model: 'e',
        input: ['hello world'],
        dimensions: 8,
        encoding_format: 'base64',
      })
    ).json()) as { data: Array<{ embedding: string }> };
    const decoded = new Float32Array(
      Uint8Array.from(Buffer.from(base64.data[0]?.embedding ?? '', 'base64')).buffer,
    );
    assert.deepEqual([...decoded], [...new Float32Array(body.data[0]?.embedding ?? [])]);
  });

  it('closes while a delayed reply is pending, and supports await using', async () => {
    let url: string;
    {
      await using server = await LoopbackChatServer.start({
        script: [scriptedText('late', { delayMs: 60_000 })],
      });
      url = server.url;
      const pending = post(server, '/chat/completions', { model: 'm', messages }).catch((e: unknown) => e);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await server.close();
      assert.ok((await pending) instanceof Error, 'the client sees the connection drop');
    }
    await assert.rejects(fetch(`${url}/models`));
  });
});
