import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DatasetLoadError } from '../retrieval/dataset-load-error.ts';
import { loadStableToolBenchTasks } from './load-stable-toolbench-tasks.ts';
import { loadTaskFile } from './load-task-file.ts';

const FIXTURES = join(import.meta.dirname, 'test-fixtures');
const dir = mkdtempSync(join(tmpdir(), 'toolwise-task-files-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('loadTaskFile', () => {
  it('reads tasks shaped like math_tasks.json, with the difficulty from the name', () => {
    const tasks = loadTaskFile(join(FIXTURES, 'math-tasks.json'));
    assert.deepEqual(
      tasks.map((t) => [t.id, t.difficulty, t.expectedTools]),
      [
        ['M.T.E.000', 'easy', ['add']],
        ['M.T.M.000', 'medium', ['multiply', 'add']],
        ['M.T.H.000', 'hard', ['sqrt', 'add']],
      ],
    );
    assert.deepEqual(tasks[2]?.solutions, [48, '48.0']);
  });

  it('takes a difficulty field, else `all`', () => {
    const file = join(dir, 'mine.json');
    writeFileSync(
      file,
      JSON.stringify([
        { name: 'a', task: 't', functions: ['add'], valid_solutions: [1], difficulty: 'tricky' },
        { name: 'b', task: 't', functions: ['add'], valid_solutions: [1] },
      ]),
    );
    assert.deepEqual(
      loadTaskFile(file).map((t) => t.difficulty),
      ['tricky', 'all'],
    );
  });

  it('names the file and the entry when the file is malformed, and refuses repeated names', () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify([{ name: 'a', task: 't', functions: 'add', valid_solutions: [] }]));
    assert.throws(
      () => loadTaskFile(file),
      (e: unknown) => e instanceof DatasetLoadError && /bad\.json.*0\.functions/.test(e.message),
    );
    writeFileSync(
      file,
      JSON.stringify([1, 2].map(() => ({ name: 'a', task: 't', functions: [], valid_solutions: [] }))),
    );
    assert.throws(() => loadTaskFile(file), /two tasks are named 'a'/);
    assert.throws(() => loadTaskFile(join(dir, 'missing.json')), DatasetLoadError);
  });
});

describe('loadStableToolBenchTasks', () => {
  it('turns queries into tasks over their candidate APIs, with the relevant APIs as ground truth', () => {
    const { tasks, source, warnings } = loadStableToolBenchTasks(join(FIXTURES, 'stabletoolbench'));
    assert.deepEqual(warnings, []);
    assert.equal(source.sourceId, 'stabletoolbench');
    assert.equal(source.tools.length, 8);
    assert.deepEqual(tasks[0], {
      id: 'G1_instruction:1',
      task: 'What is the weather in Paris now and in the next days?',
      difficulty: 'G1_instruction',
      expectedTools: ['current_weather_for_weather', 'forecast_for_weather'],
      solutions: [],
      candidates: [
        'current_weather_for_weather',
        'forecast_for_weather',
        'alerts_for_weather',
        'city_lookup_for_geo',
      ],
    });
    assert.ok(source.tools.every((t) => t.source?.type === 'definition'));
  });
});
