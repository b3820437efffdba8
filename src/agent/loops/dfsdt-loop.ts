import type { ModelMessage } from 'ai';
import { InvalidArgumentError } from '../../errors/invalid-argument-error.ts';
import type { RunToolCall } from '../agent-run-result.ts';
import { takeTurn, type Turn, type TurnEnvironment } from '../agent-turn.ts';
import type { LoopOutcome, ReasoningLoop } from '../reasoning-loop.ts';
import type { StrategySession } from '../strategy.ts';
import {
  diversityPrompt,
  exhaustedReason,
  failedTurnsReason,
  GIVE_UP_TOOL_NAME,
  type TriedAction,
} from './dfsdt-prompts.ts';
import { createGiveUpMetaTool } from './give-up-meta-tool.ts';

/** Options of {@link createDfsdtLoop}. */
export interface DfsdtLoopOptions {
  /**
   * Children tried per node of the search tree (the root included): after this many abandoned attempts
   * from one point, the search backtracks past it. @default 2
   */
  maxChildren?: number;
  /**
   * Turns in a row in which every tool call failed that make a dead end, as a give-up does. One failed turn
   * is not enough: the model reads the errors and usually corrects itself (tool failures are results).
   * `Infinity` makes only give-ups dead ends. @default 2
   */
  deadEndAfterFailedTurns?: number;
}

/** A node of the search tree: a conversation state. */
interface SearchNode {
  /** The conversation up to this point. */
  messages: ModelMessage[];
  /** 0 for the root (the first messages). */
  depth: number;
  /** The node this one was reached from. */
  parent?: SearchNode;
  /** The action (entry of `parent.tried`) that led here. */
  action?: TriedAction;
  /** The actions taken from this node so far, one per child expanded. */
  tried: TriedAction[];
  /** Turns in a row, up to this node, in which every tool call failed. */
  failedTurns: number;
}

/**
 * DFSDT, the depth-first search-based decision tree of ToolLLM (Qin et al. 2023): a depth-first search over
 * reasoning paths with backtracking. A node is a conversation state; expanding it is one agent turn
 * (`takeTurn`), whose tool calls lead to a child node. The model gets a `give_up_and_restart` meta-tool
 * besides the strategy's own meta-tools.
 *
 * - A final answer ends the run (`completed`).
 * - A dead end is a turn that calls `give_up_and_restart`, or the `deadEndAfterFailedTurns`-th turn in a
 *   row in which every tool call failed. It abandons the node it was taken from (the model judged the path
 *   leading there hopeless; ToolLLM likewise backs up two levels after a give-up) and the search resumes at
 *   that node's parent; a dead end at the root counts as one of the root's children. A `backtrack` event is
 *   traced for every node the search returns to.
 * - A node that is returned to expands a new child with a diversity prompt: a user message listing the
 *   actions already tried from it and why they were abandoned, asking for a different one. A node with
 *   `maxChildren` children is exhausted and the search backtracks further; when the root is exhausted, the
 *   run stops with `step_limit` and the last text the model wrote.
 * - At most `maxSteps` model calls in all paths together; the calls of every path are returned.
 *
 * Without give-ups and failures this is ReAct, prompt for prompt (plus the meta-tool). Strategy state is
 * not rolled back on backtracking: tools registered or found on an abandoned path stay available.
 */
export function createDfsdtLoop(options: DfsdtLoopOptions = {}): ReasoningLoop {
  const { maxChildren = 2, deadEndAfterFailedTurns = 2 } = options;
  if (!Number.isInteger(maxChildren) || maxChildren < 1)
    throw new InvalidArgumentError({
      argument: 'maxChildren',
      message: `expected a whole number of at least 1, got ${maxChildren}`,
    });
  if (!(deadEndAfterFailedTurns >= 1))
    throw new InvalidArgumentError({
      argument: 'deadEndAfterFailedTurns',
      message: `expected at least 1 (or Infinity), got ${deadEndAfterFailedTurns}`,
    });
  return {
    name: 'dfsdt',
    async run(env, initial, maxSteps): Promise<LoopOutcome> {
      const turnEnv: TurnEnvironment = {
        ...env,
        // Inherit from the session rather than copy it, so that getters (a system prompt that names the
        // tools a budget has forbidden so far) are still read on every turn.
        session: Object.create(env.session, {
          metaTools: { value: [...(env.session.metaTools ?? []), createGiveUpMetaTool()], enumerable: true },
        }) as StrategySession,
      };
      const calls: RunToolCall[] = [];
      let lastText = '';
      let node: SearchNode = { messages: [...initial], depth: 0, tried: [], failedTurns: 0 };
      let step = 0;
      while (step < maxSteps) {
        const prompt: ModelMessage[] = node.tried.length
          ? [...node.messages, { role: 'user', content: diversityPrompt(node.tried) }]
          : node.messages;
        const turn = await takeTurn(turnEnv, prompt, ++step);
        calls.push(...turn.calls);
        if (turn.reply.text.trim()) lastText = turn.reply.text;
        if (turn.final) return { status: 'completed', answer: turn.reply.text, steps: step, calls };

        const action: TriedAction = {
          calls: turn.calls.filter((c) => !isGiveUp(c)).map((c) => ({ tool: c.tool, input: c.input })),
        };
        node.tried.push(action);
        const failedTurns = everyCallFailed(turn) ? node.failedTurns + 1 : 0;
        const deadEnd =
          giveUpReason(turn) ??
          (failedTurns >= deadEndAfterFailedTurns ? failedTurnsReason(failedTurns) : undefined);
        if (deadEnd === undefined) {
          node = {
            messages: [...prompt, ...turn.messages],
            depth: node.depth + 1,
            parent: node,
            action,
            tried: [],
            failedTurns,
          };
          continue;
        }

        if (node.parent && node.action) {
          node.action.abandoned = deadEnd;
          node = node.parent;
        } else {
          action.abandoned = deadEnd;
        }
        env.run.trace.emit({ type: 'backtrack', step, depth: node.depth, reason: deadEnd });
        while (node.tried.length >= maxChildren) {
          if (!node.parent || !node.action)
            return { status: 'step_limit', answer: lastText, steps: step, calls };
          const reason = exhaustedReason(node.tried.length);
          node.action.abandoned ??= reason;
          node = node.parent;
          env.run.trace.emit({ type: 'backtrack', step, depth: node.depth, reason });
        }
      }
      return { status: 'step_limit', answer: lastText, steps: step, calls };
    },
  };
}

function isGiveUp(call: RunToolCall): boolean {
  return call.meta && call.tool === GIVE_UP_TOOL_NAME;
}

/** The reason the model gave when it gave up in this turn; undefined when it did not give up. */
function giveUpReason(turn: Turn): string | undefined {
  const call = turn.calls.find(isGiveUp);
  if (!call) return undefined;
  const reason =
    typeof call.input === 'object' && call.input !== null && !Array.isArray(call.input)
      ? call.input['reason']
      : undefined;
  return typeof reason === 'string' && reason.trim() ? `gave up: ${reason.trim()}` : 'gave up';
}

/** Whether the turn called tools (other than giving up) and every one of them failed. */
function everyCallFailed(turn: Turn): boolean {
  const calls = turn.calls.filter((c) => !isGiveUp(c));
  return calls.length > 0 && calls.every((c) => !c.ok);
}
