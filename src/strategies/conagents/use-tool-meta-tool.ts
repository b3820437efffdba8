import type { AgentModel } from '../../agent/agent-model.ts';
import type { MetaTool, MetaToolResult } from '../../agent/meta-tool.ts';
import type { ModelTool } from '../../agent/model-tool.ts';
import type { StrategyContext } from '../../agent/strategy.ts';
import { observeResult, type Observation } from '../../observation/observe-result.ts';
import { extractedNote } from '../../observation/observer-prompts.ts';
import type { JsSandbox } from '../../sandbox/js-sandbox.ts';
import type { JsonValue } from '../../tool/json-schema.ts';
import { searchCandidates } from '../tulip/search-candidates.ts';
import {
  executionGaveUpMessage,
  unknownToolMessage,
  USE_TOOL_NAME,
  useToolDescription,
} from './conagents-prompts.ts';
import { executeWithCalibration } from './execute-with-calibration.ts';

/** Options of {@link createUseToolMetaTool}. */
export interface UseToolMetaToolOptions {
  /** The execution role's model. @default the run's model */
  executionModel?: AgentModel;
  /** The observing role's model. @default the run's model */
  observerModel?: AgentModel;
  /** Execution attempts per use. */
  maxExecutionTries: number;
  /** Extraction attempts per long result. */
  maxExtractionTries: number;
  /** Results of more tokens go to the observing role. */
  maxResultTokens: number;
  /** The sandbox extraction code runs in. */
  sandbox: JsSandbox;
  /** Whether the grounding role has `search_tools` (for the hint on unknown names). */
  canSearch: boolean;
}

/**
 * A meta-tool result with the library calls it made, for an agent loop that lists them among the run's
 * tool calls (they are already in the ledger and the trace). Loops that do not read `toolCalls` ignore it.
 */
export interface MetaToolResultWithCalls extends MetaToolResult {
  /** The library calls made inside the meta-tool, in order. */
  toolCalls: Array<{ tool: string; input: JsonValue; ok: boolean }>;
}

/**
 * ConAgents' `use_tool`: the grounding role names the tool, the instruction and the wanted output; the
 * execution role fills in and calibrates the arguments and runs the tool (`executeWithCalibration`); the
 * observing role reduces a long result to the wanted output (`observeResult`). The grounding role reads the
 * arguments used and the result (or the extracted value), or why the execution gave up.
 */
export function createUseToolMetaTool(context: StrategyContext, options: UseToolMetaToolOptions): MetaTool {
  const allowed = context.candidates ? new Set(context.candidates) : undefined;
  return {
    definition: useToolDefinition(),
    async execute(input): Promise<MetaToolResultWithCalls> {
      const name = String(input['tool']);
      const wanted = typeof input['wanted_output'] === 'string' ? input['wanted_output'] : undefined;
      const tool = allowed && !allowed.has(name) ? undefined : context.library.get(name);
      if (!tool) {
        const similar = await searchCandidates(context, name.replace(/[_-]+/g, ' '), {
          topK: 3,
          minScore: 0,
        });
        return {
          output: unknownToolMessage(
            name,
            similar.map((h) => h.tool.name),
            options.canSearch,
          ),
          isError: true,
          toolCalls: [],
        };
      }
      const step = context.run.progress.steps;
      let observation: Observation | undefined;
      let characters = 0;
      const execution = await executeWithCalibration({
        run: context.run,
        executor: context.executor,
        tool,
        instruction: String(input['instruction']),
        maxTries: options.maxExecutionTries,
        step,
        ...(options.executionModel && { model: options.executionModel }),
        passOn: async (outcome, args) => {
          characters = outcome.text.length;
          observation = await observeResult({
            run: context.run,
            sandbox: options.sandbox,
            tool: name,
            input: args,
            output: outcome.output,
            text: outcome.text,
            step,
            maxTries: options.maxExtractionTries,
            maxResultTokens: options.maxResultTokens,
            traceAs: 'conagents',
            ...(wanted !== undefined && { wanted }),
            ...(options.observerModel && { model: options.observerModel }),
          });
          return observation.text;
        },
      });
      const toolCalls = execution.calls;
      if (!execution.last.ok) {
        return {
          output: executionGaveUpMessage(name, execution.tries, execution.last.error!),
          isError: true,
          toolCalls,
        };
      }
      const args = execution.input ?? {};
      if (!observation?.observed)
        return { output: { tool: name, arguments: args, result: toJson(execution.last.output) }, toolCalls };
      return {
        output:
          observation.extracted !== undefined
            ? {
                tool: name,
                arguments: args,
                result: observation.extracted,
                note: extractedNote(name, characters),
              }
            : { tool: name, arguments: args, result: observation.text },
        toolCalls,
      };
    },
  };
}

/** The definition of `use_tool`, as the grounding role sees it. */
export function useToolDefinition(): ModelTool {
  return {
    name: USE_TOOL_NAME,
    description: useToolDescription(),
    inputSchema: {
      type: 'object',
      properties: {
        tool: { type: 'string', description: 'The exact name of the tool.' },
        instruction: {
          type: 'string',
          description: 'What to do with the tool, with every value the call needs.',
        },
        wanted_output: { type: 'string', description: 'What you need from the result.' },
      },
      required: ['tool', 'instruction', 'wanted_output'],
    },
  };
}

function toJson(value: unknown): JsonValue {
  if (value === undefined) return null;
  try {
    return JSON.parse(JSON.stringify(value)) as JsonValue;
  } catch {
    return String(value);
  }
}
