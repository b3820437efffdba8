import { ToolwiseError } from '../../errors/toolwise-error.ts';

/**
 * An MCP server could not be reached or started: the command is not found, the process exited at once,
 * the URL is unreachable, the handshake timed out, or a `${VAR}` it references is not set.
 */
export class McpConnectionError extends ToolwiseError {
  /** The pool key of the server (a source id such as `mcp:github`). */
  readonly server: string;
  /** What went wrong, as a sentence fragment (without the server name). */
  readonly reason: string;

  constructor(options: { server: string; reason: string; cause?: unknown }) {
    super({
      code: 'mcp_connection_failed',
      message: `Cannot connect to the MCP server '${options.server}': ${options.reason}`,
      cause: options.cause,
    });
    this.name = 'McpConnectionError';
    this.server = options.server;
    this.reason = options.reason;
  }
}
