import assert from 'node:assert/strict';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { formatTokenReport } from './format-token-report.ts';
import { runTokenBench } from './run-token-bench.ts';
import type { TokenBenchResult, TokenBenchRow } from './token-bench-result.ts';
import { tokenChartSvg } from './token-chart-svg.ts';

const FIXTURES = join(import.meta.dirname, 'test-fixtures');
const MATH = join(import.meta.dirname, '..', 'tasks', 'test-fixtures', 'math-tasks.json');

const options = () => ({
  toolbench: { runsDir: join(FIXTURES, 'toolbench-cot'), corpusDir: join(FIXTURES, 'stabletoolbench') },
  math: { tasksFile: MATH },
  sizes: [2, 5, 8],
  now: () => 0,
});

let result: TokenBenchResult;
before(async () => {
  result = await runTokenBench(options());
});

const row = (label: string, dataset = 'toolbench'): TokenBenchRow => {
  const found = result.rows.find((r) => r.dataset === dataset && r.label === label);
  assert.ok(found, `${dataset} ${label}`);
  return found;
};
const of = (r: TokenBenchRow, strategy: string) => {
  const found = r.strategies.find((s) => s.strategy === strategy);
  assert.ok(found, strategy);
  return found;
};

describe('runTokenBench', () => {
  it('replays every run at its own set and each size, and the math tasks over the 100 math tools', () => {
    assert.deepEqual(
      result.rows.map((r) => [r.dataset, r.label, r.tasks, r.meanTools]),
      [
        ['toolbench', 'own', 2, 2.5],
        ['toolbench', '2', 1, 2],
        ['toolbench', '5', 2, 5],
        ['toolbench', '8', 2, 8],
        ['tulip-math', '100', 3, 100],
      ],
    );
    assert.ok(
      result.notes.includes('2 candidates: 1 runs skipped (their own set is larger)'),
      result.notes.join('\n'),
    );
    assert.deepEqual(
      result.datasets.map((d) => [d.name, d.tasks, d.libraryTools]),
      [
        ['toolbench', 2, 9],
        ['tulip-math', 3, 100],
      ],
    );
  });

  it('gives ratios to all-tools, which grows with the candidates while ecoact pays one registration per tool', () => {
    for (const r of result.rows) assert.equal(of(r, 'all-tools').ratio, 1);
    const allTools = ['own', '5', '8'].map((l) => of(row(l), 'all-tools').promptTokens);
    assert.ok(allTools[0]! < allTools[1]! && allTools[1]! < allTools[2]!, allTools.join(' < '));
    const ecoact = of(row('own'), 'ecoact');
    assert.equal(
      ecoact.extraCalls.register,
      2,
      'two distinct available tools per run (the unavailable one is called as is)',
    );
    assert.equal(ecoact.modelCalls, of(row('own'), 'all-tools').modelCalls + 2);
    assert.equal(of(row('own'), 'tulip').extraCalls.decompose, 1);
    assert.equal(of(row('100', 'tulip-math'), 'adaptive').ratio! < 1 / 3, true);
    assert.deepEqual(of(row('own'), 'adaptive').ran, { 'all-tools': 2 }, 'small sets: all-tools');
  });

  it('checks the targets against the rows it has', () => {
    const targets = Object.fromEntries(result.targets.map((t) => [t.id, t.met]));
    assert.deepEqual(targets, { 'toolbench-64plus': null, 'math-100': true, 'adaptive-no-worse': true });
  });

  it('is deterministic', async () => {
    assert.deepEqual(await runTokenBench(options()), result);
  });

  it('prints a table and draws a chart', () => {
    const text = formatTokenReport(result);
    assert.match(text, /Mean prompt tokens per task \(ratio to all-tools\)/);
    assert.match(text, /toolbench\s+own \(2\.5\)\s+2\s+[\d,]+ \(1\.00\)\s+[\d,]+ \(\d\.\d\d\)/);
    assert.match(text, /tulip-math\s+100\s+3\s+[\d,]+ \(1\.00\)/);
    assert.match(text, /\[met\] Math tasks, 100 tools/);
    assert.match(text, /\[-\] ToolBench, 64 candidates and more/);
    const svg = tokenChartSvg(result);
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
    assert.match(svg, /<\/svg>\n$/);
    // One bar per strategy and row.
    assert.equal(svg.match(/<rect x="[\d.]+" y="[\d.]+" width/g)?.length, 4 + 5 * 4);
    assert.match(svg, />1\.00×</);
    assert.match(svg, />own \(2\.5\)</);
  });
});
