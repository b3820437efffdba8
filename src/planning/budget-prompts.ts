import type { ForbiddenReason, ForbiddenTool } from './forbidden-tool.ts';

/** Money as the model and the user read it: dollars, cents for a dollar or more, else four significant digits. */
export function formatMoney(value: number): string {
  if (value === 0) return '$0';
  const abs = Math.abs(value);
  if (abs >= 1) return `$${value.toFixed(2)}`;
  const digits = Math.min(12, 3 - Math.floor(Math.log10(abs)));
  return `$${value.toFixed(digits).replace(/\.?0+$/, '')}`;
}

const REASONS: Record<ForbiddenReason, string> = {
  used_up: 'its planned uses are used up',
  blacklisted: 'its results were unhelpful',
  unaffordable: 'the budget left cannot cover its fee',
  not_planned: 'it is not in the plan for this task',
};

/** The plan, for the system prompt: how often each tool may be called. */
export function planNote(allowances: Readonly<Record<string, number>>, budget: number): string {
  const entries = Object.entries(allowances);
  if (entries.length === 0)
    return `Budget: ${formatMoney(budget)}. No tool fits in it for this task; answer from what you know.`;
  const list = entries.map(([tool, n]) => `${tool} (at most ${n} ${n === 1 ? 'call' : 'calls'})`).join(', ');
  return `Budget: ${formatMoney(budget)} for this task, tools and model included. Planned tools: ${list}. Calls beyond the plan are refused, so choose them well and answer as soon as you can.`;
}

/** The forbidden tools, for the model's context. Empty when there are none. */
export function forbiddenToolsNote(forbidden: readonly ForbiddenTool[]): string {
  if (forbidden.length === 0) return '';
  return `Forbidden tools (calls to them are refused): ${forbidden.map((f) => `${f.tool} (${REASONS[f.reason]})`).join('; ')}.`;
}

/** What the model reads when a call of a forbidden tool is refused. */
export function forbiddenToolRefusal(
  tool: string,
  reason: ForbiddenReason,
  forbidden: readonly ForbiddenTool[],
): string {
  return `The call of '${tool}' was refused and did not run: ${REASONS[reason]}. ${forbiddenToolsNote(forbidden)} Use another tool, or answer with what you have.`;
}

/** What the model reads when a call is refused because the budget left cannot cover it. */
export function unaffordableRefusal(tool: string, fee: number, left: number, answerOnly: boolean): string {
  const next = answerOnly
    ? 'No planned tool fits in what is left: answer now with what you have, without calling tools.'
    : 'Use a cheaper tool, or answer with what you have.';
  return `The call of '${tool}' was refused and did not run: it costs ${formatMoney(fee)} and ${formatMoney(Math.max(0, left))} of the budget is left, kept for your answer. ${next}`;
}

/** What the model reads when any tool call is refused because only the answer is left. */
export function answerOnlyRefusal(tool: string): string {
  return `The call of '${tool}' was refused and did not run: the budget is only enough for your answer. Answer now with what you have, without calling tools.`;
}

/** Appended to a result after which its tool is forbidden. */
export function nowForbiddenNote(tool: string, reason: ForbiddenReason): string {
  return reason === 'used_up'
    ? `[budget] That was the last planned use of '${tool}'; it is now forbidden.`
    : `[budget] '${tool}' is now forbidden for the rest of this task: ${REASONS[reason]}.`;
}

/** The reason a run ends when the budget cannot cover the next model call. */
export function budgetStopReason(options: { budget: number; left: number; worstCase: number }): string {
  return `The budget of ${formatMoney(options.budget)} is exhausted: ${formatMoney(Math.max(0, options.left))} is left and the next model call could cost ${formatMoney(options.worstCase)}.`;
}
