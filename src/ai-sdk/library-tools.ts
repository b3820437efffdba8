import { jsonSchema, tool, type JSONSchema7, type ToolSet } from 'ai';
import type { ToolLibrary } from '../library/tool-library.ts';
import { createSourceResolvers } from '../sources/create-source-resolvers.ts';
import type { JsonObject } from '../tool/json-schema.ts';
import type { StoredTool } from '../tool/tool-definition.ts';
import { createToolExecutor, type ToolExecutor } from '../tool/tool-executor.ts';
import { ToolCallFailedError } from './tool-call-failed-error.ts';

/** Options of {@link libraryTools}. */
export interface LibraryToolsOptions {
  /** The library whose tools become AI SDK tools. */
  library: ToolLibrary;
  /**
   * Which tools, by name. An unknown name throws `ToolNotFoundError` (with close names as suggestions).
   * @default every tool in the library
   */
  names?: string[];
  /**
   * Runs the calls: validates the arguments against the stored input schema, binds the handler, enforces
   * the time limit. Pass your own to bind handlers, change the time limit, or close MCP connections and
   * child processes when done (the default executor's resolvers live as long as the process).
   * @default createToolExecutor({ lookup: (name) => library.get(name), resolvers: createSourceResolvers() })
   */
  executor?: ToolExecutor;
  /**
   * Marks tools with the AI SDK's `deferLoading`: a deferred tool is not sent to the model until the AI
   * SDK's `toolSearch()` tool (in the same `tools`) has found it, and becomes callable on the next step.
   * `true` defers every tool; a function decides per tool (e.g. keep a few common tools always loaded).
   * @default false
   */
  deferLoading?: boolean | ((tool: StoredTool) => boolean);
}

/**
 * The library's tools as an AI SDK `ToolSet`, for `generateText`, `streamText` or a `ToolLoopAgent`.
 * Each tool is `tool({ description, inputSchema: jsonSchema(storedSchema), inputExamples, execute })`;
 * `execute` runs the call through the toolwise executor, passing on the AI SDK's `abortSignal`. A failed
 * call throws {@link ToolCallFailedError}, which the AI SDK sends to the model as an error result
 * (`Error (<code>): <message>`) so the model can correct itself. `metadata` names the toolwise source
 * and version; the AI SDK copies it onto tool call and result parts without sending it to the model.
 *
 * With `deferLoading`, add `toolSearch({ search: librarySearch({ library }) })` from `ai` to the same
 * `tools` so the model can find the deferred tools with the library's search.
 */
export function libraryTools(options: LibraryToolsOptions): ToolSet {
  const { library, deferLoading = false } = options;
  const stored = options.names ? options.names.map((name) => library.require(name)) : library.list();
  const executor =
    options.executor ??
    createToolExecutor({ lookup: (name) => library.get(name), resolvers: createSourceResolvers() });
  const defer = typeof deferLoading === 'function' ? deferLoading : () => deferLoading;
  return Object.fromEntries(stored.map((t) => [t.name, toAiSdkTool(t, executor, defer(t))]));
}

function toAiSdkTool(stored: StoredTool, executor: ToolExecutor, deferLoading: boolean): ToolSet[string] {
  return tool({
    description: stored.description,
    inputSchema: jsonSchema<JsonObject>(stored.inputSchema as JSONSchema7),
    ...(stored.examples?.length && { inputExamples: stored.examples.map((input) => ({ input })) }),
    ...(deferLoading && { deferLoading: true }),
    metadata: { toolwiseSource: stored.source.id, toolwiseVersion: stored.version },
    execute: async (input, { abortSignal }) => {
      const result = await executor.call(stored.name, input, abortSignal ? { signal: abortSignal } : {});
      if (!result.ok) throw new ToolCallFailedError({ toolName: stored.name, error: result.error });
      return result.output;
    },
  });
}
