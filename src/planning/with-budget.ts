import { randomUUID } from 'node:crypto';
import type { RunContext } from '../agent/run-context.ts';
import { composeHooks } from '../agent/run-hooks.ts';
import type { Strategy, StrategyContext, StrategySession } from '../agent/strategy.ts';
import { createExperienceHooks } from '../experience/create-experience-hooks.ts';
import type { ExperienceStore } from '../experience/experience-store.ts';
import { createRuleJudge } from '../experience/rule-judge.ts';
import type { TaskSimilarity } from '../experience/task-similarity.ts';
import type { ToolJudge } from '../experience/tool-judge.ts';
import type { JsonValue } from '../tool/json-schema.ts';
import type { StoredTool } from '../tool/tool-definition.ts';
import { forbiddenToolRefusal, forbiddenToolsNote, formatMoney, planNote } from './budget-prompts.ts';
import { createBudgetHooks, type BudgetHooksOptions } from './create-budget-hooks.ts';
import {
  estimateToolValues,
  relevancePriors,
  type EstimateToolValuesOptions,
} from './estimate-tool-values.ts';
import { planToolUse, type ToolPlan } from './plan-tool-use.ts';
import { UnpricedModelError } from './unpriced-model-error.ts';

/** Options of {@link withBudget}. */
export interface WithBudgetOptions extends Pick<
  BudgetHooksOptions,
  | 'inputMargin'
  | 'inputOverheadTokens'
  | 'maxOutputTokens'
  | 'minOutputTokens'
  | 'answerOutputTokens'
  | 'resultTokensAllowance'
  | 'blacklistAfter'
  | 'finalAnswerTurn'
> {
  /** The most the run may spend, model tokens and tool fees together, in the price table's currency (USD). */
  budget: number;
  /** Plan tool use before the run (BTP); when false, only money is enforced (and the blacklist). @default true */
  plan?: boolean;
  /** Past usages for the estimates; every judged call of the run is recorded here too. @default none (priors only, nothing recorded) */
  experience?: ExperienceStore;
  /** Record the run's judged tool calls in `experience`. @default true */
  recordExperience?: boolean;
  /** How similar past tasks are to this one. @default lexical (the experience store's FTS5 index) */
  similarity?: TaskSimilarity;
  /** Judges every tool call (experience and blacklist); a function gets the run, for `createLlmJudge`. @default createRuleJudge() */
  judge?: ToolJudge | ((run: RunContext) => ToolJudge);
  /** Estimation settings: τ, prior, smoothing, caps (see `estimateToolValues`). @default the paper's τ = 0.15 and the defaults there */
  estimate?: Omit<EstimateToolValuesOptions, 'tools' | 'usages'>;
  /** Candidates searched for the task when the run has none. @default 20 */
  topK?: number;
  /** The size of one cost unit of the knapsack (see `planBudget`). @default what is left / 10,000 */
  precision?: number;
  /** Agent turns assumed when bounding the token cost of a use (the loop's `maxSteps`). @default 10 */
  maxSteps?: number;
  /** Output tokens a turn is expected to write, for the plan. @default 256 */
  turnOutputTokens?: number;
  /** Tokens assumed for the strategy's system prompt before it is known (the first plan). @default 300 */
  systemPromptTokens?: number;
  /** The run's id in the experience store. @default a new id from `ids` */
  runId?: string;
  /** Makes run ids. @default crypto.randomUUID */
  ids?: () => string;
  /** Told of the plan (e.g. to print it). */
  onPlan?: (plan: ToolPlan) => void;
}

/**
 * Wraps a strategy so that its runs stay within `budget` (BTP, improved). At start:
 *
 * 1. the hooks that guard money are installed before the strategy's own setup calls (tulip's decomposition);
 * 2. the candidates (the run's, or the `topK` search hits for the task) get an expected value and a cap
 *    from past usages on similar tasks, and a plan of uses under the budget that covers model tokens too;
 * 3. the strategy starts with only the planned tools as candidates: tools with no planned uses are not
 *    offered; the plan is then made again with the actual system prompt and what setup spent.
 *
 * During the run every tool call uses up one planned use; a used-up or blacklisted tool (the judge found it
 * unhelpful `blacklistAfter` times) disappears from the tools, is named as forbidden in the system prompt
 * (which is rebuilt before every turn) and in a note on the result that forbade it, and a call to it is
 * refused with a message. Every model and tool call is guarded by `createBudgetHooks`: the run never spends
 * more than its budget, and when the next call could not be covered it ends with `budget_exhausted` and its
 * best answer. Refuses to start (`UnpricedModelError`) when the model has no price.
 */
export function withBudget(strategy: Strategy, options: WithBudgetOptions): Strategy {
  const {
    budget,
    plan: planning = true,
    topK = 20,
    systemPromptTokens = 300,
    ids = () => randomUUID(),
  } = options;
  return {
    name: `${strategy.name}+budget`,
    description: `${strategy.description} Within a budget, with a plan of tool uses.`,
    async start(context: StrategyContext): Promise<StrategySession> {
      const { run, task, library } = context;
      if (!run.ledger.isPriced(run.model))
        throw new UnpricedModelError({ provider: run.model.provider, modelId: run.model.modelId });
      const trace = (detail: string, data?: JsonValue) =>
        run.trace.emit({ type: 'strategy', strategy: 'budget', detail, ...(data !== undefined && { data }) });
      const feeOf = (name: string) => library.get(name)?.cost;
      const budgetHooks = createBudgetHooks({
        ...options,
        budget,
        accounting: run.ledger,
        feeOf,
        onEvent: (e) => {
          if (e.type !== 'model_call_reserved')
            trace(`${e.type}${e.tool ? ` ${e.tool}` : ''}: ${e.detail}`, { committed: e.committed });
        },
      });
      const judge =
        typeof options.judge === 'function' ? options.judge(run) : (options.judge ?? createRuleJudge());
      const experienceHooks = createExperienceHooks({
        task,
        runId: options.runId ?? ids(),
        judge,
        feeOf,
        tokens: run.tokens,
        ...(options.experience && options.recordExperience !== false && { store: options.experience }),
        onJudged: ({ request, judgement }) => {
          if (!judgement.helpful) budgetHooks.strike(request.tool);
        },
      });
      const own = composeHooks([experienceHooks, budgetHooks]);
      run.hooks = composeHooks([run.hooks, own]);

      if (planning) {
        const hits = context.candidates ? undefined : await library.search(task, { topK });
        const tools = hits
          ? hits.map((h) => h.tool)
          : (context.candidates ?? []).flatMap((n) => library.get(n) ?? []);
        const usages = options.experience
          ? await options.experience.pastUsages(
              task,
              tools.map((t) => t.name),
              { ...(options.similarity && { similarity: options.similarity }) },
            )
          : [];
        const estimates = estimateToolValues({
          ...(hits && {
            priors: relevancePriors(
              hits.map((h) => ({ tool: h.tool.name, score: h.score })),
              options.estimate?.prior,
            ),
          }),
          ...options.estimate,
          tools: tools.map((t) => t.name),
          usages,
        });
        const makePlan = (system: number | string, among?: ReadonlySet<string>) =>
          planToolUse({
            ...options,
            budget,
            spent: budgetHooks.committed(),
            tools: tools.map((t) => ({ name: t.name, fee: t.cost })),
            estimates: among ? estimates.map((e) => (among.has(e.tool) ? e : { ...e, cap: 0 })) : estimates,
            modelCallCost: ({ inputTokens, outputTokens }) =>
              run.ledger.estimateModelCallCost({ ...run.model, inputTokens, maxOutputTokens: outputTokens }),
            basePromptTokens: promptTokens(
              run,
              task,
              system,
              among ? tools.filter((t) => among.has(t.name)) : tools,
            ),
          });
        // First with an allowance for the system prompt; the strategy starts with the planned tools only;
        // then again among those with its actual system prompt and what its setup spent.
        const first = makePlan(systemPromptTokens);
        budgetHooks.setAllowances(first.allowances);
        const planned = Object.keys(first.allowances);
        const inner = await strategy.start({ ...context, candidates: planned });
        const plan = makePlan(inner.system, new Set(planned));
        budgetHooks.setAllowances(plan.allowances);
        trace(`plan: ${Object.keys(plan.allowances).length} of ${tools.length} tools`, planData(plan));
        options.onPlan?.(plan);
        return session(inner, planNote(plan.allowances, budget));
      }
      const inner = await strategy.start(context);
      return session(inner, `Budget: ${formatMoney(budget)} for this task, tools and model included.`);

      function session(inner: StrategySession, note: string): StrategySession {
        return {
          get system() {
            return [inner.system, note, forbiddenToolsNote(budgetHooks.forbidden())]
              .filter(Boolean)
              .join('\n\n');
          },
          ...(inner.prompt !== undefined && { prompt: inner.prompt }),
          visibleTools: () => inner.visibleTools().filter((n) => budgetHooks.isAllowed(n)),
          ...(inner.metaTools && { metaTools: inner.metaTools }),
          unknownToolHint: (name) => {
            const forbidden = budgetHooks.forbidden();
            const entry = forbidden.find((f) => f.tool === name);
            if (entry) return forbiddenToolRefusal(name, entry.reason, forbidden);
            return inner.unknownToolHint?.(name) ?? `The tool '${name}' is not available in this run.`;
          },
          hooks: composeHooks([own, inner.hooks]),
        };
      }
    },
  };
}

/** Local estimate of a turn's prompt before any tool call: system prompt, task and tool definitions. */
function promptTokens(
  run: RunContext,
  task: string,
  system: number | string,
  tools: readonly StoredTool[],
): number {
  const systemTokens =
    typeof system === 'number'
      ? system
      : run.tokens.countMessageTokens([{ role: 'system', content: system }]);
  return (
    systemTokens +
    run.tokens.countMessageTokens([{ role: 'user', content: task }]) +
    tools.reduce((sum, t) => sum + run.tokens.countToolDefinitionTokens(t), 0)
  );
}

function planData(plan: ToolPlan): JsonValue {
  return {
    budget: plan.budget,
    spent: plan.spent,
    answerReserve: plan.answerReserve,
    totalCost: plan.totalCost,
    tools: plan.tools.map((t) => ({ tool: t.tool, cost: t.cost, value: t.value, cap: t.cap, uses: t.uses })),
  };
}
