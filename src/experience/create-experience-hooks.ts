import type { RunHooks, ToolCallOutcome, ToolCallRequest } from '../agent/run-hooks.ts';
import type { TokenCounter } from '../ledger/token-counter.ts';
import type { ExperienceStore } from './experience-store.ts';
import { resultDigest } from './result-digest.ts';
import { createRuleJudge } from './rule-judge.ts';
import type { Judgement, ToolJudge } from './tool-judge.ts';

/** Error codes of calls that never reached the tool: they are not usages and are not recorded. */
const NOT_A_USAGE = new Set(['refused', 'unknown_tool', 'unparsable_arguments']);

/** Error codes of calls that reached the executor but not the tool: no fee was charged. */
const DID_NOT_RUN = new Set(['invalid_arguments', 'unknown_tool']);

/** A judged tool call, as {@link ExperienceHooksOptions.onJudged} is told of it. */
export interface JudgedCall {
  /** The call. */
  request: ToolCallRequest;
  /** What it returned. */
  outcome: ToolCallOutcome;
  /** The verdict. */
  judgement: Judgement;
}

/** Options of {@link createExperienceHooks}. */
export interface ExperienceHooksOptions {
  /** The run's task. */
  task: string;
  /** The run's id; usages get the ids `<runId>:1`, `<runId>:2`, ... */
  runId: string;
  /** Where usages are recorded. @default none: calls are judged (for `onJudged`) but not recorded */
  store?: ExperienceStore;
  /** Judges every call. @default createRuleJudge() */
  judge?: ToolJudge;
  /** The fee of a tool per call (usually `name => library.get(name)?.cost`). @default () => 0 */
  feeOf?: (tool: string) => number | undefined;
  /** Counts the result's tokens. @default one token per 4 bytes, rounded up */
  tokens?: Pick<TokenCounter, 'countTokens'>;
  /** Monotonic clock in milliseconds, for latencies. @default performance.now */
  now?: () => number;
  /** Told of every judged call, after it is recorded (e.g. to blacklist tools). */
  onJudged?: (call: JudgedCall) => void;
}

/**
 * Hooks that judge every library tool call of a run and record it in the experience store: task, tool,
 * arguments, result digest, size, latency, fee and verdict. Meta-tool calls and calls that never reached a
 * tool (refused, unknown tool, unparsable arguments) are not usages; calls whose arguments failed
 * validation are (the rule judge finds them unhelpful). Put them before hooks that rewrite results, so the
 * judge reads what the tool returned.
 */
export function createExperienceHooks(options: ExperienceHooksOptions): RunHooks {
  const {
    task,
    runId,
    store,
    judge = createRuleJudge(),
    feeOf = () => 0,
    now = () => performance.now(),
  } = options;
  const started = new WeakMap<ToolCallRequest, number>();
  const digestsByTool = new Map<string, string[]>();
  let recorded = 0;
  return {
    beforeToolCall(request) {
      if (!request.meta) started.set(request, now());
    },
    async afterToolCall(request, outcome) {
      if (request.meta || (outcome.error && NOT_A_USAGE.has(outcome.error.code))) return;
      const latencyMs = Math.max(0, now() - (started.get(request) ?? now()));
      const { digest, preview, bytes } = resultDigest(outcome);
      const earlierDigests = digestsByTool.get(request.tool) ?? [];
      const judgement = await judge.judge({
        task,
        tool: request.tool,
        input: request.input,
        outcome,
        digest,
        earlierDigests,
      });
      digestsByTool.set(request.tool, [...earlierDigests, digest]);
      const ran = outcome.ok || !DID_NOT_RUN.has(outcome.error?.code ?? '');
      store?.record({
        id: `${runId}:${++recorded}`,
        runId,
        task,
        tool: request.tool,
        input: request.input,
        ok: outcome.ok,
        ...(outcome.error && { errorCode: outcome.error.code }),
        resultDigest: digest,
        resultPreview: preview,
        resultBytes: bytes,
        resultTokens: options.tokens ? options.tokens.countTokens(outcome.text) : Math.ceil(bytes / 4),
        latencyMs,
        fee: ran ? (feeOf(request.tool) ?? 0) : 0,
        helpful: judgement.helpful,
        judge: judgement.judge ?? judge.name,
        reason: judgement.reason,
      });
      options.onJudged?.({ request, outcome, judgement });
    },
  };
}
