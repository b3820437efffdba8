import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { formatRetrievalReport } from './format-retrieval-report.ts';
import { loadBeirDataset } from './load-beir-dataset.ts';
import { loadStableToolBench } from './load-stable-toolbench.ts';
import type { RetrievalDataset } from './retrieval-dataset.ts';
import { runRetrievalBench } from './run-retrieval-bench.ts';

const fixtures = join(import.meta.dirname, 'test-fixtures');

describe('runRetrievalBench', () => {
  it('indexes the tools, runs every query and averages the metrics', async () => {
    let tick = 0;
    const result = await runRetrievalBench({
      dataset: loadBeirDataset(join(fixtures, 'beir-tiny')),
      details: true,
      now: () => (tick += 2),
    });
    assert.equal(result.tools, 5);
    assert.equal(result.queries, 3);
    assert.equal(result.method, 'lexical');
    assert.equal(result.latency.p50Ms, 2, 'the injected clock makes every step 2 ms');
    assert.equal(result.perQuery?.length, 3);
    assert.equal(result.perQuery?.[0]?.ranked[0], 'get_weather');
    assert.equal(result.recall.at10, 1, 'every gold tool is found in a library of five');
    for (const value of [
      result.ndcg.at1,
      result.ndcg.at5,
      result.ndcg.at10,
      result.recall.at5,
      result.completeness.at5,
    ]) {
      assert.ok(value > 0.5 && value <= 1, String(value));
    }
  });

  it('scores a hand-made dataset exactly', async () => {
    const source = { type: 'definition', id: 'hand' };
    const tool = (name: string, description: string) => ({
      name,
      description,
      inputSchema: { type: 'object' as const, properties: {} },
      source,
    });
    const dataset: RetrievalDataset = {
      name: 'hand',
      sources: [
        {
          sourceId: 'hand',
          tools: [tool('alpha', 'zebra'), tool('beta', 'yak'), tool('gamma', 'okapi')],
          warnings: [],
        },
      ],
      // the first query finds its gold at rank 1; the second finds nothing of its gold ('gamma').
      queries: [
        { id: '1', text: 'zebra', relevant: ['alpha'] },
        { id: '2', text: 'yak', relevant: ['gamma'] },
      ],
      warnings: [],
    };
    const result = await runRetrievalBench({ dataset });
    assert.deepEqual(result.ndcg, { at1: 0.5, at5: 0.5, at10: 0.5 });
    assert.deepEqual(result.recall, { at5: 0.5, at10: 0.5 });
    assert.deepEqual(result.completeness, { at5: 0.5 });
    assert.equal(result.perQuery, undefined);
  });

  it('runs on StableToolBench data and formats a report', async () => {
    const result = await runRetrievalBench({
      dataset: loadStableToolBench(join(fixtures, 'stabletoolbench-tiny')),
    });
    assert.equal(result.tools, 4);
    assert.equal(result.queries, 2);
    const report = formatRetrievalReport(result);
    assert.match(report, /^Retrieval bench: stabletoolbench, lexical search, 4 tools, 2 queries, top 10/);
    assert.match(report, /NDCG@5\s+\d+\.\d/);
    assert.match(report, /Completeness@5/);
    assert.match(report, /Index build \(ms\)/);
  });
});
