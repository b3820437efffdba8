import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  DEFAULT_TOLERANCE,
  formatProgress,
  formatTaskReport,
  NAMED_TASK_DATASETS,
  openTaskDataset,
  runTaskBench,
  taskChartSvg,
} from '../../bench/tasks/index.ts';
import { TOKEN_BENCH_STRATEGIES } from '../../bench/tokens/index.ts';
import type { ToolLibrary } from '../../library/tool-library.ts';
import { loadModelConfig } from '../../models/load-model-config.ts';
import { DEFAULT_PRICES, mergePrices } from '../../models/price-table.ts';
import { resolveModel } from '../../models/resolve-model.ts';
import { STRATEGIES, strategyByName } from '../../strategies/strategy-registry.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { openCliLibrary } from '../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';
import { DATASETS_ENV, DEFAULT_DATASETS_DIR } from './bench-tokens-command.ts';
import { MODEL_ENV } from './run-command.ts';

export const BENCH_TASKS_HELP = `Usage: toolwise bench tasks --dataset <d> --model <m> [--strategy <s>]... [options]

Runs tasks with a real model under each strategy and reports per strategy, and per difficulty: runs
completed, answers correct (every number in the answer compared with the solutions within 1% or 0.01,
never by substring), tool precision / recall / F1 against the ground-truth tools, steps, tokens and
money. Results are appended to a JSON Lines file as each run finishes; the same command again resumes
where it stopped. Prints a table and writes an SVG chart.

Datasets:
  tulip-math        60 math tasks (easy, medium, hard) over the 100 built-in math tools
  stabletoolbench   765 ToolBench queries over their candidate APIs. These APIs have no implementation
                    here: they answer with SIMULATED responses (each API's template_response filled with
                    plausible made-up values), so correctness is not judged; tool selection and cost are.
  <file>            Tasks shaped like math_tasks.json ({ name, task, functions, valid_solutions }), over
                    the math tools or the library given with --library

Options:
  --dataset <d>       tulip-math | stabletoolbench | <file>
  --model <m>         openai:<id>, anthropic:<id>, google:<id>, ollama:<id>, compatible:<id>@<base URL>,
                      or a provider from ~/.toolwise/config.json (default: $${MODEL_ENV})
  --strategy <s>      A strategy to compare (see below); repeat it or separate with commas
                      (default ${TOKEN_BENCH_STRATEGIES.join(',')})
  --datasets <dir>    Folder of the named datasets (default: $${DATASETS_ENV}, else ${DEFAULT_DATASETS_DIR})
  --out <file>        Results file (default bench-results/tasks-<dataset>-<model>.jsonl)
  --concurrency <n>   Runs at a time (default 3)
  --limit <n>         At most n tasks per difficulty
  --max-steps <n>     Model calls per run (default 10)
  --budget <usd>      A budget per run (BTP): each strategy also runs as <strategy>+plan, its tool use
                      planned and its spend kept within the budget; the report adds PR (pass rate), PBC
                      (pass rate within the budget), AC (average cost) and RFBC (rate of runs over the
                      budget) for both. The model needs a price (the 'prices' of the config file)
  --chart <file>      The SVG chart (default bench-results/tasks-<dataset>.svg)
  --library <path>    For a task file: the library holding its tools
  --json              The whole report (results and summary) as JSON

Strategies: ${Object.keys(STRATEGIES).join(', ')}.

Exit code 0 when every run finished, 1 when some failed (e.g. the model could not be reached), 2 for bad
input, including no model configured.
`;

/** `toolwise bench tasks ...` */
export async function benchTasksCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    {
      dataset: { type: 'string' },
      model: { type: 'string' },
      strategy: { type: 'string', multiple: true },
      datasets: { type: 'string' },
      out: { type: 'string' },
      concurrency: { type: 'string' },
      limit: { type: 'string' },
      'max-steps': { type: 'string' },
      budget: { type: 'string' },
      chart: { type: 'string' },
    },
    BENCH_TASKS_HELP,
  );
  if (values.help) {
    io.out(BENCH_TASKS_HELP);
    return EXIT.ok;
  }
  if (!values.dataset) {
    throw new UsageError(
      `bench tasks needs --dataset (${NAMED_TASK_DATASETS.join(', ')} or a task file)`,
      BENCH_TASKS_HELP,
    );
  }
  const spec = values.model ?? io.env[MODEL_ENV];
  if (!spec) {
    throw new UsageError(
      `no model configured: pass --model (e.g. --model openai:gpt-4.1-mini with OPENAI_API_KEY set, or --model ollama:llama3.1 for a local Ollama) or set ${MODEL_ENV}`,
      BENCH_TASKS_HELP,
    );
  }
  const strategies = (values.strategy ?? [...TOKEN_BENCH_STRATEGIES])
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of strategies) strategyByName(name);
  const concurrency = numberOption(values.concurrency, 'concurrency', { min: 1, max: 64, integer: true });
  const limit = numberOption(values.limit, 'limit', { min: 1, integer: true });
  const maxSteps = numberOption(values['max-steps'], 'max-steps', { min: 1, max: 1000, integer: true });
  const budget = numberOption(values.budget, 'budget', { min: 0 });
  const config = await loadModelConfig({ env: io.env });
  const model = resolveModel(spec, { env: io.env, config });
  const named = NAMED_TASK_DATASETS.includes(values.dataset);
  let library: ToolLibrary | undefined;
  if (!named && values.library !== undefined)
    library = await openCliLibrary(io, { flag: values.library, mode: 'read', config });
  const opened = await openTaskDataset({
    dataset: values.dataset,
    datasetsDir: resolve(io.cwd, values.datasets ?? io.env[DATASETS_ENV] ?? DEFAULT_DATASETS_DIR),
    cwd: io.cwd,
    ...(library && { library }),
    ...(limit !== undefined && { limitPerDifficulty: limit }),
  });
  try {
    const name = opened.dataset.name;
    const slug = `${name}-${model.provider}-${model.modelId}`.replace(/[^A-Za-z0-9._-]+/g, '_');
    const out = resolve(io.cwd, values.out ?? join('bench-results', `tasks-${slug}.jsonl`));
    const tty = process.stderr.isTTY === true;
    const report = await runTaskBench({
      dataset: opened.dataset,
      library: opened.library,
      model,
      strategies,
      out,
      prices: mergePrices(DEFAULT_PRICES, config.prices ?? {}),
      ...(concurrency !== undefined && { concurrency }),
      ...(maxSteps !== undefined && { maxSteps }),
      ...(budget !== undefined && { budget }),
      onResult: (progress) => {
        const line = formatProgress(progress);
        if (tty) io.err(`\r\x1b[2K${line}${progress.done === progress.total ? '\n' : ''}`);
        else io.err(`${line}\n`);
      },
    });
    const chart = resolve(
      io.cwd,
      values.chart ?? join('bench-results', `tasks-${name.replace(/[^A-Za-z0-9._-]+/g, '_')}.svg`),
    );
    mkdirSync(dirname(chart), { recursive: true });
    writeFileSync(chart, taskChartSvg(report));
    if (values.json) printJson(io, report);
    else io.out(`${formatTaskReport(report, { out, tolerance: DEFAULT_TOLERANCE })}\nChart: ${chart}\n`);
    return report.results.some((r) => r.status === 'failed') ? EXIT.failure : EXIT.ok;
  } finally {
    opened.close();
    library?.close();
  }
}
