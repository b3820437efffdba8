import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ToolLibrary } from '../../library/tool-library.ts';
import { scriptedLanguageModel, type ScriptedReply } from '../../testing/scripted-language-model.ts';
import { loadStableToolBenchTasks } from './load-stable-toolbench-tasks.ts';
import { readTaskResults } from './read-task-results.ts';
import { ResultsFileError } from './results-file-error.ts';
import { runTaskBench } from './run-task-bench.ts';
import { summarizeTaskResults } from './summarize-task-results.ts';
import { TASK_METRIC_GROUPS } from './task-metric-groups.ts';

const FIXTURES = join(import.meta.dirname, 'test-fixtures');
const dir = mkdtempSync(join(tmpdir(), 'toolwise-run-task-bench-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Calls the first candidate tool it is offered with the tool's default arguments, then answers with its result. */
function firstToolPolicy(call: LanguageModelV4CallOptions): ScriptedReply {
  const result = call.prompt.flatMap((m) => (m.role === 'tool' ? m.content : []))[0];
  if (result?.type === 'tool-result') return { text: `Done: ${JSON.stringify(result.output)}` };
  const tool = call.tools?.find((t) => t.name.endsWith('_for_weather') || t.name.endsWith('_for_jokes'));
  if (!tool) return { text: 'No tool.' };
  const input = tool.name === 'current_weather_for_weather' ? { city: 'Paris' } : {};
  return { toolCalls: [{ name: tool.name, input }] };
}

describe('runTaskBench on StableToolBench', () => {
  it('runs the APIs against simulated responses and judges tool selection, not correctness', async () => {
    const loaded = loadStableToolBenchTasks(join(FIXTURES, 'stabletoolbench'));
    const library = ToolLibrary.open({ path: ':memory:' });
    library.syncSource(loaded.source);
    try {
      const model = scriptedLanguageModel(firstToolPolicy);
      const report = await runTaskBench({
        dataset: { name: 'stabletoolbench', tasks: loaded.tasks, simulated: true },
        library,
        model: { model, provider: 'scripted', modelId: 'm' },
        strategies: ['all-tools'],
        concurrency: 1,
      });
      assert.equal(report.ran, 2);
      const [weather, jokes] = report.results;
      assert.equal(weather?.correct, null);
      assert.equal(weather?.simulated, true);
      assert.deepEqual(weather?.usedTools, ['current_weather_for_weather']);
      assert.deepEqual([weather?.precision, weather?.recall], [1, 0.5]);
      // The simulated response has the template's fields (temp, wind, sky).
      assert.match(
        weather?.answer ?? '',
        /^Done: \{"type":"text","value":"\{\\"temp\\":-?[\d.]+,\\"wind\\":[\d.]+,\\"sky\\":\\"/,
      );
      assert.deepEqual(jokes?.usedTools, ['random_joke_for_jokes']);
      const correct = report.summary.strategies[0]?.groups[0]?.metrics.find((m) => m.key === 'correct');
      assert.equal(correct?.value, null);
    } finally {
      library.close();
    }
  });
});

describe('runTaskBench results file', () => {
  it('keeps failed runs out of the file, so that resuming retries them', async () => {
    const loaded = loadStableToolBenchTasks(join(FIXTURES, 'stabletoolbench'));
    const library = ToolLibrary.open({ path: ':memory:' });
    library.syncSource(loaded.source);
    const out = join(dir, 'failed.jsonl');
    try {
      const failing = scriptedLanguageModel([], { modelId: 'm' });
      const report = await runTaskBench({
        dataset: { name: 'stabletoolbench', tasks: loaded.tasks.slice(0, 1), simulated: true },
        library,
        model: { model: failing, provider: 'scripted', modelId: 'm' },
        strategies: ['all-tools'],
        out,
      });
      assert.deepEqual(
        report.results.map((r) => r.status),
        ['failed'],
      );
      assert.deepEqual(readTaskResults(out), []);
      const retried = await runTaskBench({
        dataset: { name: 'stabletoolbench', tasks: loaded.tasks.slice(0, 1), simulated: true },
        library,
        model: { model: scriptedLanguageModel(firstToolPolicy), provider: 'scripted', modelId: 'm' },
        strategies: ['all-tools'],
        out,
      });
      assert.deepEqual([retried.ran, retried.resumed], [1, 0]);
      assert.deepEqual(
        readTaskResults(out).map((r) => r.status),
        ['completed'],
      );
    } finally {
      library.close();
    }
  });
});

describe('summarizeTaskResults', () => {
  it('computes every metric group per strategy and per difficulty, extra groups included', () => {
    const base = {
      dataset: 'd',
      model: 'm',
      status: 'completed',
      answer: '',
      expectedTools: [],
      usedTools: [],
      steps: 2,
      modelCalls: 2,
      toolCalls: 1,
      metaCalls: 0,
      outputTokens: 10,
      money: 0.001,
      simulated: false,
      durationMs: 1,
      finishedAt: '2025-01-01T00:00:00.000Z',
    };
    const results = [
      {
        ...base,
        task: 'a',
        strategy: 's',
        difficulty: 'easy',
        correct: true,
        precision: 1,
        recall: 1,
        f1: 1,
        inputTokens: 100,
      },
      {
        ...base,
        task: 'b',
        strategy: 's',
        difficulty: 'hard',
        correct: false,
        precision: 1,
        recall: 0.5,
        f1: 2 / 3,
        inputTokens: 300,
      },
    ];
    const budget = {
      name: 'budget',
      metrics: [{ key: 'over', label: 'over', format: 'percent' as const, value: () => 0.25 }],
    };
    const summary = summarizeTaskResults(results, { groups: [...TASK_METRIC_GROUPS, budget] });
    const values = Object.fromEntries(
      summary.strategies[0]?.groups.flatMap((g) => g.metrics.map((m) => [m.key, m.value])) ?? [],
    );
    assert.deepEqual(
      [values['correct'], values['recall'], values['inputTokens'], values['money'], values['over']],
      [0.5, 0.75, 200, 0.001, 0.25],
    );
    assert.deepEqual(
      summary.byDifficulty.map((d) => [d.difficulty, d.strategies[0]?.tasks]),
      [
        ['easy', 1],
        ['hard', 1],
      ],
    );
  });
});

describe('readTaskResults', () => {
  it('reads nothing from a missing file and names the line that is not a result', () => {
    assert.deepEqual(readTaskResults(join(dir, 'none.jsonl')), []);
    const file = join(dir, 'bad.jsonl');
    writeFileSync(file, '\n{"dataset": "d"}\n');
    assert.throws(
      () => readTaskResults(file),
      (e: unknown) => e instanceof ResultsFileError && e.line === 2 && /--out/.test(e.message),
    );
    writeFileSync(file, 'not json\n');
    assert.throws(() => readTaskResults(file), ResultsFileError);
    assert.equal(readFileSync(file, 'utf8'), 'not json\n', 'left as it was');
  });
});
