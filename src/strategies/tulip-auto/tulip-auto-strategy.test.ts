import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { AgentRunResult } from '../../agent/agent-run-result.ts';
import { runAgent } from '../../agent/run-agent.ts';
import { main } from '../../cli/main.ts';
import { ToolLibrary } from '../../library/tool-library.ts';
import { toolResultTexts } from '../../observation/test-support/scripted-roles.ts';
import { JsSandbox } from '../../sandbox/js-sandbox.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../../testing/scripted-language-model.ts';
import { createTulipAutoStrategy } from './tulip-auto-strategy.ts';

const dir = mkdtempSync(join(tmpdir(), 'toolwise-tulip-auto-'));
const path = join(dir, 'library.sqlite');
let sandbox: JsSandbox;
before(async () => {
  sandbox = await JsSandbox.create();
  const library = ToolLibrary.open({ path });
  library.create({
    name: 'get_weather',
    description: 'Current weather of a city.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  });
  library.close();
});
after(() => {
  sandbox.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const SCHEMA = { type: 'object', properties: { number: { type: 'number' } }, required: ['number'] };
const REAL_ONLY = 'function run(input) {\n  return Math.sqrt(input.number);\n}';
const WITH_COMPLEX =
  'function run(input) {\n  const root = Math.sqrt(Math.abs(input.number));\n  return input.number < 0 ? { re: 0, im: root } : root;\n}';

/**
 * One run with a fresh library connection (as separate processes would have), the model scripted by a
 * function that answers tulip's decomposition and then follows `steps`: each step sees the results so far.
 */
async function session(
  task: string,
  step: (call: LanguageModelV4CallOptions, done: number) => ScriptedReply,
  limits: { timeoutMs?: number } = {},
) {
  const model = scriptedLanguageModel((call) => {
    if (JSON.stringify(call.prompt).includes('Break the following task'))
      return { text: JSON.stringify({ subtasks: [task] }) };
    return step(call, call.prompt.filter((m) => m.role === 'tool').length);
  });
  const library = ToolLibrary.open({ path });
  try {
    const result = await runAgent({
      task,
      model: { model, provider: 'scripted', modelId: 'scripted-model' },
      library,
      strategy: createTulipAutoStrategy({ sandbox, limits }),
    });
    return { result, model };
  } finally {
    library.close();
  }
}

function metaCalls(result: AgentRunResult) {
  return result.trace.flatMap((e) => (e.type === 'tool_call' ? [[e.tool, e.ok] as const] : []));
}

async function cli(...argv: string[]): Promise<string> {
  let out = '';
  const code = await main(argv, { out: (t) => (out += t), err: (t) => (out += t), env: {}, cwd: dir });
  assert.equal(code, 0, out);
  return out;
}

describe('tulip-auto: a tool created, used, updated, used again and deleted, across runs sharing the library', () => {
  it('run 1 creates the tool (after a rejected try whose diagnostics go back) and uses it', async () => {
    const { result, model } = await session('What is the square root of 23456789?', (call, done) => {
      if (done === 0)
        return { toolCalls: [{ name: 'search_tools', input: { queries: ['square root of a number'] } }] };
      if (done === 1 || done === 2) {
        // First try: a wrong expected value (sqrt(2) is not 1.5); the second fixes it from the diagnostics.
        const fixed = done === 2;
        if (fixed)
          assert.match(toolResultTexts(call).at(-1)!, /^Tool 'square_root' was rejected at stage 'expected'/);
        return {
          toolCalls: [
            {
              name: 'create_tool',
              input: {
                name: 'square_root',
                description: 'The square root of a number.',
                input_schema: SCHEMA,
                code: REAL_ONLY,
                examples: [
                  { input: { number: 16 }, expected: 4 },
                  { input: { number: 2 }, expected: fixed ? 1.4142135623730951 : 1.5 },
                ],
              },
            },
          ],
        };
      }
      if (done === 3) return { toolCalls: [{ name: 'square_root', input: { number: 23456789 } }] };
      return { text: 'The square root of 23456789 is about 4843.22.' };
    });
    assert.equal(result.status, 'completed', JSON.stringify(result.error));
    assert.deepEqual(metaCalls(result), [
      ['search_tools', false],
      ['create_tool', false],
      ['create_tool', true],
      ['square_root', true],
    ]);
    // The rejection's exact diagnostics went back to the model.
    assert.equal(
      toolResultTexts(model.prompts.at(-1)!)[1],
      [
        "Tool 'square_root' was rejected at stage 'expected' (an example gave the wrong result):",
        '- Example 2 (input {"number":2}): expected 1.5, got 1.4142135623730951.',
        'Nothing was stored. Fix the problem and call create_tool again with the whole tool.',
      ].join('\n'),
    );
    const used = result.trace.find((e) => e.type === 'tool_call' && e.tool === 'square_root');
    assert.ok(used?.type === 'tool_call' && used.output === '4843.220932396126');
    const actions = result.trace.flatMap((e) =>
      e.type === 'strategy' && e.strategy === 'tulip-auto' ? [e.detail] : [],
    );
    assert.deepEqual(actions, [
      'create square_root: rejected at stage expected',
      'create square_root: version 1',
    ]);
  });

  it('the library shows the generated tool like any other, searchable, with its code for review', async () => {
    const listed = await cli('library', 'list', '--type', 'generated', '--library', path);
    assert.match(listed, /square_root\s+1\s+generated\s+The square root of a number\./);
    const shown = JSON.parse(await cli('library', 'show', 'square_root', '--json', '--library', path)) as {
      source: { config: { code: string } };
    };
    assert.equal(shown.source.config.code, REAL_ONLY);
    const library = ToolLibrary.open({ path });
    assert.equal((await library.search('square root'))[0]?.tool.name, 'square_root');
    library.close();
  });

  it('run 2 updates the tool to handle negative numbers; its old examples still had to pass', async () => {
    const { result, model } = await session(
      'Change the square root tool to work for negative numbers.',
      (_call, done) => {
        if (done === 0) return { toolCalls: [{ name: 'show_tool', input: { name: 'square_root' } }] };
        if (done === 1)
          // Only the new case in mind: this breaks the stored examples, so it is rejected.
          return {
            toolCalls: [
              {
                name: 'update_tool',
                input: {
                  name: 'square_root',
                  code: 'function run(input) {\n  return { re: 0, im: Math.sqrt(-input.number) };\n}',
                  examples: [{ input: { number: -4 }, expected: { re: 0, im: 2 } }],
                },
              },
            ],
          };
        if (done === 2)
          return {
            toolCalls: [
              {
                name: 'update_tool',
                input: {
                  name: 'square_root',
                  description:
                    'The square root of a number; for a negative number, the imaginary root as { re, im }.',
                  code: WITH_COMPLEX,
                  examples: [{ input: { number: -4 }, expected: { re: 0, im: 2 } }],
                },
              },
            ],
          };
        return { text: 'The tool now handles negative numbers.' };
      },
    );
    assert.equal(result.status, 'completed', JSON.stringify(result.error));
    assert.deepEqual(metaCalls(result), [
      ['show_tool', true],
      ['update_tool', false],
      ['update_tool', true],
    ]);
    const rejected = toolResultTexts(model.prompts.at(-1)!)[1]!;
    assert.match(rejected, /^Tool 'square_root' was rejected at stage 'expected'/);
    assert.match(rejected, /- Example 1 \(input \{"number":16\}\): expected 4, got \{"re":0,"im":null\}/);
    // show_tool gave the model the current code to change.
    const shown = JSON.parse(toolResultTexts(model.prompts.at(-1)!)[0]!) as { code: string; version: number };
    assert.equal(shown.code, REAL_ONLY);
    assert.equal(shown.version, 1);
    const library = ToolLibrary.open({ path });
    const tool = library.require('square_root');
    assert.equal(tool.version, 2);
    assert.deepEqual(
      (tool.source.config as { examples: Array<{ input: unknown }> }).examples.map((e) => e.input),
      [{ number: 16 }, { number: 2 }, { number: -4 }],
    );
    library.close();
  });

  it('run 3 finds the updated tool by search and uses it on the new case', async () => {
    const { result } = await session('Calculate the square root of -200.', (_call, done) => {
      if (done === 0)
        return { toolCalls: [{ name: 'search_tools', input: { queries: ['square root of a number'] } }] };
      if (done === 1) return { toolCalls: [{ name: 'square_root', input: { number: -200 } }] };
      return { text: 'The square root of -200 is about 14.14i.' };
    });
    assert.equal(result.status, 'completed', JSON.stringify(result.error));
    const used = result.trace.find((e) => e.type === 'tool_call' && e.tool === 'square_root');
    assert.ok(used?.type === 'tool_call' && used.ok, JSON.stringify(used));
    assert.deepEqual(JSON.parse(used.output!), { re: 0, im: 14.142135623730951 });
  });

  it('run 4 deletes the tool; it may not delete tools it did not create', async () => {
    const { result } = await session('Delete the square root tool.', (_call, done) => {
      if (done === 0) return { toolCalls: [{ name: 'delete_tool', input: { name: 'get_weather' } }] };
      if (done === 1) return { toolCalls: [{ name: 'delete_tool', input: { name: 'square_root' } }] };
      return { text: 'Deleted.' };
    });
    assert.deepEqual(metaCalls(result), [
      ['delete_tool', false],
      ['delete_tool', true],
    ]);
    const library = ToolLibrary.open({ path });
    assert.equal(library.get('square_root'), undefined);
    assert.ok(library.get('get_weather'));
    assert.deepEqual(
      library.history('square_root').map((h) => [h.version, h.change]),
      [
        [1, 'created'],
        [2, 'updated'],
        [3, 'deleted'],
      ],
    );
    assert.equal(library.count({ sourceType: 'generated' }), 0);
    library.close();
  });
});

describe('tulip-auto: rejected tools', () => {
  it('reports each failing stage exactly and stores nothing', async () => {
    const attempts: Array<{ name?: string; code: string; stage: string; detail: RegExp }> = [
      {
        name: 'search_tools',
        code: 'function run(input) { return input.number * 2; }',
        stage: 'name',
        detail: /'search_tools' is the name of one of your own tools; pick another name\./,
      },
      {
        code: 'function run(input) { return input.number * ; }',
        stage: 'syntax',
        detail: /SyntaxError: .*\(line 1, column \d+\)/,
      },
      {
        code: 'function run(input) { return input.missing.x; }',
        stage: 'run',
        detail: /TypeError: .*\(line 1, column \d+\)/,
      },
      {
        code: 'function run() { while (true) {} }',
        stage: 'run',
        detail: /Sandbox time limit of 50 ms exceeded/,
      },
    ];
    const { result, model } = await session(
      'Double a number.',
      (_call, done) => {
        const attempt = attempts[done];
        if (!attempt) return { text: 'I could not make the tool.' };
        return {
          toolCalls: [
            {
              name: 'create_tool',
              input: {
                name: attempt.name ?? 'double',
                description: 'Doubles a number.',
                input_schema: SCHEMA,
                code: attempt.code,
                examples: [{ input: { number: 2 }, expected: 4 }],
              },
            },
          ],
        };
      },
      { timeoutMs: 50 },
    );
    const texts = toolResultTexts(model.prompts.at(-1)!);
    attempts.forEach((attempt, i) => {
      const message = texts[i]!;
      assert.match(
        message,
        new RegExp(`^Tool '${attempt.name ?? 'double'}' was rejected at stage '${attempt.stage}'`),
      );
      assert.match(message, attempt.detail);
    });
    assert.equal(result.answer, 'I could not make the tool.');
    const library = ToolLibrary.open({ path });
    assert.equal(library.get('double'), undefined);
    library.close();
  });
});
