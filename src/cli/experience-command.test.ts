import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LoopbackChatServer } from '../testing/loopback-chat-server.ts';
import type { CliIo } from './cli-io.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'toolwise-exp-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function run(library: string, ...argv: string[]) {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: { TOOLWISE_LIBRARY: library, HOME: dir },
    cwd: dir,
  };
  return { code: await main(argv, io), out, err };
}

describe('toolwise experience', () => {
  const first = join(dir, 'first.sqlite');
  before(async () => {
    assert.equal((await run(first, 'library', 'add', 'math')).code, 0);
    const server = await LoopbackChatServer.start({
      script: [{ toolCalls: [{ name: 'add', arguments: { a: 2, b: 3 } }] }, { text: '5' }],
    });
    try {
      const r = await run(
        first,
        'run',
        'Add 2 and 3.',
        '--model',
        `compatible:m@${server.url}`,
        '--strategy',
        'all-tools',
        '--tools',
        'add',
      );
      assert.equal(r.code, 0, r.err);
    } finally {
      await server.close();
    }
  });

  it('lists what runs recorded, exports it as JSONL and imports it into another library once', async () => {
    const listed = JSON.parse((await run(first, 'experience', 'list', '--json')).out) as Array<{
      tool: string;
      task: string;
      ok: boolean;
      helpful: boolean;
    }>;
    assert.deepEqual(
      listed.map((u) => [u.tool, u.task, u.ok, u.helpful]),
      [['add', 'Add 2 and 3.', true, true]],
    );
    const file = join(dir, 'experience.jsonl');
    assert.equal((await run(first, 'experience', 'export', '--out', file)).code, 0);
    assert.equal(readFileSync(file, 'utf8').trim().split('\n').length, 1);
    const second = join(dir, 'second.sqlite');
    const imported = await run(second, 'experience', 'import', file);
    assert.match(imported.out, /Imported 1 usages \(0 already there\)/);
    assert.match(
      (await run(second, 'experience', 'import', file)).out,
      /Imported 0 usages \(1 already there\)/,
    );
  });

  it('refuses a malformed file whole, naming the line', async () => {
    const file = join(dir, 'bad.jsonl');
    writeFileSync(file, `${readFileSync(join(dir, 'experience.jsonl'), 'utf8').trim()}\n{"tool": 3}\n`);
    const third = join(dir, 'third.sqlite');
    const r = await run(third, 'experience', 'import', file);
    assert.equal(r.code, 2);
    assert.match(r.err, /line 2/);
    assert.equal(JSON.parse((await run(third, 'experience', 'list', '--json')).out).length, 0);
  });
});
