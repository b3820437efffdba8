import { ToolwiseError } from '../../errors/toolwise-error.ts';

/** A replay could not be carried out as recorded: a bug of the replay or of a strategy, never of the data. */
export class ReplayError extends ToolwiseError {
  /** The run being replayed. */
  readonly runId: string | undefined;

  constructor(options: { message: string; runId?: string; cause?: unknown }) {
    super({
      code: 'replay_failed',
      message: options.runId ? `Replay of ${options.runId}: ${options.message}` : options.message,
      cause: options.cause,
      isUserError: false,
    });
    this.name = 'ReplayError';
    this.runId = options.runId;
  }
}
