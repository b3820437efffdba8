import { z } from 'zod';
import type { AgentModel } from '../agent/agent-model.ts';
import { callModel } from '../agent/call-model.ts';
import type { RunContext } from '../agent/run-context.ts';
import { judgePrompt, truncatedResult } from './judge-prompts.ts';
import { createRuleJudge } from './rule-judge.ts';
import type { Judgement, JudgeRequest, ToolJudge } from './tool-judge.ts';
import { extractJson } from '../agent/extract-json.ts';

/** The reply the LLM judge must give. */
const Verdict = z.object({ helpful: z.boolean(), reason: z.string().trim().min(1).max(500) });

/** Options of {@link createLlmJudge}. */
export interface LlmJudgeOptions {
  /** The run whose ledger, hooks (budget) and trace the judge's model calls go through. */
  run: RunContext;
  /** The judging model (a cheap one will do). @default the run's model */
  model?: AgentModel;
  /** Characters of the result shown to the judge. @default 2000 */
  maxResultChars?: number;
  /** Output cap of one judge call. @default 100 */
  maxOutputTokens?: number;
  /**
   * Decides first, for free: a result it finds unhelpful (an error, empty, unchanged) is not sent to the
   * model; its verdict also stands in when the model's reply is not valid. @default createRuleJudge()
   */
  rules?: ToolJudge;
}

/**
 * A judge that asks a language model (one call with role `judge`, recorded in the run's ledger and subject
 * to its budget) whether a result helps with the task. Clear failures are judged by the rules without a
 * model call; the model's reply is validated with a schema, and the rules' verdict stands when it is not
 * valid.
 */
export function createLlmJudge(options: LlmJudgeOptions): ToolJudge {
  const { run, maxResultChars = 2000, maxOutputTokens = 100, rules = createRuleJudge() } = options;
  const model = options.model ?? run.model;
  const name = `llm:${model.provider}:${model.modelId}`;
  return {
    name,
    async judge(request: JudgeRequest): Promise<Judgement> {
      const first = await rules.judge(request);
      if (!first.helpful) return { ...first, judge: first.judge ?? rules.name };
      const reply = await callModel(run, {
        role: 'judge',
        model,
        maxOutputTokens,
        messages: [
          {
            role: 'user',
            content: judgePrompt({
              task: request.task,
              tool: request.tool,
              input: JSON.stringify(request.input),
              result: truncatedResult(request.outcome.text, maxResultChars),
            }),
          },
        ],
      });
      const parsed = Verdict.safeParse(extractJson(reply.text));
      if (!parsed.success)
        return { ...first, reason: `${first.reason} (judge reply unusable)`, judge: rules.name };
      return parsed.data;
    },
  };
}
