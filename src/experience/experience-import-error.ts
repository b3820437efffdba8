import { ToolwiseError } from '../errors/toolwise-error.ts';

/** A line of an experience JSONL import is not a valid tool usage; `line` is 1-based. Nothing was imported. */
export class ExperienceImportError extends ToolwiseError {
  /** The 1-based line number of the first bad line. */
  readonly line: number;

  constructor(options: { line: number; reason: string; cause?: unknown }) {
    super({
      code: 'invalid_experience',
      message: `Experience line ${options.line} is not a valid tool usage: ${options.reason}. Nothing was imported.`,
      cause: options.cause,
    });
    this.name = 'ExperienceImportError';
    this.line = options.line;
  }
}
