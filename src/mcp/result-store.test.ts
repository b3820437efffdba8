import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ResultStore } from './result-store.ts';

describe('ResultStore', () => {
  it('keeps results under short handles', () => {
    const store = new ResultStore();
    const handle = store.put({ toolName: 't', value: { a: 1 }, tokens: 5 });
    assert.equal(handle, 'r1');
    assert.deepEqual(store.get('r1'), { handle: 'r1', toolName: 't', value: { a: 1 }, tokens: 5 });
    assert.equal(store.get('r2'), undefined);
  });

  it('drops the least recently used result beyond its size', () => {
    const store = new ResultStore({ maxEntries: 2 });
    store.put({ toolName: 't', value: 1, tokens: 1 });
    store.put({ toolName: 't', value: 2, tokens: 1 });
    store.get('r1');
    store.put({ toolName: 't', value: 3, tokens: 1 });
    assert.equal(store.get('r2'), undefined);
    assert.equal(store.get('r1')?.value, 1);
    assert.equal(store.get('r3')?.value, 3);
    assert.equal(store.size, 2);
  });

  it('drops results unused for longer than the TTL', () => {
    let now = 0;
    const store = new ResultStore({ ttlMs: 100, now: () => now });
    store.put({ toolName: 't', value: 1, tokens: 1 });
    store.put({ toolName: 't', value: 2, tokens: 1 });
    now = 60;
    store.get('r2');
    now = 120;
    assert.equal(store.get('r1'), undefined);
    assert.equal(store.get('r2')?.value, 2);
    now = 300;
    assert.equal(store.size, 0);
  });
});
