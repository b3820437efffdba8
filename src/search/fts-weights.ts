/**
 * BM25 weights of the indexed fields, in the column order of the `tool_fts` table. A tool's name and its
 * description say most about what it does; parameter and result field names say what it takes and gives.
 */
export interface FieldWeights {
  /** Weight of the tool name (identifier words split). @default 3 */
  name: number;
  /** Weight of the description. @default 1.5 */
  description: number;
  /** Weight of parameter names and descriptions. @default 0.6 */
  parameters: number;
  /** Weight of tags. @default 1 */
  tags: number;
  /** Weight of the result's field names. @default 0.4 */
  outputs: number;
}

/** The field weights used unless a library is opened with others. */
export const DEFAULT_FIELD_WEIGHTS: FieldWeights = {
  name: 3,
  description: 1.5,
  parameters: 0.6,
  tags: 1,
  outputs: 0.4,
};
