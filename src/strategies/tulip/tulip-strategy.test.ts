import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { runAgent } from '../../agent/run-agent.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../../testing/scripted-language-model.ts';
import { arithmeticPolicy } from '../test-support/arithmetic-policy.ts';
import { mathLibrary } from '../test-support/math-library.ts';
import { createTulipStrategy } from './tulip-strategy.ts';

let library: ToolLibrary;
before(async () => (library = await mathLibrary()));
after(() => library.close());

const TASK = 'Add 2 and 3, then multiply the sum by 4.';
const promptText = (call: LanguageModelV4CallOptions) => JSON.stringify(call.prompt);
const toolNames = (call: LanguageModelV4CallOptions | undefined) => (call?.tools ?? []).map((t) => t.name);

/** Answers decomposition prompts from `decompositions` (by the task in the prompt), else acts as the arithmetic agent. */
function policy(decompositions: Record<string, string>) {
  const agent = arithmeticPolicy();
  return (call: LanguageModelV4CallOptions): ScriptedReply => {
    const text = promptText(call);
    if (text.includes('Break the following task')) {
      const entry = Object.entries(decompositions).find(([task]) => text.includes(`Task: ${task}`));
      if (!entry) throw new Error(`no decomposition scripted for ${text}`);
      return { text: entry[1] };
    }
    return agent(call);
  };
}

function run(model: ReturnType<typeof scriptedLanguageModel>, strategy = createTulipStrategy()) {
  return runAgent({ task: TASK, model: { model, provider: 'scripted', modelId: 'm' }, library, strategy });
}

describe('tulip', () => {
  it('decomposes again a subtask for which no tool clears minScore, down to the tools it needs', async () => {
    const model = scriptedLanguageModel(
      policy({
        [TASK]: JSON.stringify({ subtasks: ['frobnicate the quux thoroughly', 'multiply two numbers'] }),
        'frobnicate the quux thoroughly': '```json\n{"subtasks": ["add two numbers"]}\n```',
      }),
    );
    const result = await run(model);
    assert.equal(result.status, 'completed');
    assert.equal(result.answer, 'The result is 20.');
    assert.deepEqual(
      result.toolCalls.map((c) => c.tool),
      ['add', 'multiply'],
    );
    assert.equal(result.ledger.byRole['decompose']?.calls, 2, 'the task, then the unmatched subtask');
    assert.equal(result.ledger.byRole['agent']?.calls, 3);
    assert.equal(result.ledger.totals.modelCalls, 5);
    assert.equal(result.ledger.totals.inputTokens, 500);
    const decompositions = result.trace.filter(
      (e) => e.type === 'strategy' && e.detail.startsWith('decomposed'),
    );
    assert.deepEqual(
      decompositions.map((e) => (e.type === 'strategy' ? (e.data as { depth: number }).depth : -1)),
      [0, 1],
    );
    const firstAgentCall = model.prompts.find((p) => !promptText(p).includes('Break the following task'));
    assert.ok(toolNames(firstAgentCall).includes('add') && toolNames(firstAgentCall).includes('multiply'));
    assert.ok(toolNames(firstAgentCall).includes('search_tools'));
  });

  it('searches mid-run with search_tools when a tool is missing, and the found tools join the context', async () => {
    const model = scriptedLanguageModel(
      policy({ [TASK]: JSON.stringify({ subtasks: ['add two numbers'] }) }),
    );
    const result = await run(model, createTulipStrategy({ topK: 1 }));
    assert.equal(result.status, 'completed');
    assert.deepEqual(
      result.toolCalls.map((c) => [c.tool, c.meta]),
      [
        ['add', false],
        ['search_tools', true],
        ['multiply', false],
      ],
    );
    const afterSearch = model.prompts.at(-2);
    assert.ok(toolNames(afterSearch).includes('multiply'));
    assert.equal(result.ledger.totals.toolCalls, 3);
  });

  it('falls back to the whole task when the decomposition is not valid JSON of the expected shape', async () => {
    const model = scriptedLanguageModel(policy({ [TASK]: 'First add, then multiply.' }));
    const result = await run(model, createTulipStrategy({ topK: 10 }));
    assert.equal(result.status, 'completed');
    assert.ok(result.trace.some((e) => e.type === 'strategy' && /decomposition unusable/.test(e.detail)));
  });

  it('tulip-primed names the most relevant tools in the decomposition prompt', async () => {
    const model = scriptedLanguageModel(
      policy({ [TASK]: JSON.stringify({ subtasks: ['add two numbers', 'multiply two numbers'] }) }),
    );
    const result = await run(model, createTulipStrategy({ variant: 'primed' }));
    assert.equal(result.status, 'completed');
    assert.match(promptText(model.prompts[0]!), /These tools from the library look relevant; .*\badd\b/);
  });

  it('tulip-minimal searches with the task itself and makes no decomposition call', async () => {
    const model = scriptedLanguageModel(policy({}));
    const result = await run(model, createTulipStrategy({ variant: 'minimal' }));
    assert.equal(result.status, 'completed');
    assert.equal(result.ledger.byRole['decompose'], undefined);
    assert.ok(!toolNames(model.prompts[0]).includes('search_tools'));
  });
});
