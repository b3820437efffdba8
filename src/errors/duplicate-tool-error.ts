import { ToolwiseError } from './toolwise-error.ts';

/** A tool of that name already exists; use update to change it. */
export class DuplicateToolError extends ToolwiseError {
  /** The name that is taken. */
  readonly toolName: string;

  constructor(options: { toolName: string }) {
    super({
      code: 'duplicate_tool',
      message: `A tool named '${options.toolName}' already exists. Use update to change it, or pick another name.`,
    });
    this.name = 'DuplicateToolError';
    this.toolName = options.toolName;
  }
}
