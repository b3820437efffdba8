import type { ChatRequest } from './chat-request.ts';
import type { ChatScript, ScriptedTurn } from './chat-script.ts';

/** A turn picked for a request, with its position in the script. */
export interface ScriptStep {
  /** The turn to answer with. */
  turn: ScriptedTurn;
  /** How many turns were served before this one (a repeated error turn keeps its index). */
  index: number;
}

/** Walks a {@link ChatScript}, repeating error turns `times` times. */
export interface ScriptCursor {
  /** The turn for `request`, or `undefined` when the script is exhausted. */
  next(request: ChatRequest): ScriptStep | undefined;
  /** How many turns have been served so far. */
  readonly turnsServed: number;
}

/** Starts walking `script` at its first turn. */
export function createScriptCursor(script: ChatScript): ScriptCursor {
  let served = 0;
  let repeat: { step: ScriptStep; remaining: number } | undefined;
  return {
    get turnsServed() {
      return served;
    },
    next(request) {
      if (repeat !== undefined && repeat.remaining > 0) {
        repeat.remaining--;
        return repeat.step;
      }
      repeat = undefined;
      const index = served;
      const turn = typeof script === 'function' ? script(request, index) : script[index];
      if (turn === undefined) return undefined;
      served++;
      const step = { turn, index };
      const times = 'status' in turn ? (turn.times ?? 1) : 1;
      if (times > 1) repeat = { step, remaining: times - 1 };
      return step;
    },
  };
}
