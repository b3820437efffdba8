import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { CliIo } from './cli-io.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'toolwise-cli-'));
const library = join(dir, 'lib.sqlite');
after(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: { TOOLWISE_LIBRARY: library },
    cwd: dir,
  };
  const code = await main(argv, io);
  return { code, out, err };
}

describe('toolwise CLI', () => {
  before(async () => {
    const added = await run('library', 'add', 'math', '--json');
    assert.equal(added.code, 0, added.err);
    assert.equal(JSON.parse(added.out)[0].created.length, 100);
  });

  it('finds sqrt in the top 3 for "square root of a number"', async () => {
    const r = await run('search', 'square root of a number', '--json');
    assert.equal(r.code, 0, r.err);
    const names = (JSON.parse(r.out) as { hits: Array<{ name: string }> }).hits.map((h) => h.name);
    assert.ok(names.slice(0, 3).includes('sqrt'), names.join(', '));
  });

  it('calls add with JSON arguments', async () => {
    const r = await run('call', 'add', '{"a":2,"b":3}', '--json');
    assert.equal(r.code, 0, r.err);
    assert.equal(JSON.parse(r.out).output, 5);
    const plain = await run('call', 'add', '{"a":2,"b":3}');
    assert.equal(plain.out, '5\n');
  });

  it('re-adding a source changes nothing', async () => {
    const r = await run('library', 'add', 'math');
    assert.match(r.out, /builtin:math: 0 added, 0 updated, 0 removed, 100 unchanged/);
  });

  it('tells bad input (exit 2) from tool failure (exit 1)', async () => {
    const malformed = await run('call', 'add', '{"a":2,');
    assert.equal(malformed.code, 2);
    assert.match(malformed.err, /Invalid arguments: not valid JSON/);
    const invalid = await run('call', 'add', '{"a":"two","b":3}');
    assert.equal(invalid.code, 2);
    assert.match(invalid.err, /invalid_arguments.*\/a must be number/);
    const unknown = await run('call', 'sqroot', '{}');
    assert.equal(unknown.code, 2);
    assert.match(unknown.err, /No tool named 'sqroot'/);
    const failing = await run('call', 'sqrt', '{"number":-4}');
    assert.equal(failing.code, 1);
    assert.match(failing.err, /execution_failed/);
    const usage = await run('search');
    assert.equal(usage.code, 2);
    assert.match(usage.err, /search needs a query/);
    const option = await run('search', 'x', '--top-k', 'many');
    assert.equal(option.code, 2);
    assert.match(option.err, /--top-k takes an integer/);
    const command = await run('frobnicate');
    assert.equal(command.code, 2);
    assert.match(command.err, /unknown command 'frobnicate'/);
  });

  it('updates a tool with a new version and shows its history', async () => {
    const updated = await run(
      'library',
      'update',
      'add',
      '--description',
      'Add two numbers: a + b.',
      '--cost',
      '0.5',
    );
    assert.equal(updated.code, 0, updated.err);
    assert.match(updated.out, /add updated to version 2/);
    const history = await run('library', 'history', 'add', '--json');
    assert.deepEqual(
      JSON.parse(history.out).map((v: { version: number; change: string }) => [v.version, v.change]),
      [
        [1, 'created'],
        [2, 'updated'],
      ],
    );
    const old = await run('library', 'show', 'add', '--version', '1', '--json');
    assert.notEqual(JSON.parse(old.out).description, 'Add two numbers: a + b.');
    const bad = await run('library', 'update', 'add', '--set', '{"inputSchema":{"type":"string"}}');
    assert.equal(bad.code, 2);
    assert.match(bad.err, /inputSchema\.type: must be "object"/);
    assert.equal(
      JSON.parse((await run('library', 'show', 'add', '--json')).out).version,
      2,
      'a refused update writes nothing',
    );
  });

  it('lists with filters and removes tools', async () => {
    const listed = await run('library', 'list', '--name-contains', 'volume', '--json');
    assert.ok(JSON.parse(listed.out).length >= 5);
    const sources = await run('library', 'list', '--sources', '--json');
    assert.deepEqual(
      JSON.parse(sources.out).map((s: { sourceId: string; tools: number }) => [s.sourceId, s.tools]),
      [['builtin:math', 100]],
    );
    const missing = await run('library', 'remove', 'add', 'nope');
    assert.equal(missing.code, 2);
    assert.ok(
      JSON.parse((await run('library', 'show', 'add', '--json')).out),
      'nothing was removed when one name was unknown',
    );
  });

  it('names the library file when it is missing or not a library', async () => {
    const missing = await run('search', 'x', '--library', join(dir, 'none.sqlite'));
    assert.equal(missing.code, 2);
    assert.match(missing.err, /none\.sqlite: no library file there yet/);
    const junk = join(dir, 'junk.sqlite');
    writeFileSync(junk, 'not a database at all, just text '.repeat(50));
    const bad = await run('library', 'list', '--library', junk);
    assert.equal(bad.code, 2);
    assert.match(bad.err, /junk\.sqlite: the file is not a toolwise library/);
  });

  it('refuses malformed definition files and leaves the library unchanged', async () => {
    const file = join(dir, 'broken.json');
    writeFileSync(file, '[{"name": "x", ');
    const r = await run('library', 'add', file);
    assert.equal(r.code, 2);
    assert.match(r.err, /broken\.json/);
    const sources = await run('library', 'list', '--sources', '--json');
    assert.equal(JSON.parse(sources.out).length, 1);
  });
});
