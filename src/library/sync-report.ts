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
