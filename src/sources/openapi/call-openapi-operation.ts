import { STATUS_CODES } from 'node:http';
import type { JsonObject, JsonValue } from '../../tool/json-schema.ts';
import { ToolExecutionError } from '../../tool/tool-call-result.ts';
import { buildOpenApiRequest } from './build-openapi-request.ts';
import { describeFetchFailure } from './describe-fetch-failure.ts';
import type { OpenApiSourceConfig } from './openapi-source-config.ts';

/** Options of {@link callOpenApiOperation}. */
export interface CallOpenApiOperationOptions {
  /** The tool's source config. */
  config: OpenApiSourceConfig;
  /** The validated tool input. */
  input: JsonObject;
  /** The tool's name, for messages. */
  toolName: string;
  /** The call's signal; aborting it cancels the request. */
  signal: AbortSignal;
  /** Sends the request. */
  fetch: typeof globalThis.fetch;
  /** Where credentials are read from. */
  env: Record<string, string | undefined>;
  /** Time limit of the request in milliseconds, on top of the call's own. @default none */
  timeoutMs?: number | undefined;
}

/** How much of an error body the message quotes. */
const MESSAGE_BODY_CHARS = 500;
/** How much of a text error body the details keep. */
const DETAILS_BODY_CHARS = 10_000;

/**
 * Calls one OpenAPI operation and returns its answer: parsed JSON for a JSON response, the text otherwise,
 * `null` for an empty body. Throws `ToolExecutionError`: `http_error` for a non-2xx status (with the status
 * and body in `details`, so that a model can correct its arguments), `upstream_error` when the server
 * cannot be reached, `timeout` when `timeoutMs` passes, `missing_credentials` when a credential variable is
 * not set. When the call's own signal aborts, its reason is rethrown.
 */
export async function callOpenApiOperation(options: CallOpenApiOperationOptions): Promise<JsonValue> {
  const { config, input, toolName, signal, fetch, env, timeoutMs } = options;
  const request = buildOpenApiRequest({ config, input, env, toolName });
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  const combined = timeout ? AbortSignal.any([signal, timeout]) : signal;
  let status: number;
  let statusText: string;
  let contentType: string;
  let text: string;
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined && { body: request.body }),
      signal: combined,
    });
    status = response.status;
    statusText = response.statusText || STATUS_CODES[response.status] || '';
    contentType = response.headers.get('content-type') ?? '';
    text = await response.text();
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timeout?.aborted) {
      throw new ToolExecutionError({
        code: 'timeout',
        message: `${request.label} did not answer within ${timeoutMs} ms.`,
        cause: error,
      });
    }
    throw new ToolExecutionError({
      code: 'upstream_error',
      message: `${request.label} failed: could not reach ${new URL(request.url).origin} (${describeFetchFailure(error)}).`,
      cause: error,
    });
  }
  const body = parseBody(text, contentType);
  if (status >= 200 && status < 300) return body;
  const quoted = text.length > MESSAGE_BODY_CHARS ? `${text.slice(0, MESSAGE_BODY_CHARS)}…` : text;
  throw new ToolExecutionError({
    code: 'http_error',
    message: `${request.label} returned ${status} ${statusText}`.trimEnd() + (quoted ? `: ${quoted}` : ''),
    details: {
      status,
      statusText,
      body:
        typeof body === 'string' && body.length > DETAILS_BODY_CHARS
          ? body.slice(0, DETAILS_BODY_CHARS)
          : body,
    },
  });
}

function parseBody(text: string, contentType: string): JsonValue {
  if (text === '') return null;
  if (contentType === '' || /json/i.test(contentType)) {
    try {
      return JSON.parse(text) as JsonValue;
    } catch {
      return text;
    }
  }
  return text;
}
