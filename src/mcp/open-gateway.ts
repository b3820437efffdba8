import { defaultLibraryPath } from '../library/default-library-path.ts';
import { ToolLibrary } from '../library/tool-library.ts';
import { createSourceResolvers } from '../sources/create-source-resolvers.ts';
import { loadSource } from '../sources/load-source.ts';
import { McpConnectionPool } from '../sources/mcp/mcp-connection-pool.ts';
import { createToolExecutor, type ToolExecutor } from '../tool/tool-executor.ts';
import { cachedToolLookup } from './cached-tool-lookup.ts';
import { createGateway, type Gateway, type GatewayOptions } from './create-gateway.ts';
import type { GatewayConfig } from './gateway-config.ts';
import { silentLogger, type GatewayLogger } from './gateway-logger.ts';
import { GatewayStore } from './gateway-store.ts';
import { syncGatewaySources, type GatewaySyncReport } from './sync-gateway-sources.ts';

/** Options of {@link openGateway}. */
export interface OpenGatewayOptions extends Pick<
  GatewayOptions,
  'budget' | 'ids' | 'now' | 'tokenCounter' | 'resultStore' | 'serverInfo' | 'judge'
> {
  /** What to serve. @default {} (the library's tools as they are) */
  config?: GatewayConfig;
  /** The folder relative paths of the config are read from. @default process.cwd() */
  baseDir?: string;
  /** The library file. @default defaultLibraryPath(env) */
  libraryPath?: string;
  /** Environment for `${VAR}` references of MCP servers, OpenAPI credentials and the default library path. @default process.env */
  env?: Record<string, string | undefined>;
  /** Where the gateway logs (and upstream servers' stderr goes, at debug level); never stdout. @default silentLogger */
  logger?: GatewayLogger;
  /** HTTP client for OpenAPI sources. @default globalThis.fetch */
  fetch?: typeof fetch;
  /**
   * Record sessions and calls in the library file, for `toolwise stats`, and tool runs in the experience
   * store. @default true
   */
  record?: boolean;
  /**
   * Time limit for starting an upstream MCP server and listing its tools, in ms (generous, as `npx -y`
   * may download the server first). @default 30000
   */
  connectTimeoutMs?: number;
}

/** A gateway with everything it runs on; `close()` stops upstream servers and closes the library. */
export interface OpenedGateway extends Gateway {
  /** The library served. */
  readonly library: ToolLibrary;
  /** The executor that runs the tools. */
  readonly executor: ToolExecutor;
  /** Connections to upstream MCP servers. */
  readonly pool: McpConnectionPool;
  /** The records, when `record` is on. */
  readonly store: GatewayStore | undefined;
  /** What syncing the configured sources did at start. */
  readonly sync: GatewaySyncReport;
}

/**
 * Opens a gateway from a configuration: opens the library, syncs the configured sources into it (upstream
 * MCP servers are listed through one shared connection pool, so a server started for listing stays up for
 * the calls; one that fails is logged and left out), binds the executor to every kind of source, and
 * returns the gateway. A server that announces a changed tool list is listed and synced again.
 */
export async function openGateway(options: OpenGatewayOptions = {}): Promise<OpenedGateway> {
  const {
    config = {},
    env = process.env,
    logger = silentLogger,
    record = true,
    connectTimeoutMs = 30_000,
  } = options;
  const libraryPath = options.libraryPath ?? defaultLibraryPath(env as NodeJS.ProcessEnv);
  const library = ToolLibrary.open({ path: libraryPath });
  let store: GatewayStore | undefined;
  let gateway: Gateway | undefined;
  let sync: GatewaySyncReport | undefined;
  let resyncing = Promise.resolve();
  const pool = new McpConnectionPool({
    env,
    connectTimeoutMs,
    onStderr: (server, text) => logger.debug('upstream stderr', { server, text: text.trimEnd() }),
    onToolListChanged: (server) => {
      const origin = sync?.origins.get(server);
      if (!origin) return;
      resyncing = resyncing.then(async () => {
        try {
          const report = library.syncSource(await loadSource(origin, { mcpPool: pool }), { origin });
          gateway?.refresh();
          logger.info('upstream tool list changed; synced again', {
            server,
            created: report.created.length,
            updated: report.updated.length,
            removed: report.removed.length,
          });
        } catch (error) {
          logger.warn('upstream tool list changed but could not be synced', {
            server,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      });
    },
  });
  const lookup = cachedToolLookup(library);
  const executor = createToolExecutor({
    lookup,
    resolvers: createSourceResolvers({ env, mcpPool: pool, ...(options.fetch && { fetch: options.fetch }) }),
    timeoutMs: config.callTimeoutMs ?? 60_000,
  });
  try {
    sync = await syncGatewaySources({
      library,
      config,
      pool,
      logger,
      mcpTimeoutMs: connectTimeoutMs,
      ...(options.baseDir !== undefined && { baseDir: options.baseDir }),
      ...(options.fetch && { fetch: options.fetch }),
    });
    if (record) {
      store = GatewayStore.open({
        path: libraryPath,
        onError: (error) =>
          logger.warn('could not record calls', {
            error: error instanceof Error ? error.message : String(error),
          }),
      });
    }
    gateway = createGateway({
      library,
      executor,
      lookup,
      config,
      logger,
      ...(store && { store }),
      ...pick(options, ['budget', 'ids', 'now', 'tokenCounter', 'resultStore', 'serverInfo', 'judge']),
    });
  } catch (error) {
    await Promise.allSettled([executor.close(), pool.close()]);
    store?.close();
    library.close();
    throw error;
  }
  const core = gateway;
  const syncReport = sync;
  let closing: Promise<void> | undefined;
  return {
    createServer: (o) => core.createServer(o),
    catalog: () => core.catalog(),
    refresh: () => core.refresh(),
    sessionCount: () => core.sessionCount(),
    library,
    executor,
    pool,
    store,
    sync: syncReport,
    close() {
      closing ??= (async () => {
        await core.close();
        await resyncing;
        await Promise.allSettled([executor.close(), pool.close()]);
        store?.close();
        library.close();
      })();
      return closing;
    },
  };
}

function pick<T extends object, K extends keyof T>(value: T, keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]])) as Partial<
    Pick<T, K>
  >;
}
