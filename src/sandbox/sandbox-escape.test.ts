import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { JsSandbox } from './js-sandbox.ts';
import type { SandboxFailure, SandboxResult } from './sandbox-result.ts';

// Code that tries to get out of the sandbox or to exhaust the host. Every attempt must fail safely: the
// host is untouched, the run ends with its own clear error, and the next run starts clean.

let sandbox: JsSandbox;
before(async () => (sandbox = await JsSandbox.create()));
after(() => sandbox.dispose());

function failure(result: SandboxResult): SandboxFailure {
  assert.equal(result.ok, false, `expected a failure, got ${JSON.stringify(result)}`);
  return (result as Extract<SandboxResult, { ok: false }>).error;
}

function value(result: SandboxResult): unknown {
  assert.equal(result.ok, true, `expected success, got ${JSON.stringify(result)}`);
  return (result as Extract<SandboxResult, { ok: true }>).value;
}

describe('sandbox escapes: host objects', () => {
  it('prototype pollution inside does not reach the host, nor the next run', async () => {
    const result = await sandbox.run({
      code: 'Object.prototype.polluted = 1; Array.prototype.polluted = 2; ({}).polluted + [].polluted',
    });
    assert.equal(value(result), 3);
    assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
    assert.equal(([] as unknown as Record<string, unknown>)['polluted'], undefined);
    assert.equal(value(await sandbox.run({ code: 'typeof ({}).polluted' })), 'undefined');
  });

  it('a `__proto__` key in the result stays an own property on the host', async () => {
    const result = value(await sandbox.run({ code: 'JSON.parse(\'{"__proto__": {"polluted": true}}\')' }));
    assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
    assert.ok(Object.hasOwn(result as object, '__proto__'));
  });

  it('the input is a copy: changing it inside leaves the host object as it was', async () => {
    const input = { list: [1, 2], nested: { x: 1 } };
    await sandbox.run({ code: 'input.list.push(3); input.nested.x = 99; delete input.list; 0', input });
    assert.deepEqual(input, { list: [1, 2], nested: { x: 1 } });
  });

  it('replacing JSON or console inside does not change how the result comes out', async () => {
    const result = await sandbox.run({
      code: 'JSON.stringify = () => \'{"evil":1}\'; JSON.parse = () => ({ evil: 2 }); ({ safe: true })',
    });
    assert.deepEqual(value(result), { safe: true });
  });

  it('globals do not leak from one run to the next', async () => {
    await sandbox.run({ code: 'globalThis.leak = "secret"; var alsoLeak = 1; 0' });
    assert.deepEqual(value(await sandbox.run({ code: '[typeof leak, typeof alsoLeak]' })), [
      'undefined',
      'undefined',
    ]);
  });
});

describe('sandbox escapes: no file system, network, environment or modules', () => {
  it('has no require, process, fetch, timers or WebAssembly', async () => {
    const names = [
      'require',
      'process',
      'fetch',
      'XMLHttpRequest',
      'WebAssembly',
      'setTimeout',
      'Buffer',
      'std',
      'os',
    ];
    const result = await sandbox.run({ code: `[${names.map((n) => `typeof globalThis.${n}`).join(', ')}]` });
    assert.deepEqual(
      value(result),
      names.map(() => 'undefined'),
    );
  });

  it('calling require or process fails with a ReferenceError', async () => {
    const error = failure(await sandbox.run({ code: 'require("fs").readFileSync("/etc/passwd", "utf8")' }));
    assert.equal(error.code, 'runtime_error');
    assert.match(error.message, /^ReferenceError: 'require' is not defined/);
    const env = failure(await sandbox.run({ code: 'process.env.HOME' }));
    assert.match(env.message, /^ReferenceError: 'process' is not defined/);
  });

  it('dynamic import() of a host module is refused', async () => {
    const code = `Promise.all(['fs', 'node:child_process', 'std', 'https://example.com/x.js'].map((m) =>
      import(m).then(() => 'loaded ' + m, (e) => e.message)))`;
    assert.deepEqual(value(await sandbox.run({ code })), [
      "could not load module 'fs'",
      "could not load module 'node:child_process'",
      "could not load module 'std'",
      "could not load module 'https://example.com/x.js'",
    ]);
  });

  it('a static import does not even parse (code runs as a script)', async () => {
    const error = failure(
      await sandbox.run({ code: 'import fs from "fs";\nfs.readFileSync("/etc/passwd")' }),
    );
    assert.equal(error.code, 'syntax_error');
  });

  it("Function('return this')() and indirect eval give the VM's own global, which has no host objects", async () => {
    const code = `const g = Function('return this')();
      [g === globalThis, (0, eval)('globalThis') === globalThis, typeof g.process, typeof g.require, eval('typeof process')]`;
    assert.deepEqual(value(await sandbox.run({ code })), [true, true, 'undefined', 'undefined', 'undefined']);
  });

  it('the constructor-chain trick finds no process either', async () => {
    const error = failure(
      await sandbox.run({ code: "this.constructor.constructor('return process')().env" }),
    );
    assert.equal(error.code, 'runtime_error');
    assert.match(error.message, /'process' is not defined/);
  });
});

describe('sandbox limits: each hit gives its own clear error', () => {
  it('an endless loop hits the time limit', async () => {
    const started = performance.now();
    const error = failure(await sandbox.run({ code: 'while (true) {}', timeoutMs: 100 }));
    assert.equal(error.code, 'timeout');
    assert.match(error.message, /^Sandbox time limit of 100 ms exceeded; the code was stopped at line 1/);
    assert.ok(performance.now() - started < 1000);
  });

  it('the time limit cannot be caught, also not in an async function', async () => {
    const caught = failure(
      await sandbox.run({ code: 'try { while (true) {} } catch (e) { "escaped" }', timeoutMs: 50 }),
    );
    assert.equal(caught.code, 'timeout');
    const asyncLoop = failure(
      await sandbox.run({ code: 'async function run() { for (;;) {} }', entry: 'run', timeoutMs: 50 }),
    );
    assert.equal(asyncLoop.code, 'timeout');
  });

  it('catastrophic regular-expression backtracking hits the time limit', async () => {
    const error = failure(await sandbox.run({ code: '/(a+)+$/.test("a".repeat(40) + "b")', timeoutMs: 100 }));
    assert.equal(error.code, 'timeout');
  });

  it('a huge array hits the memory limit', async () => {
    const error = failure(await sandbox.run({ code: 'new Array(1e9).fill(0).length' }));
    assert.equal(error.code, 'memory_limit');
    assert.match(error.message, /^Sandbox memory limit of 32 MiB exceeded \(out of memory\)/);
  });

  it('growing objects, buffers and strings hit the memory limit', async () => {
    const objects = failure(
      await sandbox.run({
        code: 'const a = []; while (true) a.push({ x: a.length })',
        memoryBytes: 4 * 1024 * 1024,
      }),
    );
    assert.equal(objects.code, 'memory_limit');
    assert.match(objects.message, /^Sandbox memory limit of 4 MiB exceeded/);
    assert.equal(
      failure(await sandbox.run({ code: 'new ArrayBuffer(1e9).byteLength' })).code,
      'memory_limit',
    );
    const doubling = failure(
      await sandbox.run({ code: 'let s = "x"; while (true) { s = s + s; s.charCodeAt(0); }' }),
    );
    assert.equal(doubling.code, 'memory_limit');
    const ropes = failure(await sandbox.run({ code: 'let s = "x"; while (true) s += s;' }));
    assert.equal(ropes.code, 'memory_limit');
    assert.match(ropes.message, /a string outgrew the longest string the engine allows/);
  });

  it('running out of memory cannot hide the limit from the host', async () => {
    // The code may catch its own out-of-memory error, but it gets nothing for it: the limit held.
    const result = await sandbox.run({ code: 'try { "x".repeat(1e9).length } catch (e) { e.message }' });
    assert.equal(value(result), 'out of memory');
  });

  it('unbounded recursion hits the stack limit', async () => {
    const error = failure(await sandbox.run({ code: 'function f(n) { return f(n + 1) + 1; }\nf(0)' }));
    assert.equal(error.code, 'stack_overflow');
    assert.match(error.message, /^Sandbox stack limit of 256 KiB exceeded \(stack overflow at line 1/);
  });

  it('a stack limit larger than the host allows still ends in stack_overflow, and the engine recovers', async () => {
    const error = failure(
      await sandbox.run({ code: 'function f() { return f() + 1; } f()', maxStackBytes: 2 << 20 }),
    );
    assert.equal(error.code, 'stack_overflow');
    assert.match(error.message, /^Sandbox stack limit of 2 MiB exceeded/);
    await assert.rejects(sandbox.run({ code: '1', maxStackBytes: 8 << 20 }), { code: 'invalid_argument' });
    assert.equal(value(await sandbox.run({ code: '1 + 1' })), 2);
  });

  it('a run that breaks the engine does not take a concurrent run down with it', async () => {
    const [broken, fine] = await Promise.all([
      sandbox.run({ code: 'function f() { return f() + 1; } f()', maxStackBytes: 2 << 20 }),
      sandbox.run({ code: '"still here"' }),
    ]);
    assert.equal(failure(broken).code, 'stack_overflow');
    assert.equal(value(fine), 'still here');
  });

  it('a 10 MB result hits the output limit without being copied out', async () => {
    const error = failure(await sandbox.run({ code: '"x".repeat(10 * 1024 * 1024)' }));
    assert.equal(error.code, 'output_too_large');
    assert.match(
      error.message,
      /^Sandbox output limit of 1 MiB exceeded: the result is at least 10 MiB as JSON/,
    );
  });

  it('the output limit counts UTF-8 bytes, not characters', async () => {
    const error = failure(await sandbox.run({ code: '"€".repeat(400000)' }));
    assert.equal(error.code, 'output_too_large');
    assert.match(error.message, /the result is 1\.1 MiB as JSON/);
    assert.equal(value(await sandbox.run({ code: '"€".repeat(300000).length' })), 300000);
  });
});
