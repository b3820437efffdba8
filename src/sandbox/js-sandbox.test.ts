import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { JsSandbox } from './js-sandbox.ts';
import { runInSandbox } from './run-in-sandbox.ts';
import type { SandboxResult } from './sandbox-result.ts';

let sandbox: JsSandbox;
before(async () => (sandbox = await JsSandbox.create()));
after(() => sandbox.dispose());

function failure(result: SandboxResult) {
  assert.equal(result.ok, false, `expected a failure, got ${JSON.stringify(result)}`);
  return (result as Extract<SandboxResult, { ok: false }>).error;
}

function value(result: SandboxResult) {
  assert.equal(result.ok, true, `expected success, got ${JSON.stringify(result)}`);
  return (result as Extract<SandboxResult, { ok: true }>).value;
}

describe('JsSandbox: running code', () => {
  it('calls the entry function with the input, parsed inside the VM, and returns its JSON result', async () => {
    const result = await sandbox.run({
      code: 'function extract(data) { return data.items.filter((i) => i.price > 10).map((i) => i.name); }',
      entry: 'extract',
      input: {
        items: [
          { name: 'a', price: 5 },
          { name: 'b', price: 20 },
        ],
      },
    });
    assert.deepEqual(value(result), ['b']);
  });

  it('without an entry, returns the value of the last expression, with the input as the global `input`', async () => {
    assert.equal(value(await sandbox.run({ code: 'const n = input.n; n * 2', input: { n: 21 } })), 42);
  });

  it('awaits an async entry function', async () => {
    const code =
      'async function run(input) { const x = await Promise.resolve(input.x); return { doubled: x * 2 }; }';
    assert.deepEqual(value(await sandbox.run({ code, entry: 'run', input: { x: 4 } })), { doubled: 8 });
  });

  it('keeps console output, bounded, in `logs`', async () => {
    const result = await sandbox.run({
      code: 'function run(i) { console.log("got", i); console.warn({ a: 1 }); return 1; }',
      entry: 'run',
      input: 7,
    });
    assert.deepEqual(result.logs, ['got 7', 'warn: {"a":1}']);
    const chatty = await sandbox.run({ code: 'for (let i = 0; i < 1000; i++) console.log(i); 0' });
    assert.equal(chatty.logs.length, 100);
  });

  it('reports a syntax error with its line and column', async () => {
    const error = failure(await sandbox.run({ code: 'function run(x) {\n  return x +;\n}', entry: 'run' }));
    assert.equal(error.code, 'syntax_error');
    assert.equal(error.line, 2);
    assert.match(error.message, /^SyntaxError: .+ \(line 2, column \d+\)$/);
  });

  it('reports an exception with its name, message and position', async () => {
    const error = failure(
      await sandbox.run({
        code: 'function run(x) {\n  return x.missing.deeper;\n}',
        entry: 'run',
        input: {},
      }),
    );
    assert.equal(error.code, 'runtime_error');
    assert.match(error.message, /^TypeError: .*deeper.* \(line 2, column \d+\)$/);
    assert.equal(error.line, 2);
  });

  it('reports a rejected promise and a thrown non-error value as runtime errors', async () => {
    const rejected = failure(
      await sandbox.run({ code: 'async function run() { throw new RangeError("nope"); }', entry: 'run' }),
    );
    assert.equal(rejected.code, 'runtime_error');
    assert.match(rejected.message, /^RangeError: nope/);
    const thrown = failure(await sandbox.run({ code: 'throw { reason: 5 }' }));
    assert.match(thrown.message, /the code threw \{"reason":5\}/);
    const pending = failure(
      await sandbox.run({ code: 'function run() { return new Promise(() => {}); }', entry: 'run' }),
    );
    assert.match(pending.message, /never settled/);
  });

  it('reports a missing entry function', async () => {
    const error = failure(await sandbox.run({ code: 'function other() {}', entry: 'extract' }));
    assert.equal(error.code, 'missing_entry');
    assert.match(error.message, /does not define a function named 'extract'/);
  });

  it('finds an entry defined with const, too', async () => {
    assert.equal(value(await sandbox.run({ code: 'const run = (i) => i + 1;', entry: 'run', input: 1 })), 2);
  });

  it('rejects results that are not JSON, saying why', async () => {
    const undef = failure(await sandbox.run({ code: 'function run() {}', entry: 'run' }));
    assert.equal(undef.code, 'invalid_output');
    assert.match(undef.message, /The result is undefined, which is not JSON \(did 'run' return a value\?\)/);
    const cyclic = failure(await sandbox.run({ code: 'const o = {}; o.self = o; o' }));
    assert.equal(cyclic.code, 'invalid_output');
    assert.match(cyclic.message, /circular/);
    const bigint = failure(await sandbox.run({ code: '10n' }));
    assert.equal(bigint.code, 'invalid_output');
  });

  it('checks syntax without running', async () => {
    assert.equal(await sandbox.check('function run() { while (true) {} }'), undefined);
    const error = await sandbox.check('function run( {');
    assert.equal(error?.code, 'syntax_error');
  });

  it('refuses an entry that is not an identifier and an input that is not JSON', async () => {
    await assert.rejects(sandbox.run({ code: '1', entry: 'a; process' }), { code: 'invalid_argument' });
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    await assert.rejects(sandbox.run({ code: '1', input: cyclic as never }), { code: 'invalid_argument' });
  });

  it('runs one-off code with runInSandbox', async () => {
    assert.equal(value(await runInSandbox({ code: 'input + 1', input: 1, sandbox })), 2);
    assert.equal(value(await runInSandbox({ code: '"own sandbox"' })), 'own sandbox');
  });

  it('is unavailable once disposed', async () => {
    const own = new JsSandbox();
    own.dispose();
    await assert.rejects(own.run({ code: '1' }), { code: 'sandbox_unavailable' });
  });
});
