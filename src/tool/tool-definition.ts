import type { JsonObject, JsonSchema, ObjectJsonSchema } from './json-schema.ts';

/**
 * Where a tool came from and how to reach its implementation. `type` picks the handler resolver
 * (`builtin`, `module`, `openapi`, `mcp`, `definition`, `manual`, ...); `id` names the source instance,
 * so that everything imported from one file, spec or server shares it. The rest is the resolver's.
 */
export interface ToolSource {
  /** The kind of source; selects the resolver that binds a handler at call time. */
  type: string;
  /** The source instance, e.g. `builtin:math` or an absolute file path. Re-imports match on it. */
  id: string;
  /** Resolver-specific settings (never secrets: credentials are named by environment variable). */
  config?: JsonObject;
}

/** The stored, model-facing description of a tool. The executable side is bound separately, by name. */
export interface ToolDefinition {
  /** Unique name, `[A-Za-z0-9_-]{1,64}`. */
  name: string;
  /** What the tool does, for the model and for search. */
  description: string;
  /** JSON Schema of the arguments; its top level is an object. */
  inputSchema: ObjectJsonSchema;
  /** JSON Schema of the result, where known. */
  outputSchema?: JsonSchema;
  /** Example inputs. Each must satisfy `inputSchema`. */
  examples?: JsonObject[];
  /** Money per call, in the library's currency unit (USD by convention). @default 0 */
  cost: number;
  /** Free-form labels, searchable and filterable. @default [] */
  tags: string[];
  /** Where the tool came from. @default { type: 'manual', id: 'manual' } */
  source: ToolSource;
}

/** What a caller passes to create a tool: the definition with defaults for `cost`, `tags` and `source`. */
export type ToolDefinitionInput = Omit<ToolDefinition, 'cost' | 'tags' | 'source'> &
  Partial<Pick<ToolDefinition, 'cost' | 'tags' | 'source'>>;

/** A tool as the library holds it: the definition plus its version and timestamps. */
export interface StoredTool extends ToolDefinition {
  /** 1 for a new tool, incremented by every update. */
  version: number;
  /** When the tool was first created (ISO 8601). */
  createdAt: string;
  /** When this version was written (ISO 8601). */
  updatedAt: string;
}

/** The source given to tools created without one. */
export const MANUAL_SOURCE: ToolSource = { type: 'manual', id: 'manual' };
