import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { defaultLibraryPath } from '../../library/default-library-path.ts';
import { loadGatewayConfigFile } from '../../mcp/gateway-config.ts';
import type { GatewayConfig } from '../../mcp/gateway-config.ts';
import { createTextLogger } from '../../mcp/gateway-logger.ts';
import { openGateway } from '../../mcp/open-gateway.ts';
import { startGatewayHttpServer } from '../../mcp/serve-gateway-http.ts';
import { serveGatewayStdio } from '../../mcp/serve-gateway-stdio.ts';
import { BUILTIN_TOOLKITS } from '../../toolkits/builtin-toolkits.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';

export const SERVE_HELP = `Usage: toolwise serve [sources...] [options]

Run toolwise as an MCP server in front of your tools (the gateway). MCP clients see three meta-tools,
search_tools, get_tool and call_tool, instead of every tool; large results come back as a shape, a
preview and a handle to extract from. Logs go to stderr; over stdio, stdout carries only MCP messages.

Sources: built-in toolkits (math), TypeScript files, definition files, OpenAPI specs, as for
'toolwise library add'; MCP servers come from --mcp-config or the config's mcpServers.

Options:
  --config <file>       Gateway configuration (JSON): mcpServers, sources, pinned, resultLimitTokens,
                        budget {maxFees, maxCalls, maxCallsPerTool}, searchTopK, callTimeoutMs, refresh
  --mcp-config <file>   An MCP client configuration ({"mcpServers": {...}}, e.g. Claude Desktop's):
                        serve its servers behind the gateway
  --pin <tool>          Also expose this tool directly (repeatable)
  --http                Serve Streamable HTTP (many clients, one session each) instead of stdio
  --port <n>            HTTP port (default 3333; 0 picks a free one)
  --host <host>         HTTP interface (default 127.0.0.1)
  --refresh             List every source again at start (default: only those not in the library yet;
                        MCP servers already listed start at their first call)
  --no-record           Do not record sessions and calls (for 'toolwise stats')
  --verbose             Log debug detail to stderr (upstream servers' stderr, failed calls)
  --library <path>      The library file
`;

/** Streams and a stop signal, injectable for tests (the CLI uses the process's). */
export interface ServeCommandOptions {
  /** Where stdio clients' messages come from. @default process.stdin */
  stdin?: Readable;
  /** Where stdio messages go. @default process.stdout */
  stdout?: Writable;
  /** Stops the server. @default SIGINT or SIGTERM */
  signal?: AbortSignal;
  /** Called once the gateway serves, with the HTTP URL (HTTP only). */
  onListening?: (url: string) => void;
}

/** `toolwise serve ...` */
export async function serveCommand(
  args: string[],
  io: CliIo,
  options: ServeCommandOptions = {},
): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      config: { type: 'string' },
      'mcp-config': { type: 'string' },
      pin: { type: 'string', multiple: true },
      http: { type: 'boolean' },
      port: { type: 'string' },
      host: { type: 'string' },
      refresh: { type: 'boolean' },
      'no-record': { type: 'boolean' },
      verbose: { type: 'boolean' },
    },
    SERVE_HELP,
  );
  if (values.help) {
    io.out(SERVE_HELP);
    return EXIT.ok;
  }
  const port = numberOption(values.port, 'port', { min: 0, max: 65535, integer: true }) ?? 3333;
  const logger = createTextLogger({ write: io.err, level: values.verbose ? 'debug' : 'info' });
  const loaded = values.config ? loadGatewayConfigFile(resolve(io.cwd, values.config)) : undefined;
  const clientConfig = values['mcp-config']
    ? loadGatewayConfigFile(resolve(io.cwd, values['mcp-config'])).config
    : undefined;
  const base = loaded?.config ?? {};
  const baseDir = loaded?.baseDir ?? io.cwd;
  const config: GatewayConfig = {
    ...base,
    mcpServers: { ...base.mcpServers, ...clientConfig?.mcpServers },
    sources: [
      ...(base.sources ?? []),
      ...positionals.map((spec) => (isPathLike(spec) ? resolve(io.cwd, spec) : spec)),
    ],
    pinned: [...(base.pinned ?? []), ...(values.pin ?? [])],
    ...(values.refresh && { refresh: 'always' as const }),
  };
  const libraryPath = values.library ? resolve(io.cwd, values.library) : defaultLibraryPath(io.env);

  // Over stdio, stdout is the MCP channel: anything a dependency prints with console.log goes to stderr.
  const restoreConsole = values.http ? () => undefined : routeConsoleToStderr(io);
  const stop = stopSignal(options.signal);
  try {
    const gateway = await openGateway({
      config,
      baseDir,
      libraryPath,
      env: io.env,
      logger,
      record: !values['no-record'],
    });
    try {
      const { toolCount, definitionTokensAll, definitionTokensListed } = gateway.catalog();
      logger.info('gateway ready', {
        library: libraryPath,
        tools: toolCount,
        definitionTokensAll,
        definitionTokensListed,
      });
      if (values.http) {
        const http = await startGatewayHttpServer({
          gateway,
          port,
          logger,
          ...(values.host !== undefined && { host: values.host }),
        });
        logger.info('listening', { url: http.url });
        if (values.json) printJson(io, { url: http.url, tools: toolCount });
        else io.out(`toolwise gateway: ${http.url} (${toolCount} tools)\n`);
        options.onListening?.(http.url);
        await stop.promise;
        await http.close();
      } else {
        const session = await serveGatewayStdio({
          gateway,
          ...(options.stdin && { stdin: options.stdin }),
          ...(options.stdout && { stdout: options.stdout }),
        });
        await Promise.race([session.closed, stop.promise]);
        await session.close();
      }
      return EXIT.ok;
    } finally {
      await gateway.close();
      logger.info('gateway stopped');
    }
  } finally {
    stop.dispose();
    restoreConsole();
  }
}

function isPathLike(spec: string): boolean {
  return !/^https?:\/\//i.test(spec) && !BUILTIN_TOOLKITS[spec.replace(/^builtin:/, '')] && existsSync(spec);
}

function stopSignal(signal: AbortSignal | undefined): { promise: Promise<void>; dispose: () => void } {
  let resolveStop: () => void = () => undefined;
  const promise = new Promise<void>((r) => {
    resolveStop = r;
  });
  if (signal) {
    if (signal.aborted) resolveStop();
    signal.addEventListener('abort', resolveStop, { once: true });
    return { promise, dispose: () => signal.removeEventListener('abort', resolveStop) };
  }
  process.once('SIGINT', resolveStop);
  process.once('SIGTERM', resolveStop);
  return {
    promise,
    dispose: () => {
      process.off('SIGINT', resolveStop);
      process.off('SIGTERM', resolveStop);
    },
  };
}

function routeConsoleToStderr(io: CliIo): () => void {
  const saved = { log: console.log, info: console.info, debug: console.debug };
  const toStderr = (...parts: unknown[]) =>
    io.err(`${parts.map((p) => (typeof p === 'string' ? p : JSON.stringify(p))).join(' ')}\n`);
  console.log = toStderr;
  console.info = toStderr;
  console.debug = toStderr;
  return () => Object.assign(console, saved);
}
