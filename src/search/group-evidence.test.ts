import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupEvidence } from './group-evidence.ts';

describe('groupEvidence', () => {
  const groups: Record<number, string[]> = {
    1: ['tag:svc'],
    2: ['tag:svc', 'tag:all'],
    3: ['tag:all'],
    4: [],
  };
  const sizes: Record<string, number> = { 'tag:svc': 2, 'tag:all': 100 };
  const evidence = groupEvidence({
    scores: new Map([
      [1, 1],
      [2, 0.2],
      [3, 0.9],
      [4, 0.5],
    ]),
    groupsOf: (id) => groups[id] ?? [],
    groupSize: (g) => sizes[g] ?? 0,
    total: 100,
  });

  it('passes the best other member score, scaled by the group specificity', () => {
    const specific = Math.log(100 / 2) / Math.log(100);
    assert.ok(
      Math.abs((evidence.get(2) ?? 0) - specific * 1) < 1e-12,
      'tool 2 gets tool 1 through the small group',
    );
    assert.ok(Math.abs((evidence.get(1) ?? 0) - specific * 0.2) < 1e-12, 'tool 1 gets tool 2, never itself');
  });

  it('passes nothing through a group holding the whole library, or to tools without groups', () => {
    assert.equal(evidence.get(3), undefined);
    assert.equal(evidence.get(4), undefined);
  });

  it('does nothing in a library of one tool', () => {
    assert.equal(
      groupEvidence({ scores: new Map([[1, 1]]), groupsOf: () => ['tag:a'], groupSize: () => 1, total: 1 })
        .size,
      0,
    );
  });
});
