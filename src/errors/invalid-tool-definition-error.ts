import { ToolwiseError } from './toolwise-error.ts';

/** A tool definition breaks a rule of the tool model; `path` says where (e.g. `inputSchema.properties.x`). */
export class InvalidToolDefinitionError extends ToolwiseError {
  /** The tool's name, when known. */
  readonly toolName: string | undefined;
  /** Where in the definition the problem is, as a dotted path. */
  readonly path: string;

  constructor(options: { toolName?: string; path: string; message: string }) {
    const where = options.toolName ? `tool '${options.toolName}'` : 'tool definition';
    super({
      code: 'invalid_tool_definition',
      message: `Invalid ${where} at ${options.path}: ${options.message}`,
    });
    this.name = 'InvalidToolDefinitionError';
    this.toolName = options.toolName;
    this.path = options.path;
  }
}
