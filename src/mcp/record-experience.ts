import { resultDigest } from '../experience/result-digest.ts';
import type { JsonValue } from '../tool/json-schema.ts';
import type { GatewayContext, GatewaySessionState } from './gateway-context.ts';

/** One tool call through the gateway, as the experience store records it. */
export interface GatewayUsage {
  /** The tool. */
  tool: string;
  /** Its arguments. */
  args: unknown;
  /** Whether it succeeded, its output or error. */
  ok: boolean;
  output?: unknown;
  error?: { code: string; message: string };
  /** The text the client read. */
  text: string;
  /** Tokens of that text. */
  tokens: number;
  /** Wall time, ms. */
  latencyMs: number;
  /** Fee charged. */
  fee: number;
}

/**
 * Records a tool call in the experience store, judged by the context's judge (the rule judge by default),
 * with the session as the run and the session's latest search descriptions as the task. Runs after the
 * client has its answer; a failing judge or write is logged, never raised.
 */
export function recordExperience(
  context: GatewayContext,
  session: GatewaySessionState,
  usage: GatewayUsage,
): void {
  const { judge, store } = context;
  if (!judge || !store) return;
  const outcome = {
    ok: usage.ok,
    text: usage.text,
    ...(usage.ok ? { output: usage.output } : { error: usage.error }),
  };
  const { digest, preview, bytes } = resultDigest(outcome);
  const earlierDigests = session.digests.get(usage.tool) ?? [];
  session.digests.set(usage.tool, [...earlierDigests.slice(-19), digest]);
  const id = `${session.id}:${++session.usages}`;
  const task = session.task ?? `MCP session of ${session.clientName() ?? 'an unnamed client'}`;
  const input = (usage.args ?? {}) as JsonValue;
  void Promise.resolve()
    .then(() => judge.judge({ task, tool: usage.tool, input, outcome, digest, earlierDigests }))
    .then((judgement) =>
      store.recordUsage({
        id,
        runId: session.id,
        task,
        tool: usage.tool,
        input,
        ok: usage.ok,
        ...(usage.error && { errorCode: usage.error.code }),
        resultDigest: digest,
        resultPreview: preview,
        resultBytes: bytes,
        resultTokens: usage.tokens,
        latencyMs: usage.latencyMs,
        fee: usage.fee,
        helpful: judgement.helpful,
        judge: judgement.judge ?? judge.name,
        reason: judgement.reason,
      }),
    )
    .catch((error: unknown) =>
      context.logger.warn('could not judge a call for the experience store', {
        tool: usage.tool,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
}
