import { formatBytes } from './format-bytes.ts';
import type { SandboxLimits } from './sandbox-limits.ts';
import type { SandboxFailure } from './sandbox-result.ts';

/** Where in a run an exception was raised. */
export type VmErrorStage = 'compile' | 'run' | 'serialize';

/** What {@link classifyVmError} needs to know besides the exception. */
export interface VmErrorContext {
  /** The file name the code was evaluated under (to find its line and column in the stack). */
  filename: string;
  /** The run's limits, for the messages. */
  limits: SandboxLimits;
  /** Whether the run's deadline has passed. */
  timedOut: boolean;
  /** Where the exception was raised. */
  stage: VmErrorStage;
}

/**
 * Turns an exception raised inside the VM (as dumped to the host: an object with `name`, `message`, `stack`
 * and for syntax errors `lineNumber`, or any thrown value) into a {@link SandboxFailure}: the engine's
 * uncatchable `interrupted`, `out of memory` and `stack overflow` errors become the limit codes, a failed
 * compile a `syntax_error`, a failed serialisation `invalid_output`, anything else a `runtime_error`.
 */
export function classifyVmError(dumped: unknown, context: VmErrorContext): SandboxFailure {
  const { limits } = context;
  const error = readError(dumped);
  const location = locate(error, context.filename);
  const at = location.line !== undefined ? ` at line ${location.line}, column ${location.column ?? 1}` : '';
  const where = {
    ...(location.line !== undefined && location),
    ...(location.column !== undefined && location),
  };
  if (context.timedOut || (error.name === 'InternalError' && error.message === 'interrupted')) {
    return {
      code: 'timeout',
      message: `Sandbox time limit of ${limits.timeoutMs} ms exceeded; the code was stopped${at} (an endless loop, or too much work?).`,
      ...where,
    };
  }
  if (error.name === 'InternalError' && /out of memory|string too long/.test(error.message)) {
    const detail =
      error.message === 'string too long'
        ? 'a string outgrew the longest string the engine allows'
        : error.message;
    return {
      code: 'memory_limit',
      message: `Sandbox memory limit of ${formatBytes(limits.memoryBytes)} exceeded (${detail})${at}.`,
      ...where,
    };
  }
  if (error.name === 'InternalError' && error.message === 'stack overflow') {
    return {
      code: 'stack_overflow',
      message: `Sandbox stack limit of ${formatBytes(limits.maxStackBytes)} exceeded (stack overflow${at}; unbounded recursion?).`,
      ...where,
    };
  }
  const text = error.name ? `${error.name}: ${error.message}` : error.message;
  const suffix =
    location.line !== undefined ? ` (line ${location.line}, column ${location.column ?? 1})` : '';
  if (context.stage === 'compile') return { code: 'syntax_error', message: `${text}${suffix}`, ...where };
  if (context.stage === 'serialize') {
    return {
      code: 'invalid_output',
      message: `The result cannot be turned into JSON: ${text}. Return plain data (objects, arrays, strings, numbers, booleans, null).`,
    };
  }
  return { code: 'runtime_error', message: `${text}${suffix}`, ...where };
}

interface ReadError {
  name: string | undefined;
  message: string;
  stack: string | undefined;
  lineNumber: number | undefined;
}

function readError(dumped: unknown): ReadError {
  if (typeof dumped === 'object' && dumped !== null && !Array.isArray(dumped)) {
    const e = dumped as Record<string, unknown>;
    if (typeof e['message'] === 'string') {
      return {
        name: typeof e['name'] === 'string' ? e['name'] : undefined,
        message: e['message'],
        stack: typeof e['stack'] === 'string' ? e['stack'] : undefined,
        lineNumber: typeof e['lineNumber'] === 'number' ? e['lineNumber'] : undefined,
      };
    }
  }
  let shown: string;
  try {
    shown = JSON.stringify(dumped) ?? String(dumped);
  } catch {
    shown = String(dumped);
  }
  return { name: undefined, message: `the code threw ${shown}`, stack: undefined, lineNumber: undefined };
}

function locate(error: ReadError, filename: string): { line?: number; column?: number } {
  const escaped = filename.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const frame = error.stack ? new RegExp(`${escaped}:(\\d+):(\\d+)`).exec(error.stack) : null;
  if (frame) return { line: Number(frame[1]), column: Number(frame[2]) };
  return error.lineNumber !== undefined ? { line: error.lineNumber } : {};
}
