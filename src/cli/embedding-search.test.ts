import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { LoopbackChatServer } from '../testing/loopback-chat-server.ts';
import type { CliIo } from './cli-io.ts';
import { main } from './main.ts';

const dir = mkdtempSync(join(tmpdir(), 'toolwise-embed-'));
let server: LoopbackChatServer;

async function run(env: Record<string, string>, ...argv: string[]) {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (t) => (out += t),
    err: (t) => (err += t),
    env: { TOOLWISE_LIBRARY: join(dir, 'lib.sqlite'), HOME: dir, ...env },
    cwd: dir,
  };
  return { code: await main(argv, io), out, err };
}

const embeddingRequests = () => server.requests.filter((r) => r.path.endsWith('/embeddings'));

before(async () => {
  server = await LoopbackChatServer.start({ script: [] });
  assert.equal((await run({}, 'library', 'add', 'math')).code, 0);
});
after(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('search with a configured embedding model', () => {
  it('embeds the tools once, then only the queries, and ranks by dense or hybrid similarity', async () => {
    const env = { TOOLWISE_EMBEDDING_MODEL: `compatible:loopback-embedding@${server.url}` };
    const dense = await run(env, 'search', 'square root of a number', '--method', 'dense', '--json');
    assert.equal(dense.code, 0, dense.err);
    const hits = JSON.parse(dense.out).hits as Array<{ name: string; score: number }>;
    assert.equal(hits.length, 5);
    assert.ok(hits.every((h) => h.score >= -1 && h.score <= 1));
    const afterFirst = embeddingRequests().length;
    assert.ok(afterFirst >= 2, 'the tools and the query were embedded');
    const hybrid = await run(env, 'search', 'square root of a number', '--json');
    assert.equal(hybrid.code, 0, hybrid.err);
    assert.equal(
      JSON.parse(hybrid.out).hits[0].name,
      'sqrt',
      'hybrid is the default with an embedding model',
    );
    assert.equal(
      embeddingRequests().length,
      afterFirst + 1,
      'stored tool vectors were reused; only the query was embedded',
    );
  });

  it('reads the embedding model from the config file, and lexical search needs none', async () => {
    writeFileSync(
      join(dir, 'config.json'),
      JSON.stringify({ embedding: `compatible:loopback-embedding@${server.url}` }),
    );
    const before = embeddingRequests().length;
    const r = await run(
      { TOOLWISE_CONFIG: join(dir, 'config.json') },
      'search',
      'area of a circle',
      '--method',
      'dense',
      '--json',
    );
    assert.equal(r.code, 0, r.err);
    assert.equal(embeddingRequests().length, before + 1);
    const lexical = await run({}, 'search', 'area of a circle', '--method', 'dense');
    assert.equal(lexical.code, 2);
    assert.match(lexical.err, /--method dense needs an embedding model: set TOOLWISE_EMBEDDING_MODEL/);
  });
});
