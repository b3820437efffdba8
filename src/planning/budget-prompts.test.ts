import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forbiddenToolsNote, formatMoney, planNote } from './budget-prompts.ts';

describe('budget prompts', () => {
  it('formats money for people and models', () => {
    assert.deepEqual([0, 12.5, 1, 0.05, 0.0012204, 0.1, -0.25].map(formatMoney), [
      '$0',
      '$12.50',
      '$1.00',
      '$0.05',
      '$0.00122',
      '$0.1',
      '$-0.25',
    ]);
  });

  it('states the plan and the forbidden tools', () => {
    assert.equal(
      planNote({ add: 2, multiply: 1 }, 0.02),
      'Budget: $0.02 for this task, tools and model included. Planned tools: add (at most 2 calls), multiply (at most 1 call). Calls beyond the plan are refused, so choose them well and answer as soon as you can.',
    );
    assert.match(planNote({}, 0.02), /No tool fits in it/);
    assert.equal(forbiddenToolsNote([]), '');
    assert.equal(
      forbiddenToolsNote([
        { tool: 'a', reason: 'blacklisted' },
        { tool: 'b', reason: 'unaffordable' },
      ]),
      'Forbidden tools (calls to them are refused): a (its results were unhelpful); b (the budget left cannot cover its fee).',
    );
  });
});
