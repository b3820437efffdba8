import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PastUsage } from '../experience/tool-usage.ts';
import { estimateToolValues, relevancePriors } from './estimate-tool-values.ts';

const use = (
  tool: string,
  runId: string,
  similarity: number,
  helpful: boolean,
  resultTokens = 10,
): PastUsage => ({
  tool,
  runId,
  similarity,
  helpful,
  resultTokens,
});

const close = (a: number, b: number) => assert.ok(Math.abs(a - b) < 1e-12, `${a} vs ${b}`);

describe('estimateToolValues', () => {
  it('gives a tool without history the prior: neither trusted nor banned', () => {
    const [estimate] = estimateToolValues({ tools: ['new'], usages: [] });
    assert.deepEqual(estimate, {
      tool: 'new',
      value: 0.5,
      frequency: 1,
      cap: 1,
      usages: 0,
      runs: 0,
      weight: 0,
      resultTokens: 200,
    });
  });

  it('follows the paper without smoothing: exp(similarity)-weighted helpfulness and uses per run', () => {
    const usages = [use('t', 'r1', 0.9, true), use('t', 'r1', 0.9, true), use('t', 'r2', 0.1, false)];
    const [e] = estimateToolValues({ tools: ['t'], usages, priorWeight: 0 });
    const w1 = Math.exp(0.9);
    const w2 = Math.exp(0.1);
    close(e!.value, (2 * w1) / (2 * w1 + w2));
    close(e!.frequency, (w1 * 2 + w2 * 1) / (w1 + w2));
    assert.equal(e!.cap, 1);
    assert.equal(e!.runs, 2);
    assert.equal(e!.usages, 3);
  });

  it('bans a tool only after a habit of unhelpful results (τ = 0.15 by default)', () => {
    const values = [1, 2, 3].map(
      (n) =>
        estimateToolValues({
          tools: ['t'],
          usages: Array.from({ length: n }, (_, i) => use('t', `r${i}`, 0, false)),
        })[0]!,
    );
    assert.deepEqual(
      values.map((v) => [Math.round(v.value * 1000) / 1000, v.cap]),
      [
        [0.25, 1],
        [0.167, 1],
        [0.125, 0],
      ],
    );
  });

  it('weights similar tasks more, and caps the frequency', () => {
    const usages = [
      use('t', 'near', 1, true, 100),
      use('t', 'near', 1, true, 100),
      use('t', 'near', 1, true, 100),
      use('t', 'far', 0, false, 10),
    ];
    const [e] = estimateToolValues({ tools: ['t'], usages });
    assert.ok(e!.value > 0.6);
    assert.equal(e!.cap, 2);
    assert.ok(e!.resultTokens > 70 && e!.resultTokens < 100);
    assert.equal(estimateToolValues({ tools: ['t'], usages, maxCap: 1 })[0]!.cap, 1);
    const onlyNear = estimateToolValues({ tools: ['t'], usages, minSimilarity: 0.5, priorWeight: 0 })[0]!;
    assert.equal(onlyNear.value, 1);
    assert.equal(onlyNear.cap, 3);
  });

  it('ignores usages of other tools and rejects nonsense settings', () => {
    const [e] = estimateToolValues({ tools: ['a'], usages: [use('b', 'r', 1, false)] });
    assert.equal(e!.usages, 0);
    assert.throws(() => estimateToolValues({ tools: [], usages: [], prior: 2 }), /prior/);
  });
});

describe('relevance priors', () => {
  it('value tools without history by how well they match the task, best at the prior, weakest at half', () => {
    const priors = relevancePriors([
      { tool: 'area_circle', score: 0.6 },
      { tool: 'volume_cube', score: 0.3 },
      { tool: 'unrelated', score: 0 },
    ]);
    assert.deepEqual(priors, { area_circle: 0.5, volume_cube: 0.375, unrelated: 0.25 });
    const estimates = estimateToolValues({
      tools: ['area_circle', 'volume_cube', 'other'],
      usages: [],
      priors,
    });
    assert.deepEqual(
      estimates.map((e) => [e.tool, e.value]),
      [
        ['area_circle', 0.5],
        ['volume_cube', 0.375],
        ['other', 0.5],
      ],
    );
    assert.deepEqual(relevancePriors([]), {});
    assert.throws(
      () => estimateToolValues({ tools: ['a'], usages: [], priors: { a: 2 } }),
      /priors\.a: must be in \[0, 1\]/,
    );
  });
});
