import { z } from 'zod';
import { callModel } from '../../agent/call-model.ts';
import { extractJson } from '../../agent/extract-json.ts';
import type { RunContext } from '../../agent/run-context.ts';
import { decomposePrompt } from './tulip-prompts.ts';

const Decomposition = z.object({ subtasks: z.array(z.string().trim().min(1)).min(1).max(20) });

/**
 * Asks the model to split `task` into tool-sized subtasks (one recorded model call, role `decompose`).
 * The reply is validated against a schema; when it is not valid JSON of the expected shape, the task
 * itself is the only subtask and `valid` is false.
 */
export async function decomposeTask(
  run: RunContext,
  task: string,
  options: { toolHints?: readonly string[]; depth?: number } = {},
): Promise<{ subtasks: string[]; valid: boolean }> {
  const reply = await callModel(run, {
    role: 'decompose',
    messages: [
      {
        role: 'user',
        content: decomposePrompt(task, { ...(options.toolHints && { toolHints: options.toolHints }) }),
      },
    ],
  });
  const parsed = Decomposition.safeParse(extractJson(reply.text));
  run.trace.emit({
    type: 'strategy',
    strategy: 'tulip',
    detail: parsed.success
      ? `decomposed into ${parsed.data.subtasks.length} subtasks`
      : 'decomposition unusable; searching with the task itself',
    data: { task, depth: options.depth ?? 0, subtasks: parsed.success ? parsed.data.subtasks : [task] },
  });
  return parsed.success
    ? { subtasks: parsed.data.subtasks, valid: true }
    : { subtasks: [task], valid: false };
}
