import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBudgetWorld } from './budget-world.ts';

describe('createBudgetWorld', () => {
  it('has eight topics of five tools with fees from 1 to 10, and tasks with a known usefulness', () => {
    const world = createBudgetWorld({ seed: 3 });
    assert.equal(world.tools.length, 40);
    assert.ok(world.tools.every((t) => Number.isInteger(t.cost) && t.cost >= 1 && t.cost <= 10));
    const tasks = world.tasks(50, 9);
    for (const task of tasks) {
      assert.equal(task.candidates.length, 5);
      // Every need is served by some candidate that is useful for this task.
      for (const slot of task.slots)
        assert.ok(
          task.candidates.some((c) => task.useful[c] && world.tool(c)?.slot === slot),
          task.text,
        );
      assert.ok(task.candidates.every((c) => world.tool(c)?.behaviour !== 'error' || !task.useful[c]));
    }
    assert.ok(tasks.some((t) => t.slots.length === 2) && tasks.some((t) => t.slots.length === 1));
    assert.deepEqual(createBudgetWorld({ seed: 3 }).tasks(50, 9), tasks);
    assert.notDeepEqual(world.tasks(50, 10), tasks);
  });
});
