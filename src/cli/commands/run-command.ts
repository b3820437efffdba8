import { randomUUID } from 'node:crypto';
import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loopByName } from '../../agent/loops/index.ts';
import { runAgent } from '../../agent/run-agent.ts';
import type { AgentRunResult } from '../../agent/agent-run-result.ts';
import { createExperienceHooks } from '../../experience/create-experience-hooks.ts';
import { ExperienceStore } from '../../experience/experience-store.ts';
import { CostLedger } from '../../ledger/cost-ledger.ts';
import { formatLedgerSummary } from '../../ledger/format-ledger-summary.ts';
import { loadModelConfig } from '../../models/load-model-config.ts';
import { DEFAULT_PRICES, mergePrices } from '../../models/price-table.ts';
import { resolveModel } from '../../models/resolve-model.ts';
import { UnpricedModelError } from '../../planning/unpriced-model-error.ts';
import { withBudget } from '../../planning/with-budget.ts';
import { STRATEGIES, strategyByName } from '../../strategies/strategy-registry.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { openCliLibrary } from '../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';

/** The environment variable naming the default model. */
export const MODEL_ENV = 'TOOLWISE_MODEL';

export const RUN_HELP = `Usage: toolwise run "<task>" --model <model> [options]

Solve a task with a model and the tools of the library, then print the answer, the tool calls and what
the run cost (tokens, money, and per tool: definition tokens, result tokens, fees).

Options:
  --model <m>         openai:<id>, anthropic:<id>, google:<id>, ollama:<id>, compatible:<id>@<base URL>,
                      or a provider from ~/.toolwise/config.json (default: $${MODEL_ENV})
  --strategy <s>      ${Object.keys(STRATEGIES).join(', ')} (default: adaptive)
  --loop <l>          react (default) | dfsdt
  --max-steps <n>     Model calls the agent may make (default 10)
  --tools <a,b,...>   Only these library tools are candidates
  --budget <usd>      Spend at most this, model tokens and tool fees together: tool use is planned from
                      past runs (see 'toolwise plan') and every call is checked first; when the next call
                      could not be covered the run ends with status budget_exhausted and its best answer
  --trace <file>      Write the trace as JSONL (one event per line)
  --library <path>    The library file
  --json              The whole result (answer, status, tool calls, ledger, trace) as JSON

Keys come from the provider's environment variable (OPENAI_API_KEY, ANTHROPIC_API_KEY,
GOOGLE_GENERATIVE_AI_API_KEY); ollama needs none (OLLAMA_BASE_URL, default http://localhost:11434/v1).
Exit code 0 when the model answered, 1 when the run failed or hit the step limit, 2 for bad input.
`;

/** `toolwise run ...` */
export async function runCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      model: { type: 'string' },
      strategy: { type: 'string' },
      loop: { type: 'string' },
      'max-steps': { type: 'string' },
      tools: { type: 'string' },
      trace: { type: 'string' },
      budget: { type: 'string' },
    },
    RUN_HELP,
  );
  if (values.help) {
    io.out(RUN_HELP);
    return EXIT.ok;
  }
  const task = positionals.join(' ').trim();
  if (!task) throw new UsageError('run needs a task', RUN_HELP);
  const spec = values.model ?? io.env[MODEL_ENV];
  if (!spec) {
    throw new UsageError(
      `no model configured: pass --model (e.g. --model openai:gpt-4.1-mini with OPENAI_API_KEY set) or set ${MODEL_ENV}`,
      RUN_HELP,
    );
  }
  const strategy = strategyByName(values.strategy ?? (STRATEGIES['adaptive'] ? 'adaptive' : 'tulip'));
  const loop = loopByName(values.loop ?? 'react');
  const maxSteps = numberOption(values['max-steps'], 'max-steps', { min: 1, max: 1000, integer: true });
  const budget = numberOption(values.budget, 'budget', { min: 0 });
  const config = await loadModelConfig({ env: io.env });
  const model = resolveModel(spec, { env: io.env, config });
  const tracePath = values.trace ? resolve(io.cwd, values.trace) : undefined;
  if (tracePath) writeFileSync(tracePath, '');
  const prices = mergePrices(DEFAULT_PRICES, config.prices ?? {});
  const ledger = new CostLedger({ prices });
  if (budget !== undefined && !ledger.isPriced(model)) throw new UnpricedModelError(model);
  const library = await openCliLibrary(io, {
    flag: values.library,
    mode: 'read',
    config,
    onEmbeddingUsage: (usage) => {
      const [provider = 'unknown', ...rest] = usage.modelId.split(':');
      ledger.recordEmbedding({
        provider,
        modelId: rest.join(':'),
        tokens: usage.tokens,
        values: usage.values,
        latencyMs: usage.durationMs,
      });
    },
  });
  const experience = ExperienceStore.forLibrary(library);
  try {
    const runId = randomUUID();
    const feeOf = (name: string) => library.get(name)?.cost;
    const candidates = values.tools
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    for (const name of candidates ?? []) library.require(name);
    const result = await runAgent({
      task,
      model,
      library,
      // With a budget, withBudget plans, enforces and records the experience; without, only record it.
      strategy:
        budget === undefined
          ? strategy
          : withBudget(strategy, { budget, experience, runId, ...(maxSteps !== undefined && { maxSteps }) }),
      ...(budget === undefined && {
        hooks: createExperienceHooks({ store: experience, task, runId, feeOf }),
      }),
      loop,
      prices,
      ledger,
      ...(maxSteps !== undefined && { maxSteps }),
      ...(candidates && { candidates }),
      ...(tracePath && { onTraceLine: (line: string) => appendFileSync(tracePath, `${line}\n`) }),
    });
    if (values.json) printJson(io, result);
    else printRun(io, result);
    return result.status === 'completed' ? EXIT.ok : EXIT.failure;
  } finally {
    experience.close();
    library.close();
  }
}

function printRun(io: CliIo, result: AgentRunResult): void {
  io.out(`${result.answer || '(no answer)'}\n\n`);
  io.out(
    `Status: ${result.status} after ${result.steps} step${result.steps === 1 ? '' : 's'} (strategy ${result.strategy}, loop ${result.loop})\n`,
  );
  if (result.error) io.err(`error (${result.error.code}): ${result.error.message}\n`);
  if (result.toolCalls.length) {
    io.out('\nTool calls:\n');
    for (const c of result.toolCalls)
      io.out(
        `  ${c.step}. ${c.tool}(${JSON.stringify(c.input)})${c.ok ? '' : '  [failed]'}${c.meta ? '  [meta]' : ''}\n`,
      );
  }
  const summary = formatLedgerSummary(result.ledger);
  io.out(`\n${summary}${summary.endsWith('\n') ? '' : '\n'}`);
}
