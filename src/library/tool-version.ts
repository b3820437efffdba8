import type { ToolDefinition } from '../tool/tool-definition.ts';

/** One entry of a tool's history. */
export interface ToolVersion {
  /** The version number. */
  version: number;
  /** What happened at this version. */
  change: 'created' | 'updated' | 'deleted';
  /** The definition as written at this version (for `deleted`, the last one). */
  definition: ToolDefinition;
  /** When it was written (ISO 8601). */
  writtenAt: string;
}
