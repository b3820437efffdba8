import type { JsonObject } from './json-schema.ts';
import { createSchemaValidator, type SchemaValidator } from './schema-validator.ts';
import { ToolExecutionError, type ToolCallError, type ToolCallResult } from './tool-call-result.ts';
import type { StoredTool } from './tool-definition.ts';
import type { HandlerResolver, ToolHandler } from './tool-handler.ts';

/** Options of {@link createToolExecutor}. */
export interface ToolExecutorOptions {
  /** Finds a stored tool by name (usually `library.get`). */
  lookup: (name: string) => StoredTool | undefined;
  /** Handlers bound by tool name; they take precedence over resolvers. @default {} */
  handlers?: Record<string, ToolHandler>;
  /** Resolvers that bind handlers by the tool's `source.type`. @default [] */
  resolvers?: HandlerResolver[];
  /** Validator for arguments. @default a new validator */
  validator?: SchemaValidator;
  /** Time limit of one call in milliseconds. @default 30000 */
  timeoutMs?: number;
  /** Monotonic clock in milliseconds, for durations. @default performance.now */
  now?: () => number;
}

/** Options of one call. */
export interface ToolCallOptions {
  /** Cancels the call. */
  signal?: AbortSignal;
  /** Overrides the executor's time limit for this call. */
  timeoutMs?: number;
}

/** Runs tools by name: validates, binds the handler, enforces the time limit, returns structured results. */
export interface ToolExecutor {
  /** Calls `name` with `args`. Never throws for a failure of the call itself; see `ToolCallResult`. */
  call(name: string, args: unknown, options?: ToolCallOptions): Promise<ToolCallResult>;
  /** Binds (or replaces) the handler of one tool by name. */
  bind(name: string, handler: ToolHandler): void;
  /** Closes every resolver (connections, child processes). */
  close(): Promise<void>;
}

/** Creates a {@link ToolExecutor}. */
export function createToolExecutor(options: ToolExecutorOptions): ToolExecutor {
  const {
    lookup,
    resolvers = [],
    validator = createSchemaValidator(),
    timeoutMs: defaultTimeoutMs = 30_000,
    now = () => performance.now(),
  } = options;
  const handlers = new Map(Object.entries(options.handlers ?? {}));
  const resolved = new Map<string, ToolHandler>();
  const resolverByType = new Map(resolvers.map((r) => [r.sourceType, r]));

  const handlerFor = async (tool: StoredTool): Promise<ToolHandler> => {
    const bound = handlers.get(tool.name);
    if (bound) return bound;
    const key = `${tool.name}@${tool.version}`;
    const cached = resolved.get(key);
    if (cached) return cached;
    const resolver = resolverByType.get(tool.source.type);
    if (!resolver) {
      throw new ToolExecutionError({
        code: 'no_implementation',
        message: `Tool '${tool.name}' has no implementation attached: it comes from a '${tool.source.type}' source (${tool.source.id}) that describes tools without running them. Bind a handler to call it.`,
      });
    }
    const handler = await resolver.resolve(tool);
    resolved.set(key, handler);
    return handler;
  };

  return {
    bind(name, handler) {
      handlers.set(name, handler);
    },
    async close() {
      await Promise.all(resolvers.map((r) => r.close?.()));
    },
    async call(name, args, callOptions = {}) {
      const started = now();
      const fail = (error: ToolCallError): ToolCallResult => ({
        ok: false,
        error,
        durationMs: now() - started,
      });
      const tool = lookup(name);
      if (!tool) return fail({ code: 'unknown_tool', message: `No tool named '${name}' in the library.` });
      if (typeof args !== 'object' || args === null || Array.isArray(args)) {
        return fail({
          code: 'invalid_arguments',
          message: `Arguments of '${name}' must be a JSON object, got ${Array.isArray(args) ? 'an array' : typeof args}.`,
        });
      }
      const issues = validator.validate(tool.inputSchema, args);
      if (issues.length) {
        return fail({
          code: 'invalid_arguments',
          message: `Arguments of '${name}' do not match its input schema: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}.`,
          details: { issues: issues.map((i) => ({ path: i.path, message: i.message })) },
        });
      }
      const limit = callOptions.timeoutMs ?? defaultTimeoutMs;
      const timeout = AbortSignal.timeout(limit);
      const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
      try {
        const handler = await handlerFor(tool);
        const output = await runUntilAborted(
          () => handler(args as JsonObject, { signal, toolName: name }),
          signal,
        );
        return { ok: true, output, durationMs: now() - started };
      } catch (error) {
        if (signal.aborted) {
          return timeout.aborted
            ? fail({
                code: 'timeout',
                message: `Tool '${name}' did not finish within ${limit} ms and was stopped.`,
              })
            : fail({ code: 'aborted', message: `The call of '${name}' was cancelled.` });
        }
        if (ToolExecutionError.isInstance(error)) {
          return fail({
            code: error.code,
            message: error.message,
            ...(error.details !== undefined && { details: error.details }),
          });
        }
        return fail({
          code: 'execution_failed',
          message: `Tool '${name}' failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    },
  };
}

/** Runs `work`, settling as soon as `signal` aborts even when the work itself cannot be interrupted. */
async function runUntilAborted<T>(work: () => T, signal: AbortSignal): Promise<Awaited<T>> {
  signal.throwIfAborted();
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([Promise.resolve().then(work), aborted]);
  } finally {
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}
