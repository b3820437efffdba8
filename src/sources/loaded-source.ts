import type { ToolDefinitionInput } from '../tool/tool-definition.ts';

/**
 * What a source loader returns: the tools one source (a file, a spec, a server) offers, all carrying the
 * same `source.id`, plus warnings about what it skipped and why. The library syncs them in one transaction.
 */
export interface LoadedSource {
  /** The source instance; every tool's `source.id` equals it. Adding the same source again matches on it. */
  sourceId: string;
  /** The tools, with `source` set. */
  tools: ToolDefinitionInput[];
  /** Human-readable notes on what was skipped or adjusted, e.g. a function whose parameter type cannot be expressed. */
  warnings: string[];
}
