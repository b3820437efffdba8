import { ToolwiseError } from '../errors/toolwise-error.ts';

/**
 * A tool source (a TypeScript module, an OpenAPI spec, an MCP server) could not be loaded at all: the file
 * is missing or unreadable, or it does not parse. Problems with single tools are warnings, not this error.
 */
export class SourceLoadError extends ToolwiseError {
  /** The source that failed: a file path, a URL or a server name. */
  readonly source: string;

  constructor(options: { source: string; reason: string; cause?: unknown }) {
    super({
      code: 'source_load_failed',
      message: `Cannot load the tool source '${options.source}': ${options.reason}`,
      cause: options.cause,
    });
    this.name = 'SourceLoadError';
    this.source = options.source;
  }
}
