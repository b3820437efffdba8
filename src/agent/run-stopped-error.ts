import { ToolwiseError } from '../errors/toolwise-error.ts';
import type { RunStatus } from './agent-run-result.ts';

/**
 * Thrown by a hook to end a run early and cleanly (e.g. the budget cannot cover the next call). The run
 * ends with `status` and the best answer so far; it is not a failure of toolwise.
 */
export class RunStoppedError extends ToolwiseError {
  /** The status the run ends with. */
  readonly status: RunStatus;

  constructor(options: { status: RunStatus; reason: string }) {
    super({ code: 'run_stopped', message: options.reason, isUserError: false });
    this.name = 'RunStoppedError';
    this.status = options.status;
  }
}
