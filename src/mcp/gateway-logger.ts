/** How much a logger writes: each level includes the ones after it. */
export type GatewayLogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Extra structured detail of a log line. */
export type GatewayLogFields = Record<string, unknown>;

/**
 * Where the gateway writes what it does. Never stdout: in a stdio server, stdout is the MCP channel. The CLI
 * passes one that writes to stderr; tests pass one that records lines.
 */
export interface GatewayLogger {
  /** Detail for debugging (upstream servers' stderr, every call). */
  debug(message: string, fields?: GatewayLogFields): void;
  /** Normal operation: started, listening, synced a source. */
  info(message: string, fields?: GatewayLogFields): void;
  /** Something failed but the gateway goes on (an upstream that cannot be started, a missing pinned tool). */
  warn(message: string, fields?: GatewayLogFields): void;
  /** Something failed that the operator must look at. */
  error(message: string, fields?: GatewayLogFields): void;
}

/** Options of {@link createTextLogger}. */
export interface TextLoggerOptions {
  /** Receives each line, newline included (e.g. `(t) => process.stderr.write(t)`). */
  write: (line: string) => void;
  /** The lowest level written. @default 'info' */
  level?: GatewayLogLevel;
  /** Clock for the timestamps. @default () => new Date() */
  clock?: () => Date;
}

const RANK: Record<GatewayLogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

/**
 * A logger that writes one line per event: `2025-01-01T00:00:00.000Z warn message key=value ...`, with
 * string values quoted when they contain spaces.
 */
export function createTextLogger(options: TextLoggerOptions): GatewayLogger {
  const { write, level = 'info', clock = () => new Date() } = options;
  const min = RANK[level];
  const log =
    (at: GatewayLogLevel) =>
    (message: string, fields?: GatewayLogFields): void => {
      if (RANK[at] < min) return;
      const detail = Object.entries(fields ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${k}=${formatValue(v)}`)
        .join(' ');
      write(`${clock().toISOString()} ${at} ${message}${detail ? ` ${detail}` : ''}\n`);
    };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** A logger that drops everything. */
export const silentLogger: GatewayLogger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

function formatValue(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  if (value instanceof Error) return JSON.stringify(value.message);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
