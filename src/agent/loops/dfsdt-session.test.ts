import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolLibrary } from '../../library/tool-library.ts';
import type { Strategy } from '../strategy.ts';
import { runAgent } from '../run-agent.ts';
import { scriptedLanguageModel } from '../../testing/scripted-language-model.ts';
import { createDfsdtLoop } from './dfsdt-loop.ts';

describe('dfsdt and the strategy session', () => {
  it('reads a session whose system prompt is a getter anew on every turn', async () => {
    const library = ToolLibrary.open({ path: ':memory:' });
    library.create({ name: 'noop', description: 'Does nothing.', inputSchema: { type: 'object' } });
    let turn = 0;
    const strategy: Strategy = {
      name: 'changing',
      description: 'A system prompt that changes every turn.',
      async start() {
        return {
          get system() {
            return `turn ${++turn}`;
          },
          visibleTools: () => ['noop'],
        };
      },
    };
    const model = scriptedLanguageModel([{ toolCalls: [{ name: 'noop', input: {} }] }, { text: 'done' }]);
    const result = await runAgent({
      task: 'x',
      model: { model, provider: 'scripted', modelId: 'm' },
      library,
      strategy,
      loop: createDfsdtLoop(),
      executor: {
        call: async () => ({ ok: true, output: null, durationMs: 0 }),
        bind() {},
        close: async () => {},
      },
    });
    assert.equal(result.status, 'completed');
    assert.deepEqual(
      model.prompts.map((p) => p.prompt[0]),
      [
        { role: 'system', content: 'turn 1' },
        { role: 'system', content: 'turn 2' },
      ],
    );
    assert.ok(model.prompts[0]!.tools?.some((t) => t.name === 'give_up_and_restart'));
    library.close();
  });
});
