import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { readMcpServerConfig, type McpServerConfig } from '../sources/mcp/mcp-server-config.ts';
import { GatewayConfigError } from './gateway-config-error.ts';
import type { GatewayBudgetConfig } from './session-limits.ts';

/** One upstream MCP server of the gateway: an `mcpServers` entry, as MCP clients write them. */
export type GatewayMcpServerConfig = McpServerConfig & {
  /**
   * Put before the names of this server's tools in the library (e.g. `github_`), to keep servers whose tool
   * names clash apart. Not part of the common format; clients ignore it. @default ''
   */
  namePrefix?: string;
};

/**
 * What the gateway serves and how: the JSON of `toolwise serve --config`. A plain MCP client configuration
 * (`{ "mcpServers": { ... } }`, e.g. Claude Desktop's, or VS Code's `{ "servers": { ... } }`) is a valid one;
 * keys toolwise does not know are ignored.
 */
export interface GatewayConfig {
  /**
   * Upstream MCP servers by name, in the common `mcpServers` shape (`command`/`args`/`env`/`cwd`, or
   * `url`/`headers`). Their tools go into the library as source `mcp:<name>`; servers are started when they
   * are first needed and kept. Entries with `"disabled": true` are skipped. @default {}
   */
  mcpServers?: Record<string, GatewayMcpServerConfig>;
  /**
   * Other tool sources, as for `toolwise library add`: a built-in toolkit (`math`), a TypeScript file, a
   * definition file, an OpenAPI spec (file or URL). Relative paths are read from the config file's folder.
   * @default []
   */
  sources?: string[];
  /** Tools exposed to the client directly, next to the meta-tools (use for the few most used ones). @default [] */
  pinned?: string[];
  /** Also pin the this many tools most called through the gateway so far (from its call records). @default 0 */
  pinMostUsed?: number;
  /**
   * The largest result returned in full, in tokens. A larger one is kept under a handle and the client gets
   * its shape, a preview and how to extract from it. @default 1000
   */
  resultLimitTokens?: number;
  /** Offer the names of all tools as the resource `toolwise://tools`. @default true */
  toolNamesResource?: boolean;
  /** Tools returned per task description by `search_tools`. @default 5 */
  searchTopK?: number;
  /** Time limit of one tool call, in ms. @default 60000 */
  callTimeoutMs?: number;
  /** Per-session limits on fees and calls. @default no limits */
  budget?: GatewayBudgetConfig;
  /**
   * When sources are read again at start: `missing` only loads the sources the library does not hold yet
   * (or holds from a different origin), so that MCP servers already listed start lazily, at their first call;
   * `always` lists every source at every start. @default 'missing'
   */
  refresh?: 'missing' | 'always';
}

/** A checked configuration, with the folder relative paths in it are read from. */
export interface LoadedGatewayConfig {
  /** The configuration. */
  config: GatewayConfig;
  /** The folder of the configuration file (or the working directory). */
  baseDir: string;
  /** The file it came from, if any. */
  file?: string;
}

const nonNegative = z.number().finite().min(0);
const count = z.number().int().min(1);
const configSchema = z.object({
  mcpServers: z.record(z.string(), z.unknown()).optional(),
  sources: z.array(z.string().min(1)).optional(),
  pinned: z.array(z.string().min(1)).optional(),
  pinMostUsed: z.number().int().min(0).max(100).optional(),
  resultLimitTokens: z.number().int().min(50).optional(),
  toolNamesResource: z.boolean().optional(),
  searchTopK: z.number().int().min(1).max(50).optional(),
  callTimeoutMs: count.optional(),
  budget: z
    .object({
      maxFees: nonNegative.optional(),
      maxCalls: count.optional(),
      maxCallsPerTool: count.optional(),
    })
    .optional(),
  refresh: z.enum(['missing', 'always']).optional(),
});

/**
 * Checks a gateway configuration (parsed JSON) and returns a clean copy. Throws `GatewayConfigError`
 * listing every problem, each with the setting it concerns.
 */
export function readGatewayConfig(value: unknown, options: { file?: string } = {}): GatewayConfig {
  // VS Code's mcp.json calls them `servers`.
  const input =
    isRecord(value) && value['mcpServers'] === undefined && isRecord(value['servers'])
      ? { ...value, mcpServers: value['servers'] }
      : value;
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    throw new GatewayConfigError({
      ...(options.file && { file: options.file }),
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    });
  }
  const { mcpServers: rawServers, ...rest } = parsed.data;
  const problems: string[] = [];
  const mcpServers: Record<string, GatewayMcpServerConfig> = {};
  for (const [name, entry] of Object.entries(rawServers ?? {})) {
    if (isRecord(entry) && entry['disabled'] === true) continue;
    const server = readMcpServerConfig(entry);
    if (typeof server === 'string') {
      problems.push(`mcpServers.${name}: ${server}`);
      continue;
    }
    const prefix = isRecord(entry) ? entry['namePrefix'] : undefined;
    if (prefix !== undefined && (typeof prefix !== 'string' || !/^[A-Za-z0-9_-]*$/.test(prefix))) {
      problems.push(`mcpServers.${name}.namePrefix: must be a string of letters, digits, _ and -`);
      continue;
    }
    mcpServers[name] = { ...server, ...(typeof prefix === 'string' && prefix && { namePrefix: prefix }) };
  }
  if (problems.length) {
    throw new GatewayConfigError({ ...(options.file && { file: options.file }), problems });
  }
  return { ...stripUndefined(rest), ...(rawServers !== undefined && { mcpServers }) };
}

/** Reads and checks a gateway configuration file (JSON). Throws `GatewayConfigError`. */
export function loadGatewayConfigFile(path: string): LoadedGatewayConfig {
  const file = resolve(path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new GatewayConfigError({
      file,
      problems: [`cannot read it (${error instanceof Error ? error.message : String(error)})`],
      cause: error,
    });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new GatewayConfigError({
      file,
      problems: [`it is not valid JSON: ${error instanceof Error ? error.message : String(error)}`],
      cause: error,
    });
  }
  return { config: readGatewayConfig(value, { file }), baseDir: dirname(file), file };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stripUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
