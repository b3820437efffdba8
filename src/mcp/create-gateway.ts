import { randomUUID } from 'node:crypto';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { createRuleJudge } from '../experience/rule-judge.ts';
import type { ToolJudge } from '../experience/tool-judge.ts';
import { createTokenCounter, type TokenCounter } from '../ledger/token-counter.ts';
import type { ToolLibrary } from '../library/tool-library.ts';
import type { StoredTool } from '../tool/tool-definition.ts';
import type { ToolExecutor } from '../tool/tool-executor.ts';
import { cachedToolLookup } from './cached-tool-lookup.ts';
import type { GatewayConfig } from './gateway-config.ts';
import type { GatewayContext, GatewaySessionState } from './gateway-context.ts';
import { silentLogger, type GatewayLogger } from './gateway-logger.ts';
import { unknownToolMessage } from './gateway-messages.ts';
import {
  CALL_TOOL,
  GET_TOOL,
  gatewayMetaTools,
  META_TOOL_NAMES,
  SEARCH_TOOLS,
  type ListedTool,
} from './gateway-meta-tools.ts';
import type { GatewayStore } from './gateway-store.ts';
import { gatewayVersion } from './gateway-version.ts';
import { guardStore } from './guard-store.ts';
import { handleCallTool } from './handle-call-tool.ts';
import { handleGetTool } from './handle-get-tool.ts';
import { handleSearchTools } from './handle-search-tools.ts';
import { readCallToolInput } from './read-call-tool-input.ts';
import { ResultStore, type ResultStoreOptions } from './result-store.ts';
import { createSessionLimits, type GatewayBudget } from './session-limits.ts';
import { suggestToolNames } from './suggest-tool-names.ts';
import { errorResult } from './tool-result.ts';

/** The resource that lists the names of all tools. */
export const TOOL_NAMES_RESOURCE_URI = 'toolwise://tools';

/** Options of {@link createGateway}. */
export interface GatewayOptions {
  /** The library whose tools the gateway serves. Not closed by the gateway. */
  library: ToolLibrary;
  /**
   * Runs the tools; create it with `lookup: cachedToolLookup(library)` so compiled argument schemas are
   * reused. Not closed by the gateway.
   */
  executor: ToolExecutor;
  /** Finds tools by name. @default cachedToolLookup(library) */
  lookup?: (name: string) => StoredTool | undefined;
  /** Pinned tools, result limit, search size, budget. @default {} */
  config?: GatewayConfig;
  /**
   * Where sessions and calls are recorded (for `toolwise stats`), and tool runs as experience (for the
   * budget planner). Not closed by the gateway. @default none
   */
  store?: GatewayStore;
  /**
   * Judges each tool run for the experience store (did it help?); `false` records no experience.
   * @default createRuleJudge()
   */
  judge?: ToolJudge | false;
  /** Where the gateway logs; never stdout. @default silentLogger */
  logger?: GatewayLogger;
  /**
   * The budget of each session: the seam for a budget planner.
   * @default a new `createSessionLimits(config.budget)` per session
   */
  budget?: (session: { id: string }) => GatewayBudget;
  /** Counts definition tokens. @default createTokenCounter() */
  tokenCounter?: TokenCounter;
  /** Session ids (for stdio and in-memory sessions; HTTP sessions use the transport's). @default randomUUID */
  ids?: () => string;
  /** Monotonic clock in ms, for latencies and kept results. @default performance.now */
  now?: () => number;
  /** How many large results each session keeps, and for how long. @default { maxEntries: 32, ttlMs: 900000 } */
  resultStore?: Omit<ResultStoreOptions, 'now'>;
  /** How the gateway introduces itself to clients. @default { name: 'toolwise', version: <package version> } */
  serverInfo?: { name: string; version: string };
}

/** What the gateway lists and what that saves, for the library as it is now. */
export interface GatewayCatalog {
  /** Tools in the library. */
  toolCount: number;
  /** Tokens of all their definitions. */
  definitionTokensAll: number;
  /** What clients see: the meta-tools and the pinned tools. */
  listed: ListedTool[];
  /** The names of the pinned tools found in the library. */
  pinned: string[];
  /** The server instructions sent at initialization. */
  instructions: string;
  /** Tokens of the listed tools plus the instructions. */
  definitionTokensListed: number;
}

/** Options of {@link Gateway.createServer}. */
export interface CreateGatewayServerOptions {
  /** The session id. @default a new id from the gateway's `ids` */
  sessionId?: string;
  /** The transport, as recorded: `stdio`, `http`, `memory`. @default 'memory' */
  transport?: string;
}

/** The MCP gateway: one shared core, and one MCP server per client session. */
export interface Gateway {
  /** A new MCP server for one client session; connect it to that client's transport. */
  createServer(options?: CreateGatewayServerOptions): Server;
  /** What clients see and what it saves; recomputed when the library's tool count changes. */
  catalog(): GatewayCatalog;
  /** Recomputes the catalog now (after the library changed). */
  refresh(): void;
  /** Sessions whose server is open. */
  sessionCount(): number;
  /** Closes every session's server. Leaves the library, executor and store open (they are the caller's). */
  close(): Promise<void>;
}

/**
 * Creates the MCP gateway over a library: clients see `search_tools`, `get_tool` and `call_tool` (plus any
 * pinned tools, and the resource `toolwise://tools` with every tool's name) instead of every tool; the
 * gateway searches, calls (validating arguments, enforcing the session's budget), trims large results
 * behind handles for extraction, and records what each session was spared. Tool failures come back as
 * results with `isError: true`, never as protocol errors.
 *
 * @example
 * const gateway = createGateway({ library, executor: createToolExecutor({ lookup: cachedToolLookup(library), resolvers: createSourceResolvers() }) });
 * await gateway.createServer({ transport: 'stdio' }).connect(new StdioServerTransport());
 */
export function createGateway(options: GatewayOptions): Gateway {
  const {
    library,
    executor,
    config = {},
    logger = silentLogger,
    tokenCounter = createTokenCounter(),
    ids = () => randomUUID(),
    now = () => performance.now(),
    serverInfo = { name: 'toolwise', version: gatewayVersion() },
  } = options;
  const { resultLimitTokens = 1000, searchTopK = 5, toolNamesResource = true } = config;
  const lookup = options.lookup ?? cachedToolLookup(library);
  const store = options.store && guardStore(options.store, logger);
  const budgetFor = options.budget ?? (() => createSessionLimits(config.budget));
  const pinnedNames = [
    ...new Set([...(config.pinned ?? []), ...(options.store?.mostUsedTools(config.pinMostUsed ?? 0) ?? [])]),
  ];
  const servers = new Set<Server>();

  let current: GatewayCatalog | undefined;
  const computeCatalog = (): GatewayCatalog => {
    const tools = library.list();
    const definitionTokensAll = tools.reduce((n, t) => n + tokenCounter.countToolDefinitionTokens(t), 0);
    const pinnedTools = pinnedNames.flatMap((name) => {
      const tool = lookup(name);
      if (META_TOOL_NAMES.includes(name)) {
        logger.warn('a pinned tool has the name of a meta-tool; it is not pinned', { tool: name });
        return [];
      }
      if (!tool) {
        logger.warn('a pinned tool is not in the library; it is not pinned', { tool: name });
        return [];
      }
      return [{ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }];
    });
    const listed = [
      ...gatewayMetaTools({ toolCount: tools.length, resultLimitTokens, searchTopK }),
      ...pinnedTools,
    ];
    const instructions = `toolwise gateway: ${tools.length} tools are reachable through ${SEARCH_TOOLS}, ${GET_TOOL} and ${CALL_TOOL}. Search first, with one short description per step of the task; then call the tools you found.`;
    return {
      toolCount: tools.length,
      definitionTokensAll,
      listed,
      pinned: pinnedTools.map((t) => t.name),
      instructions,
      definitionTokensListed:
        listed.reduce((n, t) => n + tokenCounter.countToolDefinitionTokens(t), 0) +
        tokenCounter.countTokens(instructions),
    };
  };
  const catalog = (): GatewayCatalog => {
    if (!current || current.toolCount !== library.count()) current = computeCatalog();
    return current;
  };

  const context: GatewayContext = {
    library,
    executor,
    lookup,
    counter: tokenCounter,
    store,
    logger,
    resultLimitTokens,
    searchTopK,
    now,
    definitionTokensSparedPerTurn: () => {
      const c = current ?? catalog();
      return Math.max(0, c.definitionTokensAll - c.definitionTokensListed);
    },
    judge: options.judge === false ? undefined : (options.judge ?? createRuleJudge()),
  };

  const createServer = (serverOptions: CreateGatewayServerOptions = {}): Server => {
    const { sessionId = ids(), transport = 'memory' } = serverOptions;
    const snapshot = catalog();
    const server = new Server(serverInfo, {
      capabilities: { tools: {}, ...(toolNamesResource && { resources: {} }) },
      instructions: snapshot.instructions,
    });
    let started = false;
    const session: GatewaySessionState = {
      id: sessionId,
      results: new ResultStore({ ...options.resultStore, now }),
      budget: budgetFor({ id: sessionId }),
      clientName: () => server.getClientVersion()?.name,
      task: undefined,
      digests: new Map(),
      usages: 0,
      ensureStarted() {
        if (started) return;
        started = true;
        const c = catalog();
        const client = server.getClientVersion();
        store?.startSession({
          id: sessionId,
          client: client && { name: client.name, version: client.version },
          transport,
          toolsAvailable: c.toolCount,
          definitionTokensAll: c.definitionTokensAll,
          definitionTokensListed: c.definitionTokensListed,
        });
        logger.info('session started', { session: sessionId, transport, client: client?.name });
      },
    };
    server.oninitialized = () => session.ensureStarted();
    server.onclose = () => {
      servers.delete(server);
      session.results.clear();
      if (started) {
        store?.endSession(sessionId);
        logger.info('session ended', { session: sessionId });
      }
    };
    server.onerror = (error) => logger.debug('protocol error', { session: sessionId, error: error.message });

    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: catalog().listed }));
    server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
      const { name } = request.params;
      const input = (request.params.arguments ?? {}) as Record<string, unknown>;
      try {
        if (name === SEARCH_TOOLS) return await handleSearchTools(context, session, input);
        if (name === GET_TOOL) return await handleGetTool(context, session, input);
        const call =
          name === CALL_TOOL ? readCallToolInput(input) : { name, args: request.params.arguments ?? {} };
        if (typeof call === 'string') return errorResult(call);
        const via = name !== CALL_TOOL && catalog().pinned.includes(name) ? 'pinned' : 'call_tool';
        if (name !== CALL_TOOL && via === 'call_tool' && !lookup(name)) {
          return errorResult(unknownToolMessage(name, await suggestToolNames(library, name)));
        }
        return await handleCallTool(context, session, call, { via, signal: extra.signal });
      } catch (error) {
        logger.error('internal error in a tool call', {
          session: sessionId,
          tool: name,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
        return errorResult(
          `The gateway failed to handle this call: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    });
    if (toolNamesResource) {
      server.setRequestHandler(ListResourcesRequestSchema, () => ({
        resources: [
          {
            uri: TOOL_NAMES_RESOURCE_URI,
            name: 'tools',
            title: 'All tool names',
            description: `The names of all ${catalog().toolCount} tools behind this gateway, one per line.`,
            mimeType: 'text/plain',
          },
        ],
      }));
      server.setRequestHandler(ReadResourceRequestSchema, (request) => {
        if (request.params.uri !== TOOL_NAMES_RESOURCE_URI) {
          throw new McpError(ErrorCode.InvalidParams, `Unknown resource ${request.params.uri}`);
        }
        const names = library.list().map((t) => t.name);
        return {
          contents: [{ uri: TOOL_NAMES_RESOURCE_URI, mimeType: 'text/plain', text: names.join('\n') }],
        };
      });
    }
    servers.add(server);
    return server;
  };

  return {
    createServer,
    catalog,
    refresh() {
      current = computeCatalog();
    },
    sessionCount: () => servers.size,
    async close() {
      await Promise.all([...servers].map((s) => s.close().catch(() => undefined)));
    },
  };
}
