const marker = Symbol.for('toolwise.error');

/**
 * Base class of every error toolwise throws. Each subclass has a stable `code` that callers can switch on
 * (and that the CLI maps to an exit code), and `isInstance` works across bundled copies of the package.
 */
export class ToolwiseError extends Error {
  private readonly [marker] = true;

  /** Stable, machine-readable error code, e.g. `tool_not_found`. */
  readonly code: string;

  /**
   * Whether the error was caused by what the caller passed in (bad arguments, a malformed file, an unknown
   * name) rather than by a failure of toolwise or of something it depends on.
   */
  readonly isUserError: boolean;

  constructor(options: { code: string; message: string; cause?: unknown; isUserError?: boolean }) {
    super(options.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ToolwiseError';
    this.code = options.code;
    this.isUserError = options.isUserError ?? true;
  }

  /** True for any toolwise error, including ones thrown by another copy of the package. */
  static isInstance(error: unknown): error is ToolwiseError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
