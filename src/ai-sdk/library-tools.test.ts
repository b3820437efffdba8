import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { generateText, isStepCount } from 'ai';
import { ToolNotFoundError } from '../errors/tool-not-found-error.ts';
import { createSourceResolvers } from '../sources/create-source-resolvers.ts';
import { mathLibrary } from '../strategies/test-support/math-library.ts';
import { scriptedLanguageModel } from '../testing/scripted-language-model.ts';
import type { ToolCallResult } from '../tool/tool-call-result.ts';
import { createToolExecutor, type ToolExecutor } from '../tool/tool-executor.ts';
import { libraryTools } from './library-tools.ts';
import { ToolCallFailedError } from './tool-call-failed-error.ts';

/** The tool results the model received in one request, as the provider sees them. */
function toolResults(call: LanguageModelV4CallOptions | undefined): unknown[] {
  return (call?.prompt ?? []).flatMap((m) =>
    m.role === 'tool' ? m.content.flatMap((p) => (p.type === 'tool-result' ? [p.output] : [])) : [],
  );
}

function toolNames(call: LanguageModelV4CallOptions | undefined): string[] {
  return (call?.tools ?? []).map((t) => t.name).sort();
}

describe('libraryTools', () => {
  it('runs a library tool through the toolwise executor inside generateText', async () => {
    const library = await mathLibrary();
    try {
      const model = scriptedLanguageModel([
        { toolCalls: [{ name: 'sqrt', input: { number: 16 } }] },
        { text: 'The square root of 16 is 4.' },
      ]);
      const result = await generateText({
        model,
        tools: libraryTools({ library, names: ['sqrt', 'add'] }),
        stopWhen: isStepCount(3),
        prompt: 'What is the square root of 16?',
      });
      assert.deepEqual(toolNames(model.prompts[0]), ['add', 'sqrt']);
      const sqrt = model.prompts[0]?.tools?.find((t) => t.name === 'sqrt');
      assert.ok(sqrt?.type === 'function');
      assert.equal(sqrt.description, library.get('sqrt')?.description);
      assert.deepEqual(sqrt.inputSchema, library.get('sqrt')?.inputSchema);
      assert.equal(result.steps[0]?.toolResults[0]?.output, 4);
      assert.deepEqual(result.steps[0]?.toolResults[0]?.toolMetadata, {
        toolwiseSource: 'builtin:math',
        toolwiseVersion: 1,
      });
      assert.deepEqual(toolResults(model.prompts[1]), [{ type: 'json', value: 4 }]);
      assert.equal(result.text, 'The square root of 16 is 4.');
    } finally {
      library.close();
    }
  });

  it('sends a failed call to the model as an error with its code, and the model corrects itself', async () => {
    const library = await mathLibrary();
    try {
      const model = scriptedLanguageModel([
        { toolCalls: [{ name: 'sqrt', input: { number: 'sixteen' } }] },
        { toolCalls: [{ name: 'sqrt', input: { number: 16 } }] },
        { text: '4' },
      ]);
      const result = await generateText({
        model,
        tools: libraryTools({ library, names: ['sqrt'] }),
        stopWhen: isStepCount(5),
        prompt: 'What is the square root of sixteen?',
      });
      const failure = result.steps[0]?.content.find((p) => p.type === 'tool-error');
      assert.ok(failure, 'the first step holds a tool-error part');
      assert.ok(ToolCallFailedError.isInstance(failure.error));
      assert.equal(failure.error.code, 'invalid_arguments');
      assert.equal(failure.error.toolName, 'sqrt');
      assert.deepEqual(failure.error.details, { issues: [{ path: '/number', message: 'must be number' }] });
      const [seen] = toolResults(model.prompts[1]);
      assert.deepEqual(seen, {
        type: 'error-text',
        value:
          "Error (invalid_arguments): Arguments of 'sqrt' do not match its input schema: /number must be number.",
      });
      assert.equal(result.steps[1]?.toolResults[0]?.output, 4);
      assert.equal(result.text, '4');
      assert.equal(result.steps.length, 3);
    } finally {
      library.close();
    }
  });

  it("enforces the executor's time limit and passes on the AI SDK's abort signal", async () => {
    const library = await mathLibrary();
    try {
      const executor = createToolExecutor({
        lookup: (name) => library.get(name),
        resolvers: createSourceResolvers(),
        timeoutMs: 20,
      });
      executor.bind(
        'sqrt',
        (_input, { signal }) => new Promise((resolve) => signal.addEventListener('abort', resolve)),
      );
      const model = scriptedLanguageModel([
        { toolCalls: [{ name: 'sqrt', input: { number: 16 } }] },
        { text: 'It timed out.' },
      ]);
      await generateText({
        model,
        tools: libraryTools({ library, names: ['sqrt'], executor }),
        stopWhen: isStepCount(3),
        prompt: 'sqrt 16',
      });
      assert.deepEqual(toolResults(model.prompts[1]), [
        {
          type: 'error-text',
          value: "Error (timeout): Tool 'sqrt' did not finish within 20 ms and was stopped.",
        },
      ]);

      const signals: Array<AbortSignal | undefined> = [];
      const recording: ToolExecutor = {
        ...executor,
        call: async (name, args, options): Promise<ToolCallResult> => {
          signals.push(options?.signal);
          return { ok: true, output: 4, durationMs: 0 };
        },
      };
      const controller = new AbortController();
      await generateText({
        model: scriptedLanguageModel([
          { toolCalls: [{ name: 'sqrt', input: { number: 16 } }] },
          { text: '4' },
        ]),
        tools: libraryTools({ library, names: ['sqrt'], executor: recording }),
        stopWhen: isStepCount(3),
        abortSignal: controller.signal,
        prompt: 'sqrt 16',
      });
      assert.equal(signals.length, 1);
      assert.equal(signals[0]?.aborted, false);
      controller.abort();
      assert.equal(signals[0]?.aborted, true, "the executor got the generation's signal");
    } finally {
      library.close();
    }
  });

  it('offers every library tool by default, marks deferred ones, and rejects unknown names', async () => {
    const library = await mathLibrary();
    try {
      const all = libraryTools({ library });
      assert.equal(Object.keys(all).length, library.count());
      assert.ok(Object.values(all).every((t) => t.deferLoading === undefined));
      const some = libraryTools({ library, deferLoading: (t) => t.name !== 'add' });
      assert.equal(some['add']?.deferLoading, undefined);
      assert.equal(some['sqrt']?.deferLoading, true);
      assert.throws(
        () => libraryTools({ library, names: ['sqrt', 'cube_root_of_everything'] }),
        (error: unknown) =>
          error instanceof ToolNotFoundError && error.toolName === 'cube_root_of_everything',
      );
    } finally {
      library.close();
    }
  });
});
