import { resolve } from 'node:path';
import {
  formatRetrievalReport,
  loadRetrievalDataset,
  runRetrievalBench,
  type RetrievalDatasetFormat,
} from '../../bench/retrieval/index.ts';
import { formatSearchReport, runSearchBench } from '../../bench/search/index.ts';
import type { SearchMethod } from '../../search/search-types.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';

export const BENCH_HELP = `Usage: toolwise bench <benchmark> [options]

Benchmarks:
  retrieval --dataset <dir>   How well search finds the right tools: NDCG@1/5/10, Recall@5/10,
                              Completeness@5 and query latency p50/p95.
      --format <f>            beir | stabletoolbench (default: detected from the folder's files)
      --method <m>            lexical (default) | dense | hybrid
  search --tools <n>          Index build time and query latency on n tools (made up, or cycled
                              from --dataset <dir> of StableToolBench).
      --queries <n>           How many queries to time (default 200)
      --seed <n>              Seed of the made-up tools and queries (default 1)
  tokens                      Token cost by replay (offline, no model): prompt tokens per task per
                              strategy and candidate-set size; table + SVG chart (see --help)
  gateway                     Latency the MCP gateway adds on loopback (exit 1 on any failed call)
      --sessions <n>          Concurrent sessions (default 50)
      --seconds <n>           Length of the load run (default 30)
      --rate <n>              Call pairs per second per session (default 2; 0 = back to back)
  budget                      Budget simulation (no model): PR, PBC, AC and RFBC of budget-unaware,
                              prompt-hint and planning runs across budgets, and the planner's speed
      --budgets <a,b,...>     Budgets in units (default 5,10,20,40); --tasks, --train-tasks, --seed
  tasks --dataset <d> --model <m>
                              Task success with a real model: correctness, tool P/R/F1, steps, tokens,
                              money per strategy and difficulty; resumable (see --help)

Every benchmark takes --json.
`;

/** `toolwise bench ...` */
export async function benchCommand(args: string[], io: CliIo): Promise<number> {
  const [which, ...rest] = args;
  if (which === undefined || which === '--help' || which === '-h') {
    io.out(BENCH_HELP);
    return which === undefined ? EXIT.badInput : EXIT.ok;
  }
  if (which === 'retrieval') return retrieval(rest, io);
  if (which === 'search') return search(rest, io);
  if (which === 'tokens') return (await import('./bench-tokens-command.ts')).benchTokensCommand(rest, io);
  if (which === 'gateway') return (await import('./bench-gateway-command.ts')).benchGatewayCommand(rest, io);
  if (which === 'budget') return (await import('./bench-budget-command.ts')).benchBudgetCommand(rest, io);
  if (which === 'tasks') return (await import('./bench-tasks-command.ts')).benchTasksCommand(rest, io);
  throw new UsageError(`unknown benchmark '${which}'`, BENCH_HELP);
}

async function retrieval(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    { dataset: { type: 'string' }, format: { type: 'string' }, method: { type: 'string' } },
    BENCH_HELP,
  );
  if (values.help) return help(io);
  if (!values.dataset) throw new UsageError('bench retrieval needs --dataset <dir>', BENCH_HELP);
  if (values.format !== undefined && !['beir', 'stabletoolbench'].includes(values.format)) {
    throw new UsageError(`--format takes beir or stabletoolbench, got '${values.format}'`, BENCH_HELP);
  }
  if (values.method !== undefined && !['lexical', 'dense', 'hybrid'].includes(values.method)) {
    throw new UsageError(`--method takes lexical, dense or hybrid, got '${values.method}'`, BENCH_HELP);
  }
  const dataset = loadRetrievalDataset({
    dir: resolve(io.cwd, values.dataset),
    ...(values.format !== undefined && { format: values.format as RetrievalDatasetFormat }),
  });
  const result = await runRetrievalBench({
    dataset,
    ...(values.method !== undefined && { method: values.method as SearchMethod }),
  });
  if (values.json) printJson(io, result);
  else io.out(withNewline(formatRetrievalReport(result)));
  return EXIT.ok;
}

async function search(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    {
      tools: { type: 'string' },
      queries: { type: 'string' },
      seed: { type: 'string' },
      dataset: { type: 'string' },
    },
    BENCH_HELP,
  );
  if (values.help) return help(io);
  const tools = numberOption(values.tools, 'tools', { min: 1, max: 1_000_000, integer: true });
  if (tools === undefined) throw new UsageError('bench search needs --tools <n>', BENCH_HELP);
  const queries = numberOption(values.queries, 'queries', { min: 1, max: 100_000, integer: true });
  const seed = numberOption(values.seed, 'seed', { integer: true });
  const result = await runSearchBench({
    tools,
    ...(queries !== undefined && { queries }),
    ...(seed !== undefined && { seed }),
    ...(values.dataset !== undefined && { datasetDir: resolve(io.cwd, values.dataset) }),
  });
  if (values.json) printJson(io, result);
  else io.out(withNewline(formatSearchReport(result)));
  return EXIT.ok;
}

function help(io: CliIo): number {
  io.out(BENCH_HELP);
  return EXIT.ok;
}

function withNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}
