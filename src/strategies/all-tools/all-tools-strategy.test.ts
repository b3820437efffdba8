import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../../agent/run-agent.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { scriptedLanguageModel } from '../../testing/scripted-language-model.ts';
import { mathLibrary } from '../test-support/math-library.ts';
import { createAllToolsStrategy } from './all-tools-strategy.ts';

let library: ToolLibrary;
before(async () => (library = await mathLibrary()));
after(() => library.close());

describe('all-tools and cot-tools', () => {
  it('refuses more tools than the provider accepts, before any model call', async () => {
    const model = scriptedLanguageModel([{ text: 'never' }]);
    const result = await runAgent({
      task: 'Add 1 and 1.',
      model: { model, provider: 'openai', modelId: 'm', maxTools: 64 },
      library,
      strategy: createAllToolsStrategy(),
    });
    assert.equal(result.status, 'failed');
    assert.equal(result.error?.code, 'too_many_tools');
    assert.match(result.error?.message ?? '', /would send 100 tools, but openai accepts at most 64/);
    assert.equal(model.prompts.length, 0);
  });

  it('sends every candidate definition, and cot-tools adds the step-by-step instruction', async () => {
    const model = scriptedLanguageModel([{ text: 'ok' }, { text: 'ok' }]);
    const base = { task: 'Add 1 and 1.', model: { model, provider: 'scripted', modelId: 'm' }, library };
    await runAgent({ ...base, strategy: createAllToolsStrategy() });
    await runAgent({
      ...base,
      strategy: createAllToolsStrategy({ stepByStep: true }),
      candidates: ['add', 'sqrt'],
    });
    assert.equal(model.prompts[0]!.tools?.length, 100);
    assert.deepEqual(
      model.prompts[1]!.tools?.map((t) => t.name),
      ['add', 'sqrt'],
    );
    assert.doesNotMatch(JSON.stringify(model.prompts[0]!.prompt[0]), /step by step/);
    assert.match(JSON.stringify(model.prompts[1]!.prompt[0]), /step by step/);
  });
});
