import type { QuickJSContext, QuickJSHandle, QuickJSRuntime } from 'quickjs-emscripten';
import type { JsonValue } from '../tool/json-schema.ts';
import type { VmErrorStage } from './classify-vm-error.ts';
import { formatBytes } from './format-bytes.ts';
import { readVmFailure } from './read-vm-failure.ts';
import type { SandboxLimits } from './sandbox-limits.ts';
import type { SandboxFailure } from './sandbox-result.ts';

const INTERNAL_FILENAME = '<sandbox>';

/** A run's result before timing: a value or a failure, and the console lines. */
export type RunOutcome = ({ value: JsonValue } | { error: SandboxFailure }) & { logs?: string[] };

/** What {@link runInContext} needs. */
export interface RunInContextOptions {
  /** The fresh runtime (limits and interrupt handler set). */
  rt: QuickJSRuntime;
  /** The fresh context. */
  ctx: QuickJSContext;
  /** The model's code. */
  code: string;
  /** The input as JSON text. */
  inputJson: string;
  /** The function to call, or undefined for the code's completion value. */
  entry: string | undefined;
  /** The code's file name in positions. */
  filename: string;
  /** The limits, for messages. */
  limits: SandboxLimits;
  /** When the run must end (`Date.now()` ms). */
  deadline: number;
  /** The code run before the model's (see `sandboxPrelude`). */
  prelude: string;
}

/**
 * One run inside a fresh context: prelude, compile, evaluate, call the entry, settle a promise, serialise
 * inside the VM, check the size, parse on the host. Every handle it makes is disposed before it returns.
 */
export function runInContext(options: RunInContextOptions): RunOutcome {
  const { rt, ctx, code, entry, filename, limits, deadline } = options;
  const handles: QuickJSHandle[] = [];
  const keep = (h: QuickJSHandle): QuickJSHandle => {
    handles.push(h);
    return h;
  };
  const fail = (error: QuickJSHandle, stage: VmErrorStage): { error: SandboxFailure } => ({
    error: readVmFailure(ctx, keep(error), { filename, limits, deadline, stage }),
  });
  let helpers: QuickJSHandle | undefined;
  const outcome = ((): RunOutcome => {
    const setup = ctx.evalCode(options.prelude, INTERNAL_FILENAME, { type: 'global' });
    if (setup.error) return fail(setup.error, 'run');
    helpers = keep(setup.value);
    const helper = (name: string) => keep(ctx.getProp(helpers!, name));
    const input = keep(ctx.newString(options.inputJson));

    const compiled = ctx.evalCode(code, filename, { type: 'global', compileOnly: true });
    if (compiled.error) return fail(compiled.error, 'compile');
    keep(compiled.value);

    if (entry === undefined) {
      const set = ctx.callFunction(helper('setInput'), ctx.undefined, input);
      if (set.error) return fail(set.error, 'run');
      keep(set.value);
    }
    const evaluated = ctx.evalCode(code, filename, { type: 'global' });
    if (evaluated.error) return fail(evaluated.error, 'run');
    let result = keep(evaluated.value);

    if (entry !== undefined) {
      const found = ctx.evalCode(`typeof ${entry} === 'function' ? ${entry} : undefined`, INTERNAL_FILENAME, {
        type: 'global',
      });
      if (found.error) return fail(found.error, 'run');
      const fn = keep(found.value);
      if (ctx.typeof(fn) !== 'function') {
        return {
          error: {
            code: 'missing_entry',
            message: `The code does not define a function named '${entry}'. Define it as: function ${entry}(input) { ... }`,
          },
        };
      }
      const called = ctx.callFunction(helper('call'), ctx.undefined, fn, input);
      if (called.error) return fail(called.error, 'run');
      result = keep(called.value);
    }

    let state = ctx.getPromiseState(result);
    if (state.type === 'pending') {
      const jobs = rt.executePendingJobs();
      if (jobs.error) return fail(jobs.error, 'run');
      state = ctx.getPromiseState(result);
    }
    if (state.type === 'pending') {
      return {
        error: {
          code: 'runtime_error',
          message:
            'The returned promise never settled (the sandbox has no timers, network or other I/O to wait for).',
        },
      };
    }
    if (state.type === 'rejected') return fail(state.error, 'run');
    const value = state.notAPromise ? result : keep(state.value);

    const serialized = ctx.callFunction(helper('serialize'), ctx.undefined, value);
    if (serialized.error) return fail(serialized.error, 'serialize');
    const json = keep(serialized.value);
    if (ctx.typeof(json) !== 'string') {
      return {
        error: {
          code: 'invalid_output',
          message: `The result is ${ctx.typeof(value)}, which is not JSON${entry ? ` (did '${entry}' return a value?)` : ''}. Return plain data (objects, arrays, strings, numbers, booleans, null).`,
        },
      };
    }
    // UTF-8 takes at least one byte per UTF-16 unit, so a long string is too large before it is copied out.
    const units = ctx.getNumber(keep(ctx.getProp(json, 'length')));
    if (units > limits.maxOutputBytes) return { error: tooLarge(limits, units, 'at least ') };
    const text = ctx.getString(json);
    const bytes = Buffer.byteLength(text);
    if (bytes > limits.maxOutputBytes) return { error: tooLarge(limits, bytes, '') };
    return { value: JSON.parse(text) as JsonValue };
  })();
  const logs = helpers ? readLogs(ctx, helpers) : [];
  for (const h of handles.reverse()) if (h.alive) h.dispose();
  return { ...outcome, logs };
}

function readLogs(ctx: QuickJSContext, helpers: QuickJSHandle): string[] {
  const fn = ctx.getProp(helpers, 'logs');
  try {
    const result = ctx.callFunction(fn, ctx.undefined);
    if (result.error) {
      result.error.dispose();
      return [];
    }
    const text = ctx.typeof(result.value) === 'string' ? ctx.getString(result.value) : '[]';
    result.value.dispose();
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  } finally {
    fn.dispose();
  }
}

function tooLarge(limits: SandboxLimits, size: number, qualifier: string): SandboxFailure {
  return {
    code: 'output_too_large',
    message: `Sandbox output limit of ${formatBytes(limits.maxOutputBytes)} exceeded: the result is ${qualifier}${formatBytes(size)} as JSON. Return less (filter, slice or summarise the data).`,
  };
}
