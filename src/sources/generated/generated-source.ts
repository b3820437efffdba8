import { z } from 'zod';
import type { JsonObject, JsonValue, ObjectJsonSchema } from '../../tool/json-schema.ts';
import type { ToolSource } from '../../tool/tool-definition.ts';

/** The source type of tools that a model wrote (see `createGeneratedTool`). */
export const GENERATED_SOURCE_TYPE = 'generated';
/** The source id every generated tool shares, so they list and remove together. */
export const GENERATED_SOURCE_ID = 'generated';
/** The function a generated tool's code defines; it is called with the tool's input object. */
export const GENERATED_ENTRY = 'run';

/** One example a generated tool must pass: an input and the result it must give. */
export interface GeneratedExample {
  /** Arguments, valid against the tool's input schema. */
  input: JsonObject;
  /** The result the tool must return for them (numbers compared within 1e-9). */
  expected: JsonValue;
}

/** A tool as a model writes it: a JavaScript function with a JSON Schema and examples. */
export interface GeneratedToolSpec {
  /** Tool name, `[A-Za-z0-9_-]{1,64}`. */
  name: string;
  /** What the tool does, for the model and for search. */
  description: string;
  /** JSON Schema of the input object. */
  inputSchema: ObjectJsonSchema;
  /** JavaScript defining `function run(input) { ... }` (may be async); run only in the sandbox. */
  code: string;
  /** At least one example; all must pass before the tool is accepted. */
  examples: GeneratedExample[];
}

/** What a generated tool's `source.config` holds. */
export interface GeneratedToolConfig {
  /** The code. */
  code: string;
  /** The function the code defines and calls are made to. @default 'run' */
  entry: string;
  /** The examples it passed when accepted. */
  examples: GeneratedExample[];
}

const ConfigSchema = z.object({
  code: z.string().min(1),
  entry: z
    .string()
    .regex(/^[A-Za-z_$][\w$]*$/)
    .default(GENERATED_ENTRY),
  examples: z.array(z.object({ input: z.record(z.string(), z.json()), expected: z.json() })).default([]),
});

/** The source of a generated tool with this code and these examples. */
export function generatedSource(config: { code: string; examples: GeneratedExample[] }): ToolSource {
  return {
    type: GENERATED_SOURCE_TYPE,
    id: GENERATED_SOURCE_ID,
    config: {
      code: config.code,
      entry: GENERATED_ENTRY,
      examples: config.examples as unknown as JsonValue[],
    },
  };
}

/** Reads a generated tool's `source.config`; a string saying what is wrong when it is not usable. */
export function readGeneratedConfig(config: JsonObject | undefined): GeneratedToolConfig | string {
  const parsed = ConfigSchema.safeParse(config ?? {});
  if (parsed.success) return parsed.data as GeneratedToolConfig;
  const issue = parsed.error.issues[0];
  return `its source config is not a generated tool's (${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'})`;
}
