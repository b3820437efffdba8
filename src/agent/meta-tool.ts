import type { JsonObject, JsonValue } from '../tool/json-schema.ts';
import type { ModelTool } from './model-tool.ts';

/** What a meta-tool returns to the model. */
export interface MetaToolResult {
  /** The result (or error text) the model reads. */
  output: JsonValue;
  /** Whether the call failed; the model sees it as an error. @default false */
  isError?: boolean;
  /**
   * Library tools the meta-tool called itself (e.g. ConAgents' execution role in `use_tool`), already
   * recorded in the ledger and the trace; the run lists them among its tool calls, after the meta-tool's
   * own. @default []
   */
  toolCalls?: Array<{ tool: string; input: JsonValue; ok: boolean }>;
}

/**
 * A tool a strategy gives the model to manage its own tools (`register_tool`, `search_tools`). It runs
 * inside the agent, not through the library, and may change which library tools the model sees next.
 */
export interface MetaTool {
  /** The definition the model sees. */
  definition: ModelTool;
  /** Runs the meta-tool with arguments already validated against `definition.inputSchema`. */
  execute(input: JsonObject, context: { signal?: AbortSignal }): Promise<MetaToolResult> | MetaToolResult;
}
