import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  formatTokenReport,
  runTokenBench,
  TOKEN_BENCH_SIZES,
  TOKEN_BENCH_STRATEGIES,
  tokenChartSvg,
} from '../../bench/tokens/index.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';

/** The environment variable naming the folder of the shared datasets. */
export const DATASETS_ENV = 'TOOLWISE_DATASETS';

/** Where the shared datasets are when neither --datasets nor $TOOLWISE_DATASETS says. */
export const DEFAULT_DATASETS_DIR = '../shared/datasets';

export const BENCH_TOKENS_HELP = `Usage: toolwise bench tokens [options]

Replays recorded tool-use runs through each way of giving a model its tools and counts, with the real
tokenizer (o200k_base), the prompt and completion tokens each would have sent at every step: system
prompt, tool definitions or names, meta-tool calls and results, history. No model, no network; about
half a minute. Prints mean prompt tokens per task and the ratio to all-tools per strategy and
candidate-set size, and writes an SVG chart.

Data (in --datasets): toolbench-cot/ (600 recorded ToolBench runs, replayed at their own tool sets and
padded with the distractors search ranks highest from the pooled stabletoolbench/ corpus), and
tulip-math/math_tasks.json (60 tasks over the 100 built-in math tools).

Options:
  --datasets <dir>      The shared datasets folder (default: $${DATASETS_ENV}, else ${DEFAULT_DATASETS_DIR})
  --sizes <a,b,...>     Candidate-set sizes besides the runs' own (default ${TOKEN_BENCH_SIZES.join(',')})
  --strategies <a,...>  Strategies to replay (default ${TOKEN_BENCH_STRATEGIES.join(',')}); strategies
                        with other meta-tools than register_tool and search_tools get the recorded
                        tools as if they had them (the notes say how often)
  --result-chars <n>    Characters of every replayed ToolBench tool result (default 1024, ToolBench's cut)
  --limit <n>           At most n runs per ToolBench subset (default all)
  --chart <file>        The SVG chart (default bench-results/tokens.svg)
  --json                The whole result as JSON
`;

/** `toolwise bench tokens ...` */
export async function benchTokensCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    {
      datasets: { type: 'string' },
      sizes: { type: 'string' },
      strategies: { type: 'string' },
      'result-chars': { type: 'string' },
      limit: { type: 'string' },
      chart: { type: 'string' },
    },
    BENCH_TOKENS_HELP,
  );
  if (values.help) {
    io.out(BENCH_TOKENS_HELP);
    return EXIT.ok;
  }
  const dir = resolve(io.cwd, values.datasets ?? io.env[DATASETS_ENV] ?? DEFAULT_DATASETS_DIR);
  const runsDir = join(dir, 'toolbench-cot');
  const corpusDir = join(dir, 'stabletoolbench');
  const tasksFile = join(dir, 'tulip-math', 'math_tasks.json');
  const hasToolbench = existsSync(runsDir) && existsSync(corpusDir);
  const hasMath = existsSync(tasksFile);
  if (!hasToolbench && !hasMath) {
    throw new UsageError(
      `no datasets in ${dir}: expected toolbench-cot/ with stabletoolbench/, or tulip-math/math_tasks.json; pass --datasets <dir> or set ${DATASETS_ENV}`,
      BENCH_TOKENS_HELP,
    );
  }
  const sizes = values.sizes
    ?.split(',')
    .map((s) => numberOption(s.trim(), 'sizes', { min: 1, max: 10_000, integer: true }) as number);
  const strategies = values.strategies
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const resultChars = numberOption(values['result-chars'], 'result-chars', {
    min: 0,
    max: 1_000_000,
    integer: true,
  });
  const limit = numberOption(values.limit, 'limit', { min: 1, integer: true });
  const tty = process.stderr.isTTY === true;
  const result = await runTokenBench({
    ...(hasToolbench && {
      toolbench: { runsDir, corpusDir, ...(limit !== undefined && { limitPerFile: limit }) },
    }),
    ...(hasMath && { math: { tasksFile } }),
    ...(sizes && { sizes }),
    ...(strategies && { strategies }),
    ...(resultChars !== undefined && { resultChars }),
    ...(tty && {
      onProgress: ({ dataset, done, total }: { dataset: string; done: number; total: number }) =>
        io.err(`\r\x1b[2Kreplaying ${dataset}: ${done}/${total}${done === total ? '\n' : ''}`),
    }),
  });
  const chart = resolve(io.cwd, values.chart ?? join('bench-results', 'tokens.svg'));
  mkdirSync(dirname(chart), { recursive: true });
  writeFileSync(chart, tokenChartSvg(result));
  if (values.json) printJson(io, result);
  else io.out(`${formatTokenReport(result)}Chart: ${chart}\n`);
  return EXIT.ok;
}
