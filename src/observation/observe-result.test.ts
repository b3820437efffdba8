import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../agent/run-agent.ts';
import { ToolLibrary } from '../library/tool-library.ts';
import { JsSandbox } from '../sandbox/js-sandbox.ts';
import { templateResponseSchema } from '../sources/definitions/template-response-schema.ts';
import { createAllToolsStrategy } from '../strategies/all-tools/all-tools-strategy.ts';
import { scriptedLanguageModel } from '../testing/scripted-language-model.ts';
import { createToolExecutor } from '../tool/tool-executor.ts';
import { observeResult } from './observe-result.ts';
import { codeReply, lastUserText, promptText, userMessages } from './test-support/scripted-roles.ts';
import { testRun } from './test-support/test-run.ts';
import { fillTemplate, HOTEL_SEARCH_TEMPLATE } from './test-support/toolbench-shapes.ts';
import { withObserver } from './with-observer.ts';

const hotels = fillTemplate(HOTEL_SEARCH_TEMPLATE, { seed: 7 }) as {
  data: { hotels: Array<{ name: string; price_per_night: number }> };
};
const cheapest = [...hotels.data.hotels].sort((a, b) => a.price_per_night - b.price_per_night)[0]!;
const text = JSON.stringify(hotels);

// The first attempt misreads the structure (the hotels sit under `data`); the sandbox's TypeError tells why.
const WRONG =
  'function extract(data) {\n  return data.hotels.reduce((a, b) => (b.price_per_night < a.price_per_night ? b : a)).name;\n}';
const RIGHT =
  'function extract(data) {\n  const best = data.data.hotels.reduce((a, b) => (b.price_per_night < a.price_per_night ? b : a));\n  return { name: best.name, price: best.price_per_night };\n}';

let sandbox: JsSandbox;
before(async () => (sandbox = await JsSandbox.create()));
after(() => sandbox.dispose());

describe('observeResult', () => {
  it('passes a short result through without a model call', async () => {
    const model = scriptedLanguageModel([]);
    const observation = await observeResult({
      run: testRun(model),
      sandbox,
      tool: 'add',
      input: { a: 1, b: 2 },
      output: 3,
      text: '3',
    });
    assert.deepEqual(observation, { text: '3', observed: false, rounds: 0 });
    assert.equal(model.prompts.length, 0);
  });

  it('extracts from a large ToolBench-shaped result after one calibration from the sandbox error', async () => {
    const model = scriptedLanguageModel((call) =>
      userMessages(call) === 1 ? codeReply(WRONG) : codeReply(RIGHT),
    );
    const run = testRun(model);
    const observation = await observeResult({
      run,
      sandbox,
      tool: 'search_hotels',
      input: { city: 'Lisbon' },
      output: hotels,
      text,
      wanted: 'the name and price of the cheapest hotel',
    });
    assert.equal(observation.observed, true);
    assert.equal(observation.rounds, 2);
    assert.deepEqual(observation.extracted, { name: cheapest.name, price: cheapest.price_per_night });
    assert.match(observation.text, /^Extracted from the \d+-character result of search_hotels: \{"name":/);

    // The observer saw the pseudo-schema and the wanted output, never the result itself.
    const first = promptText(model.prompts[0]!);
    assert.match(first, /list of 120 × \{/);
    assert.match(first, /Wanted: the name and price of the cheapest hotel/);
    assert.ok(first.length < text.length / 10);
    // The calibration round carried the exact error, with its line.
    assert.match(
      lastUserText(model.prompts[1]!),
      /^Your code failed:\nTypeError: .*reduce.* \(line 2, column \d+\)/,
    );

    const rounds = run.trace.events().flatMap((e) => (e.type === 'strategy' ? [e.data] : []));
    assert.deepEqual(rounds, [
      {
        role: 'observer',
        tool: 'search_hotels',
        round: 1,
        ok: false,
        error: { code: 'runtime_error', message: lastUserText(model.prompts[1]!).split('\n')[1] },
      },
      { role: 'observer', tool: 'search_hotels', round: 2, ok: true },
    ]);
    const summary = run.ledger.summary();
    assert.equal(summary.byRole['observer']?.calls, 2);
  });

  it('feeds back a reply without code and a value still too long, then gives up with the structure and a preview', async () => {
    const replies = [
      { text: 'I need to look at the data first.' },
      codeReply('function extract(data) { return data; }'),
      codeReply('function extract(data) { while (true) {} }'),
    ];
    const model = scriptedLanguageModel(replies);
    const run = testRun(model);
    const observation = await observeResult({
      run,
      sandbox,
      tool: 'search_hotels',
      input: {},
      output: hotels,
      text,
      limits: { timeoutMs: 50 },
    });
    assert.equal(observation.rounds, 3);
    assert.equal(observation.extracted, undefined);
    assert.match(observation.text, /extracting from it failed\. Its structure:\n\{\n {2}"status": boolean/);
    assert.match(observation.text, /Its first 1500 characters:\n\{"status"/);
    assert.match(lastUserText(model.prompts[1]!), /does not define the function 'extract'/);
    assert.match(lastUserText(model.prompts[2]!), /The extracted value is \d+ tokens long; the limit is 500/);
    const codes = run.trace
      .events()
      .flatMap((e) => (e.type === 'strategy' ? [(e.data as { error?: { code: string } }).error?.code] : []));
    assert.deepEqual(codes, ['invalid_reply', 'still_too_long', 'timeout']);
  });
});

describe('withObserver', () => {
  it('puts the observer between a library tool and any strategy, end to end', async () => {
    const library = ToolLibrary.open({ path: ':memory:' });
    library.create({
      name: 'search_hotels',
      description: 'Search hotels in a city; returns a page of hotels with prices, rooms and reviews.',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
      outputSchema: templateResponseSchema(HOTEL_SEARCH_TEMPLATE),
    });
    const executor = createToolExecutor({
      lookup: (n) => library.get(n),
      handlers: { search_hotels: () => hotels },
    });
    const model = scriptedLanguageModel((call) => {
      const prompt = promptText(call);
      if (prompt.includes('You write JavaScript that extracts'))
        return userMessages(call) === 1 ? codeReply(WRONG) : codeReply(RIGHT);
      if (prompt.includes('Extracted from the')) return { text: `The cheapest hotel is ${cheapest.name}.` };
      return { toolCalls: [{ name: 'search_hotels', input: { city: 'Lisbon' } }] };
    });
    const result = await runAgent({
      task: 'Which hotel in Lisbon is cheapest?',
      model: { model, provider: 'scripted', modelId: 'scripted-model' },
      library,
      executor,
      strategy: withObserver(createAllToolsStrategy(), { sandbox }),
    });
    library.close();
    assert.equal(result.status, 'completed', JSON.stringify(result.error));
    assert.equal(result.strategy, 'all-tools+observer');
    assert.equal(result.answer, `The cheapest hotel is ${cheapest.name}.`);
    assert.equal(result.ledger.byRole['agent']?.calls, 2);
    assert.equal(result.ledger.byRole['observer']?.calls, 2);
    const call = result.trace.find((e) => e.type === 'tool_call');
    assert.ok(call?.type === 'tool_call' && call.output?.startsWith('Extracted from the'));
    // The ledger counts what the model read: the extraction, not the raw result.
    assert.ok(result.ledger.totals.toolResultTokens < 100);
  });
});
