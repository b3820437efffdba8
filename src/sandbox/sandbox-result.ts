import type { JsonValue } from '../tool/json-schema.ts';

/**
 * Why a sandbox run failed. The limits each have their own code:
 * - `syntax_error`: the code does not parse.
 * - `missing_entry`: the code does not define the function to call.
 * - `runtime_error`: the code threw (or a returned promise rejected, or never settled).
 * - `invalid_output`: the result is not JSON (undefined, a function, a BigInt, a cycle).
 * - `timeout`: the time limit was hit.
 * - `memory_limit`: the heap limit was hit (or a string outgrew the engine's maximum length).
 * - `stack_overflow`: the stack limit was hit.
 * - `output_too_large`: the result's JSON is larger than the output limit.
 * - `internal_error`: the WebAssembly engine itself failed; the sandbox was reset.
 */
export type SandboxFailureCode =
  | 'syntax_error'
  | 'missing_entry'
  | 'runtime_error'
  | 'invalid_output'
  | 'timeout'
  | 'memory_limit'
  | 'stack_overflow'
  | 'output_too_large'
  | 'internal_error';

/** What went wrong in a sandbox run, written for the model that wrote the code. */
export interface SandboxFailure {
  /** Stable code, see {@link SandboxFailureCode}. */
  code: SandboxFailureCode;
  /** What happened, with the limit that was hit or the exception and where it was thrown. */
  message: string;
  /** Line in the code (1-based), when known. */
  line?: number;
  /** Column in the code (1-based), when known. */
  column?: number;
}

/** The outcome of one sandbox run. `logs` are the lines the code wrote with `console.log` and friends. */
export type SandboxResult =
  | { ok: true; value: JsonValue; logs: string[]; durationMs: number }
  | { ok: false; error: SandboxFailure; logs: string[]; durationMs: number };
