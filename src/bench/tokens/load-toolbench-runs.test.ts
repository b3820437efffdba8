import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DatasetLoadError } from '../retrieval/dataset-load-error.ts';
import { loadToolbenchRuns } from './load-toolbench-runs.ts';

const FIXTURES = join(import.meta.dirname, 'test-fixtures', 'toolbench-cot');

describe('loadToolbenchRuns', () => {
  it('turns recorded runs into steps, texts and answers', () => {
    const { runs, tools, warnings } = loadToolbenchRuns(FIXTURES);
    assert.deepEqual(warnings, []);
    assert.deepEqual(
      runs.map((r) => r.id),
      ['G1_instruction:1', 'G1_instruction:2'],
    );
    const [weather, jokes] = runs;
    assert.deepEqual(weather?.candidates, [
      'current_weather_for_weather',
      'forecast_for_weather',
      'air_quality_for_weather',
    ]);
    assert.deepEqual(weather?.steps, [
      { tool: 'current_weather_for_weather', input: { city: 'Paris' } },
      {
        tool: 'forecast_for_weather',
        input: { city: 'Paris', days: 3 },
        text: 'Now the forecast for the next days.',
      },
      { tool: 'current_weather_for_weather', input: { city: 'Paris', units: 'metric' } },
    ]);
    assert.match(
      weather?.answer ?? '',
      /^It is 18 degrees and sunny in Paris now; the next three days stay dry/,
    );
    // No Finish: the last text is the answer; the call to a tool that was not available stays a step.
    assert.deepEqual(
      jokes?.steps.map((s) => s.tool),
      ['random_joke_for_jokes', 'translate_for_jokes', 'convert_for_currency'],
    );
    assert.deepEqual(jokes?.steps[2]?.input, { is_from: 'USD', to: 'EUR' });
    assert.match(jokes?.answer ?? '', /^Here is a joke/);
    assert.deepEqual(
      tools.map((t) => t.name),
      [
        'current_weather_for_weather',
        'forecast_for_weather',
        'air_quality_for_weather',
        'random_joke_for_jokes',
        'convert_for_currency',
      ],
    );
  });

  it('reads at most limitPerFile runs per file', () => {
    assert.equal(loadToolbenchRuns(FIXTURES, { limitPerFile: 1 }).runs.length, 1);
  });

  it('names the file when it is missing or malformed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolwise-runs-'));
    try {
      assert.throws(() => loadToolbenchRuns(dir), DatasetLoadError);
      writeFileSync(join(dir, 'G1_tool.json'), JSON.stringify({ 1: { query: 'q', available_tools: 'x' } }));
      assert.throws(
        () => loadToolbenchRuns(dir),
        (e: unknown) => e instanceof DatasetLoadError && /G1_tool\.json.*1\.available_tools/.test(e.message),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
