import type { JsonValue } from './json-schema.ts';

/**
 * Stable codes of tool call failures. A failed call is a result, not an exception, so that an agent's
 * model can read the error and correct itself.
 */
export type ToolCallErrorCode =
  | 'unknown_tool'
  | 'invalid_arguments'
  | 'no_implementation'
  | 'timeout'
  | 'aborted'
  | 'execution_failed'
  | 'http_error'
  | 'upstream_error'
  | (string & {});

/** What went wrong in a tool call. */
export interface ToolCallError {
  /** Stable code, see {@link ToolCallErrorCode}. */
  code: ToolCallErrorCode;
  /** What happened, written for the model and the person reading the trace. */
  message: string;
  /** Structured detail: validation issues, an HTTP status and body, ... */
  details?: JsonValue;
}

/** The outcome of one tool call. */
export type ToolCallResult =
  { ok: true; output: unknown; durationMs: number } | { ok: false; error: ToolCallError; durationMs: number };

const marker = Symbol.for('toolwise.tool-execution-error');

/**
 * Thrown by a handler to fail a call with a specific code and details (e.g. `http_error` with the status
 * and body). Any other exception from a handler becomes `execution_failed` with its message.
 */
export class ToolExecutionError extends Error {
  private readonly [marker] = true;
  /** The error code the call result will carry. */
  readonly code: ToolCallErrorCode;
  /** Details the call result will carry. */
  readonly details: JsonValue | undefined;

  constructor(options: { code: ToolCallErrorCode; message: string; details?: JsonValue; cause?: unknown }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ToolExecutionError';
    this.code = options.code;
    this.details = options.details;
  }

  /** True for any ToolExecutionError, including ones from another copy of the package. */
  static isInstance(error: unknown): error is ToolExecutionError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
