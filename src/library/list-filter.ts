/** Filters of `library.list`. All given filters must hold. */
export interface ListFilter {
  /** Only tools from this source id. */
  source?: string;
  /** Only tools of this source type (`module`, `openapi`, `mcp`, ...). */
  sourceType?: string;
  /** Only tools that carry this tag. */
  tag?: string;
  /** Only tools whose name contains this text (case-insensitive). */
  nameContains?: string;
  /** At most this many tools. @default unlimited */
  limit?: number;
  /** Skip this many first. @default 0 */
  offset?: number;
}
