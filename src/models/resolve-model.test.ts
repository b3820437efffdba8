import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateText } from 'ai';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import { ToolwiseError } from '../errors/toolwise-error.ts';
import { InvalidModelSpecError } from './invalid-model-spec-error.ts';
import { MissingApiKeyError } from './missing-api-key-error.ts';
import { MissingBaseUrlError } from './missing-base-url-error.ts';
import type { ModelConfig } from './model-config.ts';
import { resolveModel } from './resolve-model.ts';
import { UnknownProviderError } from './unknown-provider-error.ts';

interface SeenRequest {
  url: string;
  headers: Headers;
  body: unknown;
}

/** A fetch that records requests and answers like an OpenAI-compatible chat-completions server. */
function fakeFetch(seen: SeenRequest[], usage?: object): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push({ url, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body ?? 'null')) });
    return Response.json({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'm',
      choices: [{ index: 0, message: { role: 'assistant', content: 'hi there' }, finish_reason: 'stop' }],
      ...(usage ? { usage } : {}),
    });
  };
}

/** A fetch that records the request and fails it, for providers whose response format we do not fake. */
function refusingFetch(seen: SeenRequest[]): typeof fetch {
  return async (input, init) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers), body: null });
    throw new Error('no network in tests');
  };
}

describe('resolveModel', () => {
  it('resolves openai:<model> with OPENAI_API_KEY and the 128-tool limit', () => {
    const r = resolveModel('openai:gpt-4.1-mini', { env: { OPENAI_API_KEY: 'sk-test' } });
    assert.equal(r.provider, 'openai');
    assert.equal(r.modelId, 'gpt-4.1-mini');
    assert.equal(r.spec, 'openai:gpt-4.1-mini');
    assert.equal(r.maxTools, 128);
    assert.equal(r.baseURL, undefined);
    assert.equal(r.model.specificationVersion, 'v4');
    assert.equal(r.model.modelId, 'gpt-4.1-mini');
    assert.equal(r.model.provider, 'openai.responses');
  });

  it('sends openai requests to OPENAI_BASE_URL with the key, through the given fetch', async () => {
    const seen: SeenRequest[] = [];
    const r = resolveModel('openai:gpt-4o', {
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'https://proxy.example/v1/' },
      fetch: refusingFetch(seen),
    });
    assert.equal(r.baseURL, 'https://proxy.example/v1');
    await assert.rejects(generateText({ model: r.model, prompt: 'hi', maxRetries: 0 }));
    assert.equal(seen[0]?.url, 'https://proxy.example/v1/responses');
    assert.equal(seen[0]?.headers.get('authorization'), 'Bearer sk-test');
  });

  it('resolves anthropic and google with their keys', async () => {
    const seen: SeenRequest[] = [];
    const a = resolveModel('anthropic:claude-sonnet-4-5', {
      env: { ANTHROPIC_API_KEY: 'a-key' },
      fetch: refusingFetch(seen),
    });
    assert.deepEqual([a.provider, a.modelId, a.maxTools], ['anthropic', 'claude-sonnet-4-5', undefined]);
    assert.equal(a.model.provider, 'anthropic.messages');
    await assert.rejects(generateText({ model: a.model, prompt: 'hi', maxRetries: 0 }));
    assert.equal(seen[0]?.url, 'https://api.anthropic.com/v1/messages');
    assert.equal(seen[0]?.headers.get('x-api-key'), 'a-key');

    const g = resolveModel('google:gemini-2.5-flash', { env: { GOOGLE_GENERATIVE_AI_API_KEY: 'g-key' } });
    assert.deepEqual([g.provider, g.modelId, g.maxTools], ['google', 'gemini-2.5-flash', undefined]);
    assert.equal(g.model.modelId, 'gemini-2.5-flash');
  });

  it('names the variable to set when a key is missing, and reads only the given env', () => {
    const cases: Array<[string, string]> = [
      ['openai:gpt-4o', 'OPENAI_API_KEY'],
      ['anthropic:claude-haiku-4-5', 'ANTHROPIC_API_KEY'],
      ['google:gemini-2.5-pro', 'GOOGLE_GENERATIVE_AI_API_KEY'],
    ];
    for (const [spec, envVar] of cases) {
      assert.throws(
        () => resolveModel(spec, { env: { OPENAI_API_KEY: '  ' } }),
        (e: unknown) => {
          assert.ok(e instanceof MissingApiKeyError);
          assert.ok(ToolwiseError.isInstance(e));
          assert.equal(e.code, 'missing_api_key');
          assert.equal(e.envVar, envVar);
          assert.match(e.message, new RegExp(`Set ${envVar}, or `));
          return true;
        },
      );
    }
  });

  it('resolves ollama:<model> to the local OpenAI-compatible endpoint without a key', async () => {
    const r = resolveModel('ollama:llama3.1:8b', { env: {} });
    assert.deepEqual(
      [r.provider, r.modelId, r.baseURL],
      ['ollama', 'llama3.1:8b', 'http://localhost:11434/v1'],
    );
    assert.equal(r.model.provider, 'ollama.chat');

    const seen: SeenRequest[] = [];
    const remote = resolveModel('ollama:qwen3', {
      env: { OLLAMA_BASE_URL: 'http://gpu-box:11434' },
      fetch: fakeFetch(seen, { prompt_tokens: 11, completion_tokens: 3, total_tokens: 14 }),
    });
    assert.equal(remote.baseURL, 'http://gpu-box:11434/v1');
    const result = await generateText({ model: remote.model, prompt: 'hi', maxRetries: 0 });
    assert.equal(result.text, 'hi there');
    assert.equal(seen[0]?.url, 'http://gpu-box:11434/v1/chat/completions');
    assert.equal(seen[0]?.headers.get('authorization'), null);
    assert.equal((seen[0]?.body as { model: string }).model, 'qwen3');
    assert.equal(result.usage.inputTokens, 11);
    assert.equal(result.usage.outputTokens, 3);
  });

  it('resolves compatible:<model>@<baseURL> and compatible:<model> with TOOLWISE_BASE_URL', async () => {
    const inline = resolveModel('compatible:Qwen/Qwen2.5-7B-Instruct@http://localhost:8000/v1/', { env: {} });
    assert.deepEqual(
      [inline.provider, inline.modelId, inline.baseURL],
      ['compatible', 'Qwen/Qwen2.5-7B-Instruct', 'http://localhost:8000/v1'],
    );

    const seen: SeenRequest[] = [];
    const fromEnv = resolveModel('compatible:local-model', {
      env: { TOOLWISE_BASE_URL: 'http://127.0.0.1:1234/v1', TOOLWISE_API_KEY: 'lm-key' },
      fetch: fakeFetch(seen),
    });
    assert.equal(fromEnv.baseURL, 'http://127.0.0.1:1234/v1');
    const result = await generateText({ model: fromEnv.model, prompt: 'hi', maxRetries: 0 });
    assert.equal(seen[0]?.url, 'http://127.0.0.1:1234/v1/chat/completions');
    assert.equal(seen[0]?.headers.get('authorization'), 'Bearer lm-key');
    assert.equal(result.usage.inputTokens, undefined, 'a server that reports no usage leaves it undefined');
  });

  it('asks for a base URL when compatible has none', () => {
    assert.throws(
      () => resolveModel('compatible:qwen', { env: {} }),
      (e: unknown) =>
        e instanceof MissingBaseUrlError &&
        e.code === 'missing_base_url' &&
        /TOOLWISE_BASE_URL/.test(e.message),
    );
    assert.throws(
      () => resolveModel('compatible:qwen', { env: { TOOLWISE_BASE_URL: 'localhost:8000' } }),
      (e: unknown) => e instanceof InvalidArgumentError && /TOOLWISE_BASE_URL/.test(e.message),
    );
  });

  it('resolves providers of the config file, with their key variable and tool limit', async () => {
    const config: ModelConfig = {
      providers: {
        myvllm: {
          type: 'openai-compatible',
          baseURL: 'http://gpu:8000/v1',
          apiKeyEnv: 'MYVLLM_KEY',
          maxTools: 64,
        },
        lan: { type: 'openai-compatible', baseURL: 'http://lan:8080/v1/' },
      },
    };
    const seen: SeenRequest[] = [];
    const r = resolveModel('myvllm:qwen', { env: { MYVLLM_KEY: 'k' }, config, fetch: fakeFetch(seen) });
    assert.deepEqual(
      [r.provider, r.modelId, r.baseURL, r.maxTools],
      ['myvllm', 'qwen', 'http://gpu:8000/v1', 64],
    );
    await generateText({ model: r.model, prompt: 'hi', maxRetries: 0 });
    assert.equal(seen[0]?.url, 'http://gpu:8000/v1/chat/completions');
    assert.equal(seen[0]?.headers.get('authorization'), 'Bearer k');

    const lan = resolveModel('lan:llama', { env: {}, config });
    assert.deepEqual([lan.baseURL, lan.maxTools], ['http://lan:8080/v1', undefined]);

    assert.throws(
      () => resolveModel('myvllm:qwen', { env: {}, config }),
      (e: unknown) =>
        e instanceof MissingApiKeyError && e.envVar === 'MYVLLM_KEY' && /Set MYVLLM_KEY/.test(e.message),
    );
  });

  it('lists the known providers, config ones included, for an unknown provider', () => {
    const config: ModelConfig = {
      providers: { myvllm: { type: 'openai-compatible', baseURL: 'http://x/v1' } },
    };
    assert.throws(
      () => resolveModel('mistral:large', { env: {}, config }),
      (e: unknown) => {
        assert.ok(e instanceof UnknownProviderError);
        assert.equal(e.code, 'unknown_provider');
        assert.deepEqual(e.knownProviders, [
          'openai',
          'anthropic',
          'google',
          'ollama',
          'compatible',
          'myvllm',
        ]);
        assert.match(e.message, /Unknown model provider 'mistral'.*openai, anthropic, google, ollama/);
        return true;
      },
    );
  });

  it('rejects malformed specs with a clear reason', () => {
    const cases: Array<[string, RegExp]> = [
      ['', /empty/],
      ['gpt-4o', /did you mean 'openai:gpt-4o'/],
      ['openai/gpt-4o', /did you mean 'openai:gpt-4o'/],
      ['openai:', /model id .* is empty/],
      ['9x:model', /provider '9x'/],
      ['compatible:@http://localhost:8000/v1', /model id before the base URL is empty/],
      ['openai:gpt-4o@https://example.com/v1', /only accepted by the 'compatible' and 'ollama'/],
    ];
    for (const [spec, reason] of cases) {
      assert.throws(
        () => resolveModel(spec, { env: { OPENAI_API_KEY: 'k' } }),
        (e: unknown) =>
          e instanceof InvalidModelSpecError && e.code === 'invalid_model_spec' && reason.test(e.message),
        spec,
      );
    }
  });
});
