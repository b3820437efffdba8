import type { MetaTool, MetaToolResult } from '../../agent/meta-tool.ts';
import type { StrategyContext } from '../../agent/strategy.ts';
import type { JsSandbox } from '../../sandbox/js-sandbox.ts';
import type { SandboxLimits } from '../../sandbox/sandbox-limits.ts';
import type { CheckGeneratedToolOptions } from '../../sources/generated/check-generated-tool.ts';
import { createGeneratedTool } from '../../sources/generated/create-generated-tool.ts';
import { deleteGeneratedTool } from '../../sources/generated/delete-generated-tool.ts';
import {
  GENERATED_SOURCE_TYPE,
  readGeneratedConfig,
  type GeneratedExample,
} from '../../sources/generated/generated-source.ts';
import {
  formatGeneratedToolRejection,
  type GeneratedToolOutcome,
} from '../../sources/generated/generated-tool-outcome.ts';
import { updateGeneratedTool } from '../../sources/generated/update-generated-tool.ts';
import type { JsonObject, JsonValue, ObjectJsonSchema } from '../../tool/json-schema.ts';
import {
  CREATE_TOOL_NAME,
  createToolDescription,
  DELETE_TOOL_NAME,
  deleteToolDescription,
  SHOW_TOOL_NAME,
  showToolDescription,
  toolCreatedMessage,
  toolDeletedMessage,
  toolRejectedMessage,
  toolUpdatedMessage,
  UPDATE_TOOL_NAME,
  updateToolDescription,
} from './tulip-auto-prompts.ts';

/** Options of {@link createToolMakingMetaTools}. */
export interface ToolMakingMetaToolsOptions {
  /** The sandbox generated code is checked in. */
  sandbox: JsSandbox;
  /** Limits of each example run. @default the sandbox's */
  limits?: Partial<SandboxLimits>;
  /** Called with the name of a tool created or updated (to make it visible). */
  onStored: (name: string) => void;
  /** Called with the name of a tool deleted. */
  onDeleted: (name: string) => void;
  /** Names a created tool may not take (the session's meta-tools). @default [] */
  reserved?: readonly string[];
  /** The name on the trace events. @default 'tulip-auto' */
  traceAs?: string;
}

const EXAMPLES_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      input: { type: 'object', description: 'Arguments, valid against input_schema.' },
      expected: { description: 'The exact result run(input) must return.' },
    },
    required: ['input', 'expected'],
  },
  description: 'Examples the code must pass.',
};

/**
 * The AutoTulipAgent's create, update and delete as meta-tools (plus `show_tool`, to read a tool's code
 * before changing it). A created or changed tool is stored only when it passes the staged checks of
 * `checkGeneratedTool`; otherwise the model reads the exact diagnostics of the stage that failed. Only
 * generated tools can be changed or deleted. Every action is traced.
 */
export function createToolMakingMetaTools(
  context: StrategyContext,
  options: ToolMakingMetaToolsOptions,
): MetaTool[] {
  const traceAs = options.traceAs ?? 'tulip-auto';
  const reserved = new Set([
    ...(options.reserved ?? []),
    CREATE_TOOL_NAME,
    SHOW_TOOL_NAME,
    UPDATE_TOOL_NAME,
    DELETE_TOOL_NAME,
  ]);
  const check: CheckGeneratedToolOptions = {
    sandbox: options.sandbox,
    ...(options.limits && { limits: options.limits }),
  };
  const report = (action: string, name: string, outcome: GeneratedToolOutcome): void => {
    context.run.trace.emit({
      type: 'strategy',
      strategy: traceAs,
      detail: outcome.ok
        ? `${action} ${name}: version ${outcome.tool.version}`
        : `${action} ${name}: rejected at stage ${outcome.stage}`,
      data: outcome.ok
        ? { action, tool: name, ok: true, version: outcome.tool.version }
        : { action, tool: name, ok: false, stage: outcome.stage, diagnostics: outcome.diagnostics },
    });
  };
  const rejected = (
    name: string,
    outcome: Extract<GeneratedToolOutcome, { ok: false }>,
    action: 'create' | 'update',
  ): MetaToolResult => ({
    output: toolRejectedMessage(formatGeneratedToolRejection(name, outcome), action),
    isError: true,
  });

  const create: MetaTool = {
    definition: {
      name: CREATE_TOOL_NAME,
      description: createToolDescription(),
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'A new tool name: letters, digits, _ and -.' },
          description: { type: 'string', description: 'What the tool does and what it returns.' },
          input_schema: { type: 'object', description: 'JSON Schema of the input object (type "object").' },
          code: { type: 'string', description: 'JavaScript defining function run(input) { ... }.' },
          examples: EXAMPLES_SCHEMA,
        },
        required: ['name', 'description', 'input_schema', 'code', 'examples'],
      },
    },
    async execute(input) {
      const name = String(input['name']);
      if (reserved.has(name)) {
        const outcome: GeneratedToolOutcome = {
          ok: false,
          stage: 'name',
          diagnostics: [`'${name}' is the name of one of your own tools; pick another name.`],
        };
        report('create', name, outcome);
        return rejected(name, outcome, 'create');
      }
      const outcome = await createGeneratedTool(
        context.library,
        {
          name,
          description: String(input['description']),
          inputSchema: input['input_schema'] as ObjectJsonSchema,
          code: String(input['code']),
          examples: input['examples'] as unknown as GeneratedExample[],
        },
        check,
      );
      report('create', name, outcome);
      if (!outcome.ok) return rejected(name, outcome, 'create');
      options.onStored(name);
      return { output: toolCreatedMessage(name, outcome.tool.version) };
    },
  };

  const show: MetaTool = {
    definition: {
      name: SHOW_TOOL_NAME,
      description: showToolDescription(),
      inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    },
    execute(input) {
      const name = String(input['name']);
      const tool = context.library.get(name);
      if (!tool) return { output: `There is no tool named '${name}'.`, isError: true };
      const shown: JsonObject = {
        name: tool.name,
        version: tool.version,
        description: tool.description,
        input_schema: tool.inputSchema as unknown as JsonValue,
        source: tool.source.type,
      };
      const config =
        tool.source.type === GENERATED_SOURCE_TYPE ? readGeneratedConfig(tool.source.config) : undefined;
      if (config && typeof config !== 'string') {
        shown['code'] = config.code;
        shown['examples'] = config.examples as unknown as JsonValue[];
      }
      return { output: shown };
    },
  };

  const update: MetaTool = {
    definition: {
      name: UPDATE_TOOL_NAME,
      description: updateToolDescription(),
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'The created tool to change.' },
          description: { type: 'string' },
          input_schema: { type: 'object' },
          code: { type: 'string', description: 'The whole new code, defining function run(input).' },
          examples: { ...EXAMPLES_SCHEMA, description: 'New examples, added to the stored ones.' },
        },
        required: ['name'],
      },
    },
    async execute(input) {
      const name = String(input['name']);
      const outcome = await updateGeneratedTool(
        context.library,
        name,
        {
          ...(typeof input['description'] === 'string' && { description: input['description'] }),
          ...(input['input_schema'] !== undefined && {
            inputSchema: input['input_schema'] as ObjectJsonSchema,
          }),
          ...(typeof input['code'] === 'string' && { code: input['code'] }),
          ...(input['examples'] !== undefined && {
            examples: input['examples'] as unknown as GeneratedExample[],
          }),
        },
        check,
      );
      report('update', name, outcome);
      if (!outcome.ok) return rejected(name, outcome, 'update');
      options.onStored(name);
      return { output: toolUpdatedMessage(name, outcome.tool.version) };
    },
  };

  const remove: MetaTool = {
    definition: {
      name: DELETE_TOOL_NAME,
      description: deleteToolDescription(),
      inputSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
    },
    execute(input) {
      const name = String(input['name']);
      const outcome = deleteGeneratedTool(context.library, name);
      report('delete', name, outcome);
      if (!outcome.ok) return { output: outcome.diagnostics.join('\n'), isError: true };
      options.onDeleted(name);
      return { output: toolDeletedMessage(name) };
    },
  };

  return [create, show, update, remove];
}
