import {
  generateText,
  InvalidToolInputError,
  jsonSchema,
  NoSuchToolError,
  tool,
  type ModelMessage,
  type Tool,
} from 'ai';
import { tokensFromUsage } from '../ledger/tokens-from-usage.ts';
import type { AgentModel } from './agent-model.ts';
import type { ModelTool } from './model-tool.ts';
import type { RunContext } from './run-context.ts';

/** One tool call the model asked for. */
export interface ModelToolCall {
  /** The provider's call id. */
  id: string;
  /** The tool name as the model wrote it. */
  name: string;
  /** The parsed arguments (`{}` when they could not be parsed). */
  input: unknown;
  /** Set when the call cannot run: the tool is not offered, or the arguments are not JSON. */
  invalid?: { reason: 'unknown_tool' | 'unparsable_arguments'; message: string };
}

/** What a model call returned. */
export interface ModelReply {
  /** The text of the reply. */
  text: string;
  /** The tool calls of the reply, in order. */
  toolCalls: ModelToolCall[];
  /** The assistant message to append to the conversation. */
  assistantMessage: ModelMessage;
  /** Tokens as recorded in the ledger. */
  inputTokens: number;
  /** Output tokens as recorded in the ledger. */
  outputTokens: number;
  /** Money of this call by the ledger's price table. */
  money: number;
}

/** Options of {@link callModel}. */
export interface CallModelOptions {
  /** What the call is for, e.g. `agent`, `decompose`; the ledger groups by it. */
  role: string;
  /** System prompt. */
  system?: string;
  /** The conversation. */
  messages: ModelMessage[];
  /** Tools offered in this call. @default [] */
  tools?: ModelTool[];
  /** Whether the model may, must or must not call a tool. @default 'auto' when tools are given */
  toolChoice?: 'auto' | 'none' | 'required';
  /** The agent step this call belongs to, for the trace. @default 0 */
  step?: number;
  /** Another model than the run's (e.g. a cheaper one for decomposition). @default the run's model */
  model?: AgentModel;
  /** Cap on output tokens. */
  maxOutputTokens?: number;
}

/**
 * The one place every language-model call of a run goes through: it sends the request through the AI SDK
 * (tools without `execute`, so the agent loop runs them), records tokens, latency and the tools carried in
 * the prompt in the cost ledger (provider-reported usage, else a local estimate), and traces the call.
 */
export async function callModel(run: RunContext, options: CallModelOptions): Promise<ModelReply> {
  const { role, system, messages, tools = [], step = 0 } = options;
  const model = options.model ?? run.model;
  const toolsInContext = tools.map((t) => ({
    name: t.name,
    definitionTokens: run.tokens.countToolDefinitionTokens(t),
  }));
  const promptTokens =
    run.tokens.countMessageTokens([...(system ? [{ role: 'system', content: system }] : []), ...messages]) +
    toolsInContext.reduce((sum, t) => sum + t.definitionTokens, 0);
  const adjusted = run.hooks?.beforeModelCall?.({
    role,
    model,
    promptTokens,
    maxOutputTokens: options.maxOutputTokens,
    tools,
  });
  const maxOutputTokens = adjusted?.maxOutputTokens ?? options.maxOutputTokens;
  const started = performance.now();
  const result = await generateText({
    model: model.model,
    ...(system !== undefined && { system }),
    messages,
    ...(tools.length > 0 && { tools: toSdkTools(tools), toolChoice: options.toolChoice ?? 'auto' }),
    ...(maxOutputTokens !== undefined && { maxOutputTokens }),
    maxRetries: run.maxRetries ?? 2,
    ...(run.signal && { abortSignal: run.signal }),
  });
  const latencyMs = performance.now() - started;
  const usage = tokensFromUsage(result.usage, () => ({
    inputTokens: promptTokens,
    outputTokens: run.tokens.countTokens(result.text + JSON.stringify(result.toolCalls.map((c) => c.input))),
  }));
  const entry = run.ledger.recordModelCall({
    role,
    provider: model.provider,
    modelId: model.modelId,
    ...usage,
    latencyMs,
    toolsInContext,
  });
  const money = run.ledger.estimateModelCallCost({
    provider: model.provider,
    modelId: model.modelId,
    inputTokens: entry.inputTokens,
    cachedInputTokens: entry.cachedInputTokens,
    maxOutputTokens: entry.outputTokens,
  });
  const toolCalls = result.toolCalls.map(toModelToolCall);
  run.trace.emit({
    type: 'model_call',
    step,
    role,
    promptTokens,
    inputTokens: usage.inputTokens,
    cachedInputTokens: usage.cachedInputTokens,
    outputTokens: usage.outputTokens,
    estimated: usage.estimated,
    toolsInContext: tools.map((t) => t.name),
    toolCalls: toolCalls.map((c) => c.name),
    latencyMs: Math.round(latencyMs * 1000) / 1000,
    money,
  });
  const assistantMessage = result.responseMessages.find((m) => m.role === 'assistant') ?? {
    role: 'assistant' as const,
    content: result.text,
  };
  return {
    text: result.text,
    toolCalls,
    assistantMessage,
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    money,
  };
}

function toSdkTools(tools: ModelTool[]): Record<string, Tool> {
  return Object.fromEntries(
    tools.map((t) => [
      t.name,
      tool({ description: t.description, inputSchema: jsonSchema(t.inputSchema as never) }),
    ]),
  );
}

function toModelToolCall(call: {
  toolCallId: string;
  toolName: string;
  input: unknown;
  invalid?: boolean;
  error?: unknown;
}): ModelToolCall {
  const base = { id: call.toolCallId, name: call.toolName, input: call.invalid ? {} : call.input };
  if (!call.invalid) return base;
  if (NoSuchToolError.isInstance(call.error)) {
    return {
      ...base,
      invalid: {
        reason: 'unknown_tool',
        message: `There is no tool named '${call.toolName}' in your tool list.`,
      },
    };
  }
  const cause = InvalidToolInputError.isInstance(call.error)
    ? errorText(call.error.cause)
    : errorText(call.error);
  return {
    ...base,
    invalid: {
      reason: 'unparsable_arguments',
      message: `The arguments of '${call.toolName}' are not valid JSON (${cause}). Send a JSON object.`,
    },
  };
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^.*Error message: /s, '').split('\n')[0] ?? message;
}
