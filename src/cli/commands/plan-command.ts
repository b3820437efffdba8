import { ExperienceStore } from '../../experience/experience-store.ts';
import { createTokenCounter } from '../../ledger/token-counter.ts';
import { moneyForTokens } from '../../ledger/money-for-tokens.ts';
import { loadModelConfig } from '../../models/load-model-config.ts';
import { parseModelSpec } from '../../models/parse-model-spec.ts';
import { DEFAULT_PRICES, mergePrices, priceFor } from '../../models/price-table.ts';
import { formatMoney } from '../../planning/budget-prompts.ts';
import { estimateToolValues, relevancePriors } from '../../planning/estimate-tool-values.ts';
import type { ModelCallCost } from '../../planning/model-call-cost.ts';
import { planToolUse, type ToolPlan } from '../../planning/plan-tool-use.ts';
import { UnpricedModelError } from '../../planning/unpriced-model-error.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { formatTable } from '../format-table.ts';
import { openCliLibrary } from '../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';
import { MODEL_ENV } from './run-command.ts';

/** Tokens assumed for a strategy's system prompt when planning outside a run. */
const SYSTEM_PROMPT_TOKENS = 300;

export const PLAN_HELP = `Usage: toolwise plan "<task>" --budget <B> [options]

Plan the tool use of a task under a budget, before running it (BTP): each candidate tool's cost per use
(its fee plus the model tokens a use adds), its expected value and frequency cap from past runs on similar
tasks (the library's experience), and how many times the plan lets it be used. A tool whose value is below
--tau gets no uses; tools without history get a neutral prior.

Options:
  --budget <B>        The budget in USD: tool fees and model tokens together
  --tools <a,b,...>   These library tools are the candidates (default: the --top-k search hits for the task)
  --top-k <n>         Candidates searched for the task (default 20)
  --model <m>         Price model tokens as this model's (default: $${MODEL_ENV}; none: fees only)
  --max-steps <n>     Agent turns the token costs are bounded with (default 10)
  --tau <t>           Expected value below which a tool gets no uses (default 0.15)
  --precision <p>     Size of one cost unit of the knapsack, in USD (default budget / 10,000)
  --library <path>    The library file
  --json              The plan as JSON
`;

/** `toolwise plan ...` */
export async function planCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      budget: { type: 'string' },
      tools: { type: 'string' },
      'top-k': { type: 'string' },
      model: { type: 'string' },
      'max-steps': { type: 'string' },
      tau: { type: 'string' },
      precision: { type: 'string' },
    },
    PLAN_HELP,
  );
  if (values.help) {
    io.out(PLAN_HELP);
    return EXIT.ok;
  }
  const task = positionals.join(' ').trim();
  if (!task) throw new UsageError('plan needs a task', PLAN_HELP);
  const budget = numberOption(values.budget, 'budget', { min: 0 });
  if (budget === undefined) throw new UsageError('plan needs --budget <B> (USD)', PLAN_HELP);
  const topK = numberOption(values['top-k'], 'top-k', { min: 1, max: 1000, integer: true }) ?? 20;
  const maxSteps = numberOption(values['max-steps'], 'max-steps', { min: 1, max: 1000, integer: true });
  const tau = numberOption(values.tau, 'tau', { min: 0, max: 1 });
  const precision = numberOption(values.precision, 'precision', { min: Number.MIN_VALUE });
  const config = await loadModelConfig({ env: io.env });
  const spec = values.model ?? io.env[MODEL_ENV];
  let modelCallCost: ModelCallCost | undefined;
  if (spec) {
    const { provider, modelId } = parseModelSpec(spec);
    const price = priceFor(mergePrices(DEFAULT_PRICES, config.prices ?? {}), provider, modelId);
    if (!price) throw new UnpricedModelError({ provider, modelId });
    modelCallCost = ({ inputTokens, outputTokens }) => moneyForTokens(price, { inputTokens, outputTokens });
  }
  const library = await openCliLibrary(io, { flag: values.library, mode: 'read', config });
  const experience = ExperienceStore.forLibrary(library);
  try {
    let candidates: StoredTool[];
    let priors: Record<string, number> = {};
    if (values.tools !== undefined) {
      candidates = values.tools
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean)
        .map((name) => library.require(name));
    } else {
      const hits = await library.search(task, { topK });
      candidates = hits.map((h) => h.tool);
      priors = relevancePriors(hits.map((h) => ({ tool: h.tool.name, score: h.score })));
    }
    const names = candidates.map((t) => t.name);
    const usages = await experience.pastUsages(task, names);
    const tokens = createTokenCounter();
    const plan = planToolUse({
      budget,
      tools: candidates.map((t) => ({ name: t.name, fee: t.cost })),
      estimates: estimateToolValues({ tools: names, usages, priors, ...(tau !== undefined && { tau }) }),
      basePromptTokens:
        SYSTEM_PROMPT_TOKENS +
        tokens.countMessageTokens([{ role: 'user', content: task }]) +
        candidates.reduce((sum, t) => sum + tokens.countToolDefinitionTokens(t), 0),
      ...(modelCallCost && { modelCallCost }),
      ...(maxSteps !== undefined && { maxSteps }),
      ...(precision !== undefined && { precision }),
    });
    if (values.json) printJson(io, { task, budget, model: spec ?? null, experience: usages.length, plan });
    else printPlan(io, plan, { model: spec, experience: usages.length });
    return EXIT.ok;
  } finally {
    experience.close();
    library.close();
  }
}

function printPlan(
  io: CliIo,
  plan: ToolPlan,
  context: { model: string | undefined; experience: number },
): void {
  if (plan.tools.length === 0) {
    io.out('No candidate tools: the library has none matching the task.\n');
    return;
  }
  const rows = [...plan.tools]
    .sort((a, b) => b.uses - a.uses || b.value - a.value || a.tool.localeCompare(b.tool))
    .map((t) => [
      t.tool,
      formatMoney(t.fee),
      formatMoney(t.tokenCost),
      formatMoney(t.cost),
      t.value.toFixed(2),
      String(t.cap),
      String(t.usages),
      String(t.uses),
    ]);
  io.out(
    formatTable(['tool', 'fee', 'tokens/use', 'cost/use', 'value', 'cap', 'history', 'planned uses'], rows),
  );
  const used = plan.tools.reduce((n, t) => n + t.uses, 0);
  io.out(
    [
      '',
      `Budget ${formatMoney(plan.budget)}: ${used} planned ${used === 1 ? 'use' : 'uses'} of ${Object.keys(plan.allowances).length} tools, expected value ${plan.totalValue.toFixed(2)}, at most ${formatMoney(plan.totalCost)} planned.`,
      context.model
        ? `Token reserve: ${formatMoney(plan.answerReserve)} for the answer turn; tokens/use is one more turn${plan.maxTurns > 0 ? ` and its call and result re-read by up to ${plan.maxTurns} later turns` : ''} (${context.model} prices).`
        : 'Token reserve: none (no --model given; fees only).',
      `Estimates from ${context.experience} past usages of these tools${context.experience === 0 ? ' (none yet: each tool is valued by how well it matches the task)' : ''}.`,
      '',
    ].join('\n'),
  );
}
