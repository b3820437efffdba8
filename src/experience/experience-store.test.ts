import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ToolLibrary } from '../library/tool-library.ts';
import { ExperienceImportError } from './experience-import-error.ts';
import { ExperienceStore } from './experience-store.ts';
import type { ToolUsageInput } from './tool-usage.ts';

const clock = () => new Date('2026-01-02T03:04:05.000Z');

function usage(overrides: Partial<ToolUsageInput> = {}): ToolUsageInput {
  return {
    id: 'r1:1',
    runId: 'r1',
    task: 'What is the weather in Paris tomorrow?',
    tool: 'weather_forecast',
    input: { city: 'Paris' },
    ok: true,
    resultDigest: 'sha256:abc',
    resultPreview: '{"temp":21}',
    resultBytes: 11,
    resultTokens: 5,
    latencyMs: 12.5,
    fee: 0.01,
    helpful: true,
    judge: 'rule',
    reason: 'non-empty result',
    ...overrides,
  };
}

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('ExperienceStore', () => {
  it('records usages with every field and reads them back, oldest first, by tool or run', () => {
    const store = ExperienceStore.open(':memory:', { clock });
    const recorded = store.record(usage());
    assert.equal(recorded.recordedAt, '2026-01-02T03:04:05.000Z');
    store.record(usage({ id: 'r1:2', tool: 'geocode', ok: false, errorCode: 'timeout', helpful: false }));
    store.record(usage({ id: 'r2:1', runId: 'r2', task: 'Convert 10 EUR to USD', tool: 'currency_rate' }));
    assert.equal(store.count(), 3);
    assert.deepEqual(store.usages({ runId: 'r1' })[0], recorded);
    assert.equal(store.usages({ tool: 'geocode' })[0]?.errorCode, 'timeout');
    assert.deepEqual(
      store.usages({ limit: 2 }).map((u) => u.id),
      ['r1:1', 'r1:2'],
    );
    assert.throws(() => store.record(usage()), /already recorded/);
    store.close();
  });

  it('finds similar past tasks lexically, about 1 for the same task and none for unrelated ones', () => {
    const store = ExperienceStore.open(':memory:', { clock });
    store.record(usage({ id: 'a', task: 'What is the weather in Paris tomorrow?' }));
    store.record(usage({ id: 'b', task: 'Weather forecast for Berlin this weekend' }));
    store.record(usage({ id: 'c', task: 'Convert 10 EUR to USD' }));
    const similar = store.similarTasks('What will the weather be in Paris tomorrow?');
    assert.equal(similar[0]?.task, 'What is the weather in Paris tomorrow?');
    assert.ok((similar[0]?.similarity ?? 0) > (similar[1]?.similarity ?? 0));
    assert.ok(similar.every((s) => s.similarity > 0 && s.similarity <= 1));
    assert.ok(!similar.some((s) => s.task.startsWith('Convert')));
    assert.ok((store.similarTasks('What is the weather in Paris tomorrow?')[0]?.similarity ?? 0) > 0.9);
    store.close();
  });

  it('gives the past usages of the candidates with their similarity, lexical or custom', async () => {
    const store = ExperienceStore.open(':memory:', { clock });
    store.record(usage({ id: 'a', task: 'weather in Paris', tool: 'forecast', helpful: true }));
    store.record(usage({ id: 'b', task: 'exchange rate of the euro', tool: 'forecast', helpful: false }));
    store.record(usage({ id: 'c', task: 'exchange rate of the euro', tool: 'rates', resultTokens: 40 }));
    const lexical = await store.pastUsages('weather in Paris today', ['forecast']);
    assert.equal(lexical.length, 2);
    assert.ok((lexical[0]?.similarity ?? 0) > 0);
    assert.equal(lexical[1]?.similarity, 0);
    assert.deepEqual(await store.pastUsages('x', []), []);
    const custom = await store.pastUsages('anything', ['forecast', 'rates'], {
      similarity: (_task, past) => past.map((p) => (p.includes('euro') ? 0.9 : 0.1)),
    });
    assert.deepEqual(
      custom.map((u) => [u.tool, u.similarity, u.helpful, u.resultTokens]),
      [
        ['forecast', 0.1, true, 5],
        ['forecast', 0.9, false, 5],
        ['rates', 0.9, true, 40],
      ],
    );
    store.close();
  });

  it('exports JSONL and imports it again, skipping known ids', () => {
    const source = ExperienceStore.open(':memory:', { clock });
    source.record(usage());
    source.record(usage({ id: 'r1:2', ok: false, errorCode: 'invalid_arguments', input: [1, 'two', null] }));
    const jsonl = source.exportJsonl();
    assert.equal(jsonl.split('\n').length, 3);
    const target = ExperienceStore.open(':memory:');
    assert.deepEqual(target.importJsonl(jsonl), { imported: 2, duplicates: 0 });
    assert.deepEqual(target.usages(), source.usages());
    assert.deepEqual(target.importJsonl(`\n${jsonl}\n`), { imported: 0, duplicates: 2 });
    source.close();
    target.close();
  });

  it('rejects a bad import naming the line, and imports nothing', () => {
    const store = ExperienceStore.open(':memory:', { clock });
    const good = JSON.stringify({ ...usage(), recordedAt: '2026-01-01T00:00:00Z' });
    const bad = JSON.stringify({ ...usage({ id: 'x' }), recordedAt: '2026-01-01T00:00:00Z', fee: -1 });
    assert.throws(
      () => store.importJsonl(`${good}\n\n${bad}\n`),
      (e: unknown) => e instanceof ExperienceImportError && e.line === 3 && /'fee'/.test(e.message),
    );
    assert.throws(() => store.importJsonl('{not json'), /line 1 is not a valid tool usage: it is not JSON/);
    assert.throws(
      () => store.importJsonl(JSON.stringify({ ...usage(), recordedAt: 'now', extra: 1 })),
      ExperienceImportError,
    );
    assert.equal(store.count(), 0);
    store.close();
  });

  it('lives in the library file: a second connection to it sees what the first recorded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolwise-experience-'));
    dirs.push(dir);
    const library = ToolLibrary.open({ path: join(dir, 'library.sqlite') });
    const writer = ExperienceStore.forLibrary(library, { clock });
    writer.record(usage());
    const reader = ExperienceStore.forLibrary(library);
    assert.equal(reader.count(), 1);
    writer.close();
    reader.close();
    library.close();
  });
});
