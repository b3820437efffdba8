import { ToolwiseError } from './toolwise-error.ts';

/** A tool of that name already exists; use update to change it. */
export class DuplicateToolError extends ToolwiseError {
  /** The name that is taken. */
  readonly toolName: string;

  /** The source the existing tool came from, when the clash is between sources. */
  readonly existingSource: string | undefined;

  constructor(options: { toolName: string; existingSource?: string; incomingSource?: string }) {
    const clash =
      options.existingSource !== undefined
        ? ` (from source '${options.existingSource}'${options.incomingSource ? `; '${options.incomingSource}' offers one too` : ''}). Give one of the sources a name prefix, or remove the other tool first.`
        : '. Use update to change it, or pick another name.';
    super({ code: 'duplicate_tool', message: `A tool named '${options.toolName}' already exists${clash}` });
    this.name = 'DuplicateToolError';
    this.toolName = options.toolName;
    this.existingSource = options.existingSource;
  }
}
