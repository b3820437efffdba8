import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSessionLimits } from './session-limits.ts';

const tool = (name: string, cost = 0) => ({ name, cost });

describe('createSessionLimits', () => {
  it('admits everything without limits', () => {
    const budget = createSessionLimits();
    for (let i = 0; i < 100; i++) assert.equal(budget.admit(tool('a', 1)).allowed, true);
    assert.deepEqual(budget.spent(), { fees: 100, calls: 100 });
  });

  it('limits calls per tool and in total', () => {
    const budget = createSessionLimits({ maxCallsPerTool: 2, maxCalls: 3 });
    assert.equal(budget.admit(tool('a')).allowed, true);
    assert.equal(budget.admit(tool('a')).allowed, true);
    assert.deepEqual(budget.admit(tool('a')), {
      allowed: false,
      reason: 'it was called 2 times, the most allowed per session',
    });
    assert.equal(budget.admit(tool('b')).allowed, true);
    assert.deepEqual(budget.admit(tool('c')), {
      allowed: false,
      reason: 'the session has made all of its 3 allowed tool calls',
    });
  });

  it('limits fees, and gives back what a call that never ran reserved', () => {
    const budget = createSessionLimits({ maxFees: 1 });
    const first = budget.admit(tool('paid', 0.4));
    assert.equal(first.allowed, true);
    const second = budget.admit(tool('paid', 0.4));
    assert.equal(second.allowed, true);
    assert.deepEqual(budget.admit(tool('paid', 0.4)), {
      allowed: false,
      reason: "it costs 0.4 per call and 0.2 of the session's 1 in fees is left",
    });
    assert.equal(budget.admit(tool('free')).allowed, true);
    if (second.allowed) second.settle({ ran: false });
    if (second.allowed) second.settle({ ran: false });
    assert.equal(budget.admit(tool('paid', 0.4)).allowed, true);
    assert.deepEqual(budget.spent(), { fees: 0.8, calls: 3 });
  });
});
