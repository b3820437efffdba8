/**
 * An MCP server that toolwise starts as a child process and speaks to over stdin/stdout (one entry of the
 * `mcpServers` object that MCP clients such as Claude Desktop read).
 */
export interface McpStdioServerConfig {
  /** The executable, looked up on `PATH` unless it is a path. */
  command: string;
  /** Its arguments. @default [] */
  args?: string[];
  /**
   * Extra environment variables of the server process. Values may reference variables of toolwise's own
   * environment as `${VAR}` (or `${env:VAR}`); they are expanded when the server is started and stored
   * unexpanded, so pass secrets as references, never as literal values. The server does not inherit the
   * whole environment: only `HOME`, `LOGNAME`, `PATH`, `SHELL`, `TERM` and `USER` plus these.
   * @default {}
   */
  env?: Record<string, string>;
  /** Working directory of the server process. @default the current directory */
  cwd?: string;
}

/** An MCP server reached over Streamable HTTP. */
export interface McpHttpServerConfig {
  /** The endpoint, e.g. `https://example.com/mcp`. */
  url: string;
  /**
   * HTTP headers sent with every request. Values may reference environment variables as `${VAR}` (or
   * `${env:VAR}`), expanded when connecting and stored unexpanded, e.g.
   * `{ Authorization: 'Bearer ${GITHUB_TOKEN}' }`.
   * @default {}
   */
  headers?: Record<string, string>;
}

/** How to reach one MCP server: a command to start (stdio) or a URL (Streamable HTTP). */
export type McpServerConfig = McpStdioServerConfig | McpHttpServerConfig;

/**
 * Reads and checks a server config (e.g. from a JSON file). Returns a clean copy holding only the keys
 * toolwise uses, or a sentence saying what is wrong. Other keys of common client configs (`type`,
 * `disabled`, ...) are ignored, except `type: 'sse'`, which is not supported.
 */
export function readMcpServerConfig(value: unknown): McpServerConfig | string {
  if (!isRecord(value)) return 'the server config must be an object with a `command` or a `url`';
  if (value['type'] === 'sse') {
    return 'the legacy SSE transport is not supported; use the Streamable HTTP endpoint of the server';
  }
  if (typeof value['command'] === 'string') {
    if (value['command'].trim() === '') return 'the server `command` is empty';
    const { args, env, cwd } = value;
    if (args !== undefined && !(Array.isArray(args) && args.every((a) => typeof a === 'string'))) {
      return 'the server `args` must be an array of strings';
    }
    if (env !== undefined && !isStringRecord(env)) return 'the server `env` must map names to strings';
    if (cwd !== undefined && typeof cwd !== 'string') return 'the server `cwd` must be a string';
    return {
      command: value['command'],
      ...(args !== undefined && { args: [...(args as string[])] }),
      ...(env !== undefined && { env: { ...env } }),
      ...(cwd !== undefined && { cwd }),
    };
  }
  if (typeof value['url'] === 'string') {
    const { url, headers } = value;
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      return `the server url '${url}' is not an http(s) URL`;
    }
    if (headers !== undefined && !isStringRecord(headers)) {
      return 'the server `headers` must map names to strings';
    }
    return { url, ...(headers !== undefined && { headers: { ...headers } }) };
  }
  return 'the server config has neither a `command` (stdio) nor a `url` (Streamable HTTP)';
}

/** Whether `config` starts a local process (stdio) rather than calling a URL. */
export function isStdioServerConfig(config: McpServerConfig): config is McpStdioServerConfig {
  return 'command' in config;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}
