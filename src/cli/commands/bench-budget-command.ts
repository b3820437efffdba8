import { formatBudgetReport, runBudgetBench } from '../../bench/budget/index.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';

export const BENCH_BUDGET_HELP = `Usage: toolwise bench budget [options]

Budget simulation, no model needed: synthetic tasks over tools with fees of 1 to 10 units and a known
usefulness per tool and task, solved by a scripted agent that tends to repeat unhelpful tools, through the
real agent loop. Compares budget-unaware runs, the budget stated in the prompt, and planning (BTP with
model tokens in the budget, enforced), reporting per budget PR, PBC, AC and RFBC; then times the planner
on 200 tools × cap 5 × 10,000 units.

Options:
  --budgets <a,b,...>   Budgets in units (default 5,10,20,40)
  --tasks <n>           Test tasks per arm and budget (default 40)
  --train-tasks <n>     Tasks run first to build the planner's experience (default 2 × tasks)
  --seed <n>            Seed of the world, the tasks and the agent (default 1)
  --json                The results as JSON
`;

/** `toolwise bench budget ...` */
export async function benchBudgetCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    {
      budgets: { type: 'string' },
      tasks: { type: 'string' },
      'train-tasks': { type: 'string' },
      seed: { type: 'string' },
    },
    BENCH_BUDGET_HELP,
  );
  if (values.help) {
    io.out(BENCH_BUDGET_HELP);
    return EXIT.ok;
  }
  const budgets = values.budgets?.split(',').map((b) => {
    const n = Number(b.trim());
    if (b.trim() === '' || !Number.isFinite(n) || n < 0)
      throw new UsageError(
        `--budgets takes numbers of at least 0 separated by commas, got '${values.budgets}'`,
        BENCH_BUDGET_HELP,
      );
    return n;
  });
  const tasks = numberOption(values.tasks, 'tasks', { min: 1, max: 100_000, integer: true });
  const trainTasks = numberOption(values['train-tasks'], 'train-tasks', {
    min: 0,
    max: 100_000,
    integer: true,
  });
  const seed = numberOption(values.seed, 'seed', { integer: true });
  const result = await runBudgetBench({
    ...(budgets && { budgets }),
    ...(tasks !== undefined && { tasks }),
    ...(trainTasks !== undefined && { trainTasks }),
    ...(seed !== undefined && { seed }),
  });
  if (values.json) printJson(io, result);
  else io.out(formatBudgetReport(result));
  return EXIT.ok;
}
