import type { ModelCallRequest, RunHooks, ToolCallRequest } from '../agent/run-hooks.ts';
import { RunStoppedError } from '../agent/run-stopped-error.ts';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { CostLedger } from '../ledger/cost-ledger.ts';
import {
  answerOnlyRefusal,
  budgetStopReason,
  forbiddenToolRefusal,
  nowForbiddenNote,
  unaffordableRefusal,
} from './budget-prompts.ts';
import type { ForbiddenReason, ForbiddenTool } from './forbidden-tool.ts';
import { worstCaseInputTokens, type TokenSafety } from './token-safety.ts';
import { UnpricedModelError } from './unpriced-model-error.ts';

/** Error codes of calls that reached the executor but not the tool: the loop charges no fee for them. */
const DID_NOT_RUN = new Set(['refused', 'invalid_arguments', 'unknown_tool']);

/** Float noise allowance: the hooks keep spend below `budget × (1 - BUDGET_SLACK)`. */
const BUDGET_SLACK = 1e-12;

/** What the hooks read the run's spend from and price calls with: the run's `CostLedger`. */
export type BudgetAccounting = Pick<CostLedger, 'summary' | 'entries' | 'isPriced' | 'estimateModelCallCost'>;

/** Something the budget did, for traces and logs. */
export interface BudgetEvent {
  /** What happened. */
  type: 'model_call_reserved' | 'tool_refused' | 'tool_forbidden' | 'stopped' | 'overrun';
  /** The tool, for tool events. */
  tool?: string;
  /** Details, in words. */
  detail: string;
  /** Committed spend (actual spend, fees of running calls and worst cases of running model calls) after it. */
  committed: number;
}

/** Options of {@link createBudgetHooks}. */
export interface BudgetHooksOptions extends TokenSafety {
  /** The most the run may spend, model tokens and tool fees together, in the price table's currency (USD). */
  budget: number;
  /** The run's ledger (from `StrategyContext.run.ledger`): actual spend and prices. */
  accounting: BudgetAccounting;
  /** The fee of one call of a tool (usually `name => library.get(name)?.cost`); unknown tools cost 0. */
  feeOf: (tool: string) => number | undefined;
  /**
   * Planned uses per tool (see `planToolUse`): a tool not listed may not be called, and each call uses one
   * up. Can be set later with `setAllowances`. @default no plan: every tool, as often as the money allows
   */
  allowances?: Readonly<Record<string, number>>;
  /** The output cap of every model call (lowered further when the budget left is smaller). @default 4096 */
  maxOutputTokens?: number;
  /** A model call that could write fewer tokens than this is not made: the run ends. @default 64 */
  minOutputTokens?: number;
  /**
   * Output tokens kept in reserve for the answer: a tool call is refused when, after its fee, the budget
   * could not cover one more model call writing this many tokens. 0 keeps no reserve. @default 256
   */
  answerOutputTokens?: number;
  /** Result tokens assumed for a tool call when sizing that reserve. @default 1000 */
  resultTokensAllowance?: number;
  /** Unhelpful verdicts (see `strike`) after which a tool is forbidden for the rest of the run. @default 2 */
  blacklistAfter?: number;
  /**
   * When no allowed tool fits in the budget any more, refuse tool calls and give the model one more call
   * to answer with what it has (the run then completes); when false, the run ends at the next model call
   * with `budget_exhausted`. @default true
   */
  finalAnswerTurn?: boolean;
  /** Told of everything the budget does. */
  onEvent?: (event: BudgetEvent) => void;
}

/** The budget's run hooks, with what they know about the run. */
export interface BudgetHooks extends RunHooks {
  /** Sets (or replaces) the planned uses per tool; `undefined` removes the plan. */
  setAllowances(allowances: Readonly<Record<string, number>> | undefined): void;
  /** Records an unhelpful verdict on a tool (from the judge); enough of them forbid it. */
  strike(tool: string): void;
  /** Whether the model may call `tool` now (planned uses left, not forbidden). */
  isAllowed(tool: string): boolean;
  /** Planned uses left of `tool`, or undefined without a plan. */
  allowance(tool: string): number | undefined;
  /** The tools the model may not call any more, in the order they were forbidden. */
  forbidden(): ForbiddenTool[];
  /** Actual spend so far (ledger), with the fees of tool calls under way. */
  spent(): number;
  /** {@link BudgetHooks.spent} plus the worst cases of model calls under way. */
  committed(): number;
  /** The budget. */
  readonly budget: number;
}

/**
 * Run hooks that keep a run within its budget, never above it. Before every model call the worst case is
 * reserved: input `⌈promptTokens × inputMargin⌉ + inputOverheadTokens` (see `TokenSafety`) and the output
 * cap, which the hook sets (lowered to what the budget can still pay for); when not even `minOutputTokens`
 * fit, the run ends with status `budget_exhausted` and its best answer so far. Before every tool call its
 * fee is reserved, and the call is refused (it does not run; the model reads why) when the tool is not in
 * the plan, used up, blacklisted, or when its fee would eat into the reserve for the answer. Actual spend is
 * read from the run's ledger after every call.
 *
 * The invariant: the ledger's total money never exceeds `budget`, provided every provider bills at most
 * the reserved input (the local estimate within the margin) and respects `maxOutputTokens`. A provider
 * that bills more is detected at the next call and the run stops there; the overshoot is then at most that
 * one call's excess over its reservation.
 */
export function createBudgetHooks(options: BudgetHooksOptions): BudgetHooks {
  const {
    budget,
    accounting,
    feeOf,
    maxOutputTokens = 4096,
    minOutputTokens = 64,
    answerOutputTokens = 256,
    resultTokensAllowance = 1000,
    blacklistAfter = 2,
    finalAnswerTurn = true,
    onEvent,
  } = options;
  if (!Number.isFinite(budget) || budget < 0)
    throw new InvalidArgumentError({
      argument: 'budget',
      message: `expected a number of at least 0, got ${budget}`,
    });
  if (!Number.isInteger(maxOutputTokens) || maxOutputTokens < 1)
    throw new InvalidArgumentError({
      argument: 'maxOutputTokens',
      message: `expected a whole number of at least 1, got ${maxOutputTokens}`,
    });
  const safety = { inputMargin: options.inputMargin, inputOverheadTokens: options.inputOverheadTokens };
  const limit = budget * (1 - BUDGET_SLACK);

  let allowances: Map<string, number> | undefined = options.allowances
    ? new Map(Object.entries(options.allowances))
    : undefined;
  const forbidden = new Map<string, ForbiddenReason>();
  const strikes = new Map<string, number>();
  const noted = new Set<string>();
  const approvals = new WeakMap<ToolCallRequest, { fee: number; planned: boolean }>();
  let pendingModel: number[] = [];
  let seenEntries = 0;
  let fees = 0;
  let stopReason: string | undefined;
  let answerOnly = false;
  let answerTurnTaken = false;
  let lastModel: ModelCallRequest['model'] | undefined;
  let lastPromptTokens = 0;
  let lastOutputTokens = 0;

  const cost = (model: ModelCallRequest['model'], inputTokens: number, outputTokens: number): number =>
    accounting.estimateModelCallCost({
      provider: model.provider,
      modelId: model.modelId,
      inputTokens,
      maxOutputTokens: outputTokens,
    });

  /** Matches model calls the ledger recorded since last time with their reservations; flags over-billing. */
  const reconcile = (): void => {
    const entries = accounting.entries();
    for (; seenEntries < entries.length; seenEntries++) {
      const entry = entries[seenEntries];
      if (entry?.type !== 'model_call') continue;
      lastOutputTokens = entry.outputTokens;
      if (pendingModel.length === 0) continue;
      const actual = accounting.estimateModelCallCost({
        provider: entry.provider,
        modelId: entry.modelId,
        inputTokens: entry.inputTokens,
        cachedInputTokens: entry.cachedInputTokens,
        maxOutputTokens: entry.outputTokens,
      });
      const largest = Math.max(...pendingModel);
      if (actual > largest * (1 + 1e-9) + 1e-15) {
        stopReason ??= `A model call cost ${actual} where at most ${largest} was reserved (the provider billed more tokens than the margin allows); the run stops to stay within the budget.`;
        emit('overrun', stopReason);
      }
      // Keep the largest reservations pending: an upper bound whatever order concurrent calls finish in.
      const smallest = pendingModel.indexOf(Math.min(...pendingModel));
      pendingModel = pendingModel.filter((_, i) => i !== smallest);
    }
  };

  const spent = (): number => {
    const totals = accounting.summary().totals;
    return totals.money - totals.toolFees + Math.max(fees, totals.toolFees);
  };
  const committed = (): number => {
    reconcile();
    return spent() + pendingModel.reduce((a, b) => a + b, 0);
  };
  const emit = (type: BudgetEvent['type'], detail: string, tool?: string): void => {
    onEvent?.({
      type,
      detail,
      committed: spent() + pendingModel.reduce((a, b) => a + b, 0),
      ...(tool && { tool }),
    });
  };
  const forbid = (tool: string, reason: ForbiddenReason): void => {
    if (forbidden.has(tool)) return;
    forbidden.set(tool, reason);
    emit('tool_forbidden', reason, tool);
  };
  const forbiddenList = (): ForbiddenTool[] => [...forbidden].map(([tool, reason]) => ({ tool, reason }));
  const isAllowed = (tool: string): boolean =>
    !forbidden.has(tool) && (allowances === undefined || (allowances.get(tool) ?? 0) > 0);
  /**
   * The worst case of one answer turn after a tool call: the last prompt, the reply that asked for the call
   * and a result of `resultTokensAllowance` tokens (0 without a reserve or before any model call).
   */
  const answerReserve = (): number =>
    answerOutputTokens > 0 && lastModel
      ? cost(
          lastModel,
          worstCaseInputTokens(lastPromptTokens + lastOutputTokens + resultTokensAllowance, safety),
          answerOutputTokens,
        )
      : 0;
  const stop = (reason: string): never => {
    emit('stopped', reason);
    throw new RunStoppedError({ status: 'budget_exhausted', reason });
  };

  return {
    budget,
    setAllowances(next) {
      allowances = next ? new Map(Object.entries(next)) : undefined;
    },
    strike(tool) {
      const n = (strikes.get(tool) ?? 0) + 1;
      strikes.set(tool, n);
      if (n >= blacklistAfter) forbid(tool, 'blacklisted');
    },
    isAllowed,
    allowance: (tool) => (allowances ? (allowances.get(tool) ?? 0) : undefined),
    forbidden: forbiddenList,
    spent,
    committed,

    beforeModelCall(request) {
      const total = committed();
      if (stopReason) stop(stopReason);
      if (!accounting.isPriced(request.model))
        throw new UnpricedModelError({ provider: request.model.provider, modelId: request.model.modelId });
      if (answerOnly && request.role === 'agent') {
        if (answerTurnTaken)
          stop('The budget was only enough for the answer, and the model called tools instead.');
        answerTurnTaken = true;
      }
      const inputTokens = worstCaseInputTokens(request.promptTokens, safety);
      const left = limit - total;
      const available = left - cost(request.model, inputTokens, 0);
      const perOutputToken = (cost(request.model, 0, 1_000_000) - cost(request.model, 0, 0)) / 1_000_000;
      const wanted = Math.min(request.maxOutputTokens ?? Infinity, maxOutputTokens);
      let cap = Math.floor(Math.min(wanted, perOutputToken > 0 ? available / perOutputToken : Infinity));
      let worstCase = cost(request.model, inputTokens, Math.max(0, cap));
      while (cap > 0 && worstCase > left) {
        cap = Math.floor(cap * 0.999) - 1;
        worstCase = cost(request.model, inputTokens, Math.max(0, cap));
      }
      if (available < 0 || cap < Math.min(minOutputTokens, wanted) || worstCase > left)
        stop(
          budgetStopReason({
            budget,
            left,
            worstCase: cost(request.model, inputTokens, Math.min(wanted, minOutputTokens)),
          }),
        );
      pendingModel.push(worstCase);
      lastModel = request.model;
      lastPromptTokens = request.promptTokens;
      emit('model_call_reserved', `${request.role}: ${inputTokens} input and ${cap} output tokens reserved`);
      return { maxOutputTokens: cap };
    },

    beforeToolCall(request) {
      if (request.meta) return undefined;
      const { tool } = request;
      if (stopReason || answerOnly) {
        emit('tool_refused', 'only the answer is left', tool);
        return { refuse: answerOnlyRefusal(tool) };
      }
      const reason =
        forbidden.get(tool) ?? (allowances && !((allowances.get(tool) ?? 0) > 0) ? 'not_planned' : undefined);
      if (reason) {
        forbid(tool, reason);
        emit('tool_refused', reason, tool);
        return { refuse: forbiddenToolRefusal(tool, reason, forbiddenList()) };
      }
      const fee = feeOf(tool) ?? 0;
      const left = limit - committed();
      if (fee + answerReserve() > left) {
        forbid(tool, 'unaffordable');
        const reserve = answerReserve();
        const affordable = allowances
          ? [...allowances].some(([t, n]) => n > 0 && !forbidden.has(t) && (feeOf(t) ?? 0) + reserve <= left)
          : true;
        if (!affordable) {
          if (finalAnswerTurn) answerOnly = true;
          else stopReason = 'No allowed tool fits in the budget left.';
        }
        emit('tool_refused', `fee ${fee}, left ${left}`, tool);
        return { refuse: unaffordableRefusal(tool, fee, left - reserve, !affordable) };
      }
      fees += fee;
      const planned = allowances !== undefined;
      if (allowances) {
        const n = (allowances.get(tool) ?? 0) - 1;
        allowances.set(tool, n);
        if (n <= 0) forbid(tool, 'used_up');
      }
      approvals.set(request, { fee, planned });
      return undefined;
    },

    afterToolCall(request, outcome) {
      const approval = approvals.get(request);
      if (!approval) return undefined;
      approvals.delete(request);
      if (outcome.error && DID_NOT_RUN.has(outcome.error.code)) {
        // It did not run: no fee was charged and the use is given back.
        fees -= approval.fee;
        if (approval.planned && allowances) {
          allowances.set(request.tool, (allowances.get(request.tool) ?? 0) + 1);
          if (forbidden.get(request.tool) === 'used_up') forbidden.delete(request.tool);
        }
      }
      const reason = forbidden.get(request.tool);
      if (!reason || noted.has(request.tool)) return undefined;
      noted.add(request.tool);
      return `${outcome.text}\n\n${nowForbiddenNote(request.tool, reason)}`;
    },
  };
}
