import { z } from 'zod';

/** The schema of one line of the experience JSONL (a {@link ToolUsage}); imports are validated with it. */
export const ToolUsageSchema = z.strictObject({
  id: z.string().min(1),
  runId: z.string().min(1),
  task: z.string().min(1),
  tool: z.string().min(1),
  input: z.json(),
  ok: z.boolean(),
  errorCode: z.string().min(1).optional(),
  resultDigest: z.string().min(1),
  resultPreview: z.string(),
  resultBytes: z.number().int().nonnegative(),
  resultTokens: z.number().int().nonnegative(),
  latencyMs: z.number().nonnegative(),
  fee: z.number().nonnegative(),
  helpful: z.boolean(),
  judge: z.string().min(1),
  reason: z.string(),
  recordedAt: z.iso.datetime({ offset: true }),
});
