import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChatRequest } from './chat-request.ts';
import { createScriptCursor } from './script-cursor.ts';
import { scriptedText } from './scripted-text.ts';
import { scriptedToolCall } from './scripted-tool-call.ts';

const request: ChatRequest = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };

describe('createScriptCursor', () => {
  it('serves turns in order, repeating error turns `times` times', () => {
    const cursor = createScriptCursor([{ status: 429, times: 3 }, scriptedText('ok')]);
    const indexes = [1, 2, 3, 4].map(() => cursor.next(request)?.index);
    assert.deepEqual(indexes, [0, 0, 0, 1]);
    assert.equal(cursor.turnsServed, 2);
    assert.equal(cursor.next(request), undefined);
    assert.equal(cursor.turnsServed, 2);
  });

  it('repeats error turns returned by a script function without calling it again', () => {
    let calls = 0;
    const cursor = createScriptCursor((_request, index) => {
      calls++;
      return index === 0 ? { status: 500, times: 2 } : scriptedText('done');
    });
    assert.deepEqual(
      [1, 2, 3].map(() => cursor.next(request)?.turn),
      [{ status: 500, times: 2 }, { status: 500, times: 2 }, { text: 'done' }],
    );
    assert.equal(calls, 2);
  });
});

describe('scripted turn constructors', () => {
  it('build text and tool-call turns', () => {
    assert.deepEqual(scriptedText('hi', { delayMs: 1 }), { delayMs: 1, text: 'hi' });
    assert.deepEqual(scriptedToolCall('add', { a: 1 }, { id: 'c1', text: 'Adding.' }), {
      text: 'Adding.',
      toolCalls: [{ name: 'add', arguments: { a: 1 }, id: 'c1' }],
    });
    assert.deepEqual(scriptedToolCall('add', '{bad'), { toolCalls: [{ name: 'add', arguments: '{bad' }] });
  });
});
