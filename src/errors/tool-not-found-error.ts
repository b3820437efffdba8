import { ToolwiseError } from './toolwise-error.ts';

/** No tool of that name is in the library. */
export class ToolNotFoundError extends ToolwiseError {
  /** The name that was looked up. */
  readonly toolName: string;

  constructor(options: { toolName: string; suggestions?: string[] }) {
    const hint = options.suggestions?.length
      ? ` Did you mean ${options.suggestions.map((s) => `'${s}'`).join(', ')}?`
      : '';
    super({ code: 'tool_not_found', message: `No tool named '${options.toolName}' in the library.${hint}` });
    this.name = 'ToolNotFoundError';
    this.toolName = options.toolName;
  }
}
