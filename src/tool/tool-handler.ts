import type { JsonObject } from './json-schema.ts';
import type { StoredTool } from './tool-definition.ts';

/** What a handler gets besides its arguments. */
export interface ToolCallContext {
  /** Aborted when the call times out or the caller cancels; pass it on to fetch, child processes, etc. */
  signal: AbortSignal;
  /** The name the tool was called by. */
  toolName: string;
}

/** The executable side of a tool: validated arguments in, a JSON-serialisable result out. */
export type ToolHandler = (input: JsonObject, context: ToolCallContext) => unknown;

/**
 * Binds handlers to stored tools of one source type at call time (a module's exports, an OpenAPI server,
 * an MCP connection). Throw `ToolExecutionError` with code `no_implementation` when there is none.
 */
export interface HandlerResolver {
  /** The `source.type` this resolver serves. */
  readonly sourceType: string;
  /** The handler for `tool`. Called once per tool version; the result is cached by the executor. */
  resolve(tool: StoredTool): Promise<ToolHandler> | ToolHandler;
  /** Releases connections and processes the resolver opened. */
  close?(): Promise<void>;
}
