import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { diversityPrompt } from './dfsdt-prompts.ts';

describe('diversityPrompt', () => {
  it('lists the tried actions with why they were abandoned and asks for a different one', () => {
    const text = diversityPrompt([
      { calls: [{ tool: 'add', input: { a: 2, b: 3 } }], abandoned: 'gave up: wrong operation' },
      { calls: [], abandoned: 'gave up: no tool fits' },
      {
        calls: [
          { tool: 'sine', input: { x: 1 } },
          { tool: 'cosine', input: { x: 1 } },
        ],
      },
    ]);
    assert.match(text, /^This is not your first attempt from this point/);
    assert.match(text, /\n1\. add\(\{"a":2,"b":3\}\) \(abandoned: gave up: wrong operation\)\n/);
    assert.match(text, /\n2\. \(no tool call\) \(abandoned: gave up: no tool fits\)\n/);
    assert.match(text, /\n3\. sine\(\{"x":1\}\), cosine\(\{"x":1\}\)\n/);
    assert.match(text, /different from all of them\.$/);
  });
});
