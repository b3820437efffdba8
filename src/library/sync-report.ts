/** What syncing a source changed; each list holds tool names. */
export interface SyncReport {
  /** The source id that was synced. */
  sourceId: string;
  /** Tools that were new. */
  created: string[];
  /** Tools that changed and got a new version. */
  updated: string[];
  /** Tools that the source no longer offers and were removed. */
  removed: string[];
  /** Tools that were already as the source describes them. */
  unchanged: string[];
  /** Warnings from loading the source. */
  warnings: string[];
}

/**
 * How to load a source again, as recorded by `syncSource`: the loader's kind and its options (paths,
 * URLs, commands, names of environment variables; never secrets). `library update --source` replays it.
 */
export interface SourceOrigin {
  /** The loader: `builtin`, `typescript`, `definitions`, `openapi`, `mcp`, ... */
  kind: string;
  /** The loader's options, JSON-serialisable. */
  options: Record<string, unknown>;
}

/** A source the library holds tools from. */
export interface SourceRecord {
  /** The source id. */
  sourceId: string;
  /** The source type of its tools. */
  sourceType: string;
  /** How many tools it has in the library. */
  tools: number;
  /** How to load it again, when it was added through `syncSource` with an origin. */
  origin?: SourceOrigin;
  /** When it was last synced (ISO 8601). */
  syncedAt?: string;
}
