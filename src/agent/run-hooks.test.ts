import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ToolLibrary } from '../library/tool-library.ts';
import { createAllToolsStrategy } from '../strategies/all-tools/all-tools-strategy.ts';
import { mathLibrary } from '../strategies/test-support/math-library.ts';
import { scriptedLanguageModel } from '../testing/scripted-language-model.ts';
import { runAgent } from './run-agent.ts';
import { RunStoppedError } from './run-stopped-error.ts';

let library: ToolLibrary;
before(async () => (library = await mathLibrary()));
after(() => library.close());

const model = (script: Parameters<typeof scriptedLanguageModel>[0]) => {
  const m = scriptedLanguageModel(script);
  return { scripted: m, agentModel: { model: m, provider: 'scripted', modelId: 'm' } };
};

describe('run hooks', () => {
  it('a refused tool call does not run, and the model reads the refusal', async () => {
    const { scripted, agentModel } = model([
      { toolCalls: [{ name: 'add', input: { a: 1, b: 2 } }] },
      { text: 'gave up' },
    ]);
    const result = await runAgent({
      task: 'add',
      model: agentModel,
      library,
      strategy: createAllToolsStrategy(),
      candidates: ['add'],
      hooks: {
        beforeToolCall: (r) =>
          r.tool === 'add' ? { refuse: "The tool 'add' is forbidden in this run." } : undefined,
      },
    });
    assert.equal(result.toolCalls[0]?.ok, false);
    assert.equal(result.ledger.totals.toolCalls, 1);
    const toolMessage = scripted.prompts[1]?.prompt.at(-1);
    assert.match(JSON.stringify(toolMessage), /forbidden in this run/);
  });

  it('afterToolCall replaces what the model reads, and the ledger counts the replacement', async () => {
    const { scripted, agentModel } = model([
      { toolCalls: [{ name: 'fibonacci_sequence', input: { n: 30 } }] },
      { text: 'ok' },
    ]);
    const result = await runAgent({
      task: 'fib',
      model: agentModel,
      library,
      strategy: createAllToolsStrategy(),
      candidates: ['fibonacci_sequence'],
      hooks: {
        afterToolCall: (_r, outcome) =>
          outcome.ok && Array.isArray(outcome.output)
            ? `30 numbers, last ${outcome.output.at(-1)}`
            : undefined,
      },
    });
    assert.equal(result.status, 'completed');
    assert.match(JSON.stringify(scripted.prompts[1]?.prompt.at(-1)), /30 numbers, last 514229/);
    assert.equal(result.ledger.byTool.find((t) => t.tool === 'fibonacci_sequence')?.resultTokens, 7);
  });

  it('a hook that stops the run ends it with its status and the best answer so far', async () => {
    let calls = 0;
    const { agentModel } = model([
      { text: 'partial answer', toolCalls: [{ name: 'add', input: { a: 1, b: 2 } }] },
      { text: 'never' },
    ]);
    const result = await runAgent({
      task: 'add',
      model: agentModel,
      library,
      strategy: createAllToolsStrategy(),
      candidates: ['add'],
      hooks: {
        beforeModelCall: () => {
          if (++calls > 1)
            throw new RunStoppedError({
              status: 'budget_exhausted',
              reason: 'the budget cannot cover another model call',
            });
          return { maxOutputTokens: 50 };
        },
      },
    });
    assert.equal(result.status, 'budget_exhausted');
    assert.equal(result.answer, 'partial answer');
    assert.equal(result.steps, 1);
    assert.equal(result.toolCalls.length, 1);
    assert.equal(result.error?.code, 'run_stopped');
  });
});
