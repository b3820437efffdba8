import type { ToolCallOutcome } from '../agent/run-hooks.ts';
import type { JsonValue } from '../tool/json-schema.ts';

/** What a judge is asked about: one tool call of a run. */
export interface JudgeRequest {
  /** The run's task. */
  task: string;
  /** The tool called. */
  tool: string;
  /** Its arguments. */
  input: JsonValue;
  /** What it returned, as the model reads it. */
  outcome: ToolCallOutcome;
  /** The digest of this result (see `resultDigest`). */
  digest: string;
  /** Digests of the earlier results of the same tool in this run, oldest first. */
  earlierDigests: readonly string[];
}

/** A judge's verdict on one tool call. */
export interface Judgement {
  /** Whether the result helps with the task. */
  helpful: boolean;
  /** Why, in a few words. */
  reason: string;
  /** The judge that decided, when not the one asked (e.g. an LLM judge falling back to its rules). */
  judge?: string;
}

/**
 * Decides whether a tool call's result helped with the task (the score of the BTP paper). Pluggable:
 * `createRuleJudge()` by default, `createLlmJudge()` for a model's opinion.
 */
export interface ToolJudge {
  /** Recorded with every verdict, e.g. `rule` or `llm:openai:gpt-4.1-mini`. */
  readonly name: string;
  /** Judges one call. */
  judge(request: JudgeRequest): Promise<Judgement> | Judgement;
}
