import type { ModelMessage } from 'ai';
import { z } from 'zod';
import { toolsInContext, type TurnEnvironment } from '../../agent/agent-turn.ts';
import type { ModelTool } from '../../agent/model-tool.ts';
import type { RunContext } from '../../agent/run-context.ts';
import type { Strategy } from '../../agent/strategy.ts';
import { createTraceRecorder } from '../../agent/trace.ts';
import { CostLedger } from '../../ledger/cost-ledger.ts';
import type { TokenCounter } from '../../ledger/token-counter.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { REGISTER_TOOL_NAME } from '../../strategies/ecoact/ecoact-prompts.ts';
import { SEARCH_TOOLS_NAME } from '../../strategies/tulip/tulip-prompts.ts';
import type { JsonObject } from '../../tool/json-schema.ts';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';
import { createToolExecutor, type ToolExecutor } from '../../tool/tool-executor.ts';
import type { RecordedRun } from './recorded-run.ts';
import { ReplayError } from './replay-error.ts';
import { replayDecompositionModel } from './replay-decomposition-model.ts';
import { subtaskForTool } from './subtask-for-tool.ts';
import { toolResultStandIn } from './tool-result-stand-in.ts';

/** What one replayed model call was for. */
export type ReplayedCallPurpose = 'decompose' | 'register' | 'search' | 'call' | 'answer';

/** One model call of a replay, counted as `callModel` counts it. */
export interface ReplayedCall {
  /** `decompose` (tulip's setup call), `register` and `search` (meta-tool turns), `call` (a recorded tool call), `answer`. */
  purpose: ReplayedCallPurpose;
  /** Prompt tokens: system prompt, messages and tool definitions of the request. */
  promptTokens: number;
  /** Completion tokens: the reply's text and tool-call arguments (callModel's local estimate). */
  completionTokens: number;
  /** Tool definitions in the request (library tools and meta-tools). */
  toolsInContext: number;
}

/** The replay of one recorded run under one strategy. */
export interface ReplayOutcome {
  /** The strategy replayed. */
  strategy: string;
  /** The strategy that ran: `adaptive`'s choice, else the strategy itself. */
  ran: string;
  /** Every model call, in order. */
  calls: ReplayedCall[];
  /** Prompt tokens of all calls. */
  promptTokens: number;
  /** Completion tokens of all calls. */
  completionTokens: number;
  /** Recorded tools the strategy could not bring into context (a search that missed); given to the model anyway. */
  unresolved: string[];
}

/** Options of {@link replayTrajectory}. */
export interface ReplayTrajectoryOptions {
  /** The recorded run. */
  run: RecordedRun;
  /** The strategy to replay it under (e.g. `strategyByName('ecoact')`). */
  strategy: Strategy;
  /** The library holding the run's tools. */
  library: ToolLibrary;
  /** The tokenizer (the same for every strategy, so counts compare). */
  tokens: TokenCounter;
  /** The run's candidate tools. @default `run.candidates`, or the whole library when that is empty */
  candidates?: string[];
  /**
   * What a decomposing model answers for the task. @default one subtask per distinct recorded tool, in order
   * of first use, described by {@link subtaskForTool}
   */
  subtasks?: string[];
  /** The text of every library tool result. @default toolResultStandIn() (1,024 characters) */
  resultText?: string;
  /**
   * What the model asks `search_tools` for when a tool it needs is not among its tools (tulip's mid-run
   * search). @default the tool's exact name
   */
  searchQuery?: (tool: StoredTool) => string;
  /** The executor strategies get at setup. @default one that runs nothing (a replay runs no tools) */
  executor?: ToolExecutor;
}

const adaptiveChoice = z.object({ choice: z.string() });

/**
 * Replays a recorded run under a strategy and counts, with the real tokenizer, every model call the strategy
 * would make. The strategy really sets up (its own prompt builder, candidate list, search, and
 * decomposition through `callModel` with a model that answers `subtasks`); then each recorded step becomes
 * the turns the strategy needs: with EcoAct a `register_tool` turn before a tool's first use, with tulip a
 * `search_tools` turn when the tool is not among those found, both run through the strategy's real
 * meta-tools; then the call itself, its result ({@link toolResultStandIn}), and finally the answer. Each
 * request is built as the agent loop builds it (`toolsInContext`, the AI SDK's assistant and tool messages)
 * and counted as `callModel` counts it: `countMessageTokens` of the system prompt and messages plus
 * `countToolDefinitionTokens` of each tool offered; completions as its local estimate. A recorded tool that
 * the strategy cannot bring into context with `register_tool` or `search_tools` is given to the model
 * anyway and listed in `unresolved`. The strategy's run hooks (e.g. an observer that shortens long results)
 * are not replayed.
 */
export async function replayTrajectory(options: ReplayTrajectoryOptions): Promise<ReplayOutcome> {
  const { run, strategy, library, tokens, resultText = toolResultStandIn() } = options;
  const searchQuery = options.searchQuery ?? ((tool: StoredTool) => tool.name);
  const candidates = options.candidates ?? (run.candidates.length ? run.candidates : undefined);
  const allowed = candidates ? new Set(candidates) : undefined;
  const isCandidate = (name: string) => (!allowed || allowed.has(name)) && library.get(name) !== undefined;
  const subtasks = options.subtasks ?? defaultSubtasks(run, library, isCandidate);

  const trace = createTraceRecorder();
  const context: RunContext = {
    model: replayDecompositionModel({ task: run.task, subtasks }),
    ledger: new CostLedger({ prices: {} }),
    tokens,
    trace,
    progress: { steps: 0, lastText: '', calls: [] },
  };
  const executor = options.executor ?? createToolExecutor({ lookup: () => undefined });
  let session;
  try {
    session = await strategy.start({
      task: run.task,
      library,
      run: context,
      executor,
      ...(candidates && { candidates }),
    });
  } catch (error) {
    throw new ReplayError({
      runId: run.id,
      message: `${strategy.name} could not start: ${String(error)}`,
      cause: error,
    });
  }
  const calls: ReplayedCall[] = [];
  let ran = strategy.name;
  for (const event of trace.events()) {
    if (event.type === 'model_call') {
      calls.push({
        purpose: 'decompose',
        promptTokens: event.promptTokens,
        completionTokens: event.outputTokens,
        toolsInContext: event.toolsInContext.length,
      });
    } else if (event.type === 'strategy' && event.strategy === 'adaptive') {
      const choice = adaptiveChoice.safeParse(event.data);
      if (choice.success) ran = choice.data.choice;
    }
  }

  const env: TurnEnvironment = {
    run: context,
    library,
    executor,
    validator: createSchemaValidator(),
    session,
  };
  const system = session.system ? [{ role: 'system', content: session.system }] : [];
  const messages: ModelMessage[] = [{ role: 'user', content: session.prompt ?? run.task }];
  const forced: ModelTool[] = [];
  const unresolved: string[] = [];

  const offered = (): ModelTool[] => {
    const { tools } = toolsInContext(env);
    return [...tools, ...forced.filter((f) => !tools.some((t) => t.name === f.name))];
  };
  const count = (purpose: ReplayedCallPurpose, text: string, input?: JsonObject) => {
    const tools = offered();
    calls.push({
      purpose,
      promptTokens:
        tokens.countMessageTokens([...system, ...messages]) +
        tools.reduce((sum, t) => sum + tokens.countToolDefinitionTokens(t), 0),
      completionTokens: tokens.countTokens(text + JSON.stringify(input === undefined ? [] : [input])),
      toolsInContext: tools.length,
    });
  };
  const callTool = async (purpose: ReplayedCallPurpose, name: string, input: JsonObject, text = '') => {
    count(purpose, text, input);
    const toolCallId = `call_${calls.length}`;
    const meta = toolsInContext(env).meta.get(name);
    let result: { ok: boolean; text: string };
    if (meta) {
      const outcome = await meta.execute(input, {});
      const output = typeof outcome.output === 'string' ? outcome.output : JSON.stringify(outcome.output);
      result = { ok: !outcome.isError, text: output };
    } else if (offered().some((t) => t.name === name)) {
      result = { ok: true, text: resultText };
    } else {
      result = { ok: false, text: unknownToolText(env, name) };
    }
    messages.push(
      {
        role: 'assistant',
        content: [
          ...(text ? [{ type: 'text' as const, text }] : []),
          { type: 'tool-call', toolCallId, toolName: name, input },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId,
            toolName: name,
            output: result.ok
              ? { type: 'text', value: result.text }
              : { type: 'error-text', value: result.text },
          },
        ],
      },
    );
  };

  for (const step of run.steps) {
    const tried = new Set<string>();
    while (isCandidate(step.tool) && !offered().some((t) => t.name === step.tool)) {
      const { meta } = toolsInContext(env);
      if (meta.has(REGISTER_TOOL_NAME) && !tried.has(REGISTER_TOOL_NAME)) {
        tried.add(REGISTER_TOOL_NAME);
        await callTool('register', REGISTER_TOOL_NAME, { tool_name: step.tool });
      } else if (meta.has(SEARCH_TOOLS_NAME) && !tried.has(SEARCH_TOOLS_NAME)) {
        tried.add(SEARCH_TOOLS_NAME);
        await callTool('search', SEARCH_TOOLS_NAME, { queries: [searchQuery(library.require(step.tool))] });
      } else {
        const tool = library.require(step.tool);
        unresolved.push(step.tool);
        forced.push({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema });
      }
    }
    await callTool('call', step.tool, step.input, step.text);
  }
  count('answer', run.answer);

  return {
    strategy: strategy.name,
    ran,
    calls,
    promptTokens: calls.reduce((sum, c) => sum + c.promptTokens, 0),
    completionTokens: calls.reduce((sum, c) => sum + c.completionTokens, 0),
    unresolved,
  };
}

/** One subtask per distinct candidate tool of the run, in order of first use. */
function defaultSubtasks(
  run: RecordedRun,
  library: ToolLibrary,
  isCandidate: (name: string) => boolean,
): string[] {
  const names = [...new Set(run.steps.map((s) => s.tool))].filter(isCandidate);
  const subtasks = [...new Set(names.map((name) => subtaskForTool(library.require(name))))];
  return subtasks.length ? subtasks : [run.task];
}

/** What the agent loop tells the model when it calls a tool it was not given (as `takeTurn` does). */
function unknownToolText(env: TurnEnvironment, name: string): string {
  if (env.library.get(name)) {
    return env.session.unknownToolHint?.(name) ?? `The tool '${name}' is not available in this run.`;
  }
  return `There is no tool named '${name}'. Use only the tools you were given.`;
}
