import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import type { ScriptedReply } from '../../testing/scripted-language-model.ts';

/** The plan the policy follows: call these tools in order, then answer. */
export interface PolicyPlan {
  steps: Array<{ tool: string; input: Record<string, unknown>; query: string }>;
  answer: string;
  subtasks: string[];
}

/** Adds 2 and 3, multiplies the sum by 4, answers 20. */
export const ADD_THEN_MULTIPLY: PolicyPlan = {
  steps: [
    { tool: 'add', input: { a: 2, b: 3 }, query: 'add two numbers' },
    { tool: 'multiply', input: { a: 5, b: 4 }, query: 'multiply two numbers' },
  ],
  answer: 'The result is 20.',
  subtasks: ['add two numbers', 'multiply two numbers'],
};

/**
 * A scripted model that behaves like a competent agent under any strategy: it answers a decomposition
 * prompt with the plan's subtasks, registers (EcoAct) or searches for (tulip) a tool it does not have, calls
 * the plan's tools in order (through `use_tool` under ConAgents, and as its execution role, the one tool it
 * is offered), and answers after the last result.
 */
export function arithmeticPolicy(plan: PolicyPlan = ADD_THEN_MULTIPLY) {
  return (call: LanguageModelV4CallOptions): ScriptedReply => {
    const text = JSON.stringify(call.prompt);
    if (text.includes('Break the following task'))
      return { text: JSON.stringify({ subtasks: plan.subtasks }) };
    const tools = (call.tools ?? []).map((t) => t.name);
    const executing = text.includes('You are the execution agent')
      ? plan.steps.find((s) => tools.includes(s.tool))
      : undefined;
    if (executing) return { toolCalls: [{ name: executing.tool, input: executing.input }] };
    const done = [...toolResults(call), ...usedTools(call)].filter((r) =>
      plan.steps.some((s) => s.tool === r),
    ).length;
    const next = plan.steps[done];
    if (!next) return { text: plan.answer };
    if (tools.includes(next.tool)) return { toolCalls: [{ name: next.tool, input: next.input }] };
    if (tools.includes('use_tool'))
      return {
        toolCalls: [
          {
            name: 'use_tool',
            input: { tool: next.tool, instruction: next.query, wanted_output: 'the result' },
          },
        ],
      };
    if (tools.includes('register_tool'))
      return { toolCalls: [{ name: 'register_tool', input: { tool_name: next.tool } }] };
    if (tools.includes('search_tools'))
      return { toolCalls: [{ name: 'search_tools', input: { queries: [next.query] } }] };
    return { text: 'I cannot do this without tools.' };
  };
}

/** Names of the tools whose results are in the prompt, in order (successful library-tool results only). */
export function toolResults(call: LanguageModelV4CallOptions): string[] {
  return call.prompt.flatMap((m) =>
    m.role === 'tool'
      ? m.content.flatMap((p) => (p.type === 'tool-result' && p.output.type === 'text' ? [p.toolName] : []))
      : [],
  );
}

/** Names of the tools used successfully through ConAgents' `use_tool`, in order. */
export function usedTools(call: LanguageModelV4CallOptions): string[] {
  const used = new Map<string, string>();
  for (const m of call.prompt) {
    if (m.role !== 'assistant') continue;
    for (const p of m.content) {
      if (p.type === 'tool-call' && p.toolName === 'use_tool')
        used.set(p.toolCallId, String((p.input as { tool?: unknown }).tool));
    }
  }
  return call.prompt.flatMap((m) =>
    m.role === 'tool'
      ? m.content.flatMap((p) =>
          p.type === 'tool-result' &&
          p.toolName === 'use_tool' &&
          p.output.type === 'text' &&
          used.has(p.toolCallId)
            ? [used.get(p.toolCallId)!]
            : [],
        )
      : [],
  );
}
