import type { ChildProcess } from 'node:child_process';
import { StdioClientTransport, type StdioServerParameters } from '@modelcontextprotocol/sdk/client/stdio.js';

/** How much of a server's stderr is kept for error messages, in characters. */
const STDERR_TAIL = 2000;

/**
 * The SDK's stdio transport with stderr piped (never inherited: stdout is the protocol channel, and a
 * server's logs must not mix into ours), plus what the SDK does not expose: the child process, its exit
 * code or signal, and the tail of its stderr, so that errors can say why a server went away.
 */
export class ObservedStdioTransport extends StdioClientTransport {
  /** The server process, once started. */
  child: ChildProcess | undefined;
  /** How the process ended, once it has. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private stderrText = '';

  constructor(params: Omit<StdioServerParameters, 'stderr'>, onStderr?: (text: string) => void) {
    super({ ...params, stderr: 'pipe' });
    // The SDK pipes the child's stderr into this stream; it must be read or the child blocks when it fills.
    this.stderr?.on('data', (chunk: Buffer | string) => {
      const text = chunk.toString();
      this.stderrText = (this.stderrText + text).slice(-STDERR_TAIL);
      onStderr?.(text);
    });
  }

  override async start(): Promise<void> {
    await super.start();
    // The SDK keeps the process in a private field; read it to learn the exit code (absent in other versions).
    const child = (this as unknown as { _process?: ChildProcess })._process;
    this.child = child;
    child?.once('exit', (code, signal) => {
      this.exit = { code, signal };
    });
  }

  /** The last lines the server wrote to stderr (at most `lines`), trimmed; empty when it wrote nothing. */
  stderrTail(lines = 10): string {
    return this.stderrText.trim().split(/\r?\n/).slice(-lines).join('\n');
  }

  /** How the process ended (`exited with code 3`, `was killed by SIGKILL`), or undefined while it runs. */
  describeExit(): string | undefined {
    if (!this.exit) return undefined;
    return this.exit.signal !== null
      ? `was killed by ${this.exit.signal}`
      : `exited with code ${this.exit.code}`;
  }
}
