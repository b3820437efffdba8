import type { LanguageModelV4CallOptions } from '@ai-sdk/provider';
import type { ScriptedReply } from '../../testing/scripted-language-model.ts';
import type { JsonValue } from '../../tool/json-schema.ts';
import type { ToolHandler } from '../../tool/tool-handler.ts';
import { seededRandom } from '../search/seeded-random.ts';
import type { BudgetWorld, SimulatedTask } from './budget-world.ts';

/** Options of {@link simulatedPolicy}. */
export interface SimulatedPolicyOptions {
  /** The task the policy works on. */
  task: SimulatedTask;
  /** The world (the policy reads which need each tool claims to serve, as a model reads descriptions). */
  world: BudgetWorld;
  /** Seed of its choices. */
  seed: number;
  /** The local prompt-token estimate of the call under way; the policy bills exactly that as input. */
  promptTokens: () => number;
  /** Chance of calling a tool again right after it returned nothing useful. @default 0.6 */
  repeatUnhelpful?: number;
  /** Chance of heeding a budget stated in the prompt when choosing a tool. @default 0.7 */
  heedBudget?: number;
  /** Tool calls after which it gives up and answers. @default 8 */
  maxToolCalls?: number;
}

/**
 * A scripted agent for the budget simulation, standing in for an LLM: it knows what the task needs, not
 * which tool delivers it. It tries the offered tools that claim an unmet need (untried ones first, picked
 * at random), tends to call a tool again right after it returned nothing useful (`repeatUnhelpful`), heeds
 * a budget stated in the prompt only some of the time (`heedBudget`), and answers when every need is met,
 * when nothing offered can help, or after `maxToolCalls` calls. It bills the local prompt estimate as input
 * and 30 (tool call) or 60 (answer) output tokens, within the call's output cap. Deterministic for a seed.
 */
export function simulatedPolicy(options: SimulatedPolicyOptions) {
  const { task, world, seed, repeatUnhelpful = 0.6, heedBudget = 0.7, maxToolCalls = 8 } = options;
  const slotOf = (tool: string) => world.tool(tool)?.slot;
  return (call: LanguageModelV4CallOptions, index: number): ScriptedReply => {
    const random = seededRandom(seed * 1_000_003 + task.id * 1009 + index);
    const usage = (output: number) => ({
      inputTokens: options.promptTokens(),
      outputTokens: Math.min(output, call.maxOutputTokens ?? output),
    });
    const results = toolResults(call);
    const helpful = (r: ToolResult) => r.ok && r.text.includes('"found":true');
    const met = new Set(results.filter(helpful).map((r) => slotOf(r.tool)));
    const needs = task.slots.filter((s) => !met.has(s));
    const answer = () => ({
      text:
        needs.length === 0
          ? `Answer: ${task.slots.join(' and ')} found.`
          : `Partial answer: missing ${needs.join(', ')}.`,
      ...usage(60),
    });
    if (needs.length === 0 || results.length >= maxToolCalls) return answer();
    const offered = (call.tools ?? []).map((t) => t.name);
    const useTool = (name: string) => ({
      toolCalls: [{ name, input: { request: task.text } }],
      ...usage(30),
    });
    const last = results.at(-1);
    if (last && !helpful(last) && needs.includes(slotOf(last.tool) ?? '')) {
      const chance = offered.includes(last.tool) ? repeatUnhelpful : repeatUnhelpful / 2;
      if (random.next() < chance) return useTool(last.tool);
    }
    const pool = offered.filter((t) => needs.includes(slotOf(t) ?? ''));
    const untried = pool.filter((t) => !results.some((r) => r.tool === t));
    let choices = untried.length > 0 ? untried : pool;
    const hint = budgetHint(call);
    if (hint && random.next() < heedBudget) {
      choices = choices.filter((t) => (hint.costs.get(t) ?? 0) <= hint.remaining);
    }
    return choices.length > 0 ? useTool(random.pick(choices)) : answer();
  };
}

/** The handlers of a task's candidate tools: what each returns for this task. */
export function simulatedHandlers(world: BudgetWorld, task: SimulatedTask): Record<string, ToolHandler> {
  return Object.fromEntries(
    task.candidates.map((name): [string, ToolHandler] => {
      const tool = world.tool(name);
      if (task.useful[name])
        return [name, () => ({ found: true, slot: tool?.slot ?? '', for: task.text }) as JsonValue];
      if (tool?.behaviour === 'error')
        return [
          name,
          () => {
            throw new Error('service unavailable');
          },
        ];
      if (tool?.behaviour === 'irrelevant')
        return [name, () => ({ listing: ['unrelated item', 'another item'] })];
      return [name, () => []];
    }),
  );
}

interface ToolResult {
  tool: string;
  ok: boolean;
  text: string;
}

function toolResults(call: LanguageModelV4CallOptions): ToolResult[] {
  return call.prompt.flatMap((m) =>
    m.role === 'tool'
      ? m.content.flatMap((p) =>
          p.type === 'tool-result'
            ? [
                {
                  tool: p.toolName,
                  ok: p.output.type === 'text' || p.output.type === 'json',
                  text: 'value' in p.output ? textOf(p.output.value) : '',
                },
              ]
            : [],
        )
      : [],
  );
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function budgetHint(
  call: LanguageModelV4CallOptions,
): { remaining: number; costs: Map<string, number> } | undefined {
  const system = call.prompt.find((m) => m.role === 'system')?.content;
  if (typeof system !== 'string') return undefined;
  const budget = /Budget: (-?[\d.]+) of [\d.]+ left/.exec(system);
  if (!budget) return undefined;
  const costs = new Map(
    [...system.matchAll(/^- ([\w-]+): ([\d.]+)$/gm)].map((m) => [m[1] as string, Number(m[2])]),
  );
  return { remaining: Number(budget[1]), costs };
}
