import { ToolExecutionError } from '../../tool/tool-call-result.ts';
import type { HandlerResolver } from '../../tool/tool-handler.ts';
import { callOpenApiOperation } from './call-openapi-operation.ts';
import { readOpenApiSourceConfig } from './openapi-source-config.ts';

/** Options of {@link createOpenApiHandlerResolver}. */
export interface OpenApiHandlerResolverOptions {
  /** Sends the requests. @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
  /** Where credentials named by a tool's `auth` are read from, at call time. @default process.env */
  env?: Record<string, string | undefined>;
  /**
   * Time limit of one request in milliseconds, on top of the executor's limit of the whole call.
   * @default none (the executor's limit applies)
   */
  timeoutMs?: number;
}

/**
 * Calls tools loaded by `loadOpenApiSource` (`source.type` `openapi`) over HTTP: each call builds its
 * request from the tool's `source.config` and the input, reads credentials from `env` at call time, and
 * returns the parsed JSON (or text) of a 2xx answer. Failures are `ToolExecutionError`s with the codes
 * `http_error` (status and body in `details`), `upstream_error`, `timeout` and `missing_credentials`.
 *
 * @example
 * const executor = createToolExecutor({
 *   lookup: (name) => library.get(name),
 *   resolvers: [createOpenApiHandlerResolver()],
 * });
 */
export function createOpenApiHandlerResolver(options: OpenApiHandlerResolverOptions = {}): HandlerResolver {
  const { fetch = globalThis.fetch, env = process.env, timeoutMs } = options;
  return {
    sourceType: 'openapi',
    resolve(tool) {
      const config = readOpenApiSourceConfig(tool.source.config);
      if (typeof config === 'string') {
        throw new ToolExecutionError({
          code: 'no_implementation',
          message: `Tool '${tool.name}' cannot be called: ${config}. Load its OpenAPI spec again.`,
        });
      }
      return (input, context) =>
        callOpenApiOperation({
          config,
          input,
          toolName: context.toolName,
          signal: context.signal,
          fetch,
          env,
          timeoutMs,
        });
    },
  };
}
