import type { JsonValue } from '../tool/json-schema.ts';

/**
 * One recorded tool call: what was asked, what came back (as a digest), what it cost and whether it helped.
 * This is also the shape of one line of the experience JSONL export.
 */
export interface ToolUsage {
  /** Unique id of the usage, e.g. `<runId>:<n>`; importing a usage whose id is known skips it. */
  id: string;
  /** The run the call was made in. */
  runId: string;
  /** The task of that run, in the user's words. */
  task: string;
  /** The tool called. */
  tool: string;
  /** The arguments. */
  input: JsonValue;
  /** Whether the call succeeded. */
  ok: boolean;
  /** The error code of a failed call (`invalid_arguments`, `timeout`, ...). */
  errorCode?: string;
  /** `sha256:<hex>` of the result (the canonical JSON of the output, or the error). */
  resultDigest: string;
  /** The start of the result as the model read it (at most 200 characters). */
  resultPreview: string;
  /** Bytes of the result as the model read it. */
  resultBytes: number;
  /** Tokens of the result as the model read it. */
  resultTokens: number;
  /** Wall time of the call. */
  latencyMs: number;
  /** The fee the tool charged (0 when it did not run). */
  fee: number;
  /** The judge's verdict: did the result help with the task? */
  helpful: boolean;
  /** Which judge gave the verdict (`rule`, `llm:openai:gpt-4.1-mini`, ...). */
  judge: string;
  /** Why, in a few words. */
  reason: string;
  /** When it was recorded (ISO 8601). */
  recordedAt: string;
}

/** What {@link ExperienceStore.record} takes: a usage, optionally without its timestamp. */
export type ToolUsageInput = Omit<ToolUsage, 'recordedAt'> & { recordedAt?: string };

/** A past usage of a tool as the estimator sees it: its run, its task's similarity to the new task, its verdict. */
export interface PastUsage {
  /** The tool. */
  tool: string;
  /** The run it was made in (uses are counted per run for the frequency cap). */
  runId: string;
  /** Similarity of the run's task to the new task; higher is more similar (lexical: in [0, 1]). */
  similarity: number;
  /** Whether the judge found it helpful. */
  helpful: boolean;
  /** Tokens of its result, for the token cost of a planned use. */
  resultTokens: number;
}
