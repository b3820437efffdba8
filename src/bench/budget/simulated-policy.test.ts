import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { budgetHintNote } from './budget-hint-prompts.ts';
import { createBudgetWorld } from './budget-world.ts';
import { simulatedPolicy } from './simulated-policy.ts';

const world = createBudgetWorld({ seed: 1 });
const task = world.tasks(20, 2).find((t) => t.slots.length === 1)!;
const tool = (name: string) => ({
  type: 'function' as const,
  name,
  inputSchema: { type: 'object' as const },
});
const call = (prompt: LanguageModelV4Prompt): LanguageModelV4CallOptions => ({
  prompt,
  tools: task.candidates.map(tool),
  maxOutputTokens: 20,
});

describe('simulatedPolicy', () => {
  it('tries only tools that claim an unmet need, and answers once every need is met', () => {
    const policy = simulatedPolicy({ task, world, seed: 1, promptTokens: () => 123 });
    const first = policy(call([{ role: 'user', content: [{ type: 'text', text: task.text }] }]), 0);
    assert.ok('toolCalls' in first);
    const name = first.toolCalls[0]!.name;
    assert.equal(world.tool(name)?.slot, task.slots[0]);
    assert.equal(first.inputTokens, 123);
    assert.equal(first.outputTokens, 20);
    const done = policy(
      call([
        { role: 'user', content: [{ type: 'text', text: task.text }] },
        {
          role: 'tool',
          content: [
            {
              type: 'tool-result',
              toolCallId: 'c1',
              toolName: name,
              output: { type: 'text', value: '{"found":true}' },
            },
          ],
        },
      ]),
      1,
    );
    assert.ok(!('toolCalls' in done) && done.text.startsWith('Answer:'));
  });

  it('heeds a budget stated in the prompt when told to always', () => {
    const costs = task.candidates.map((t) => ({ tool: t, cost: world.tool(t)!.cost }));
    const cheapest = Math.min(...costs.map((c) => c.cost));
    const policy = simulatedPolicy({ task, world, seed: 1, heedBudget: 1, promptTokens: () => 1 });
    const system = budgetHintNote({ budget: 10, remaining: cheapest - 0.5, costs });
    const reply = policy(
      call([
        { role: 'system', content: system },
        { role: 'user', content: [{ type: 'text', text: task.text }] },
      ]),
      0,
    );
    assert.ok(!('toolCalls' in reply) && reply.text.startsWith('Partial answer'));
  });
});
