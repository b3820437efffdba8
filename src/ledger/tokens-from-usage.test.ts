import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateText } from 'ai';
import { resolveModel } from '../models/resolve-model.ts';
import { tokensFromUsage } from './tokens-from-usage.ts';

function chatServer(usage?: object): typeof fetch {
  return async () =>
    Response.json({
      id: 'c',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: 'ok' }, finish_reason: 'stop' }],
      ...(usage ? { usage } : {}),
    });
}

describe('tokensFromUsage', () => {
  it('reads input, cached and output tokens of an AI SDK result', async () => {
    const { model } = resolveModel('compatible:m@http://localhost:1/v1', {
      env: {},
      fetch: chatServer({
        prompt_tokens: 120,
        completion_tokens: 7,
        total_tokens: 127,
        prompt_tokens_details: { cached_tokens: 100 },
      }),
    });
    const result = await generateText({ model, prompt: 'hi', maxRetries: 0 });
    let estimated = false;
    const tokens = tokensFromUsage(result.usage, () => {
      estimated = true;
      return { inputTokens: 1, outputTokens: 1 };
    });
    assert.deepEqual(tokens, { inputTokens: 120, cachedInputTokens: 100, outputTokens: 7, estimated: false });
    assert.equal(estimated, false, 'the estimate is computed only when needed');
  });

  it('falls back to the local estimate when the provider reports no usage', async () => {
    const { model } = resolveModel('ollama:m', { env: {}, fetch: chatServer() });
    const result = await generateText({ model, prompt: 'hi', maxRetries: 0 });
    assert.deepEqual(
      tokensFromUsage(result.usage, () => ({ inputTokens: 9, outputTokens: 2 })),
      { inputTokens: 9, cachedInputTokens: 0, outputTokens: 2, estimated: true },
    );
    assert.deepEqual(
      tokensFromUsage(undefined, () => ({ inputTokens: 3, outputTokens: 4 })),
      {
        inputTokens: 3,
        cachedInputTokens: 0,
        outputTokens: 4,
        estimated: true,
      },
    );
  });
});
