import type { JsonObject } from '../tool/json-schema.ts';
import type { StoredTool } from '../tool/tool-definition.ts';
import type { ToolExecutor } from '../tool/tool-executor.ts';
import { outputText, previewText } from './result-text.ts';
import type { RunContext } from './run-context.ts';
import type { ToolCallRequest } from './run-hooks.ts';

/** What one library call made by a role produced. */
export interface LibraryCallOutcome {
  /** Whether the tool succeeded. */
  ok: boolean;
  /** Its result (success). */
  output?: unknown;
  /** Its error (failure). */
  error?: { code: string; message: string };
  /** What is passed on to a model: the result or error text, after the run's hooks and `passOn`. */
  text: string;
}

/** Error codes of calls that never ran (no fee). */
const DID_NOT_RUN = new Set(['invalid_arguments', 'unknown_tool', 'refused']);

/**
 * Calls a library tool the way every part of a run does (the agent loop's turns, and roles such as
 * ConAgents' execution agent): the run's hooks may refuse it first (budgets, blacklists) and rewrite its result after; `passOn`
 * may reduce a successful result (the observing agent); the call is recorded in the ledger (fee when it
 * ran, tokens of what is passed on) and traced as a `tool_call` event that is not a meta-tool's.
 */
export async function callLibraryTool(options: {
  run: RunContext;
  executor: ToolExecutor;
  tool: StoredTool;
  input: JsonObject;
  step: number;
  passOn?: (outcome: LibraryCallOutcome, input: JsonObject) => Promise<string>;
}): Promise<LibraryCallOutcome> {
  const { run, tool, input, step } = options;
  const started = performance.now();
  const request: ToolCallRequest = { step, tool: tool.name, meta: false, input };
  const refusal = run.hooks?.beforeToolCall?.(request);
  let outcome: LibraryCallOutcome;
  if (refusal) {
    outcome = { ok: false, error: { code: 'refused', message: refusal.refuse }, text: refusal.refuse };
  } else {
    const result = await options.executor.call(tool.name, input, {
      ...(run.signal && { signal: run.signal }),
    });
    outcome = result.ok
      ? { ok: true, output: result.output, text: outputText(result.output) }
      : {
          ok: false,
          error: { code: result.error.code, message: result.error.message },
          text: `Error (${result.error.code}): ${result.error.message}`,
        };
  }
  const rewritten = await run.hooks?.afterToolCall?.(request, {
    ok: outcome.ok,
    text: outcome.text,
    ...(outcome.ok ? { output: outcome.output } : { error: outcome.error! }),
  });
  if (typeof rewritten === 'string') outcome = { ...outcome, text: rewritten };
  if (outcome.ok && options.passOn) outcome = { ...outcome, text: await options.passOn(outcome, input) };
  const fee = outcome.ok || !DID_NOT_RUN.has(outcome.error?.code ?? '') ? tool.cost : 0;
  const resultTokens = run.tokens.countTokens(outcome.text);
  const latencyMs = performance.now() - started;
  run.ledger.recordToolCall({
    tool: tool.name,
    fee,
    latencyMs,
    ok: outcome.ok,
    resultTokens,
    resultBytes: Buffer.byteLength(outcome.text),
  });
  run.trace.emit({
    type: 'tool_call',
    step,
    tool: tool.name,
    meta: false,
    input,
    ok: outcome.ok,
    ...(outcome.ok ? { output: previewText(outcome.text) } : { error: outcome.error! }),
    resultTokens,
    fee,
    latencyMs: Math.round(latencyMs * 1000) / 1000,
  });
  return outcome;
}
