import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { ToolLibrary } from './tool-library.ts';

const dir = mkdtempSync(join(tmpdir(), 'toolwise-concurrent-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const libraryModule = pathToFileURL(join(import.meta.dirname, 'tool-library.ts')).href;

function writer(path: string, tag: string, count: number): Promise<number> {
  const script = `
    const { ToolLibrary } = await import(${JSON.stringify(libraryModule)});
    const lib = ToolLibrary.open({ path: ${JSON.stringify(path)}, busyTimeoutMs: 20000 });
    for (let i = 0; i < ${count}; i++) {
      lib.create({ name: '${tag}_' + i, description: 'tool ' + i + ' of ${tag}', inputSchema: { type: 'object' } });
      lib.update('shared', { description: 'written by ${tag} #' + i, tags: ['${tag}'] });
    }
    lib.close();
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(code) : reject(new Error(`writer ${tag} exited ${code}: ${stderr}`)),
    );
  });
}

describe('two processes writing one library', () => {
  it('interleave whole transactions and corrupt nothing', async () => {
    const path = join(dir, 'shared.sqlite');
    const lib = ToolLibrary.open({ path });
    lib.create({ name: 'shared', description: 'start', inputSchema: { type: 'object' } });
    const n = 60;
    await Promise.all([writer(path, 'a', n), writer(path, 'b', n)]);
    assert.equal(lib.count(), 2 * n + 1);
    const shared = lib.require('shared');
    assert.equal(shared.version, 1 + 2 * n, 'every update became its own version');
    assert.equal(lib.history('shared').length, 1 + 2 * n);
    assert.equal((await lib.search('tool of a', { topK: 200 })).length > 0, true);
    lib.close();
    const db = new DatabaseSync(path);
    assert.deepEqual({ ...db.prepare('PRAGMA integrity_check').get() }, { integrity_check: 'ok' });
    assert.equal(
      (db.prepare('SELECT count(*) AS n FROM tool_fts').get() as { n: number }).n,
      2 * n + 1,
      'the index matches the tools',
    );
    db.close();
  });
});
