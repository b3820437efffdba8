// toolwise/mcp: the MCP gateway. Clients see search_tools, get_tool and call_tool instead of every tool.

export { createGateway, TOOL_NAMES_RESOURCE_URI } from './create-gateway.ts';
export type {
  CreateGatewayServerOptions,
  Gateway,
  GatewayCatalog,
  GatewayOptions,
} from './create-gateway.ts';
export { openGateway } from './open-gateway.ts';
export type { OpenedGateway, OpenGatewayOptions } from './open-gateway.ts';
export { syncGatewaySources } from './sync-gateway-sources.ts';
export type { GatewaySyncReport, SyncGatewaySourcesOptions } from './sync-gateway-sources.ts';
export { serveGatewayStdio } from './serve-gateway-stdio.ts';
export type { GatewayStdioSession, ServeGatewayStdioOptions } from './serve-gateway-stdio.ts';
export { startGatewayHttpServer } from './serve-gateway-http.ts';
export type { GatewayHttpOptions, GatewayHttpServer } from './serve-gateway-http.ts';
export { loadGatewayConfigFile, readGatewayConfig } from './gateway-config.ts';
export type { GatewayConfig, GatewayMcpServerConfig, LoadedGatewayConfig } from './gateway-config.ts';
export { GatewayConfigError } from './gateway-config-error.ts';
export { CALL_TOOL, GET_TOOL, SEARCH_TOOLS, gatewayMetaTools } from './gateway-meta-tools.ts';
export type { ListedTool, MetaToolContext } from './gateway-meta-tools.ts';
export { createSessionLimits } from './session-limits.ts';
export type { BudgetAdmission, GatewayBudget, GatewayBudgetConfig } from './session-limits.ts';
export { GatewayStore } from './gateway-store.ts';
export type {
  GatewayCallRecord,
  GatewaySessionRecord,
  GatewayStatsOptions,
  GatewayStoreOptions,
} from './gateway-store.ts';
export type { GatewaySessionStats, GatewayStats, GatewayToolStats, GatewayTotals } from './gateway-stats.ts';
export { formatGatewayStats } from './format-gateway-stats.ts';
export type { FormatGatewayStatsOptions } from './format-gateway-stats.ts';
export { createTextLogger, silentLogger } from './gateway-logger.ts';
export type {
  GatewayLogFields,
  GatewayLogger,
  GatewayLogLevel,
  TextLoggerOptions,
} from './gateway-logger.ts';
export type { ResultStoreOptions } from './result-store.ts';
export { cachedToolLookup } from './cached-tool-lookup.ts';
export type { CachedToolLookupOptions } from './cached-tool-lookup.ts';
