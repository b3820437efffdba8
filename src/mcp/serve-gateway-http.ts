import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { Gateway } from './create-gateway.ts';
import { silentLogger, type GatewayLogger } from './gateway-logger.ts';

/** Options of {@link startGatewayHttpServer}. */
export interface GatewayHttpOptions {
  /** The gateway; each client session gets its own server from it. */
  gateway: Pick<Gateway, 'createServer'>;
  /** The interface to listen on. Keep it on loopback unless a proxy in front authenticates. @default '127.0.0.1' */
  host?: string;
  /** The port; 0 picks a free one. @default 3333 */
  port?: number;
  /** The MCP endpoint's path. @default '/mcp' */
  path?: string;
  /** Most sessions open at once; more get 503. @default 1000 */
  maxSessions?: number;
  /** A session unused for this long is closed, in ms. @default 1800000 (30 minutes) */
  idleTimeoutMs?: number;
  /** Largest request body, in bytes; larger ones get 413. @default 4194304 */
  maxBodyBytes?: number;
  /**
   * Accepted `Host` header host names (DNS-rebinding protection). Requests whose `Origin` is not one of these
   * host names get 403 too.
   * @default loopback names (localhost, 127.0.0.1, [::1]) when listening on loopback, else any
   */
  allowedHosts?: string[];
  /** Return JSON responses instead of SSE streams (lower latency; no notifications during a call). @default true */
  jsonResponse?: boolean;
  /** Session ids. @default randomUUID */
  ids?: () => string;
  /** Where the server logs. @default silentLogger */
  logger?: GatewayLogger;
}

/** A running Streamable HTTP gateway. */
export interface GatewayHttpServer {
  /** The MCP endpoint, e.g. `http://127.0.0.1:3333/mcp`. */
  url: string;
  /** The port listened on. */
  port: number;
  /** Sessions open now. */
  sessionCount(): number;
  /** Closes every session and stops listening. */
  close(): Promise<void>;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  server: Server;
  lastActive: number;
}

const LOOPBACK = ['localhost', '127.0.0.1', '[::1]', '::1'];

/**
 * Serves the gateway over Streamable HTTP on `node:http`: one transport and MCP server per client session
 * (the `Mcp-Session-Id` header), many clients at once. Sessions end on `DELETE`, when idle too long, or on
 * `close()`.
 */
export async function startGatewayHttpServer(options: GatewayHttpOptions): Promise<GatewayHttpServer> {
  const {
    gateway,
    host = '127.0.0.1',
    port = 3333,
    path = '/mcp',
    maxSessions = 1000,
    idleTimeoutMs = 30 * 60_000,
    maxBodyBytes = 4 * 1024 * 1024,
    jsonResponse = true,
    ids = () => randomUUID(),
    logger = silentLogger,
  } = options;
  const allowedHosts = options.allowedHosts ?? (LOOPBACK.includes(host) ? LOOPBACK : undefined);
  const sessions = new Map<string, Session>();

  const reply = (res: ServerResponse, status: number, code: number, message: string) => {
    if (res.headersSent) return;
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
  };

  const openSession = async (req: IncomingMessage, res: ServerResponse, body: unknown) => {
    if (sessions.size >= maxSessions) {
      reply(res, 503, -32000, `Too many open sessions (${maxSessions}); try again later`);
      return;
    }
    const id = ids();
    const server = gateway.createServer({ sessionId: id, transport: 'http' });
    const session: Session = {
      server,
      lastActive: Date.now(),
      transport: new StreamableHTTPServerTransport({
        sessionIdGenerator: () => id,
        enableJsonResponse: jsonResponse,
        onsessioninitialized: () => void sessions.set(id, session),
      }),
    };
    session.transport.onclose = () => {
      sessions.delete(id);
    };
    await server.connect(session.transport);
    await session.transport.handleRequest(req, res, body);
    if (!sessions.has(id)) await server.close();
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found; the MCP endpoint is ${path}\n`);
      return;
    }
    if (allowedHosts && !hostAllowed(req, allowedHosts)) {
      reply(res, 403, -32000, 'Forbidden: Host or Origin not allowed');
      return;
    }
    const sessionId = req.headers['mcp-session-id'];
    const session = typeof sessionId === 'string' ? sessions.get(sessionId) : undefined;
    if (sessionId !== undefined && !session) {
      reply(res, 404, -32001, 'Session not found; start a new session');
      return;
    }
    if (req.method === 'POST') {
      const body = await readJson(req, maxBodyBytes);
      if (body === TOO_LARGE) {
        reply(res, 413, -32000, `Request body larger than ${maxBodyBytes} bytes`);
        return;
      }
      if (body === NOT_JSON) {
        reply(res, 400, -32700, 'Parse error: the body is not JSON');
        return;
      }
      if (session) {
        session.lastActive = Date.now();
        await session.transport.handleRequest(req, res, body);
        return;
      }
      if (Array.isArray(body) ? body.some((m) => isInitializeRequest(m)) : isInitializeRequest(body)) {
        await openSession(req, res, body);
        return;
      }
      reply(res, 400, -32000, 'Bad Request: no valid session id; send initialize first');
      return;
    }
    if (req.method === 'GET' || req.method === 'DELETE') {
      if (!session) {
        reply(res, 400, -32000, 'Bad Request: the Mcp-Session-Id header is missing');
        return;
      }
      session.lastActive = Date.now();
      await session.transport.handleRequest(req, res);
      return;
    }
    res.writeHead(405, { allow: 'GET, POST, DELETE' }).end();
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error('HTTP request failed', { error: error instanceof Error ? error.message : String(error) });
      reply(res, 500, -32603, 'Internal server error');
    });
  });
  http.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => {
      http.off('error', reject);
      resolve();
    });
  });
  const sweep = setInterval(
    () => {
      const cutoff = Date.now() - idleTimeoutMs;
      for (const [id, s] of sessions) {
        if (s.lastActive < cutoff) {
          logger.info('closing an idle session', { session: id });
          sessions.delete(id);
          void s.server.close();
        }
      }
    },
    Math.min(idleTimeoutMs, 60_000),
  );
  sweep.unref();
  const actual = (http.address() as AddressInfo).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${actual}${path}`,
    port: actual,
    sessionCount: () => sessions.size,
    close() {
      closing ??= (async () => {
        clearInterval(sweep);
        const open = [...sessions.values()];
        sessions.clear();
        await Promise.allSettled(open.map((s) => s.server.close()));
        await new Promise<void>((resolve) => {
          http.close(() => resolve());
          http.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}

const TOO_LARGE = Symbol('too large');
const NOT_JSON = Symbol('not JSON');

function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(TOO_LARGE);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.resume();
        resolve(TOO_LARGE);
        return;
      }
      chunks.push(chunk);
    });
    req.once('error', reject);
    req.once('end', () => {
      if (size > limit) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown);
      } catch {
        resolve(NOT_JSON);
      }
    });
  });
}

function hostAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  const host = req.headers.host;
  if (host === undefined || !allowed.includes(hostName(host))) return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return allowed.includes(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/** The host name of a `Host` header: `127.0.0.1:3333` gives `127.0.0.1`, `[::1]:80` gives `[::1]`. */
function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  const colon = host.indexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}
