import type { ModelMessage } from 'ai';
import type { ToolLibrary } from '../library/tool-library.ts';
import type { JsonObject, JsonValue } from '../tool/json-schema.ts';
import type { SchemaValidator } from '../tool/schema-validator.ts';
import type { ToolExecutor } from '../tool/tool-executor.ts';
import type { RunToolCall } from './agent-run-result.ts';
import { callLibraryTool } from './call-library-tool.ts';
import { callModel, type ModelReply, type ModelToolCall } from './call-model.ts';
import type { MetaTool } from './meta-tool.ts';
import type { ModelTool } from './model-tool.ts';
import { previewText } from './result-text.ts';
import type { RunContext } from './run-context.ts';
import type { StrategySession } from './strategy.ts';

/** Everything a turn needs besides the conversation. */
export interface TurnEnvironment {
  /** The run's shared parts. */
  run: RunContext;
  /** The library the tools come from. */
  library: ToolLibrary;
  /** Runs library tools (validation, time limits, handlers). */
  executor: ToolExecutor;
  /** Validates meta-tool arguments. */
  validator: SchemaValidator;
  /** The strategy's session: system prompt, visible tools, meta-tools. */
  session: StrategySession;
}

/** One model call and the tool calls it asked for, executed. */
export interface Turn {
  /** The model's reply. */
  reply: ModelReply;
  /** The messages to append: the assistant message, then (if tools were called) the tool results. */
  messages: ModelMessage[];
  /** The tool calls made, in the order the model asked for them. */
  calls: RunToolCall[];
  /** Whether the model finished (answered without calling a tool). */
  final: boolean;
}

/** The tools the model sees now: the visible library tools, then the meta-tools. */
export function toolsInContext(env: TurnEnvironment): { tools: ModelTool[]; meta: Map<string, MetaTool> } {
  const meta = new Map((env.session.metaTools ?? []).map((m) => [m.definition.name, m]));
  const library = env.session
    .visibleTools()
    .filter((name) => !meta.has(name))
    .flatMap((name) => {
      const tool = env.library.get(name);
      return tool ? [{ name: tool.name, description: tool.description, inputSchema: tool.inputSchema }] : [];
    });
  return { tools: [...library, ...[...meta.values()].map((m) => m.definition)], meta };
}

/**
 * Takes one agent turn: calls the model with the current tools, runs the tool calls it asks for in
 * parallel (library tools through the executor, meta-tools in process), records each in the ledger and
 * trace, and returns the messages to append. Failed calls come back to the model as error results.
 */
export async function takeTurn(env: TurnEnvironment, messages: ModelMessage[], step: number): Promise<Turn> {
  const { tools, meta } = toolsInContext(env);
  const reply = await callModel(env.run, {
    role: 'agent',
    system: env.session.system,
    messages,
    tools,
    step,
  });
  const progress = env.run.progress;
  progress.steps++;
  if (reply.text.trim()) progress.lastText = reply.text;
  if (reply.toolCalls.length === 0)
    return { reply, messages: [reply.assistantMessage], calls: [], final: true };
  const results = await Promise.all(reply.toolCalls.map((call) => runCall(env, call, meta, step)));
  const toolMessage: ModelMessage = {
    role: 'tool',
    content: reply.toolCalls.map((call, i) => ({
      type: 'tool-result' as const,
      toolCallId: call.id,
      toolName: call.name,
      output: results[i]!.ok
        ? { type: 'text' as const, value: results[i]!.text }
        : { type: 'error-text' as const, value: results[i]!.text },
    })),
  };
  const calls = results.flatMap((r, i) => [
    {
      step,
      tool: reply.toolCalls[i]!.name,
      meta: r.meta,
      input: toJson(reply.toolCalls[i]!.input),
      ok: r.ok,
    },
    ...(r.inner ?? []).map((c) => ({ step, tool: c.tool, meta: false, input: c.input, ok: c.ok })),
  ]);
  progress.calls.push(...calls);
  return { reply, messages: [reply.assistantMessage, toolMessage], calls, final: false };
}

interface CallOutcome {
  ok: boolean;
  text: string;
  meta: boolean;
  /** Library calls a meta-tool made itself. */
  inner?: Array<{ tool: string; input: JsonValue; ok: boolean }>;
}

async function runCall(
  env: TurnEnvironment,
  call: ModelToolCall,
  meta: Map<string, MetaTool>,
  step: number,
): Promise<CallOutcome> {
  const started = performance.now();
  const metaTool = meta.get(call.name);
  const request = { step, tool: call.name, meta: metaTool !== undefined, input: toJson(call.input) };
  const finish = async (
    outcome: CallOutcome,
    fee: number,
    detail: { output?: unknown; error?: { code: string; message: string } },
  ): Promise<CallOutcome> => {
    const rewritten = await env.run.hooks?.afterToolCall?.(request, {
      ok: outcome.ok,
      text: outcome.text,
      ...detail,
    });
    const final = typeof rewritten === 'string' ? { ...outcome, text: rewritten } : outcome;
    const resultTokens = env.run.tokens.countTokens(final.text);
    const latencyMs = performance.now() - started;
    env.run.ledger.recordToolCall({
      tool: call.name,
      fee,
      latencyMs,
      ok: final.ok,
      resultTokens,
      resultBytes: Buffer.byteLength(final.text),
    });
    env.run.trace.emit({
      type: 'tool_call',
      step,
      tool: call.name,
      meta: final.meta,
      input: request.input,
      ok: final.ok,
      ...(final.ok
        ? { output: previewText(final.text) }
        : { error: detail.error ?? { code: 'error', message: final.text } }),
      resultTokens,
      fee,
      latencyMs: Math.round(latencyMs * 1000) / 1000,
    });
    return final;
  };

  if (call.invalid) {
    const hint =
      call.invalid.reason === 'unknown_tool' ? unknownToolMessage(env, call.name) : call.invalid.message;
    return finish({ ok: false, text: hint, meta: false }, 0, {
      error: { code: call.invalid.reason, message: hint },
    });
  }
  if (metaTool) {
    const refusal = env.run.hooks?.beforeToolCall?.(request);
    if (refusal) {
      return finish({ ok: false, text: refusal.refuse, meta: true }, 0, {
        error: { code: 'refused', message: refusal.refuse },
      });
    }
    const input = call.input as JsonObject;
    const issues = env.validator.validate(metaTool.definition.inputSchema, input);
    if (issues.length) {
      const message = `Arguments of '${call.name}' do not match its schema: ${issues.map((i) => `${i.path || '(root)'} ${i.message}`).join('; ')}.`;
      return finish({ ok: false, text: message, meta: true }, 0, {
        error: { code: 'invalid_arguments', message },
      });
    }
    const result = await metaTool.execute(input, { ...(env.run.signal && { signal: env.run.signal }) });
    const text = typeof result.output === 'string' ? result.output : JSON.stringify(result.output);
    const outcome = await finish(
      { ok: !result.isError, text, meta: true },
      0,
      result.isError ? { error: { code: 'meta_tool_error', message: text } } : { output: result.output },
    );
    return result.toolCalls?.length ? { ...outcome, inner: result.toolCalls } : outcome;
  }
  const tool = env.library.get(call.name);
  if (!tool) {
    const message = unknownToolMessage(env, call.name);
    return finish({ ok: false, text: message, meta: false }, 0, { error: { code: 'unknown_tool', message } });
  }
  const outcome = await callLibraryTool({
    run: env.run,
    executor: env.executor,
    tool,
    input: call.input as JsonObject,
    step,
  });
  return { ok: outcome.ok, text: outcome.text, meta: false };
}

function unknownToolMessage(env: TurnEnvironment, name: string): string {
  if (env.library.get(name)) {
    return env.session.unknownToolHint?.(name) ?? `The tool '${name}' is not available in this run.`;
  }
  return `There is no tool named '${name}'. Use only the tools you were given.`;
}

function toJson(value: unknown): JsonValue {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as JsonValue);
}
