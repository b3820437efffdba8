import type { Strategy, StrategyContext, StrategySession } from '../../agent/strategy.ts';
import { budgetHintNote } from './budget-hint-prompts.ts';

/**
 * The prompt-only baseline of the BTP paper ("+Prompt"): the system prompt states the budget left (kept
 * current before every turn from the run's ledger) and the cost of every candidate tool; nothing is
 * enforced.
 */
export function withBudgetHint(strategy: Strategy, options: { budget: number }): Strategy {
  return {
    name: `${strategy.name}+hint`,
    description: `${strategy.description} The budget and tool costs are stated in the prompt.`,
    async start(context: StrategyContext): Promise<StrategySession> {
      const inner = await strategy.start(context);
      const names = context.candidates ?? context.library.list().map((t) => t.name);
      const costs = names.map((tool) => ({ tool, cost: context.library.get(tool)?.cost ?? 0 }));
      const ledger = context.run.ledger;
      return {
        ...inner,
        visibleTools: () => inner.visibleTools(),
        get system() {
          const remaining = options.budget - ledger.summary().totals.money;
          return `${inner.system}\n\n${budgetHintNote({ budget: options.budget, remaining, costs })}`;
        },
      };
    },
  };
}
