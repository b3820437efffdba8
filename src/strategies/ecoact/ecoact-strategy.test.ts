import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../../agent/run-agent.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { scriptedLanguageModel } from '../../testing/scripted-language-model.ts';
import { arithmeticPolicy } from '../test-support/arithmetic-policy.ts';
import { mathLibrary } from '../test-support/math-library.ts';
import { ecoactStrategy } from './ecoact-strategy.ts';

let library: ToolLibrary;
before(async () => (library = await mathLibrary()));
after(() => library.close());

const agentModel = (model: ReturnType<typeof scriptedLanguageModel>) => ({
  model,
  provider: 'scripted',
  modelId: 'm',
});

describe('ecoact', () => {
  it('shows names only, registers one tool at a time, and counts the registration calls', async () => {
    const model = scriptedLanguageModel((call) => arithmeticPolicy()(call));
    const result = await runAgent({
      task: 'Add 2 and 3, then multiply by 4.',
      model: agentModel(model),
      library,
      strategy: ecoactStrategy,
    });
    assert.equal(result.status, 'completed');
    assert.deepEqual(
      result.toolCalls.map((c) => [c.tool, c.meta]),
      [
        ['register_tool', true],
        ['add', false],
        ['register_tool', true],
        ['multiply', false],
      ],
    );
    const tools = model.prompts.map((p) => (p.tools ?? []).map((t) => t.name));
    assert.deepEqual(tools, [
      ['register_tool'],
      ['add', 'register_tool'],
      ['add', 'register_tool'],
      ['add', 'multiply', 'register_tool'],
      ['add', 'multiply', 'register_tool'],
    ]);
    const system = JSON.stringify(model.prompts[0]!.prompt[0]);
    for (const name of ['add', 'sqrt', 'volume_of_torus', 'prime_sieve']) assert.ok(system.includes(name));
    assert.ok(!system.includes('Square root of a number'), 'descriptions are not in the prompt');
    assert.equal(result.ledger.totals.modelCalls, 5);
    assert.equal(result.ledger.totals.toolCalls, 4);
    assert.equal(result.ledger.byTool.find((t) => t.tool === 'register_tool')?.calls, 2);
  });

  it('tells the model to register a tool it called unregistered, and names close candidates for a wrong name', async () => {
    const model = scriptedLanguageModel([
      { toolCalls: [{ name: 'add', input: { a: 1, b: 1 } }] },
      { toolCalls: [{ name: 'register_tool', input: { tool_name: 'sqroot' } }] },
      { toolCalls: [{ name: 'register_tool', input: { tool_name: 'add' } }] },
      { toolCalls: [{ name: 'add', input: { a: 1, b: 1 } }] },
      { text: '2' },
    ]);
    const result = await runAgent({
      task: 'Add 1 and 1.',
      model: agentModel(model),
      library,
      strategy: ecoactStrategy,
    });
    assert.equal(result.status, 'completed');
    assert.deepEqual(
      result.toolCalls.map((c) => c.ok),
      [false, false, true, true],
    );
    const lastMessage = (i: number) => JSON.stringify(model.prompts[i]!.prompt.at(-1));
    assert.match(lastMessage(1), /not registered yet\. Call register_tool with tool_name 'add' first/);
    assert.match(lastMessage(2), /no tool named 'sqroot' in the list/);
    assert.match(lastMessage(4), /"value":"2"/);
  });
});
