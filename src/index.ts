// toolwise: the public API. Everything a library user needs is exported from here; internals are not.

export * from './errors/index.ts';
export * from './tool/index.ts';

export { ToolLibrary } from './library/tool-library.ts';
export type { LibraryOptions } from './library/tool-library.ts';
export { defaultLibraryPath, LIBRARY_PATH_ENV } from './library/default-library-path.ts';
export type { ListFilter } from './library/list-filter.ts';
export type { SourceOrigin, SourceRecord, SyncReport } from './library/sync-report.ts';
export type { ToolVersion } from './library/tool-version.ts';

export type { MultiSearchResult, SearchHit, SearchMethod, SearchOptions } from './search/search-types.ts';
export type { EmbeddingConfig } from './search/embedding-config.ts';
export { DEFAULT_FIELD_WEIGHTS } from './search/fts-weights.ts';
export type { FieldWeights } from './search/fts-weights.ts';

export type { LoadedSource } from './sources/loaded-source.ts';
export { SourceLoadError } from './sources/source-load-error.ts';
export { detectSourceOrigins } from './sources/detect-source-origin.ts';
export type { DetectSourceOptions } from './sources/detect-source-origin.ts';
export { loadSource } from './sources/load-source.ts';
export type { LoadSourceContext } from './sources/load-source.ts';
export { createSourceResolvers } from './sources/create-source-resolvers.ts';
export type { SourceResolversOptions } from './sources/create-source-resolvers.ts';
export * from './sources/typescript/index.ts';

export { BUILTIN_TOOLKITS } from './toolkits/builtin-toolkits.ts';
export type { BuiltinToolkit } from './toolkits/builtin-toolkits.ts';

export * from './models/index.ts';
export * from './ledger/index.ts';

export { runAgent } from './agent/run-agent.ts';
export type { RunAgentOptions } from './agent/run-agent.ts';
export type { AgentRunResult, RunStatus, RunToolCall } from './agent/agent-run-result.ts';
export type { AgentModel } from './agent/agent-model.ts';
export { callModel } from './agent/call-model.ts';
export type { CallModelOptions, ModelReply, ModelToolCall } from './agent/call-model.ts';
export type { MetaTool, MetaToolResult } from './agent/meta-tool.ts';
export type { ModelTool } from './agent/model-tool.ts';
export type { RunContext } from './agent/run-context.ts';
export type { Strategy, StrategyContext, StrategySession } from './agent/strategy.ts';
export type { ReasoningLoop, LoopOutcome } from './agent/reasoning-loop.ts';
export { reactLoop } from './agent/react-loop.ts';
export { takeTurn, toolsInContext } from './agent/agent-turn.ts';
export type { Turn, TurnEnvironment } from './agent/agent-turn.ts';
export { createTraceRecorder } from './agent/trace.ts';
export type { TraceEvent, TraceEventBody, TraceRecorder } from './agent/trace.ts';
export * from './agent/loops/index.ts';
export * from './strategies/index.ts';
export * from './experience/index.ts';
export * from './planning/index.ts';

export {
  createGateway,
  openGateway,
  startGatewayHttpServer,
  serveGatewayStdio,
  GatewayStore,
  GatewayConfigError,
  readGatewayConfig,
  loadGatewayConfigFile,
  createSessionLimits,
} from './mcp/index.ts';
export type {
  Gateway,
  GatewayOptions,
  GatewayConfig,
  OpenGatewayOptions,
  OpenedGateway,
  GatewayHttpServer,
  GatewayBudget,
  GatewayStats,
} from './mcp/index.ts';

export * from './sandbox/index.ts';
export * from './observation/index.ts';
export * from './sources/generated/index.ts';
export * from './experience/index.ts';
export * from './planning/index.ts';
