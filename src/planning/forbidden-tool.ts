/**
 * Why a tool may not be called for the rest of a run:
 * - `used_up`: its planned uses are spent;
 * - `blacklisted`: the judge found its results unhelpful too often;
 * - `unaffordable`: its fee no longer fits in what is left of the budget;
 * - `not_planned`: the plan gave it no uses.
 */
export type ForbiddenReason = 'used_up' | 'blacklisted' | 'unaffordable' | 'not_planned';

/** A tool the model may not call any more, and why. */
export interface ForbiddenTool {
  /** The tool. */
  tool: string;
  /** Why. */
  reason: ForbiddenReason;
}
