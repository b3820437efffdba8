import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InvalidArgumentError } from '../../errors/invalid-argument-error.ts';
import { reactLoop } from '../react-loop.ts';
import { LOOPS, loopByName } from './loop-registry.ts';

describe('loop registry', () => {
  it('builds every registered loop under its own name', () => {
    assert.deepEqual(Object.keys(LOOPS), ['react', 'dfsdt']);
    for (const name of Object.keys(LOOPS)) assert.equal(loopByName(name).name, name);
    assert.equal(loopByName('react'), reactLoop);
  });

  it('lists the names when a loop is unknown', () => {
    assert.throws(
      () => loopByName('bfs'),
      (e) =>
        InvalidArgumentError.isInstance(e) &&
        /unknown reasoning loop 'bfs'; choose one of react, dfsdt/.test(e.message),
    );
    assert.throws(() => loopByName('toString'), /unknown reasoning loop/);
  });
});
