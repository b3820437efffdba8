import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { openaiToolToTool } from '../../sources/definitions/openai-tool-to-tool.ts';
import { readDatasetJson } from '../retrieval/read-dataset-json.ts';
import { DatasetLoadError } from '../retrieval/dataset-load-error.ts';
import { STABLE_TOOLBENCH_FILES } from '../retrieval/load-stable-toolbench.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { parseRecordedCall } from './parse-recorded-call.ts';
import type { RecordedRun, RecordedStep } from './recorded-run.ts';

/** ToolBench's pseudo-tool that ends a run with the final answer. */
export const FINISH_TOOL = 'Finish';

interface AnswerNode {
  role: string;
  message: string;
  next: AnswerNode[];
}

const answerNodeSchema: z.ZodType<AnswerNode> = z.lazy(() =>
  z.looseObject({ role: z.string(), message: z.string(), next: z.array(answerNodeSchema) }),
);

const recordedRunSchema = z.looseObject({
  query: z.string(),
  available_tools: z.array(z.looseObject({ name: z.string() })),
  answer: z.looseObject({
    final_answer: z.string().optional(),
    answer_details: z.array(answerNodeSchema),
  }),
});

const recordedFileSchema = z.record(z.string(), recordedRunSchema);

const finishSchema = z.looseObject({
  return_type: z.string().optional(),
  final_answer: z.string().optional(),
});

/** Options of {@link loadToolbenchRuns}. */
export interface LoadToolbenchRunsOptions {
  /** Which files to read (without `.json`). @default those of the six ToolBench subsets that are present */
  files?: readonly string[];
  /** Read at most this many runs per file (for quick runs). @default all */
  limitPerFile?: number;
}

/** ToolBench runs ready to replay, with the tool definitions they were recorded with. */
export interface ToolbenchRuns {
  /** The runs, file by file in the order of the file. */
  runs: RecordedRun[];
  /** Every distinct tool of the runs' `available_tools` (not `Finish`), converted from OpenAI format. */
  tools: ToolDefinitionInput[];
  /** What was skipped and why. */
  warnings: string[];
}

/**
 * Loads recorded ToolBench runs (the `toolbench-cot` folder: one JSON object per subset file, keyed by query
 * id, each with `query`, `available_tools` in OpenAI function format and `answer.answer_details`, a chain of
 * steps whose messages are cut at 100 characters). Each run becomes a {@link RecordedRun}: its candidates are
 * its available tools; each `tool` step is one model turn calling that tool with the arguments that survive
 * the cut ({@link parseRecordedCall}); `assistant` text goes with the next call; the `Finish` call (or the
 * last text, when there is none) is the final answer, read in full from `answer.final_answer`. Files are
 * validated with a schema; throws `DatasetLoadError` naming the file when one is missing or malformed.
 */
export function loadToolbenchRuns(dir: string, options: LoadToolbenchRunsOptions = {}): ToolbenchRuns {
  const files = options.files ?? STABLE_TOOLBENCH_FILES.filter((f) => existsSync(join(dir, `${f}.json`)));
  if (files.length === 0) {
    throw new DatasetLoadError({
      file: dir,
      reason: `no recorded ToolBench run file found (expected ${STABLE_TOOLBENCH_FILES.map((f) => `${f}.json`).join(', ')})`,
    });
  }
  const runs: RecordedRun[] = [];
  const tools = new Map<string, ToolDefinitionInput>();
  const warnings: string[] = [];
  for (const file of files) {
    const path = join(dir, `${file}.json`);
    const data = readDatasetJson(path, recordedFileSchema, 'a file of recorded runs');
    const entries = Object.entries(data).slice(0, options.limitPerFile ?? Infinity);
    for (const [queryId, record] of entries) {
      const id = `${file}:${queryId}`;
      const candidates: string[] = [];
      for (const [i, definition] of record.available_tools.entries()) {
        if (definition.name === FINISH_TOOL) continue;
        try {
          const tool = openaiToolToTool(definition);
          if (!tools.has(tool.name)) tools.set(tool.name, tool);
          if (!candidates.includes(tool.name)) candidates.push(tool.name);
        } catch (error) {
          warnings.push(`${id}: available_tools[${i}] skipped (${String(error)})`);
        }
      }
      runs.push({ id, group: file, task: record.query, candidates, ...trajectory(record) });
    }
  }
  return { runs, tools: [...tools.values()], warnings };
}

function trajectory(record: z.infer<typeof recordedRunSchema>): Pick<RecordedRun, 'steps' | 'answer'> {
  const steps: RecordedStep[] = [];
  let text = '';
  let finished = false;
  let node = record.answer.answer_details[0];
  while (node && !finished) {
    if (node.role === 'assistant') text += node.message;
    if (node.role === 'tool') {
      const call = parseRecordedCall(node.message);
      if (call?.name === FINISH_TOOL) finished = true;
      else if (call) {
        steps.push({ tool: call.name, input: call.input, ...(text && { text }) });
        text = '';
      }
    }
    node = node.next[0];
  }
  return { steps, answer: finalAnswer(record.answer.final_answer) ?? text };
}

/** The `final_answer` of ToolBench's `Finish` call (a JSON text), when the run gave one. */
function finalAnswer(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const finish = finishSchema.safeParse(JSON.parse(raw));
    if (finish.success && finish.data.return_type !== 'give_up_and_restart') return finish.data.final_answer;
  } catch {
    // not JSON: the raw text is the answer
    return raw;
  }
  return undefined;
}
