import { ToolwiseError } from './toolwise-error.ts';

/** The library file could not be opened or is not a toolwise library. */
export class LibraryOpenError extends ToolwiseError {
  /** The path of the library file. */
  readonly path: string;

  constructor(options: { path: string; reason: string; cause?: unknown }) {
    super({
      code: 'library_open_failed',
      message: `Cannot open the tool library at ${options.path}: ${options.reason}`,
      cause: options.cause,
    });
    this.name = 'LibraryOpenError';
    this.path = options.path;
  }
}
