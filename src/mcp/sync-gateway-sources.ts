import { canonicalJson } from '../library/canonical-json.ts';
import type { SourceOrigin } from '../library/sync-report.ts';
import type { ToolLibrary } from '../library/tool-library.ts';
import { detectSourceOrigins } from '../sources/detect-source-origin.ts';
import { loadSource } from '../sources/load-source.ts';
import { loadMcpSource } from '../sources/mcp/load-mcp-source.ts';
import type { McpConnectionPool } from '../sources/mcp/mcp-connection-pool.ts';
import type { McpServerConfig } from '../sources/mcp/mcp-server-config.ts';
import type { GatewayConfig } from './gateway-config.ts';
import { silentLogger, type GatewayLogger } from './gateway-logger.ts';

/** Options of {@link syncGatewaySources}. */
export interface SyncGatewaySourcesOptions {
  /** The library to fill. */
  library: ToolLibrary;
  /** The sources: `sources` and `mcpServers`. */
  config: GatewayConfig;
  /** Relative paths of `sources` are read from here. @default process.cwd() */
  baseDir?: string;
  /** Connections to upstream MCP servers; the servers started for listing stay up in it for later calls. */
  pool: McpConnectionPool;
  /** Which sources are loaded: see `GatewayConfig.refresh`. @default config.refresh ?? 'missing' */
  refresh?: 'missing' | 'always';
  /** HTTP client for OpenAPI specs given by URL. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Where progress and failures are logged. @default silentLogger */
  logger?: GatewayLogger;
  /**
   * Time limit for starting an MCP server and listing its tools, in ms (generous, as `npx -y` may download
   * the server first). @default 30000
   */
  mcpTimeoutMs?: number;
}

/** What syncing the gateway's sources did. */
export interface GatewaySyncReport {
  /** Sources loaded and synced, with what changed. */
  synced: Array<{ source: string; sourceId: string; created: number; updated: number; removed: number }>;
  /** Sources already in the library from the same origin, not loaded (MCP servers among them start lazily). */
  kept: string[];
  /** Sources that could not be loaded or synced, and why. The gateway serves without them. */
  failed: Array<{ source: string; reason: string }>;
  /** The origins of the configured sources, by a readable name, for reloading one later. */
  origins: Map<string, SourceOrigin>;
}

/**
 * Brings the configured sources into the library: every source the library does not hold yet from the same
 * origin (or every source, with `refresh: 'always'`) is loaded (all at once) and synced (one by one). A
 * source that fails (an upstream server that does not start, a clashing tool name) is logged and reported;
 * the others go on.
 */
export async function syncGatewaySources(options: SyncGatewaySourcesOptions): Promise<GatewaySyncReport> {
  const {
    library,
    config,
    pool,
    baseDir = process.cwd(),
    logger = silentLogger,
    mcpTimeoutMs = 30_000,
  } = options;
  const refresh = options.refresh ?? config.refresh ?? 'missing';
  const report: GatewaySyncReport = { synced: [], kept: [], failed: [], origins: new Map() };
  for (const spec of config.sources ?? []) {
    try {
      for (const origin of detectSourceOrigins(spec, { cwd: baseDir })) {
        report.origins.set(originName(spec, origin), origin);
      }
    } catch (error) {
      report.failed.push({ source: spec, reason: messageOf(error) });
    }
  }
  for (const [name, entry] of Object.entries(config.mcpServers ?? {})) {
    const { namePrefix, ...server } = entry;
    if (isToolwiseGateway(server)) {
      report.failed.push({
        source: `mcp:${name}`,
        reason: 'it runs `toolwise serve`, a gateway itself; skipped so the gateway does not start itself',
      });
      continue;
    }
    report.origins.set(`mcp:${name}`, {
      kind: 'mcp',
      options: { name, server, ...(namePrefix && { namePrefix }) },
    });
  }
  const held = new Set(
    library.sources().flatMap((s) => (s.origin && s.tools > 0 ? [canonicalJson(s.origin)] : [])),
  );
  const toLoad = [...report.origins].filter(([name, origin]) => {
    if (refresh === 'always' || !held.has(canonicalJson(origin))) return true;
    report.kept.push(name);
    return false;
  });
  const loaded = await Promise.allSettled(
    toLoad.map(([, origin]) =>
      origin.kind === 'mcp'
        ? loadMcpSource({
            name: String(origin.options['name']),
            server: origin.options['server'] as McpServerConfig,
            ...(typeof origin.options['namePrefix'] === 'string' && {
              namePrefix: origin.options['namePrefix'],
            }),
            pool,
            timeoutMs: mcpTimeoutMs,
          })
        : loadSource(origin, { mcpPool: pool, ...(options.fetch && { fetch: options.fetch }) }),
    ),
  );
  loaded.forEach((outcome, i) => {
    const [name, origin] = toLoad[i] as [string, SourceOrigin];
    if (outcome.status === 'rejected') {
      report.failed.push({ source: name, reason: messageOf(outcome.reason) });
      return;
    }
    try {
      const sync = library.syncSource(outcome.value, { origin });
      report.synced.push({
        source: name,
        sourceId: sync.sourceId,
        created: sync.created.length,
        updated: sync.updated.length,
        removed: sync.removed.length,
      });
      for (const warning of sync.warnings) logger.debug('source warning', { source: name, warning });
    } catch (error) {
      report.failed.push({ source: name, reason: messageOf(error) });
    }
  });
  for (const s of report.synced) logger.info('synced a source', s);
  for (const name of report.kept) logger.info('source already in the library; not loaded', { source: name });
  for (const f of report.failed) logger.warn('a source failed; serving without it', f);
  return report;
}

/** Whether a server config starts a toolwise gateway (e.g. the client config that lists toolwise itself). */
function isToolwiseGateway(server: McpServerConfig): boolean {
  if (!('command' in server)) return false;
  const words = [server.command, ...(server.args ?? [])].join(' ');
  return /\btoolwise\b/.test(words) && /\bserve\b/.test(words);
}

function originName(spec: string, origin: SourceOrigin): string {
  return origin.kind === 'mcp' ? `mcp:${String(origin.options['name'])}` : spec;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
