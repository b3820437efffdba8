import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import { seededRandom } from './seeded-random.ts';
import { syntheticQueries, syntheticTools } from './synthetic-tools.ts';

describe('seededRandom', () => {
  it('repeats its sequence for a seed and stays in range', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const xs = Array.from({ length: 100 }, () => a.next());
    assert.deepEqual(
      xs,
      Array.from({ length: 100 }, () => b.next()),
    );
    assert.ok(xs.every((x) => x >= 0 && x < 1));
    assert.notDeepEqual(
      xs.slice(0, 5),
      [0, 1, 2, 3, 4].map(() => seededRandom(43).next()),
    );
    const r = seededRandom(1);
    assert.deepEqual(r.sample([1, 2, 3, 4], 9).sort(), [1, 2, 3, 4]);
    assert.ok([1, 2, 3].includes(r.pick([1, 2, 3])));
  });
});

describe('syntheticTools', () => {
  it('makes the asked number of valid, uniquely named tools, the same for the same seed', () => {
    const tools = syntheticTools({ count: 300, seed: 7 });
    assert.equal(tools.length, 300);
    assert.equal(new Set(tools.map((t) => t.name)).size, 300);
    assert.deepEqual(syntheticTools({ count: 300, seed: 7 }), tools);
    assert.notDeepEqual(syntheticTools({ count: 300, seed: 8 }), tools);
    const validator = createSchemaValidator();
    for (const tool of tools) validateToolDefinition(tool, validator);
    assert.ok(tools.every((t) => t.tags?.length === 2 && t.description.length > 20));
  });

  it('makes multi-word queries', () => {
    const queries = syntheticQueries({ count: 50 });
    assert.equal(queries.length, 50);
    assert.deepEqual(syntheticQueries({ count: 50 }), queries);
    assert.ok(queries.every((q) => q.split(' ').length >= 4));
  });
});
