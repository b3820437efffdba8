import { ToolwiseError } from '../../errors/toolwise-error.ts';

/** A task bench results file (JSON Lines) holds a line that is not a result, so the run cannot resume from it. */
export class ResultsFileError extends ToolwiseError {
  /** The file. */
  readonly file: string;
  /** The 1-based line at fault. */
  readonly line: number;

  constructor(options: { file: string; line: number; reason: string; cause?: unknown }) {
    super({
      code: 'results_file_invalid',
      message: `Cannot resume from ${options.file}:${options.line}: ${options.reason}. Fix or remove that line, or write the results to another file with --out.`,
      cause: options.cause,
    });
    this.name = 'ResultsFileError';
    this.file = options.file;
    this.line = options.line;
  }
}
