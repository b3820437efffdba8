import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runAgent } from '../../agent/run-agent.ts';
import { createTokenCounter } from '../../ledger/token-counter.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { REGISTER_TOOL_NAME } from '../../strategies/ecoact/ecoact-prompts.ts';
import { strategyByName } from '../../strategies/strategy-registry.ts';
import { SEARCH_TOOLS_NAME } from '../../strategies/tulip/tulip-prompts.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../../testing/scripted-language-model.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import { loadStableToolBench } from '../retrieval/load-stable-toolbench.ts';
import { loadToolbenchRuns } from './load-toolbench-runs.ts';
import { openToolbenchLibrary } from './open-toolbench-library.ts';
import type { RecordedRun } from './recorded-run.ts';
import { replayTrajectory } from './replay-trajectory.ts';
import { subtaskForTool } from './subtask-for-tool.ts';

const FIXTURES = join(import.meta.dirname, 'test-fixtures');
const RESULT = '{"error": "", "response": "a stand-in result"}';
const tokens = createTokenCounter();
const recorded = loadToolbenchRuns(join(FIXTURES, 'toolbench-cot'));
const [weather, jokes] = recorded.runs as [RecordedRun, RecordedRun];

let library: ToolLibrary;
before(() => {
  library = openToolbenchLibrary({
    corpus: loadStableToolBench(join(FIXTURES, 'stabletoolbench')).sources,
    recordedTools: recorded.tools,
  }).library;
});
after(() => library.close());

const META = new Set([REGISTER_TOOL_NAME, SEARCH_TOOLS_NAME]);

/**
 * A scripted model that plays a recorded run as a real agent would under any strategy: it answers the
 * decomposition with `subtasks`, registers or searches (by name) for a tool it does not have, calls the
 * recorded tools in order with the recorded text, then answers.
 */
function replayPolicy(run: RecordedRun, subtasks: string[], candidates: readonly string[]) {
  return (call: LanguageModelV4CallOptions): ScriptedReply => {
    const user = call.prompt.find((m) => m.role === 'user');
    const first = user?.content.map((p) => (p.type === 'text' ? p.text : '')).join('') ?? '';
    if (first.startsWith('Break the following task'))
      return { text: JSON.stringify({ subtasks: first.endsWith(`Task: ${run.task}`) ? subtasks : [first] }) };
    const parts = call.prompt.flatMap((m): Array<{ type: string; toolName?: string; input?: unknown }> =>
      m.role === 'assistant' || m.role === 'tool' ? m.content : [],
    );
    const done = parts.filter((p) => p.type === 'tool-result' && !META.has(p.toolName ?? '')).length;
    const next = run.steps[done];
    if (!next) return { text: run.answer };
    const tools = (call.tools ?? []).map((t) => t.name);
    const tried = (meta: string) =>
      parts.some(
        (p) => p.type === 'tool-call' && p.toolName === meta && JSON.stringify(p.input).includes(next.tool),
      );
    if (candidates.includes(next.tool) && !tools.includes(next.tool)) {
      if (tools.includes(REGISTER_TOOL_NAME) && !tried(REGISTER_TOOL_NAME))
        return { toolCalls: [{ name: REGISTER_TOOL_NAME, input: { tool_name: next.tool } }] };
      if (tools.includes(SEARCH_TOOLS_NAME) && !tried(SEARCH_TOOLS_NAME))
        return { toolCalls: [{ name: SEARCH_TOOLS_NAME, input: { queries: [next.tool] } }] };
    }
    return { ...(next.text && { text: next.text }), toolCalls: [{ name: next.tool, input: next.input }] };
  };
}

async function both(
  run: RecordedRun,
  strategyName: string,
  candidates = run.candidates,
  subtasks = [...new Set(run.steps.map((s) => s.tool))]
    .filter((n) => candidates.includes(n))
    .map((n) => subtaskForTool(library.require(n))),
) {
  const replay = await replayTrajectory({
    run,
    strategy: strategyByName(strategyName),
    library,
    tokens,
    candidates,
    subtasks,
    resultText: RESULT,
  });
  const result = await runAgent({
    task: run.task,
    model: {
      model: scriptedLanguageModel(replayPolicy(run, subtasks, candidates)),
      provider: 's',
      modelId: 'm',
    },
    library,
    strategy: strategyByName(strategyName),
    candidates,
    tokens,
    maxSteps: 30,
    executor: createToolExecutor({
      lookup: (n) => library.get(n),
      handlers: Object.fromEntries(candidates.map((n) => [n, () => RESULT])),
      // Recorded arguments are partial (cut at 100 characters): the replay feeds every call its result.
      validator: { checkSchema: () => [], validate: () => [] },
    }),
  });
  assert.equal(result.status, 'completed', `${strategyName}: ${result.error?.message ?? ''}`);
  const agentCalls = result.trace.flatMap((e) => (e.type === 'model_call' ? [e] : []));
  return { replay, result, agentCalls };
}

describe('replayTrajectory', () => {
  const all = () => library.list().map((t) => t.name);
  for (const strategy of ['all-tools', 'ecoact', 'tulip', 'adaptive', 'cot-tools']) {
    for (const [label, run, candidates] of [
      ['own set', weather, undefined],
      ['whole corpus, with a call to a tool it was not given', jokes, 'all'],
    ] as const) {
      it(`counts every call of ${strategy} exactly as callModel does in a real run (${label})`, async () => {
        const { replay, agentCalls } = await both(
          run,
          strategy,
          candidates === 'all' ? all() : run.candidates,
        );
        assert.deepEqual(
          replay.calls.map((c) => c.promptTokens),
          agentCalls.map((e) => e.promptTokens),
        );
        assert.deepEqual(
          replay.calls.map((c) => c.toolsInContext),
          agentCalls.map((e) => e.toolsInContext.length),
        );
        assert.deepEqual(replay.unresolved, []);
      });
    }
  }

  it("counts tulip's search_tools turn for a tool its decomposition missed exactly as a real run", async () => {
    const { replay, agentCalls } = await both(weather, 'tulip', weather.candidates, [
      'Air quality index of a city',
    ]);
    // One search by name brings both weather tools (their names share words).
    assert.deepEqual(
      replay.calls.map((c) => c.purpose),
      ['decompose', 'search', 'call', 'call', 'call', 'answer'],
    );
    assert.deepEqual(
      replay.calls.map((c) => c.promptTokens),
      agentCalls.map((e) => e.promptTokens),
    );
  });

  it('adds one registration call per distinct tool under ecoact, one decomposition under tulip', async () => {
    const purposes = async (strategy: string) =>
      (
        await replayTrajectory({ run: weather, strategy: strategyByName(strategy), library, tokens })
      ).calls.map((c) => c.purpose);
    assert.deepEqual(await purposes('all-tools'), ['call', 'call', 'call', 'answer']);
    assert.deepEqual(await purposes('ecoact'), ['register', 'call', 'register', 'call', 'call', 'answer']);
    assert.deepEqual(await purposes('tulip'), ['decompose', 'call', 'call', 'call', 'answer']);
  });

  it('counts completions as callModel estimates them: the text and the JSON of the arguments', async () => {
    const replay = await replayTrajectory({
      run: weather,
      strategy: strategyByName('all-tools'),
      library,
      tokens,
    });
    assert.deepEqual(
      replay.calls.map((c) => c.completionTokens),
      [
        tokens.countTokens(JSON.stringify([{ city: 'Paris' }])),
        tokens.countTokens(
          `Now the forecast for the next days.${JSON.stringify([{ city: 'Paris', days: 3 }])}`,
        ),
        tokens.countTokens(JSON.stringify([{ city: 'Paris', units: 'metric' }])),
        tokens.countTokens(`${weather.answer}[]`),
      ],
    );
    assert.equal(
      replay.completionTokens,
      replay.calls.reduce((s, c) => s + c.completionTokens, 0),
    );
  });

  it("reports adaptive's choice and replays it", async () => {
    const replay = await replayTrajectory({
      run: weather,
      strategy: strategyByName('adaptive'),
      library,
      tokens,
    });
    const chosen = await replayTrajectory({
      run: weather,
      strategy: strategyByName(replay.ran),
      library,
      tokens,
    });
    assert.equal(replay.strategy, 'adaptive');
    assert.equal(replay.ran, 'all-tools', 'three tools are below the break-even of EcoAct and search');
    assert.equal(replay.promptTokens, chosen.promptTokens);
  });

  it('gives a tool the search cannot find to the model anyway, and says so', async () => {
    const replay = await replayTrajectory({
      run: weather,
      strategy: strategyByName('tulip'),
      library,
      tokens,
      subtasks: ['tell a joke'],
      searchQuery: () => 'convert currencies',
    });
    assert.deepEqual(replay.unresolved, ['current_weather_for_weather', 'forecast_for_weather']);
    // The subtask found nothing: tulip decomposed it again (a second decomposition call), in vain.
    assert.deepEqual(
      replay.calls.map((c) => c.purpose),
      ['decompose', 'decompose', 'search', 'call', 'search', 'call', 'call', 'answer'],
    );
  });
});
