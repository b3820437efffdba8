import { ToolwiseError } from '../../errors/toolwise-error.ts';

/** A benchmark dataset could not be loaded: a file is missing, or a line or record is malformed. */
export class DatasetLoadError extends ToolwiseError {
  /** The file at fault (or the dataset folder). */
  readonly file: string;
  /** The 1-based line at fault, when known. */
  readonly line: number | undefined;

  constructor(options: { file: string; line?: number; reason: string; cause?: unknown }) {
    const where = options.line === undefined ? options.file : `${options.file}:${options.line}`;
    super({
      code: 'dataset_load_failed',
      message: `Cannot load the benchmark dataset at ${where}: ${options.reason}`,
      cause: options.cause,
    });
    this.name = 'DatasetLoadError';
    this.file = options.file;
    this.line = options.line;
  }
}
