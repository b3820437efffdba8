import { createHash } from 'node:crypto';
import type { ToolCallOutcome } from '../agent/run-hooks.ts';
import { canonicalJson } from '../library/canonical-json.ts';

/** How many characters of a result {@link resultDigest} keeps as its preview. */
export const RESULT_PREVIEW_CHARS = 200;

/** The digest, preview and size of a tool call's result. */
export interface ResultDigest {
  /** `sha256:<hex>` of the canonical JSON of the output (successes) or of the error (failures). */
  digest: string;
  /** The start of the text the model read, at most {@link RESULT_PREVIEW_CHARS} characters. */
  preview: string;
  /** Bytes of the text the model read. */
  bytes: number;
}

/**
 * Digests a tool call's outcome: equal outputs give equal digests whatever their key order, so that a
 * repeated, unchanged result can be recognised without storing it.
 */
export function resultDigest(outcome: ToolCallOutcome): ResultDigest {
  const subject = outcome.ok ? { output: outcome.output ?? null } : { error: outcome.error ?? outcome.text };
  return {
    digest: `sha256:${createHash('sha256').update(canonicalJson(subject)).digest('hex')}`,
    preview: outcome.text.slice(0, RESULT_PREVIEW_CHARS),
    bytes: Buffer.byteLength(outcome.text),
  };
}
