import type { ModelMessage } from 'ai';
import type { AgentModel } from '../agent/agent-model.ts';
import { callModel } from '../agent/call-model.ts';
import type { RunContext } from '../agent/run-context.ts';
import type { JsSandbox } from '../sandbox/js-sandbox.ts';
import type { SandboxLimits } from '../sandbox/sandbox-limits.ts';
import type { JsonValue } from '../tool/json-schema.ts';
import { codeReplySchema } from './code-reply-schema.ts';
import { isLongResult } from './is-long-result.ts';
import {
  EXTRACT_FUNCTION,
  extractedText,
  extractionFailedPrompt,
  extractionTooLongMessage,
  observerPrompt,
  unobservedText,
} from './observer-prompts.ts';
import { pseudoSchema, type PseudoSchemaOptions } from './pseudo-schema.ts';

/** Options of {@link observeResult}. */
export interface ObserveResultOptions {
  /** The run: model calls are recorded in its ledger, rounds in its trace. */
  run: RunContext;
  /** The sandbox the extraction code runs in. */
  sandbox: JsSandbox;
  /** The tool that produced the result. */
  tool: string;
  /** The arguments it was called with. */
  input: JsonValue;
  /** The result as the tool returned it (parsed from `text` when it is a string holding JSON). */
  output: unknown;
  /** The result as the model would read it. */
  text: string;
  /** What is wanted from the result (ConAgents' target output), when known. */
  wanted?: string;
  /** The observing role's model. @default the run's model */
  model?: AgentModel;
  /** Code-writing attempts: the first, then one per calibration from the sandbox's error. @default 3 */
  maxTries?: number;
  /** A result of more tokens is long, and so is an extracted value that is still longer. @default 500 */
  maxResultTokens?: number;
  /** Limits of the extraction runs. @default 2 s; memory 12 × the result's size, at least 32 MiB, at most 512 MiB */
  limits?: Partial<SandboxLimits>;
  /** Options of the pseudo-schema. @default {} */
  schema?: PseudoSchemaOptions;
  /** The agent step, for the trace. @default 0 */
  step?: number;
  /** The name on the trace events. @default 'observer' */
  traceAs?: string;
}

/** What {@link observeResult} made of a result. */
export interface Observation {
  /** What the model should read: the result itself when short, else the extraction or a fallback. */
  text: string;
  /** Whether the result was long (and so handed to the observing role). */
  observed: boolean;
  /** The extracted value, when an extraction succeeded. */
  extracted?: JsonValue;
  /** Code-writing attempts made. */
  rounds: number;
}

const MIB = 1024 * 1024;

/**
 * ConAgents' observing agent with iterative calibration: a short result passes through; for a long one the
 * model (role `observer`) gets its pseudo-schema and what is wanted, writes `function extract(data)`, and
 * the code runs in the sandbox on the parsed result. When the reply has no such function, the code throws,
 * hits a sandbox limit or returns a value still too long, the exact error goes back to the model, up to
 * `maxTries` attempts. Each round is traced (`strategy` events with role, round and error); every model call
 * is in the ledger. When all attempts fail, the model reads the pseudo-schema and the result's beginning.
 */
export async function observeResult(options: ObserveResultOptions): Promise<Observation> {
  const { run, sandbox, tool, input, text, maxTries = 3, maxResultTokens = 500, step = 0 } = options;
  const traceAs = options.traceAs ?? 'observer';
  if (!isLongResult(text, { maxTokens: maxResultTokens, tokens: run.tokens })) {
    return { text, observed: false, rounds: 0 };
  }
  const data = parseData(options.output, text);
  const schema = pseudoSchema(data, options.schema);
  const limits = {
    timeoutMs: 2000,
    memoryBytes: Math.min(512 * MIB, Math.max(32 * MIB, 12 * Buffer.byteLength(text))),
    ...options.limits,
  };
  const reply = codeReplySchema(EXTRACT_FUNCTION);
  const messages: ModelMessage[] = [
    {
      role: 'user',
      content: observerPrompt({
        tool,
        input,
        schema,
        characters: text.length,
        ...(options.wanted !== undefined && { wanted: options.wanted }),
        maxTokens: maxResultTokens,
      }),
    },
  ];
  for (let round = 1; round <= maxTries; round++) {
    const answer = await callModel(run, {
      role: 'observer',
      messages,
      step,
      ...(options.model && { model: options.model }),
    });
    const attempt = await tryExtraction(answer.text);
    run.trace.emit({
      type: 'strategy',
      strategy: traceAs,
      detail: attempt.ok
        ? `observer round ${round}: extracted from the result of ${tool}`
        : `observer round ${round}: ${attempt.code} (${tool})`,
      data: {
        role: 'observer',
        tool,
        round,
        ok: attempt.ok,
        ...(!attempt.ok && { error: { code: attempt.code, message: attempt.message } }),
      },
    });
    if (attempt.ok) {
      return {
        text: extractedText(tool, text.length, attempt.value),
        observed: true,
        extracted: attempt.value,
        rounds: round,
      };
    }
    messages.push(answer.assistantMessage, {
      role: 'user',
      content: extractionFailedPrompt(attempt.message),
    });
  }
  return {
    text: unobservedText({ tool, text, schema, previewChars: maxResultTokens * 3 }),
    observed: true,
    rounds: maxTries,
  };

  async function tryExtraction(
    replyText: string,
  ): Promise<{ ok: true; value: JsonValue } | { ok: false; code: string; message: string }> {
    const parsed = reply.safeParse(replyText);
    if (!parsed.success) {
      return {
        ok: false,
        code: 'invalid_reply',
        message: parsed.error.issues[0]?.message ?? 'No usable code.',
      };
    }
    const result = await sandbox.run({
      code: parsed.data,
      entry: EXTRACT_FUNCTION,
      input: data,
      filename: 'extract.js',
      ...limits,
    });
    if (!result.ok) return { ok: false, code: result.error.code, message: result.error.message };
    const tokens = run.tokens.countTokens(JSON.stringify(result.value));
    if (tokens > maxResultTokens) {
      return {
        ok: false,
        code: 'still_too_long',
        message: extractionTooLongMessage(tokens, maxResultTokens),
      };
    }
    return { ok: true, value: result.value };
  }
}

/** The result as JSON data: the output itself, or the text parsed when it holds JSON, else the text. */
function parseData(output: unknown, text: string): JsonValue {
  const source = output === undefined ? text : output;
  if (typeof source === 'string') {
    try {
      return JSON.parse(source) as JsonValue;
    } catch {
      return source;
    }
  }
  try {
    return JSON.parse(JSON.stringify(source) ?? 'null') as JsonValue;
  } catch {
    return text;
  }
}
