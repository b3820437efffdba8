import type { AgentRunResult } from '../../agent/agent-run-result.ts';
import { runAgent } from '../../agent/run-agent.ts';
import type { RunHooks } from '../../agent/run-hooks.ts';
import type { Strategy } from '../../agent/strategy.ts';
import { createExperienceHooks } from '../../experience/create-experience-hooks.ts';
import { ExperienceStore } from '../../experience/experience-store.ts';
import { ToolLibrary } from '../../library/tool-library.ts';
import type { PriceTable } from '../../models/price-table.ts';
import { budgetMetrics, type BudgetMetrics } from '../../planning/budget-metrics.ts';
import { withBudget } from '../../planning/with-budget.ts';
import { createAllToolsStrategy } from '../../strategies/all-tools/all-tools-strategy.ts';
import { scriptedLanguageModel } from '../../testing/scripted-language-model.ts';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import { createBudgetWorld, type BudgetWorld, type SimulatedTask } from './budget-world.ts';
import { simulatedHandlers, simulatedPolicy } from './simulated-policy.ts';
import { timePlanner, type PlannerTiming } from './time-planner.ts';
import { withBudgetHint } from './with-budget-hint.ts';

/** The arms compared by the budget bench. */
export type BudgetArm = 'budget-unaware' | 'prompt-hint' | 'planning';

/** Options of {@link runBudgetBench}. */
export interface RunBudgetBenchOptions {
  /** The budgets to compare at, in cost units (tool fees are 1 to 10 units). @default [5, 10, 20, 40] */
  budgets?: number[];
  /** Test tasks per budget and arm. @default 40 */
  tasks?: number;
  /** Tasks run (budget-unaware) beforehand to fill the experience the planner estimates from. @default 2 × tasks */
  trainTasks?: number;
  /** Seed of the world, the tasks and the policy. @default 1 */
  seed?: number;
  /** Model calls per run. @default 12 */
  maxSteps?: number;
  /** Time the planner on 200 tools × cap 5 × 10,000 units. @default true */
  timePlanner?: boolean;
}

/** The metrics of one arm at one budget. */
export interface BudgetArmResult {
  /** The arm. */
  arm: BudgetArm;
  /** PR, PBC, AC, RFBC and the rate of runs the budget stopped. */
  metrics: BudgetMetrics;
}

/** What {@link runBudgetBench} measured. */
export interface BudgetBenchResult {
  /** The seed. */
  seed: number;
  /** Test tasks per budget and arm. */
  tasks: number;
  /** Tasks run to fill the experience. */
  trainTasks: number;
  /** Usages in the experience after training. */
  experienceUsages: number;
  /** Model prices of the simulation, in cost units per million tokens. */
  prices: PriceTable;
  /** Per budget, the metrics of each arm. */
  budgets: Array<{ budget: number; arms: BudgetArmResult[] }>;
  /** The planner's speed on a large instance. */
  planner?: PlannerTiming;
}

/** The simulated model's prices: cost units per million tokens, so that a turn costs about a tenth of a unit. */
export const SIMULATION_PRICES: PriceTable = { 'sim:policy': { inputPerMTok: 200, outputPerMTok: 400 } };

/**
 * The budget simulation (`toolwise bench budget`), no LLM needed: synthetic tasks over tools with fees of
 * 1 to 10 units and a known usefulness per tool and task (see `createBudgetWorld`), solved by a scripted
 * policy that tends to repeat unhelpful tools (see `simulatedPolicy`), through the real `runAgent` with the
 * `all-tools` strategy. Three arms at each budget: budget-unaware (no budget at all), prompt-hint (budget
 * and costs in the prompt, nothing enforced) and planning (`withBudget` with experience from training
 * runs of the same world). A task passes when the run completed with every need met by a helpful result.
 * Reports PR, PBC, AC and RFBC per arm (`budgetMetrics`). Deterministic for a seed.
 */
export async function runBudgetBench(options: RunBudgetBenchOptions = {}): Promise<BudgetBenchResult> {
  const { budgets = [5, 10, 20, 40], tasks = 40, seed = 1, maxSteps = 12 } = options;
  const trainTasks = options.trainTasks ?? 2 * tasks;
  const world = createBudgetWorld({ seed });
  const library = ToolLibrary.open({ path: ':memory:' });
  const experience = ExperienceStore.open(':memory:');
  const validator = createSchemaValidator();
  try {
    for (const tool of world.tools) {
      library.create({
        name: tool.name,
        description: tool.description,
        inputSchema: {
          type: 'object',
          properties: { request: { type: 'string', description: 'What to look up.' } },
          required: ['request'],
        },
        cost: tool.cost,
      });
    }
    const run = (task: SimulatedTask, strategy: Strategy, hooks?: RunHooks) =>
      runTask({ world, library, task, strategy, seed, maxSteps, validator, ...(hooks && { hooks }) });

    for (const task of world.tasks(trainTasks, seed + 1000)) {
      await run(
        task,
        createAllToolsStrategy(),
        createExperienceHooks({
          store: experience,
          task: task.text,
          runId: `train-${task.id}`,
          feeOf: (n) => library.get(n)?.cost,
        }),
      );
    }
    const testTasks = world.tasks(tasks, seed + 1);
    const unaware = [];
    for (const task of testTasks) unaware.push(await run(task, createAllToolsStrategy()));

    const perBudget = [];
    for (const budget of budgets) {
      const hint = [];
      const planning = [];
      for (const task of testTasks) {
        hint.push(await run(task, withBudgetHint(createAllToolsStrategy(), { budget })));
        planning.push(
          await run(
            task,
            withBudget(createAllToolsStrategy(), {
              budget,
              experience,
              recordExperience: false,
              runId: `eval-${budget}-${task.id}`,
              maxSteps,
            }),
          ),
        );
      }
      const metrics = (runs: Array<{ passed: boolean; result: AgentRunResult }>) =>
        budgetMetrics(
          runs.map(({ passed, result }) => ({
            passed,
            cost: result.ledger.totals.money,
            budget,
            status: result.status,
          })),
        );
      perBudget.push({
        budget,
        arms: [
          { arm: 'budget-unaware' as const, metrics: metrics(unaware) },
          { arm: 'prompt-hint' as const, metrics: metrics(hint) },
          { arm: 'planning' as const, metrics: metrics(planning) },
        ],
      });
    }
    return {
      seed,
      tasks,
      trainTasks,
      experienceUsages: experience.count(),
      prices: SIMULATION_PRICES,
      budgets: perBudget,
      ...(options.timePlanner !== false && { planner: timePlanner({ seed }) }),
    };
  } finally {
    experience.close();
    library.close();
  }
}

async function runTask(options: {
  world: BudgetWorld;
  library: ToolLibrary;
  task: SimulatedTask;
  strategy: Strategy;
  seed: number;
  maxSteps: number;
  validator: ReturnType<typeof createSchemaValidator>;
  hooks?: RunHooks;
}): Promise<{ passed: boolean; result: AgentRunResult }> {
  const { world, library, task } = options;
  let promptTokens = 0;
  const model = scriptedLanguageModel(
    simulatedPolicy({ task, world, seed: options.seed, promptTokens: () => promptTokens }),
    { provider: 'sim', modelId: 'policy' },
  );
  const probe: RunHooks = {
    beforeModelCall(request) {
      promptTokens = request.promptTokens;
    },
  };
  const result = await runAgent({
    task: task.text,
    model: { model, provider: 'sim', modelId: 'policy' },
    library,
    strategy: options.strategy,
    candidates: task.candidates,
    maxSteps: options.maxSteps,
    prices: SIMULATION_PRICES,
    executor: createToolExecutor({
      lookup: (n) => library.get(n),
      handlers: simulatedHandlers(world, task),
      validator: options.validator,
    }),
    hooks: options.hooks ? { ...options.hooks, beforeModelCall: probe.beforeModelCall } : probe,
  });
  const met = new Set(
    result.toolCalls.filter((c) => c.ok && task.useful[c.tool]).map((c) => world.tool(c.tool)?.slot),
  );
  return { passed: result.status === 'completed' && task.slots.every((s) => met.has(s)), result };
}
