import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadModelConfig } from './load-model-config.ts';
import { ModelConfigError } from './model-config-error.ts';

describe('loadModelConfig', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'toolwise-config-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = async (name: string, text: string): Promise<string> => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };

  it('reads providers and prices, ignoring keys that belong to other parts of toolwise', async () => {
    const path = await write(
      'ok.json',
      JSON.stringify({
        library: '/somewhere/library.sqlite',
        providers: {
          myvllm: { type: 'openai-compatible', baseURL: 'http://gpu:8000/v1', apiKeyEnv: 'MYVLLM_KEY' },
        },
        prices: { 'myvllm:qwen': { inputPerMTok: 0.1, outputPerMTok: 0.2 } },
      }),
    );
    assert.deepEqual(await loadModelConfig({ path, env: {} }), {
      providers: {
        myvllm: { type: 'openai-compatible', baseURL: 'http://gpu:8000/v1', apiKeyEnv: 'MYVLLM_KEY' },
      },
      prices: { 'myvllm:qwen': { inputPerMTok: 0.1, outputPerMTok: 0.2 } },
    });
  });

  it('finds the file through TOOLWISE_CONFIG, else ~/.toolwise/config.json', async () => {
    const path = await write(
      'env.json',
      JSON.stringify({ prices: { m: { inputPerMTok: 1, outputPerMTok: 2 } } }),
    );
    assert.deepEqual(await loadModelConfig({ env: { TOOLWISE_CONFIG: path } }), {
      prices: { m: { inputPerMTok: 1, outputPerMTok: 2 } },
    });

    const home = join(dir, 'home');
    assert.deepEqual(await loadModelConfig({ env: {}, homeDir: home }), {}, 'no default file: no config');
    await mkdir(join(home, '.toolwise'), { recursive: true });
    await writeFile(join(home, '.toolwise', 'config.json'), '{"providers":{}}');
    assert.deepEqual(await loadModelConfig({ env: {}, homeDir: home }), { providers: {} });
  });

  it('names the file for a missing explicit file, malformed JSON and a wrong shape', async () => {
    const missing = join(dir, 'nope.json');
    await assert.rejects(loadModelConfig({ path: missing, env: {} }), (e: unknown) => {
      assert.ok(e instanceof ModelConfigError);
      assert.equal(e.code, 'invalid_model_config');
      assert.equal(e.path, missing);
      assert.match(e.message, /nope\.json: the file does not exist/);
      return true;
    });

    const broken = await write('broken.json', '{ "providers": { ');
    await assert.rejects(
      loadModelConfig({ path: broken, env: {} }),
      (e: unknown) => e instanceof ModelConfigError && /broken\.json: not valid JSON/.test(e.message),
    );

    const wrong = await write(
      'wrong.json',
      JSON.stringify({
        providers: { x: { type: 'openai-compatible', baseURL: 'not a url', apiKeyenv: 'K' } },
        prices: { m: { inputPerMTok: -1, outputPerMTok: 1 } },
      }),
    );
    await assert.rejects(loadModelConfig({ path: wrong, env: {} }), (e: unknown) => {
      assert.ok(e instanceof ModelConfigError);
      assert.match(e.message, /wrong\.json/);
      assert.match(e.message, /providers\.x\.baseURL/);
      assert.match(e.message, /apiKeyenv/);
      assert.match(e.message, /prices\.m\.inputPerMTok/);
      return true;
    });
  });
});
