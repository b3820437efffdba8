import type { ObjectJsonSchema } from '../tool/json-schema.ts';

/** A tool as a model sees it: what goes into the request's tool list. */
export interface ModelTool {
  /** Tool name. */
  name: string;
  /** Description. */
  description: string;
  /** JSON Schema of the arguments. */
  inputSchema: ObjectJsonSchema;
}
