import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { StoredTool } from '../tool/tool-definition.ts';
import { cachedToolLookup } from './cached-tool-lookup.ts';

const tool = (version: number): StoredTool => ({
  name: 't',
  description: 'A tool.',
  inputSchema: { type: 'object' },
  cost: 0,
  tags: [],
  source: { type: 'manual', id: 'manual' },
  version,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: `2025-01-0${version}T00:00:00.000Z`,
});

describe('cachedToolLookup', () => {
  it('returns the same object while the version is unchanged, and asks the library again after the TTL', () => {
    let now = 0;
    let stored: StoredTool | undefined = tool(1);
    let reads = 0;
    const lookup = cachedToolLookup(
      {
        get: () => {
          reads++;
          return stored && { ...stored };
        },
      },
      { ttlMs: 100, now: () => now },
    );
    const first = lookup('t');
    assert.equal(lookup('t'), first);
    assert.equal(reads, 1);
    now = 150;
    assert.equal(lookup('t'), first);
    assert.equal(reads, 2);
    stored = tool(2);
    now = 300;
    assert.equal(lookup('t')?.version, 2);
    stored = undefined;
    now = 450;
    assert.equal(lookup('t'), undefined);
  });
});
