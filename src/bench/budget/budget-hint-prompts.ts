/** The prompt-only baseline's note (BTP's "+Prompt"): the budget left and every candidate's cost per call. */
export function budgetHintNote(options: {
  budget: number;
  remaining: number;
  costs: ReadonlyArray<{ tool: string; cost: number }>;
}): string {
  return [
    `Budget: ${round(options.remaining)} of ${round(options.budget)} left for this task (tool fees and model tokens). Tool costs per call:`,
    ...options.costs.map((c) => `- ${c.tool}: ${round(c.cost)}`),
    'Stay within the budget: prefer tools you can afford and answer before it runs out.',
  ].join('\n');
}

function round(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
