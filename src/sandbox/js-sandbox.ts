import type { QuickJSContext, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { JsonValue } from '../tool/json-schema.ts';
import { checkLimits, resolveLimits } from './check-limits.ts';
import { hostFailure } from './host-failure.ts';
import { readVmFailure } from './read-vm-failure.ts';
import { runInContext, type RunOutcome } from './run-in-context.ts';
import { sandboxPrelude } from './sandbox-prelude.ts';
import { DEFAULT_SANDBOX_LIMITS, type SandboxLimits } from './sandbox-limits.ts';
import type { SandboxFailure, SandboxResult } from './sandbox-result.ts';
import { SandboxUnavailableError } from './sandbox-unavailable-error.ts';

/** Options of {@link JsSandbox}. */
export interface JsSandboxOptions {
  /** Limits of every run, unless a run overrides them. @default DEFAULT_SANDBOX_LIMITS */
  limits?: Partial<SandboxLimits>;
  /** Loads the QuickJS WebAssembly module (e.g. another build variant). @default newQuickJSWASMModule() */
  loadModule?: () => Promise<QuickJSWASMModule>;
  /** Lines of `console` output kept per run. @default 100 */
  maxLogLines?: number;
  /** Characters of `console` output kept per run. @default 10000 */
  maxLogChars?: number;
}

/** One piece of code to run, with what it gets and what it may use. */
export interface SandboxRunOptions extends Partial<SandboxLimits> {
  /** JavaScript (a script, not a module: no `import`). */
  code: string;
  /** The input, passed as JSON and parsed inside the VM. @default null */
  input?: JsonValue;
  /**
   * The function the code defines and the run calls with the input, e.g. `extract`; its return value
   * (awaited, if a promise) is the result. Without it, the result is the value of the code's last
   * expression statement and the input is the global `input`. @default none
   */
  entry?: string;
  /** The file name in stack traces and error positions. @default 'sandbox.js' */
  filename?: string;
}

const ENTRY_PATTERN = /^[A-Za-z_$][\w$]*$/;

/**
 * Runs JavaScript that a model wrote, isolated in QuickJS compiled to WebAssembly. Every run gets a fresh
 * runtime and context (nothing leaks from one run to the next) with limits on time, memory, stack and
 * output size; the code sees only the ECMAScript built-ins and its input, passed in as JSON text and parsed
 * inside the VM: no host object, no file system, network, environment, `require`, `process` or `import`.
 * The result is serialised to JSON inside the VM and parsed on the host after its size is checked.
 *
 * A run is synchronous once the engine is loaded, so it blocks the event loop for at most its time limit.
 * If the engine itself fails (a host stack overflow, a WebAssembly trap), the module is dropped and the
 * next run loads a fresh one. Owns the WebAssembly module: `dispose()` it when done.
 */
export class JsSandbox {
  /** The default limits of this sandbox's runs. */
  readonly limits: Readonly<SandboxLimits>;
  readonly #loadModule: () => Promise<QuickJSWASMModule>;
  readonly #maxLogLines: number;
  readonly #maxLogChars: number;
  #module: Promise<QuickJSWASMModule> | undefined;
  /** Modules whose engine failed; never used again. */
  readonly #broken = new WeakSet<QuickJSWASMModule>();
  #disposed = false;

  /** A sandbox that loads its engine on first use; see {@link JsSandbox.create} to load it now. */
  constructor(options: JsSandboxOptions = {}) {
    this.limits = Object.freeze(checkLimits({ ...DEFAULT_SANDBOX_LIMITS, ...options.limits }));
    // Imported on first use, so that loading toolwise does not load the engine.
    this.#loadModule =
      options.loadModule ?? (async () => (await import('quickjs-emscripten')).newQuickJSWASMModule());
    this.#maxLogLines = options.maxLogLines ?? 100;
    this.#maxLogChars = options.maxLogChars ?? 10_000;
  }

  /** Creates a sandbox and loads its engine (tens of milliseconds); throws `SandboxUnavailableError` if it cannot. */
  static async create(options: JsSandboxOptions = {}): Promise<JsSandbox> {
    const sandbox = new JsSandbox(options);
    await sandbox.#engine();
    return sandbox;
  }

  /**
   * Runs `options.code` (calling `options.entry` with the input, if given) and returns its JSON result or
   * the failure, never throwing for anything the code does. Throws `SandboxUnavailableError` when the
   * engine cannot be loaded, `InvalidArgumentError` for an input that is not JSON or a bad entry name.
   */
  async run(options: SandboxRunOptions): Promise<SandboxResult> {
    const limits = resolveLimits(this.limits, options);
    const entry = options.entry;
    if (entry !== undefined && !ENTRY_PATTERN.test(entry))
      throw new InvalidArgumentError({
        argument: 'entry',
        message: `'${entry}' is not a JavaScript identifier`,
      });
    const inputJson = toJsonText(options.input ?? null);
    const module = await this.#engine();
    return this.#guard(module, limits, (rt, ctx, deadline) =>
      runInContext({
        rt,
        ctx,
        code: options.code,
        inputJson,
        entry,
        filename: options.filename ?? 'sandbox.js',
        limits,
        deadline,
        prelude: sandboxPrelude(this.#maxLogLines, this.#maxLogChars),
      }),
    );
  }

  /** Checks that `code` parses, without running it; the `syntax_error` failure, or undefined when it parses. */
  async check(code: string, options: { filename?: string } = {}): Promise<SandboxFailure | undefined> {
    const module = await this.#engine();
    const filename = options.filename ?? 'sandbox.js';
    const result = this.#guard(module, this.limits, (_rt, ctx, deadline) => {
      const compiled = ctx.evalCode(code, filename, { type: 'global', compileOnly: true });
      if (compiled.error) {
        return {
          error: readVmFailure(ctx, compiled.error, {
            filename,
            limits: this.limits,
            deadline,
            stage: 'compile',
          }),
        };
      }
      compiled.value.dispose();
      return { value: null };
    });
    return result.ok ? undefined : result.error;
  }

  /** Drops the engine; later runs throw `SandboxUnavailableError`. */
  dispose(): void {
    this.#disposed = true;
    this.#module = undefined;
  }

  /** Same as {@link JsSandbox.dispose}, for `using`. */
  [Symbol.dispose](): void {
    this.dispose();
  }

  async #engine(): Promise<QuickJSWASMModule> {
    for (;;) {
      const loading = this.#load();
      const module = await loading;
      if (!this.#broken.has(module)) return module;
      // The engine failed in an earlier run: drop it and load a fresh one.
      if (this.#module === loading) this.#module = undefined;
    }
  }

  #load(): Promise<QuickJSWASMModule> {
    if (this.#disposed) return Promise.reject(new SandboxUnavailableError({ reason: 'it was disposed' }));
    if (!this.#module) {
      const loading = this.#loadModule().catch((error: unknown) => {
        if (this.#module === loading) this.#module = undefined;
        throw new SandboxUnavailableError({
          reason: `the QuickJS WebAssembly module failed to load (${error instanceof Error ? error.message : String(error)})`,
          cause: error,
        });
      });
      this.#module = loading;
    }
    return this.#module;
  }

  /** Runs `work` in a fresh runtime and context, disposing both; a failure of the engine itself resets it. */
  #guard(
    module: QuickJSWASMModule,
    limits: SandboxLimits,
    work: (rt: QuickJSRuntime, ctx: QuickJSContext, deadline: number) => RunOutcome,
  ): SandboxResult {
    const started = performance.now();
    const deadline = Date.now() + limits.timeoutMs;
    let rt: QuickJSRuntime | undefined;
    let ctx: QuickJSContext | undefined;
    let outcome: RunOutcome;
    try {
      rt = module.newRuntime();
      rt.setMemoryLimit(limits.memoryBytes);
      rt.setMaxStackSize(limits.maxStackBytes);
      rt.setInterruptHandler(() => Date.now() > deadline);
      ctx = rt.newContext();
      outcome = work(rt, ctx, deadline);
    } catch (error) {
      // The engine failed on the host side; its state is unknown, so it is not disposed but dropped.
      this.#reset(module);
      return {
        ok: false,
        error: hostFailure(error, limits),
        logs: [],
        durationMs: performance.now() - started,
      };
    }
    try {
      ctx.dispose();
      rt.dispose();
    } catch {
      this.#reset(module);
    }
    const durationMs = performance.now() - started;
    const logs = outcome.logs ?? [];
    return 'error' in outcome
      ? { ok: false, error: outcome.error, logs, durationMs }
      : { ok: true, value: outcome.value, logs, durationMs };
  }

  #reset(failed: QuickJSWASMModule): void {
    this.#broken.add(failed);
  }
}

function toJsonText(input: JsonValue): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(input);
  } catch (error) {
    throw new InvalidArgumentError({
      argument: 'input',
      message: `must be JSON-serialisable (${error instanceof Error ? error.message : String(error)})`,
    });
  }
  if (text === undefined)
    throw new InvalidArgumentError({ argument: 'input', message: 'must be a JSON value' });
  return text;
}
