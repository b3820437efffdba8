import { ToolwiseError } from '../errors/toolwise-error.ts';
import type { JsonValue } from '../tool/json-schema.ts';
import type { ToolCallError, ToolCallErrorCode } from '../tool/tool-call-result.ts';

const marker = Symbol.for('toolwise.ai-sdk.tool-call-failed-error');

/**
 * Thrown by the `execute` of a tool from {@link libraryTools} when the toolwise call failed (invalid
 * arguments, time limit, a failing handler, ...). The AI SDK turns an error thrown by `execute` into a
 * `tool-error` part and sends its message to the model as the tool result (`error-text`), so the model
 * reads `Error (<code>): <message>` (see {@link ToolCallFailedError.toString}) and can correct itself on the next step. The structured failure stays
 * on the error (`toolName`, `code`, `details`) for code that inspects `step.content`.
 */
export class ToolCallFailedError extends ToolwiseError {
  private readonly [marker] = true;
  /** The library tool that was called. */
  readonly toolName: string;
  /** The toolwise call error code, e.g. `invalid_arguments` or `timeout`. */
  declare readonly code: ToolCallErrorCode;
  /** Structured detail of the failure: validation issues, an HTTP status and body, ... */
  readonly details: JsonValue | undefined;

  constructor(options: { toolName: string; error: ToolCallError }) {
    const { code, message, details } = options.error;
    super({ code, message: `Error (${code}): ${message}`, isUserError: false });
    this.name = 'ToolCallFailedError';
    this.toolName = options.toolName;
    this.details = details;
  }

  /**
   * The message alone, without the class name: the AI SDK builds the model's `error-text` tool result from
   * `error.toString()`, and the model should read `Error (<code>): <message>`, as in toolwise's own agent.
   */
  override toString(): string {
    return this.message;
  }

  /** True for any ToolCallFailedError, including ones from another copy of the package. */
  static override isInstance(error: unknown): error is ToolCallFailedError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
