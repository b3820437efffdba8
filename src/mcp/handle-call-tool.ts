import { hash } from 'node:crypto';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { canonicalJson } from '../library/canonical-json.ts';
import { extractFromResult } from './extract-from-result.ts';
import { ExtractionError } from './extraction-error.ts';
import type { GatewayContext, GatewaySessionState } from './gateway-context.ts';
import {
  badExtractionMessage,
  emptyExtractionMessage,
  forbiddenToolMessage,
  handleOfOtherToolMessage,
  invalidArgumentsMessage,
  toolFailedMessage,
  unknownHandleMessage,
  unknownToolMessage,
} from './gateway-messages.ts';
import type { GatewayCallRecord } from './gateway-store.ts';
import { resultShape } from './result-shape.ts';
import type { CallToolInput } from './read-call-tool-input.ts';
import { recordExperience } from './record-experience.ts';
import { resultText, resultTokens } from './result-text.ts';
import { shapeToolOutput } from './shape-tool-output.ts';
import { suggestToolNames } from './suggest-tool-names.ts';
import { errorResult } from './tool-result.ts';

/** Options of {@link handleCallTool}. */
export interface HandleCallToolOptions {
  /** `call_tool`, or `pinned` for a pinned tool called directly. */
  via: 'call_tool' | 'pinned';
  /** Cancels the call (the client cancelled the request or went away). */
  signal?: AbortSignal;
}

/** Failure codes of calls where the tool never ran: nothing is charged. */
const NOT_RUN = new Set(['unknown_tool', 'invalid_arguments', 'no_implementation']);

type Outcome = Pick<
  GatewayCallRecord,
  'via' | 'ok' | 'errorCode' | 'fee' | 'resultTokensFull' | 'resultTokensReturned'
>;

/** One call being handled: where it is recorded. */
interface Call {
  context: GatewayContext;
  session: GatewaySessionState;
  name: string;
  started: number;
  record(outcome: Outcome): void;
}

/**
 * `call_tool` (and pinned tools): checks the budget, calls the tool through the executor (which validates
 * the arguments), and returns the result, trimmed to the size limit (with a handle to extract from), or the
 * error for the model to act on: the argument problems with the tool's schema, the forbidden-tool message,
 * the tool's own failure. With `handle`, extracts from a kept result without calling again. Every call is
 * recorded in the gateway's records, and tool runs in the experience store.
 */
export async function handleCallTool(
  context: GatewayContext,
  session: GatewaySessionState,
  input: CallToolInput,
  options: HandleCallToolOptions,
): Promise<CallToolResult> {
  session.ensureStarted();
  const { name, args, extract, handle } = input;
  const started = context.now();
  const call: Call = {
    context,
    session,
    name,
    started,
    record: (outcome) =>
      context.store?.recordCall({
        sessionId: session.id,
        clientName: session.clientName(),
        tool: name,
        argsDigest: digest(handle !== undefined ? { handle, extract } : args),
        latencyMs: context.now() - started,
        definitionTokensSpared: context.definitionTokensSparedPerTurn(),
        ...outcome,
      }),
  };
  if (handle !== undefined) return extractFromKept(call, handle, extract);

  const tool = context.lookup(name);
  if (!tool) {
    const text = unknownToolMessage(name, await suggestToolNames(context.library, name));
    return fail(call, { via: options.via, code: 'unknown_tool', text });
  }
  const admission = session.budget.admit(tool);
  if (!admission.allowed) {
    const text = forbiddenToolMessage(name, admission.reason);
    return fail(call, { via: options.via, code: 'budget_exceeded', text });
  }
  const result = await context.executor.call(name, args, {
    ...(options.signal && { signal: options.signal }),
  });
  const ran = result.ok || !NOT_RUN.has(result.error.code);
  admission.settle({ ran });
  const fee = ran ? tool.cost : 0;
  if (!result.ok) {
    const { code, message } = result.error;
    const text =
      code === 'invalid_arguments'
        ? invalidArgumentsMessage(name, message, tool.inputSchema)
        : toolFailedMessage(code, message);
    context.logger.debug('tool call failed', { session: session.id, tool: name, code });
    const failed = fail(call, { via: options.via, code, text, fee });
    recordExperience(context, session, {
      tool: name,
      args,
      ok: false,
      error: { code, message },
      text,
      tokens: resultTokens(text),
      latencyMs: context.now() - started,
      fee,
    });
    return failed;
  }

  let value = result.output;
  let fullTokens: number | undefined;
  if (extract !== undefined) {
    fullTokens = resultTokens(resultText(result.output));
    try {
      value = extractFromResult(result.output, extract).value;
    } catch (error) {
      if (!ExtractionError.isInstance(error)) throw error;
      const kept = session.results.put({ toolName: name, value: result.output, tokens: fullTokens });
      const text = badExtractionMessage(error.message, kept, resultShape(result.output));
      return fail(call, { via: options.via, code: 'invalid_extraction', text, fee, fullTokens });
    }
  }
  const answer = respond(call, {
    value,
    via: options.via,
    fee,
    ...(fullTokens !== undefined && { fullTokens, shapeOf: () => resultShape(result.output) }),
  });
  recordExperience(context, session, {
    tool: name,
    args,
    ok: true,
    output: result.output,
    text: answer.text,
    tokens: answer.tokens,
    latencyMs: context.now() - started,
    fee,
  });
  return answer.result;
}

/** Extraction from a result kept under a handle: no tool runs, nothing is charged. */
function extractFromKept(call: Call, handle: string, extract: string | undefined): CallToolResult {
  const kept = call.session.results.get(handle);
  const via = 'extract';
  if (!kept) return fail(call, { via, code: 'unknown_handle', text: unknownHandleMessage(handle) });
  if (kept.toolName !== call.name) {
    const text = handleOfOtherToolMessage(handle, kept.toolName, call.name);
    return fail(call, { via, code: 'wrong_handle', text });
  }
  if (extract === undefined) {
    const text = badExtractionMessage("Give 'extract' with the handle.", handle, resultShape(kept.value));
    return fail(call, { via, code: 'missing_extract', text });
  }
  let value: unknown;
  try {
    value = extractFromResult(kept.value, extract).value;
  } catch (error) {
    if (!ExtractionError.isInstance(error)) throw error;
    const text = badExtractionMessage(error.message, handle, resultShape(kept.value));
    return fail(call, { via, code: 'invalid_extraction', text });
  }
  // The client already paid for the kept result's summary: what it reads now is on top, nothing is spared.
  return respond(call, { value, via, fee: 0, fullTokens: 0, shapeOf: () => resultShape(kept.value) }).result;
}

/** Returns `value` (trimmed if large) and records the call; `fullTokens` is what the client was spared from. */
function respond(
  call: Call,
  options: {
    value: unknown;
    via: GatewayCallRecord['via'];
    fee: number;
    fullTokens?: number;
    shapeOf?: () => string;
  },
): { result: CallToolResult; text: string; tokens: number } {
  const { value, via, fee, fullTokens, shapeOf } = options;
  if (shapeOf && isEmpty(value)) {
    const text = emptyExtractionMessage(value, shapeOf());
    const tokens = resultTokens(text);
    call.record({ via, ok: true, fee, resultTokensFull: fullTokens ?? tokens, resultTokensReturned: tokens });
    return { result: { content: [{ type: 'text', text }] }, text, tokens };
  }
  const shaped = shapeToolOutput({
    toolName: call.name,
    value,
    limitTokens: call.context.resultLimitTokens,
    results: call.session.results,
  });
  call.record({
    via,
    ok: true,
    fee,
    resultTokensFull: fullTokens ?? shaped.tokensFull,
    resultTokensReturned: shaped.tokensReturned,
  });
  const text = shaped.content.map((c) => (c.type === 'text' ? c.text : `[${c.type}]`)).join('\n');
  return { result: { content: shaped.content }, text, tokens: shaped.tokensReturned };
}

/** Returns an error result for the model and records the failed call. */
function fail(
  call: Call,
  options: { via: GatewayCallRecord['via']; code: string; text: string; fee?: number; fullTokens?: number },
): CallToolResult {
  const { via, code, text, fee = 0, fullTokens } = options;
  const tokens = resultTokens(text);
  call.record({
    via,
    ok: false,
    errorCode: code,
    fee,
    resultTokensFull: fullTokens ?? tokens,
    resultTokensReturned: tokens,
  });
  return errorResult(text);
}

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

function digest(value: unknown): string {
  return hash('sha256', canonicalJson(value ?? null)).slice(0, 16);
}
