import { ToolwiseError } from './toolwise-error.ts';

/** An option or argument passed to a toolwise function or command is not acceptable; `argument` names it. */
export class InvalidArgumentError extends ToolwiseError {
  /** The name of the option or argument. */
  readonly argument: string;

  constructor(options: { argument: string; message: string; cause?: unknown }) {
    super({
      code: 'invalid_argument',
      message: `Invalid ${options.argument}: ${options.message}`,
      cause: options.cause,
    });
    this.name = 'InvalidArgumentError';
    this.argument = options.argument;
  }
}
