import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { chatCompletionBody } from './chat-completion-body.ts';
import { chatCompletionChunks } from './chat-completion-chunks.ts';
import { resolveChatReply } from './chat-reply.ts';
import { chatRequestSchema, type ChatRequest } from './chat-request.ts';
import type { ChatScript, ScriptedErrorTurn } from './chat-script.ts';
import { embeddingsBody, embeddingsRequestSchema } from './embeddings-body.ts';
import { openaiErrorBody } from './openai-error-body.ts';
import { createScriptCursor, type ScriptCursor } from './script-cursor.ts';

/** Options of {@link LoopbackChatServer.start}. */
export interface LoopbackChatServerOptions {
  /** What the model answers to chat-completion requests. */
  script: ChatScript;
  /** The interface to listen on; only loopback is allowed. @default '127.0.0.1' */
  host?: '127.0.0.1';
  /** The port; 0 picks a free one. @default 0 */
  port?: number;
  /** The model ids listed by `GET /v1/models`. @default ['loopback-chat', 'loopback-embedding'] */
  models?: string[];
  /** Length of the vectors of `POST /v1/embeddings` when the request gives no `dimensions`. @default 64 */
  embeddingDimensions?: number;
  /** Clock for the `created` timestamps. @default () => new Date() */
  clock?: () => Date;
}

/** A request the server received, in arrival order. */
export interface RecordedRequest {
  /** The HTTP method, e.g. `POST`. */
  method: string;
  /** The path without the query string, e.g. `/v1/chat/completions`. */
  path: string;
  /** The headers, names lower-cased (repeated headers joined with `, `). */
  headers: Record<string, string>;
  /** The parsed JSON body; the raw text when it is not JSON; `undefined` when empty. */
  body: unknown;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * A scriptable OpenAI-compatible server on 127.0.0.1 for tests: real HTTP, so the real AI SDK providers
 * (`@ai-sdk/openai-compatible`, `@ai-sdk/openai` chat models) can be tested against scripted replies.
 *
 * Serves `POST /v1/chat/completions` (JSON, or server-sent events when `stream: true`, with usage in a last
 * chunk when `stream_options.include_usage`), `GET /v1/models` and `POST /v1/embeddings` (deterministic
 * hashed bag-of-words vectors); any other path gets a 404 JSON error. Records every request in
 * {@link LoopbackChatServer.requests}. Owns a listening socket: close it when done (or `await using`).
 *
 * @example
 * ```ts
 * await using server = await LoopbackChatServer.start({
 *   script: [scriptedToolCall('add', { a: 1, b: 2 }), scriptedText('3')],
 * });
 * const { text } = await generateText({ model: createLoopbackProvider(server)('m'), tools, prompt, stopWhen });
 * assert.equal(server.chatRequests[1]?.messages.at(-1)?.role, 'tool');
 * ```
 */
export class LoopbackChatServer {
  /** The base URL, ending in `/v1` (e.g. `http://127.0.0.1:41234/v1`), for a provider's `baseURL`. */
  readonly url: string;
  /** Every request received, in arrival order (retries included). */
  readonly requests: readonly RecordedRequest[];
  private readonly recorded: RecordedRequest[];
  private readonly server: Server;
  private readonly cursor: ScriptCursor;
  private readonly options: Required<Omit<LoopbackChatServerOptions, 'script' | 'host' | 'port'>>;
  private readonly closing = new AbortController();
  private completions = 0;

  private constructor(server: Server, options: LoopbackChatServerOptions) {
    const { port } = server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/v1`;
    this.server = server;
    this.recorded = [];
    this.requests = this.recorded;
    this.cursor = createScriptCursor(options.script);
    this.options = {
      models: options.models ?? ['loopback-chat', 'loopback-embedding'],
      embeddingDimensions: options.embeddingDimensions ?? 64,
      clock: options.clock ?? (() => new Date()),
    };
  }

  /** Starts a server on 127.0.0.1 (a free port unless `port` is given) that answers from `options.script`. */
  static async start(options: LoopbackChatServerOptions): Promise<LoopbackChatServer> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const instance = new LoopbackChatServer(server, options);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      instance.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) send(res, 500, openaiErrorBody(500, `Loopback server error: ${String(error)}`));
        else res.destroy();
      });
    });
    return instance;
  }

  /** The validated bodies of the chat-completion requests received, in order (retries included). */
  get chatRequests(): ChatRequest[] {
    return this.recorded
      .filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions')
      .flatMap((r) => {
        const parsed = chatRequestSchema.safeParse(r.body);
        return parsed.success ? [parsed.data] : [];
      });
  }

  /** How many scripted turns have been served (an error turn repeated `times` times counts once). */
  get turnsServed(): number {
    return this.cursor.turnsServed;
  }

  /** Stops listening, drops open connections and cancels pending delays. */
  async close(): Promise<void> {
    this.closing.abort();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  /** Same as {@link LoopbackChatServer.close}, for `await using`. */
  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const text = await readBody(req);
    let body: unknown = text === '' ? undefined : text;
    let isJson = false;
    try {
      if (text !== '') [body, isJson] = [JSON.parse(text), true];
    } catch {
      // recorded as raw text
    }
    this.recorded.push({ method: req.method ?? 'GET', path, headers: flattenHeaders(req.headers), body });

    const route = ROUTES[path];
    if (route === undefined) return send(res, 404, openaiErrorBody(404, `Unknown path ${path}.`));
    if (route !== req.method) {
      return send(res, 405, openaiErrorBody(405, `${path} expects ${route}, got ${req.method}.`));
    }
    if (route === 'POST' && !isJson)
      return send(res, 400, openaiErrorBody(400, 'The body is not valid JSON.'));

    if (path === '/v1/models') {
      return send(res, 200, {
        object: 'list',
        data: this.options.models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'loopback' })),
      });
    }
    if (path === '/v1/embeddings') {
      const parsed = embeddingsRequestSchema.safeParse(body);
      if (!parsed.success) return send(res, 400, openaiErrorBody(400, parsed.error.message));
      return send(res, 200, embeddingsBody(parsed.data, this.options.embeddingDimensions));
    }
    return this.completeChat(body, res);
  }

  private async completeChat(body: unknown, res: ServerResponse): Promise<void> {
    const parsed = chatRequestSchema.safeParse(body);
    if (!parsed.success) return send(res, 400, openaiErrorBody(400, parsed.error.message));
    const request = parsed.data;

    const step = this.cursor.next(request);
    if (step === undefined) {
      const message = `Loopback chat server: script exhausted after ${this.cursor.turnsServed} turns.`;
      return send(res, 500, openaiErrorBody(500, message), { 'retry-after': '0' });
    }
    const { turn, index } = step;
    if (turn.delayMs) {
      const slept = await sleep(turn.delayMs, true, { signal: this.closing.signal }).catch(() => false);
      if (!slept || res.destroyed) return;
    }
    if ('status' in turn) return sendScriptedError(res, turn);
    if (!('text' in turn) && !('toolCalls' in turn)) {
      return send(res, 500, openaiErrorBody(500, `Scripted turn ${index} has no text, toolCalls or status.`));
    }

    const reply = resolveChatReply({ turn, request, index });
    const id = `chatcmpl-loopback-${++this.completions}`;
    const created = Math.floor(this.options.clock().getTime() / 1000);
    if (!request.stream)
      return send(res, 200, chatCompletionBody({ reply, id, model: request.model, created }));

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const includeUsage = request.stream_options?.include_usage === true;
    for (const chunk of chatCompletionChunks({ reply, id, model: request.model, created, includeUsage })) {
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  }
}

const ROUTES: Record<string, 'GET' | 'POST'> = {
  '/v1/chat/completions': 'POST',
  '/v1/embeddings': 'POST',
  '/v1/models': 'GET',
};

function sendScriptedError(res: ServerResponse, turn: ScriptedErrorTurn): void {
  const retryAfter = turn.retryAfterSeconds === undefined ? 0 : turn.retryAfterSeconds;
  send(
    res,
    turn.status,
    openaiErrorBody(turn.status, turn.message ?? `Scripted ${turn.status} error.`),
    retryAfter === null ? {} : { 'retry-after': String(retryAfter) },
  );
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.destroyed) return;
  res.writeHead(status, { ...JSON_HEADERS, ...headers });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function flattenHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}
