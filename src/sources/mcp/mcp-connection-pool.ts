import { existsSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ToolListChangedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { canonicalJson } from '../../library/canonical-json.ts';
import { describeConnectFailure } from './describe-connect-failure.ts';
import { expandEnvReferences } from './expand-env-references.ts';
import { McpConnectionError } from './mcp-connection-error.ts';
import { isStdioServerConfig, type McpServerConfig } from './mcp-server-config.ts';
import { ObservedStdioTransport } from './observed-stdio-transport.ts';
import { stopChildProcess } from './stop-child-process.ts';

/** Options of {@link McpConnectionPool}. */
export interface McpConnectionPoolOptions {
  /** Time limit for starting a server and completing the MCP handshake, in ms. @default 10000 */
  connectTimeoutMs?: number;
  /**
   * How long a stdio server gets to exit after its stdin is closed, and again after SIGTERM, before it is
   * killed, in ms. @default 2000
   */
  closeTimeoutMs?: number;
  /** Where `${VAR}` references in `env` and `headers` are looked up. @default process.env */
  env?: Record<string, string | undefined>;
  /** How the client introduces itself to servers. @default { name: 'toolwise', version: '0.1.0' } */
  clientInfo?: { name: string; version: string };
  /** HTTP client for Streamable HTTP servers. @default globalThis.fetch */
  fetch?: FetchLike;
  /**
   * Receives what stdio servers write to stderr (their logs). The last lines are kept for error messages
   * either way; nothing is ever written to this process's stdout or stderr. @default discard
   */
  onStderr?: (serverKey: string, text: string) => void;
  /** Called when a server announces that its tool list changed (`notifications/tools/list_changed`). */
  onToolListChanged?: (serverKey: string) => void;
}

/** Options of {@link McpConnectionPool.get}. */
export interface McpConnectOptions {
  /** Overrides the pool's connect time limit for a connection this call opens, in ms. */
  connectTimeoutMs?: number;
}

interface Connection {
  client: Client;
  transport: ObservedStdioTransport | StreamableHTTPClientTransport;
  closed: boolean;
}

interface Entry {
  fingerprint: string;
  connection: Promise<Connection>;
  settled: Connection | undefined;
  abort: AbortController;
}

/**
 * Connections to MCP servers, opened on first use and kept for later calls, one per server key (toolwise
 * uses the source id). Owns the server processes it starts: call {@link McpConnectionPool.close} (or use
 * `await using`) to stop them. A server whose connection has closed or crashed is started again by the
 * next {@link McpConnectionPool.get}.
 */
export class McpConnectionPool {
  private readonly entries = new Map<string, Entry>();
  private readonly closing = new Set<Promise<void>>();
  private readonly connectTimeoutMs: number;
  private readonly closeTimeoutMs: number;
  private readonly env: Record<string, string | undefined>;
  private readonly clientInfo: { name: string; version: string };
  private readonly fetch: FetchLike | undefined;
  private readonly onStderr: McpConnectionPoolOptions['onStderr'];
  private readonly onToolListChanged: McpConnectionPoolOptions['onToolListChanged'];

  constructor(options: McpConnectionPoolOptions = {}) {
    this.connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
    this.closeTimeoutMs = options.closeTimeoutMs ?? 2000;
    this.env = options.env ?? process.env;
    this.clientInfo = options.clientInfo ?? { name: 'toolwise', version: '0.1.0' };
    this.fetch = options.fetch;
    this.onStderr = options.onStderr;
    this.onToolListChanged = options.onToolListChanged;
  }

  /**
   * The connected client of `serverKey`, connecting (starting the server) if there is none yet, if the
   * last connection has closed, or if `config` differs from the one it was opened with. Concurrent calls
   * share one connection attempt. Throws `McpConnectionError` with a reason: the command was not found,
   * the process exited at once (with its exit code and the tail of its stderr), the URL is unreachable, the
   * handshake timed out, or a `${VAR}` it references is not set.
   */
  async get(serverKey: string, config: McpServerConfig, options: McpConnectOptions = {}): Promise<Client> {
    const fingerprint = canonicalJson(config);
    for (;;) {
      const entry = this.entries.get(serverKey);
      if (!entry || entry.fingerprint !== fingerprint) {
        if (entry) void this.drop(serverKey, entry);
        return (await this.open(serverKey, config, fingerprint, options)).client;
      }
      const connection = await entry.connection;
      if (!connection.closed) return connection.client;
      void this.drop(serverKey, entry);
    }
  }

  /** Whether `serverKey` has an open connection right now. */
  isConnected(serverKey: string): boolean {
    const connection = this.entries.get(serverKey)?.settled;
    return connection !== undefined && !connection.closed;
  }

  /**
   * Why the connection of `serverKey` closed, when it has and the pool knows (`the server process exited
   * with code 1; stderr: ...`); undefined while it is open or when there is none.
   */
  describeFailure(serverKey: string): string | undefined {
    const connection = this.entries.get(serverKey)?.settled;
    if (!connection?.closed) return undefined;
    const transport = connection.transport;
    const exit = transport instanceof ObservedStdioTransport ? transport.describeExit() : undefined;
    if (!exit) return 'the connection closed';
    const stderr = (transport as ObservedStdioTransport).stderrTail();
    return `the server process ${exit}${stderr ? `; stderr: ${stderr}` : ''}`;
  }

  /** Closes the connection of `serverKey` (stopping its server), so that the next `get` opens a new one. */
  async invalidate(serverKey: string): Promise<void> {
    const entry = this.entries.get(serverKey);
    if (entry) await this.drop(serverKey, entry);
  }

  /** Closes every connection and stops every server process the pool started. The pool stays usable. */
  async close(): Promise<void> {
    const entries = [...this.entries];
    await Promise.all(entries.map(([key, entry]) => this.drop(key, entry)));
    await Promise.all([...this.closing]);
  }

  /** Same as {@link McpConnectionPool.close}, for `await using pool = new McpConnectionPool()`. */
  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }

  private open(
    serverKey: string,
    config: McpServerConfig,
    fingerprint: string,
    options: McpConnectOptions,
  ): Promise<Connection> {
    const abort = new AbortController();
    const entry = { fingerprint, settled: undefined, abort } as Entry;
    entry.connection = this.connect(serverKey, config, options, abort.signal).then(
      (connection) => {
        entry.settled = connection;
        return connection;
      },
      (error: unknown) => {
        if (this.entries.get(serverKey) === entry) this.entries.delete(serverKey);
        throw error;
      },
    );
    this.entries.set(serverKey, entry);
    return entry.connection;
  }

  private drop(serverKey: string, entry: Entry): Promise<void> {
    if (this.entries.get(serverKey) === entry) this.entries.delete(serverKey);
    entry.abort.abort();
    return this.track(
      entry.connection.then(
        (connection) => this.shutdown(connection),
        () => undefined,
      ),
    );
  }

  /** Keeps `work` in `closing` until it settles, so that `close()` waits for every shutdown under way. */
  private track(work: Promise<void>): Promise<void> {
    this.closing.add(work);
    const forget = () => this.closing.delete(work);
    work.then(forget, forget);
    return work;
  }

  private async connect(
    serverKey: string,
    config: McpServerConfig,
    options: McpConnectOptions,
    closed: AbortSignal,
  ): Promise<Connection> {
    const timeoutMs = options.connectTimeoutMs ?? this.connectTimeoutMs;
    let transport: Connection['transport'];
    try {
      transport = this.createTransport(serverKey, config);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new McpConnectionError({ server: serverKey, reason, cause: error });
    }
    const client = new Client(this.clientInfo, { capabilities: {} });
    const connection: Connection = { client, transport, closed: false };
    client.onclose = () => {
      connection.closed = true;
    };
    const onToolListChanged = this.onToolListChanged;
    if (onToolListChanged) {
      client.setNotificationHandler(ToolListChangedNotificationSchema, () => onToolListChanged(serverKey));
    }
    const timeout = AbortSignal.timeout(timeoutMs);
    try {
      await client.connect(transport, { signal: AbortSignal.any([timeout, closed]), timeout: timeoutMs });
      return connection;
    } catch (error) {
      // Let the last stderr chunks arrive before describing how the process ended.
      await new Promise((resolve) => setImmediate(resolve));
      const stdio = transport instanceof ObservedStdioTransport ? transport : undefined;
      const exit = stdio?.describeExit();
      const stderr = stdio?.stderrTail();
      await this.shutdown(connection, { failed: true });
      const reason = closed.aborted
        ? 'the connection pool was closed while connecting'
        : describeConnectFailure({
            config,
            error,
            ...(exit && { exit }),
            ...(stderr && { stderr }),
            ...(timeout.aborted && { timedOutAfterMs: timeoutMs }),
          });
      throw new McpConnectionError({ server: serverKey, reason, cause: error });
    }
  }

  private createTransport(serverKey: string, config: McpServerConfig): Connection['transport'] {
    const expand = (values: Record<string, string>, what: string): Record<string, string> =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          try {
            return [name, expandEnvReferences(value, this.env)];
          } catch (error) {
            const reason = error instanceof Error ? error.message : String(error);
            throw new Error(`${what} '${name}' cannot be expanded: ${reason}`, { cause: error });
          }
        }),
      );
    if (isStdioServerConfig(config)) {
      if (config.cwd !== undefined && !existsSync(config.cwd)) {
        throw new Error(`its working directory ${config.cwd} does not exist`);
      }
      const onStderr = this.onStderr;
      return new ObservedStdioTransport(
        {
          command: config.command,
          args: config.args ?? [],
          ...(config.env && { env: expand(config.env, 'env variable') }),
          ...(config.cwd !== undefined && { cwd: config.cwd }),
        },
        onStderr && ((text) => onStderr(serverKey, text)),
      );
    }
    return new StreamableHTTPClientTransport(new URL(config.url), {
      requestInit: { headers: expand(config.headers ?? {}, 'header') },
      ...(this.fetch && { fetch: this.fetch }),
    });
  }

  private shutdown(connection: Connection, options: { failed?: boolean } = {}): Promise<void> {
    connection.closed = true;
    const { client, transport } = connection;
    const work = (async (): Promise<void> => {
      if (transport instanceof ObservedStdioTransport) {
        await Promise.all([
          client.close().catch(() => undefined),
          transport.child &&
            stopChildProcess(transport.child, {
              graceMs: this.closeTimeoutMs,
              // A server that failed to start gets no polite shutdown.
              closeStdinFirst: !options.failed,
            }),
        ]);
      } else {
        if (transport.sessionId !== undefined) {
          const limit = AbortSignal.timeout(this.closeTimeoutMs);
          await Promise.race([
            transport.terminateSession().catch(() => undefined),
            new Promise((resolve) => limit.addEventListener('abort', resolve, { once: true })),
          ]);
        }
        await client.close().catch(() => undefined);
      }
    })();
    return this.track(work);
  }
}
