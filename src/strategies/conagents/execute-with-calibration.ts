import type { ModelMessage } from 'ai';
import { z } from 'zod';
import type { AgentModel } from '../../agent/agent-model.ts';
import { callModel, type ModelReply } from '../../agent/call-model.ts';
import type { RunContext } from '../../agent/run-context.ts';
import type { JsonObject } from '../../tool/json-schema.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';
import type { ToolExecutor } from '../../tool/tool-executor.ts';
import { extractJson } from '../../agent/extract-json.ts';
import { callLibraryTool, type LibraryCallOutcome } from '../../agent/call-library-tool.ts';
import { executionFailedPrompt, executionPrompt, invalidArgumentsReply } from './conagents-prompts.ts';

/** The arguments the execution role wrote: one JSON object. */
const ArgumentsReply = z.record(z.string(), z.json());

/** Options of {@link executeWithCalibration}. */
export interface ExecuteWithCalibrationOptions {
  /** The run (ledger, trace, hooks). */
  run: RunContext;
  /** Runs the tool. */
  executor: ToolExecutor;
  /** The tool the grounding role chose. */
  tool: StoredTool;
  /** The grounding role's instruction. */
  instruction: string;
  /** The execution role's model. @default the run's model */
  model?: AgentModel;
  /** Attempts: the first, then one per calibration from an error. @default 3 */
  maxTries?: number;
  /** The agent step, for the trace. */
  step: number;
  /** Reduces a successful result before it is passed on (the observing role). */
  passOn?: (outcome: LibraryCallOutcome, input: JsonObject) => Promise<string>;
  /** The name on the trace events. @default 'conagents' */
  traceAs?: string;
}

/** What the execution role achieved. */
export interface ExecutionOutcome {
  /** The last call's outcome (or the last unusable reply's error, when no call was made). */
  last: LibraryCallOutcome;
  /** The arguments of the last call, if any. */
  input?: JsonObject;
  /** Attempts made. */
  tries: number;
  /** The library calls made, in order. */
  calls: Array<{ tool: string; input: JsonObject; ok: boolean }>;
}

/**
 * ConAgents' execution agent with iterative calibration: the model (role `execution`) gets the instruction
 * and the tool's documentation, with the tool offered (so its definition is in the ledger), and calls it
 * (or writes the arguments as JSON text; validated: one JSON object); the tool runs;
 * on an error (invalid arguments, a failure of the tool) the exact error message goes back to the model,
 * which calibrates the arguments, up to `maxTries` attempts. A refused call (budget, blacklist) is not
 * retried. Every round is traced (`strategy` events with role, round, arguments and error).
 */
export async function executeWithCalibration(
  options: ExecuteWithCalibrationOptions,
): Promise<ExecutionOutcome> {
  const { run, tool, step, maxTries = 3 } = options;
  const traceAs = options.traceAs ?? 'conagents';
  const offered = { name: tool.name, description: tool.description, inputSchema: tool.inputSchema };
  const messages: ModelMessage[] = [{ role: 'user', content: executionPrompt(tool, options.instruction) }];
  const calls: ExecutionOutcome['calls'] = [];
  let last: LibraryCallOutcome = {
    ok: false,
    error: { code: 'not_run', message: 'no attempt made' },
    text: '',
  };
  let input: JsonObject | undefined;
  for (let round = 1; round <= maxTries; round++) {
    const reply = await callModel(run, {
      role: 'execution',
      messages,
      // 'auto', not 'required': the AI SDK throws on a text reply to a required call, and a text reply with
      // the arguments is accepted too.
      tools: [offered],
      toolChoice: 'auto',
      step,
      ...(options.model && { model: options.model }),
    });
    const args = argumentsOf(reply, tool.name);
    if (args.ok) {
      input = args.input;
      last = await callLibraryTool({
        run,
        executor: options.executor,
        tool,
        input,
        step,
        ...(options.passOn && { passOn: options.passOn }),
      });
      calls.push({ tool: tool.name, input, ok: last.ok });
    } else {
      last = { ok: false, error: { code: 'invalid_reply', message: args.message }, text: args.message };
    }
    run.trace.emit({
      type: 'strategy',
      strategy: traceAs,
      detail: `execution round ${round}: ${last.ok ? `${tool.name} succeeded` : `${last.error!.code} (${tool.name})`}`,
      data: {
        role: 'execution',
        tool: tool.name,
        round,
        ok: last.ok,
        ...(args.ok && { arguments: args.input }),
        ...(!last.ok && { error: last.error! }),
      },
    });
    if (last.ok || last.error?.code === 'refused')
      return { last, ...(input && { input }), tries: round, calls };
    messages.push(...feedback(reply, last.error!));
  }
  return { last, ...(input && { input }), tries: maxTries, calls };
}

/**
 * The arguments of the execution role's reply: its call of the tool (validated: one JSON object), else a
 * JSON object in its text.
 */
function argumentsOf(
  reply: ModelReply,
  name: string,
): { ok: true; input: JsonObject } | { ok: false; message: string } {
  const call = reply.toolCalls[0];
  if (call?.invalid) return { ok: false, message: call.invalid.message };
  if (call && call.name !== name) return { ok: false, message: invalidArgumentsReply(name) };
  const parsed = ArgumentsReply.safeParse(call ? call.input : extractJson(reply.text));
  return parsed.success
    ? { ok: true, input: parsed.data as JsonObject }
    : { ok: false, message: invalidArgumentsReply(name) };
}

/**
 * The messages that carry an error back: the model's reply, a tool result for each call it made (the
 * error for the first; providers require an answer to every call), and the calibration request.
 */
function feedback(reply: ModelReply, error: { code: string; message: string }): ModelMessage[] {
  const content = reply.assistantMessage.content;
  const ids = Array.isArray(content)
    ? content.flatMap((p) => (p.type === 'tool-call' ? [{ id: p.toolCallId, name: p.toolName }] : []))
    : [];
  const messages: ModelMessage[] = [reply.assistantMessage];
  if (ids.length) {
    messages.push({
      role: 'tool',
      content: ids.map((c, i) => ({
        type: 'tool-result' as const,
        toolCallId: c.id,
        toolName: c.name,
        output: {
          type: 'error-text' as const,
          value: i === 0 ? `Error (${error.code}): ${error.message}` : 'Not run: make one call at a time.',
        },
      })),
    });
  }
  messages.push({
    role: 'user',
    content: error.code === 'invalid_reply' ? error.message : executionFailedPrompt(error),
  });
  return messages;
}
