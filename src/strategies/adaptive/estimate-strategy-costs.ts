import { REPLY_PRIMING_TOKENS, type CountableTool, type TokenCounter } from '../../ledger/token-counter.ts';
import { allToolsPrompt } from '../all-tools/all-tools-prompts.ts';
import { ecoactPrompt, REGISTER_TOOL_NAME, registeredMessage } from '../ecoact/ecoact-prompts.ts';
import { registerToolDefinition } from '../ecoact/ecoact-strategy.ts';
import { searchToolsDefinition } from '../tulip/search-tools-meta-tool.ts';
import { decomposePrompt, tulipSystemPrompt } from '../tulip/tulip-prompts.ts';

/** The strategies whose cost {@link estimateStrategyCosts} estimates. */
export type CostedStrategy = 'all-tools' | 'ecoact' | 'tulip-minimal' | 'tulip';

/** The estimated cost of one run under one strategy. */
export type StrategyCostEstimate = {
  /** Prompt (input) tokens of every model call of the run together. */
  promptTokens: number;
  /** Model calls: agent turns, plus the decomposition call of `tulip`. */
  modelCalls: number;
  /** Library tool definitions in the prompt of the last agent call. */
  toolsInContext: number;
};

/** One estimate per strategy. */
export type StrategyCostEstimates = Record<CostedStrategy, StrategyCostEstimate>;

/** Options of {@link estimateStrategyCosts}. */
export interface EstimateStrategyCostsOptions {
  /** The candidate tools of the run. */
  tools: readonly CountableTool[];
  /** The tokenizer (the run's, so that counts match the ledger's). */
  tokens: TokenCounter;
  /**
   * Library tool calls the task needs, each to a different tool, one per turn. Unknown before the first
   * model call (tulip's decomposition would tell), so a typical small multi-step task is assumed. @default 2
   */
  expectedToolCalls?: number;
  /** Tokens of the task (the first user message). @default 30 */
  taskTokens?: number;
  /** Tokens one library tool call and its result add to the conversation. @default 40 */
  toolCallTokens?: number;
  /** Tools a tulip search keeps per (sub)task (tulip's `topK`). @default 5 */
  topK?: number;
  /** Tokens of one subtask in tulip's system prompt. @default 8 */
  subtaskTokens?: number;
}

/**
 * Estimates the prompt tokens of a whole run under each strategy, before any model call, from the same
 * prompt builders and meta-tool definitions the strategies use, counted as `callModel` counts them. With
 * `c` expected tool calls, `h` tokens per call and result, and `D` the definitions in context:
 *
 * - `all-tools`: `c + 1` turns, each with the system prompt, the task, every definition and the history.
 * - `ecoact`: `c` registrations and `c` calls, then the answer; every turn carries the system prompt with
 *   all tool names and the `register_tool` definition; each registered definition (the average size) is
 *   carried from its registration onwards, and each registration and its result join the history.
 * - `tulip-minimal`: `c + 1` turns with the top `topK` definitions of one search (average size).
 * - `tulip`: one decomposition call, then `c + 1` turns with `topK` definitions per subtask (one subtask
 *   per expected call, duplicates not removed), the subtasks in the system prompt and `search_tools`.
 *
 * Search hits are assumed to be of average size, every search to fill `topK` with tools no other search
 * found, and tulip not to decompose again: for the search strategies an upper bound (searches whose hits
 * fall below `minScore` or overlap bring fewer tools). Output tokens are not counted. A pure function: the
 * same inputs give the same estimates.
 */
export function estimateStrategyCosts(options: EstimateStrategyCostsOptions): StrategyCostEstimates {
  const { tools, tokens, taskTokens = 30, toolCallTokens = 40, topK = 5, subtaskTokens = 8 } = options;
  const n = tools.length;
  const calls = n === 0 ? 0 : Math.max(0, Math.round(options.expectedToolCalls ?? 2));
  const definitions = tools.map((t) => tokens.countToolDefinitionTokens(t));
  const allDefinitions = definitions.reduce((sum, d) => sum + d, 0);
  const average = n === 0 ? 0 : allDefinitions / n;
  const opening = (system: string) =>
    tokens.countMessageTokens([
      { role: 'system', content: system },
      { role: 'user', content: '' },
    ]) + taskTokens;
  /** `turns` agent turns whose prompts carry `fixed` tokens and a history growing by `toolCallTokens`. */
  const plainTurns = (turns: number, fixed: number) =>
    turns * fixed + (toolCallTokens * (turns - 1) * turns) / 2;

  const allTools = plainTurns(calls + 1, opening(allToolsPrompt({ stepByStep: false })) + allDefinitions);

  const registrations = Math.min(calls, n);
  const registrationTurn = n === 0 ? 0 : tools.reduce((sum, t) => sum + registrationTokens(tokens, t), 0) / n;
  const ecoactFixed =
    opening(ecoactPrompt(tools.map((t) => t.name))) +
    tokens.countToolDefinitionTokens(registerToolDefinition());
  let ecoact = 0;
  let carried = 0;
  for (let i = 0; i < calls; i++) {
    if (i < registrations) {
      ecoact += ecoactFixed + carried;
      carried += average + registrationTurn;
    }
    ecoact += ecoactFixed + carried;
    carried += toolCallTokens;
  }
  ecoact += ecoactFixed + carried;

  const minimalTools = Math.min(n, topK);
  const minimal = plainTurns(
    calls + 1,
    opening(tulipSystemPrompt([''], { canSearch: false })) + minimalTools * average,
  );

  const subtasks = Math.max(1, calls);
  const tulipTools = Math.min(n, subtasks * topK);
  const decomposition =
    tokens.countMessageTokens([{ role: 'user', content: decomposePrompt('') }]) + taskTokens;
  const tulipSystem =
    opening(tulipSystemPrompt(Array<string>(subtasks).fill(''), { canSearch: true })) +
    (subtasks > 1 ? subtasks * subtaskTokens : 0);
  const tulip =
    decomposition +
    plainTurns(
      calls + 1,
      tulipSystem + tokens.countToolDefinitionTokens(searchToolsDefinition()) + tulipTools * average,
    );

  return {
    'all-tools': { promptTokens: Math.round(allTools), modelCalls: calls + 1, toolsInContext: n },
    ecoact: {
      promptTokens: Math.round(ecoact),
      modelCalls: calls + registrations + 1,
      toolsInContext: registrations,
    },
    'tulip-minimal': {
      promptTokens: Math.round(minimal),
      modelCalls: calls + 1,
      toolsInContext: minimalTools,
    },
    tulip: { promptTokens: Math.round(tulip), modelCalls: calls + 2, toolsInContext: tulipTools },
  };
}

/** Tokens one `register_tool` call and its result add to the conversation, counted as the ledger does. */
function registrationTokens(tokens: TokenCounter, tool: CountableTool): number {
  return (
    tokens.countMessageTokens([
      {
        role: 'assistant',
        content: [{ type: 'tool-call', toolName: REGISTER_TOOL_NAME, input: { tool_name: tool.name } }],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolName: REGISTER_TOOL_NAME,
            output: { type: 'text', value: registeredMessage(tool.name, tool.description) },
          },
        ],
      },
    ]) - REPLY_PRIMING_TOKENS
  );
}
