import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { formatSearchReport } from './format-search-report.ts';
import { runSearchBench } from './run-search-bench.ts';

describe('runSearchBench', () => {
  it('builds a memory and a file library and times queries on both', async () => {
    let tick = 0;
    const result = await runSearchBench({ tools: 120, queries: 10, now: () => (tick += 1) });
    assert.equal(result.tools, 120);
    assert.equal(result.queries, 10);
    assert.equal(result.corpus, 'synthetic');
    assert.deepEqual(result.buildMs, { memory: 1, file: 1 });
    assert.deepEqual(result.latency.memory, { p50Ms: 1, p95Ms: 1 });
    const report = formatSearchReport(result);
    assert.match(report, /^Search bench: 120 synthetic tools, 10 lexical queries/);
    assert.match(report, /Query p95/);
  });

  it('cycles StableToolBench APIs with suffixed names when given a dataset folder', async () => {
    const datasetDir = join(import.meta.dirname, '..', 'retrieval', 'test-fixtures', 'stabletoolbench-tiny');
    const result = await runSearchBench({ tools: 10, queries: 3, datasetDir });
    assert.equal(result.tools, 10);
    assert.equal(result.corpus, 'stabletoolbench');
    assert.ok(result.buildMs.memory > 0 && result.latency.file.p95Ms > 0);
  });
});
