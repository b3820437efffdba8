import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { uniqueToolNames } from './unique-tool-names.ts';

describe('uniqueToolNames', () => {
  it('keeps the first of a name and suffixes later ones in order', () => {
    assert.deepEqual(uniqueToolNames(['a', 'b', 'a', 'a']), ['a', 'b', 'a_2', 'a_3']);
  });

  it('skips suffixed names that another tool already owns', () => {
    assert.deepEqual(uniqueToolNames(['search', 'search', 'search_2']), ['search', 'search_3', 'search_2']);
  });

  it('stays within 64 characters', () => {
    const long = 'x'.repeat(64);
    const [first, second] = uniqueToolNames([long, long]);
    assert.equal(first, long);
    assert.equal(second, `${'x'.repeat(62)}_2`);
  });
});
