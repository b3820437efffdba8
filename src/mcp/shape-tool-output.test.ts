import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ResultStore } from './result-store.ts';
import { shapeToolOutput } from './shape-tool-output.ts';

describe('shapeToolOutput', () => {
  it('returns small results in full: strings as they are, anything else as compact JSON', () => {
    const results = new ResultStore();
    assert.deepEqual(shapeToolOutput({ toolName: 't', value: 'hello', limitTokens: 100, results }), {
      content: [{ type: 'text', text: 'hello' }],
      tokensFull: 1,
      tokensReturned: 1,
    });
    const shaped = shapeToolOutput({ toolName: 't', value: { a: [1, 2] }, limitTokens: 100, results });
    assert.deepEqual(shaped.content, [{ type: 'text', text: '{"a":[1,2]}' }]);
    assert.equal(results.size, 0);
  });

  it('keeps a large result under a handle and returns its shape, a preview and how to extract', () => {
    const results = new ResultStore();
    const value = { rows: Array.from({ length: 500 }, (_, i) => ({ id: i, name: `row ${i}` })) };
    const shaped = shapeToolOutput({ toolName: 'rows', value, limitTokens: 100, results, previewChars: 40 });
    assert.equal(shaped.handle, 'r1');
    assert.ok(shaped.tokensFull > 5000);
    assert.ok(shaped.tokensReturned < 200);
    const text = (shaped.content[0] as { text: string }).text;
    assert.match(
      text,
      /^The result of 'rows' has \d+ tokens, more than the 100 returned at once\. It is kept as handle 'r1' for 15 minutes\.$/m,
    );
    assert.match(
      text,
      /^Shape \(each list shown by its first element\): \{ rows: \[\{ id: integer, name: string \}\] \(500 items\) \}$/m,
    );
    assert.match(text, /^Preview: \{"rows":\[\{"id":0,"name":"row 0"\},\{"id":1…$/m);
    assert.deepEqual(results.get('r1')?.value, value);
    const long = shapeToolOutput({ toolName: 'text', value: 'word '.repeat(500), limitTokens: 100, results });
    assert.match(
      (long.content[0] as { text: string }).text,
      /Shape \(each list shown by its first element\): string \(2500 characters\)/,
    );
  });

  it('passes MCP content with images through as it is', () => {
    const results = new ResultStore();
    const content = [
      { type: 'text', text: 'a picture' },
      { type: 'image', data: 'iVBORw0KGgo=', mimeType: 'image/png' },
    ];
    const shaped = shapeToolOutput({ toolName: 'picture', value: content, limitTokens: 1, results });
    assert.deepEqual(shaped.content, content);
    assert.equal(shaped.tokensFull, 2);
    const onlyText = shapeToolOutput({
      toolName: 't',
      value: [{ type: 'text', text: 'x' }],
      limitTokens: 100,
      results,
    });
    assert.deepEqual(onlyText.content, [{ type: 'text', text: '[{"type":"text","text":"x"}]' }]);
  });
});
