import type { StoredTool } from '../tool/tool-definition.ts';

/** Per-session limits of the gateway; each is off unless set. */
export interface GatewayBudgetConfig {
  /** Most money one session may spend on tool fees (the sum of the called tools' `cost`). @default no limit */
  maxFees?: number;
  /** Most tool calls in one session. @default no limit */
  maxCalls?: number;
  /** Most calls of any one tool in one session. @default no limit */
  maxCallsPerTool?: number;
}

/** The decision on one call: go ahead (and settle once it is known whether the tool ran), or why not. */
export type BudgetAdmission =
  | {
      allowed: true;
      /** Call once the call is over; `ran: false` (e.g. invalid arguments) gives back what was reserved. */
      settle(outcome: { ran: boolean }): void;
    }
  | {
      allowed: false;
      /** Why the tool is forbidden, e.g. `it costs 0.5 and 0.2 of the session's 1 in fees is left`. */
      reason: string;
    };

/**
 * Decides whether a session may still call a tool. The gateway asks before every call and settles after
 * it; concurrent calls of one session reserve their share up front, so limits hold under concurrency. This
 * is the seam where a budget planner plugs in (pass a factory as the gateway's `budget` option); the
 * default is {@link createSessionLimits}.
 */
export interface GatewayBudget {
  /** Admits (and reserves for) one call of `tool`, or refuses it with a reason. */
  admit(tool: Pick<StoredTool, 'name' | 'cost'>): BudgetAdmission;
  /** What the session has spent so far: fees and calls (reserved ones included). */
  spent(): { fees: number; calls: number };
}

/** Rounding slack for sums of fees. */
const EPSILON = 1e-9;

/**
 * The gateway's simple per-session limits: money in tool fees, calls in total and per tool. A call counts,
 * and its tool's fee is charged, when it is admitted; both are given back when it turns out the tool never
 * ran (unknown tool, invalid arguments).
 */
export function createSessionLimits(config: GatewayBudgetConfig = {}): GatewayBudget {
  const { maxFees, maxCalls, maxCallsPerTool } = config;
  let fees = 0;
  let calls = 0;
  const perTool = new Map<string, number>();

  const refuse = (tool: Pick<StoredTool, 'name' | 'cost'>): string | undefined => {
    const used = perTool.get(tool.name) ?? 0;
    if (maxCallsPerTool !== undefined && used >= maxCallsPerTool) {
      return `it was called ${used} ${used === 1 ? 'time' : 'times'}, the most allowed per session`;
    }
    if (maxCalls !== undefined && calls >= maxCalls) {
      return `the session has made all of its ${maxCalls} allowed tool calls`;
    }
    if (maxFees !== undefined && tool.cost > 0 && fees + tool.cost > maxFees + EPSILON) {
      const left = Math.max(0, maxFees - fees);
      return `it costs ${formatMoney(tool.cost)} per call and ${formatMoney(left)} of the session's ${formatMoney(maxFees)} in fees is left`;
    }
    return undefined;
  };

  return {
    admit(tool) {
      const reason = refuse(tool);
      if (reason !== undefined) return { allowed: false, reason };
      calls++;
      fees += tool.cost;
      perTool.set(tool.name, (perTool.get(tool.name) ?? 0) + 1);
      let settled = false;
      return {
        allowed: true,
        settle({ ran }) {
          if (settled) return;
          settled = true;
          if (ran) return;
          calls--;
          fees -= tool.cost;
          perTool.set(tool.name, (perTool.get(tool.name) ?? 1) - 1);
        },
      };
    },
    spent: () => ({ fees: Math.max(0, fees), calls }),
  };
}

function formatMoney(value: number): string {
  return String(Number(value.toFixed(6)));
}
