import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { benchTokensCommand } from '../../cli/commands/bench-tokens-command.ts';
import type { CliIo } from '../../cli/cli-io.ts';
import { UsageError } from '../../cli/usage-error.ts';
import type { TokenBenchResult } from './token-bench-result.ts';

const FIXTURES = join(import.meta.dirname, 'test-fixtures');
const dir = mkdtempSync(join(tmpdir(), 'toolwise-bench-tokens-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function bench(...args: string[]) {
  let stdout = '';
  const io: CliIo = { out: (t) => (stdout += t), err: () => {}, env: {}, cwd: dir };
  const code = await benchTokensCommand(args, io);
  return { code, stdout };
}

describe('toolwise bench tokens', () => {
  it('prints the table and writes the chart (bench-results/tokens.svg by default)', async () => {
    const r = await bench('--datasets', FIXTURES, '--sizes', '4,8');
    assert.equal(r.code, 0);
    assert.match(r.stdout, /Mean prompt tokens per task \(ratio to all-tools\)/);
    assert.match(r.stdout, /toolbench\s+8\s+2\s+[\d,]+ \(1\.00\)/);
    assert.match(r.stdout, /Chart: .*bench-results\/tokens\.svg\n$/);
    assert.match(readFileSync(join(dir, 'bench-results', 'tokens.svg'), 'utf8'), /^<svg /);
  });

  it('gives the whole result with --json, for the strategies asked for', async () => {
    const r = await bench(
      '--datasets',
      FIXTURES,
      '--sizes',
      '8',
      '--strategies',
      'all-tools,ecoact',
      '--json',
      '--chart',
      'c.svg',
    );
    const result = JSON.parse(r.stdout) as TokenBenchResult;
    assert.deepEqual(result.settings.strategies, ['all-tools', 'ecoact']);
    assert.deepEqual(
      result.rows.map((row) => row.label),
      ['own', '8'],
    );
    assert.match(readFileSync(join(dir, 'c.svg'), 'utf8'), /ecoact/);
  });

  it('says where to find the datasets when there are none', async () => {
    await assert.rejects(
      bench('--datasets', dir),
      (e: unknown) => e instanceof UsageError && /--datasets/.test(e.message),
    );
    await assert.rejects(bench('--datasets', FIXTURES, '--sizes', '0'), UsageError);
  });
});
