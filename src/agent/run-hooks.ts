import type { JsonValue } from '../tool/json-schema.ts';
import type { AgentModel } from './agent-model.ts';
import type { ModelTool } from './model-tool.ts';

/** A model call about to be made. */
export interface ModelCallRequest {
  /** What it is for (`agent`, `decompose`, ...). */
  role: string;
  /** The model. */
  model: AgentModel;
  /** Local estimate of the prompt's tokens (messages and tool definitions). */
  promptTokens: number;
  /** The output cap the call will be made with, if any. */
  maxOutputTokens: number | undefined;
  /** The tools offered. */
  tools: ModelTool[];
}

/** A tool call about to be run. */
export interface ToolCallRequest {
  /** The agent step. */
  step: number;
  /** The tool (or meta-tool) name. */
  tool: string;
  /** Whether it is a meta-tool of the strategy. */
  meta: boolean;
  /** The arguments. */
  input: JsonValue;
}

/** What a tool call produced, as the model will read it. */
export interface ToolCallOutcome {
  /** Whether it succeeded. */
  ok: boolean;
  /** The result (successful library tools), as returned by the handler. */
  output?: unknown;
  /** The error code and message (failures). */
  error?: { code: string; message: string };
  /** The text the model will read. */
  text: string;
}

/**
 * Hooks into every run: budgets, blacklists, experience recording and result observation plug in here
 * instead of re-implementing the loop. Several hook sets compose: checks run in order (the first refusal
 * wins), rewrites of a result chain.
 */
export interface RunHooks {
  /**
   * Before every model call (agent turns and a strategy's own calls alike). May lower the output cap;
   * throw `RunStoppedError` to end the run (e.g. when the budget could not cover the worst case).
   */
  beforeModelCall?(request: ModelCallRequest): { maxOutputTokens?: number } | void;
  /** Before every tool call. Return `{ refuse }` to refuse it without running; the model reads the message. */
  beforeToolCall?(request: ToolCallRequest): { refuse: string } | void;
  /** After every tool call. Return a text to replace what the model reads (e.g. an extraction of a long result). */
  afterToolCall?(request: ToolCallRequest, outcome: ToolCallOutcome): Promise<string | void> | string | void;
}

/** Combines hook sets into one, in order. */
export function composeHooks(sets: ReadonlyArray<RunHooks | undefined>): RunHooks {
  const hooks = sets.filter((h): h is RunHooks => h !== undefined);
  return {
    beforeModelCall(request) {
      let cap = request.maxOutputTokens;
      for (const h of hooks) {
        const r = h.beforeModelCall?.({ ...request, maxOutputTokens: cap });
        if (r?.maxOutputTokens !== undefined)
          cap = cap === undefined ? r.maxOutputTokens : Math.min(cap, r.maxOutputTokens);
      }
      return cap === request.maxOutputTokens
        ? undefined
        : { ...(cap !== undefined && { maxOutputTokens: cap }) };
    },
    beforeToolCall(request) {
      for (const h of hooks) {
        const r = h.beforeToolCall?.(request);
        if (r) return r;
      }
      return undefined;
    },
    async afterToolCall(request, outcome) {
      let current = outcome;
      let replaced: string | undefined;
      for (const h of hooks) {
        const r = await h.afterToolCall?.(request, current);
        if (typeof r === 'string') {
          replaced = r;
          current = { ...current, text: r };
        }
      }
      return replaced;
    },
  };
}
