import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AgentRunResult } from '../../agent/agent-run-result.ts';
import { runAgent } from '../../agent/run-agent.ts';
import type { TraceEvent } from '../../agent/trace.ts';
import { ToolLibrary } from '../../library/tool-library.ts';
import {
  codeReply,
  lastUserText,
  promptText,
  userMessages,
} from '../../observation/test-support/scripted-roles.ts';
import { fillTemplate, HOTEL_SEARCH_TEMPLATE } from '../../observation/test-support/toolbench-shapes.ts';
import { JsSandbox } from '../../sandbox/js-sandbox.ts';
import { createSourceResolvers } from '../../sources/create-source-resolvers.ts';
import { templateResponseSchema } from '../../sources/definitions/template-response-schema.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../../testing/scripted-language-model.ts';
import { ToolExecutionError } from '../../tool/tool-call-result.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import { arithmeticPolicy } from '../test-support/arithmetic-policy.ts';
import { mathLibrary } from '../test-support/math-library.ts';
import { createConAgentsStrategy } from './conagents-strategy.ts';

const PRICES = { 'scripted:scripted-model': { inputPerMTok: 1, outputPerMTok: 2 } };

let sandbox: JsSandbox;
let math: ToolLibrary;
before(async () => {
  sandbox = await JsSandbox.create();
  math = await mathLibrary();
});
after(() => {
  sandbox.dispose();
  math.close();
});

type Role = 'grounding' | 'execution' | 'observer';

function roleOf(call: LanguageModelV4CallOptions): Role {
  const text = promptText(call);
  if (text.includes('You are the execution agent')) return 'execution';
  if (text.includes('You write JavaScript that extracts')) return 'observer';
  return 'grounding';
}

/** Whether the grounding role has read a use_tool result yet. */
function hasResult(call: LanguageModelV4CallOptions): boolean {
  return call.prompt.some((m) => m.role === 'tool');
}

function strategyEvents(result: AgentRunResult, role: Role) {
  return result.trace.flatMap((e: TraceEvent) =>
    e.type === 'strategy' && (e.data as { role?: string } | undefined)?.role === role
      ? [
          e.data as {
            round: number;
            ok: boolean;
            error?: { code: string; message: string };
            arguments?: unknown;
          },
        ]
      : [],
  );
}

/** A small library of synthetic tools with realistic failures and results. */
function travelLibrary() {
  const library = ToolLibrary.open({ path: ':memory:' });
  library.create({
    name: 'get_weather',
    description: 'Current weather of a city.',
    inputSchema: {
      type: 'object',
      properties: {
        city: { type: 'string', description: 'City name, in English.' },
        unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
      },
      required: ['city', 'unit'],
      additionalProperties: false,
    },
    cost: 0.001,
  });
  library.create({
    name: 'search_hotels',
    description: 'Search hotels in a city; returns a page of hotels with prices, rooms and reviews.',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    outputSchema: templateResponseSchema(HOTEL_SEARCH_TEMPLATE),
  });
  return library;
}

const hotels = fillTemplate(HOTEL_SEARCH_TEMPLATE, { seed: 3 }) as {
  data: { hotels: Array<{ name: string; price_per_night: number }> };
};
const cheapest = [...hotels.data.hotels].sort((a, b) => a.price_per_night - b.price_per_night)[0]!;

function travelExecutor(library: ToolLibrary) {
  return createToolExecutor({
    lookup: (n) => library.get(n),
    handlers: {
      get_weather: (input) => {
        if (input['city'] !== 'Paris')
          throw new ToolExecutionError({
            code: 'upstream_error',
            message: `Unknown city '${String(input['city'])}'. Did you mean 'Paris'?`,
          });
        return { city: 'Paris', temperature: input['unit'] === 'celsius' ? 21 : 69.8, unit: input['unit'] };
      },
      search_hotels: () => hotels,
    },
  });
}

describe('conagents: execution role with iterative calibration', () => {
  it('corrects an argument error on the second call, from the validation error', async () => {
    const model = scriptedLanguageModel((call) => {
      const role = roleOf(call);
      if (role === 'execution') {
        // First the units as a person would write them; the schema's error names the allowed values.
        return userMessages(call) === 1
          ? { toolCalls: [{ name: 'get_weather', input: { city: 'Paris', unit: 'C' } }] }
          : { toolCalls: [{ name: 'get_weather', input: { city: 'Paris', unit: 'celsius' } }] };
      }
      if (hasResult(call)) return { text: 'It is 21 °C in Paris.' };
      return {
        toolCalls: [
          {
            name: 'use_tool',
            input: {
              tool: 'get_weather',
              instruction: 'Weather in Paris in Celsius.',
              wanted_output: 'the temperature',
            },
          },
        ],
      };
    });
    const library = travelLibrary();
    const result = await runAgent({
      task: 'How warm is it in Paris?',
      model: { model, provider: 'scripted', modelId: 'scripted-model' },
      library,
      executor: travelExecutor(library),
      strategy: createConAgentsStrategy({ sandbox }),
      prices: PRICES,
    });
    library.close();
    assert.equal(result.status, 'completed', JSON.stringify(result.error));
    assert.equal(result.answer, 'It is 21 °C in Paris.');

    // The execution role saw the exact validation error before its second try.
    const second = model.prompts.filter((p) => roleOf(p) === 'execution')[1]!;
    assert.match(
      lastUserText(second),
      /^The call failed:\nError \(invalid_arguments\): Arguments of 'get_weather' do not match its input schema: \/unit must be equal to one of the allowed values: \["celsius","fahrenheit"\]/,
    );

    // Each calibration round is traced, with the arguments tried and the error.
    assert.deepEqual(
      strategyEvents(result, 'execution').map((e) => [e.round, e.ok, e.arguments, e.error?.code]),
      [
        [1, false, { city: 'Paris', unit: 'C' }, 'invalid_arguments'],
        [2, true, { city: 'Paris', unit: 'celsius' }, undefined],
      ],
    );
    // Both library calls are traced as library calls; the grounding role read the arguments and result.
    const calls = result.trace.filter((e) => e.type === 'tool_call' && !e.meta);
    assert.deepEqual(
      calls.map((e) => e.type === 'tool_call' && [e.tool, e.ok, e.fee]),
      [
        ['get_weather', false, 0],
        ['get_weather', true, 0.001],
      ],
    );
    const used = result.trace.find((e) => e.type === 'tool_call' && e.meta);
    assert.ok(used?.type === 'tool_call');
    assert.deepEqual(JSON.parse(used.output!), {
      tool: 'get_weather',
      arguments: { city: 'Paris', unit: 'celsius' },
      result: { city: 'Paris', temperature: 21, unit: 'celsius' },
    });

    // The ledger accounts for every role's calls and both tool calls (with the fee of the one that ran).
    assert.equal(result.ledger.byRole['agent']?.calls, 2);
    assert.equal(result.ledger.byRole['execution']?.calls, 2);
    assert.equal(result.ledger.totals.modelCalls, model.prompts.length);
    assert.equal(result.ledger.totals.toolCalls, 3); // use_tool and the two get_weather calls
    assert.equal(result.ledger.totals.toolFees, 0.001);
    // The execution role was offered the tool, so its definition tokens are attributed to it.
    const weather = result.ledger.byTool.find((t) => t.tool === 'get_weather');
    assert.ok(weather && weather.calls === 2 && weather.definitionTokens > 0);
  });

  it('calibrates from an error the tool itself reports (arguments written as text, too)', async () => {
    const model = scriptedLanguageModel((call) => {
      if (roleOf(call) === 'execution') {
        const feedback = lastUserText(call);
        return {
          text: feedback.includes("Did you mean 'Paris'")
            ? '{"city":"Paris","unit":"celsius"}'
            : '{"city":"Pariss","unit":"celsius"}',
        };
      }
      if (hasResult(call)) return { text: 'Done.' };
      return {
        toolCalls: [
          {
            name: 'use_tool',
            input: { tool: 'get_weather', instruction: 'Pariss, celsius', wanted_output: 'temperature' },
          },
        ],
      };
    });
    const library = travelLibrary();
    const result = await runAgent({
      task: 'Weather in Pariss?',
      model: { model, provider: 'scripted', modelId: 'scripted-model' },
      library,
      executor: travelExecutor(library),
      strategy: createConAgentsStrategy({ sandbox }),
    });
    library.close();
    assert.deepEqual(
      strategyEvents(result, 'execution').map((e) => [e.round, e.error?.code]),
      [
        [1, 'upstream_error'],
        [2, undefined],
      ],
    );
    // A tool that ran and failed still charged its fee.
    assert.equal(result.ledger.totals.toolFees, 0.002);
  });

  it('gives up after maxExecutionTries and tells the grounding role why', async () => {
    const model = scriptedLanguageModel((call) => {
      if (roleOf(call) === 'execution') return { text: 'I think the city is Paris.' };
      if (hasResult(call)) return { text: 'I could not get the weather.' };
      return {
        toolCalls: [
          {
            name: 'use_tool',
            input: { tool: 'get_weather', instruction: 'Paris', wanted_output: 'temperature' },
          },
        ],
      };
    });
    const library = travelLibrary();
    const result = await runAgent({
      task: 'Weather in Paris?',
      model: { model, provider: 'scripted', modelId: 'scripted-model' },
      library,
      executor: travelExecutor(library),
      strategy: createConAgentsStrategy({ sandbox, maxExecutionTries: 2 }),
    });
    library.close();
    assert.equal(result.ledger.byRole['execution']?.calls, 2);
    const used = result.trace.find((e) => e.type === 'tool_call' && e.meta);
    assert.ok(used?.type === 'tool_call' && !used.ok);
    assert.match(
      used.error!.message,
      /^The tool 'get_weather' failed after 2 attempts to get its arguments right\. The last error \(invalid_reply\)/,
    );
    assert.equal(result.trace.filter((e) => e.type === 'tool_call' && !e.meta).length, 0);
  });
});

describe('conagents: observing role over a large result', () => {
  it('extracts the wanted output from a ToolBench-shaped result, calibrating the code once', async () => {
    const wrong = 'function extract(data) {\n  return data.hotels.map((h) => h.price_per_night);\n}';
    const right =
      'function extract(data) {\n  const best = data.data.hotels.reduce((a, b) => (b.price_per_night < a.price_per_night ? b : a));\n  return { name: best.name, price: best.price_per_night };\n}';
    const grounding = scriptedLanguageModel((call) =>
      hasResult(call)
        ? { text: `Stay at ${cheapest.name}.` }
        : {
            toolCalls: [
              {
                name: 'use_tool',
                input: {
                  tool: 'search_hotels',
                  instruction: 'Hotels in Lisbon.',
                  wanted_output: 'the name and nightly price of the cheapest hotel',
                },
              },
            ],
          },
    );
    const execution = scriptedLanguageModel([{ text: '{"city": "Lisbon"}' }], { modelId: 'executor' });
    const observer = scriptedLanguageModel(
      (call) => (userMessages(call) === 1 ? codeReply(wrong) : codeReply(right)),
      {
        modelId: 'observer',
      },
    );
    const library = travelLibrary();
    const result = await runAgent({
      task: 'Find me the cheapest hotel in Lisbon.',
      model: { model: grounding, provider: 'scripted', modelId: 'scripted-model' },
      library,
      executor: travelExecutor(library),
      strategy: createConAgentsStrategy({
        sandbox,
        models: {
          execution: { model: execution, provider: 'scripted', modelId: 'executor' },
          observer: { model: observer, provider: 'scripted', modelId: 'observer' },
        },
      }),
    });
    library.close();
    assert.equal(result.status, 'completed', JSON.stringify(result.error));

    // The observer got the pseudo-schema and the grounding role's wanted output.
    const first = lastUserText(observer.prompts[0]!);
    assert.match(first, /"hotels": list of 120 × \{/);
    assert.match(first, /Wanted: the name and nightly price of the cheapest hotel/);
    assert.match(
      lastUserText(observer.prompts[1]!),
      /^Your code failed:\nTypeError: .*map.* \(line 2, column \d+\)/,
    );
    assert.deepEqual(
      strategyEvents(result, 'observer').map((e) => [e.round, e.ok, e.error?.code]),
      [
        [1, false, 'runtime_error'],
        [2, true, undefined],
      ],
    );

    // The grounding role read only the extraction.
    const used = result.trace.find((e) => e.type === 'tool_call' && e.meta);
    assert.ok(used?.type === 'tool_call');
    const output = JSON.parse(used.output!) as { result: unknown; note: string };
    assert.deepEqual(output.result, { name: cheapest.name, price: cheapest.price_per_night });
    assert.match(output.note, /^Extracted from the \d+-character result of search_hotels$/);
    assert.match(promptText(grounding.prompts[1]!), new RegExp(cheapest.name));
    assert.ok(promptText(grounding.prompts[1]!).length < JSON.stringify(hotels).length / 10);

    // Each role ran on its own model, and the ledger has them apart.
    assert.equal(result.ledger.byRole['execution']?.calls, 1);
    assert.equal(result.ledger.byRole['observer']?.calls, 2);
    assert.equal(result.ledger.byModel['scripted:executor']?.calls, 1);
    assert.equal(result.ledger.byModel['scripted:observer']?.calls, 2);
    assert.equal(result.ledger.byModel['scripted:scripted-model']?.calls, 2);
  });

  it('lets a short result pass through without the observer', async () => {
    const model = scriptedLanguageModel((call) => arithmeticPolicy()(call));
    const result = await runAgent({
      task: 'Add 2 and 3, then multiply the sum by 4.',
      model: { model, provider: 'scripted', modelId: 'scripted-model' },
      library: math,
      strategy: createConAgentsStrategy({ sandbox }),
    });
    assert.equal(result.ledger.byRole['observer'], undefined);
    assert.equal(result.answer, 'The result is 20.');
  });
});

describe('conagents: grounding', () => {
  it('solves the contract task through use_tool, with the library calls in the trace and the ledger', async () => {
    const model = scriptedLanguageModel((call) => arithmeticPolicy()(call));
    const executor = createToolExecutor({ lookup: (n) => math.get(n), resolvers: createSourceResolvers() });
    const result = await runAgent({
      task: 'Add 2 and 3, then multiply the sum by 4.',
      model: { model, provider: 'scripted', modelId: 'scripted-model' },
      library: math,
      executor,
      strategy: createConAgentsStrategy({ sandbox }),
      prices: PRICES,
    });
    await executor.close();
    assert.equal(result.status, 'completed', JSON.stringify(result.error));
    assert.equal(result.answer, 'The result is 20.');
    const library = result.trace.flatMap((e) =>
      e.type === 'tool_call' && !e.meta ? [[e.tool, e.input, e.ok]] : [],
    );
    assert.deepEqual(library, [
      ['add', { a: 2, b: 3 }, true],
      ['multiply', { a: 5, b: 4 }, true],
    ]);
    assert.deepEqual(
      result.toolCalls.filter((c) => c.meta).map((c) => c.tool),
      ['use_tool', 'use_tool'],
    );
    const traced = result.trace.filter((e) => e.type === 'tool_call').length;
    assert.equal(result.ledger.totals.toolCalls, traced);
    assert.equal(result.ledger.totals.modelCalls, model.prompts.length);
    assert.equal(result.ledger.byRole['execution']?.calls, 2);
    const add = result.ledger.byTool.find((t) => t.tool === 'add');
    assert.ok(add && add.calls === 1 && add.resultTokens > 0);
    // A 100-tool library is searched rather than listed; the grounding prompt names no tools.
    assert.deepEqual(
      model.prompts[0]!.tools?.map((t) => t.name),
      ['use_tool', 'search_tools'],
    );
  });

  it('lists a small library in the grounding prompt, and refuses tools outside the candidates', async () => {
    const replies: ScriptedReply[] = [
      {
        toolCalls: [
          {
            name: 'use_tool',
            input: { tool: 'multiply', instruction: '2 times 3', wanted_output: 'product' },
          },
        ],
      },
      { toolCalls: [{ name: 'add', input: { a: 1, b: 2 } }] },
      { text: 'I cannot.' },
    ];
    const model = scriptedLanguageModel(replies);
    const result = await runAgent({
      task: 'Add 1 and 2.',
      model: { model, provider: 'scripted', modelId: 'scripted-model' },
      library: math,
      candidates: ['add', 'subtract'],
      strategy: createConAgentsStrategy({ sandbox }),
    });
    const system = model.prompts[0]!.prompt[0]!;
    assert.ok(system.role === 'system');
    assert.match(system.content, /Tools:\n- add: Adds two numbers \(sum, plus, a \+ b\)\.\n- subtract: /);
    assert.deepEqual(
      model.prompts[0]!.tools?.map((t) => t.name),
      ['use_tool'],
    );
    const [refused, direct] = result.trace.filter((e) => e.type === 'tool_call');
    assert.ok(refused?.type === 'tool_call' && direct?.type === 'tool_call');
    assert.match(refused.error!.message, /^There is no tool named 'multiply' available\./);
    assert.match(direct.error!.message, /^Call tools through use_tool/);
  });
});
