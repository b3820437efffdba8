/** A JSON value, as stored in the library and passed to and from tools. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/**
 * A JSON Schema (draft 2020-12 vocabulary). Kept structural: toolwise checks the parts it relies on and
 * leaves the rest to a real validator.
 */
export type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: JsonValue[];
  [keyword: string]: unknown;
};

/** The schema of a tool's input: a JSON Schema whose top level is an object. */
export type ObjectJsonSchema = JsonSchema & { type: 'object'; properties?: Record<string, JsonSchema> };
