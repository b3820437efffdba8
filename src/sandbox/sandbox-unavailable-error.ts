import { ToolwiseError } from '../errors/toolwise-error.ts';

/** The sandbox cannot run code: its WebAssembly engine failed to load, or it was disposed. */
export class SandboxUnavailableError extends ToolwiseError {
  constructor(options: { reason: string; cause?: unknown }) {
    super({
      code: 'sandbox_unavailable',
      message: `The JavaScript sandbox is unavailable: ${options.reason}.`,
      cause: options.cause,
      isUserError: false,
    });
    this.name = 'SandboxUnavailableError';
  }
}
