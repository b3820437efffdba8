import { z } from 'zod';
import type { JsonObject, ObjectJsonSchema } from './json-schema.ts';
import type { ToolDefinitionInput } from './tool-definition.ts';
import type { ToolCallContext, ToolHandler } from './tool-handler.ts';

/** A tool written in TypeScript: its definition and its handler, kept side by side but apart. */
export interface ToolImplementation {
  /** The model-facing definition, as stored in the library. */
  definition: ToolDefinitionInput;
  /** The handler that runs the tool. */
  execute: ToolHandler;
}

/** Options of {@link defineTool}. */
export interface DefineToolOptions<INPUT extends z.ZodObject, OUTPUT> {
  /** Unique name, `[A-Za-z0-9_-]{1,64}`. */
  name: string;
  /** What the tool does. */
  description: string;
  /** zod object schema of the arguments; converted to JSON Schema for the definition. */
  input: INPUT;
  /** Optional zod schema of the result, stored as `outputSchema`. */
  output?: z.ZodType<OUTPUT>;
  /** Runs the tool with arguments parsed by `input`. */
  execute: (input: z.output<INPUT>, context: ToolCallContext) => OUTPUT | Promise<OUTPUT>;
  /** Money per call. @default 0 */
  cost?: number;
  /** Labels. @default [] */
  tags?: string[];
  /** Example inputs. */
  examples?: JsonObject[];
}

/**
 * Defines a tool from a zod schema and a function.
 *
 * @example
 * const add = defineTool({
 *   name: 'add', description: 'Add two numbers.',
 *   input: z.object({ a: z.number(), b: z.number() }),
 *   execute: ({ a, b }) => a + b,
 * });
 */
export function defineTool<INPUT extends z.ZodObject, OUTPUT>(
  options: DefineToolOptions<INPUT, OUTPUT>,
): ToolImplementation {
  const definition: ToolDefinitionInput = {
    name: options.name,
    description: options.description,
    inputSchema: toJsonSchema(options.input) as ObjectJsonSchema,
    ...(options.output && { outputSchema: toJsonSchema(options.output) }),
    ...(options.examples && { examples: options.examples }),
    ...(options.cost !== undefined && { cost: options.cost }),
    ...(options.tags && { tags: options.tags }),
  };
  return {
    definition,
    execute: (input, context) => options.execute(options.input.parse(input), context),
  };
}

function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' });
  return rest;
}
