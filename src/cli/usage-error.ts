import { ToolwiseError } from '../errors/toolwise-error.ts';

/** The command line itself is wrong: unknown command or option, missing argument. */
export class UsageError extends ToolwiseError {
  /** The help text of the command that was misused. */
  readonly help: string | undefined;

  constructor(message: string, help?: string) {
    super({ code: 'usage', message });
    this.name = 'UsageError';
    this.help = help;
  }
}
