import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mcpCallResultToOutput, mcpResultText } from './mcp-call-result-to-output.ts';

describe('mcpCallResultToOutput', () => {
  it('prefers structuredContent', () => {
    assert.deepEqual(
      mcpCallResultToOutput({ content: [{ type: 'text', text: '3' }], structuredContent: { sum: 3 } }),
      { sum: 3 },
    );
  });

  it('parses a single JSON text item and keeps other text as a string', () => {
    assert.deepEqual(mcpCallResultToOutput({ content: [{ type: 'text', text: '{"a":[1,2]}' }] }), {
      a: [1, 2],
    });
    assert.equal(mcpCallResultToOutput({ content: [{ type: 'text', text: '42' }] }), 42);
    assert.equal(mcpCallResultToOutput({ content: [{ type: 'text', text: 'Echo: hi' }] }), 'Echo: hi');
  });

  it('returns other content as the array', () => {
    const content = [
      { type: 'image' as const, data: 'AA==', mimeType: 'image/png' },
      { type: 'text' as const, text: 'caption' },
    ];
    assert.deepEqual(mcpCallResultToOutput({ content }), content);
    assert.deepEqual(mcpCallResultToOutput({ content: [] }), []);
    assert.equal(mcpResultText({ content }), 'caption');
  });
});
