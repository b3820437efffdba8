import type { JsonValue } from '../tool/json-schema.ts';

/** One event of a run's trace. Every event has `type`, `seq` (1, 2, ...) and `at` (ms since the run started). */
export type TraceEvent = { seq: number; at: number } & TraceEventBody;

/** The events a run records. */
export type TraceEventBody =
  | { type: 'run_start'; task: string; strategy: string; loop: string; model: string; maxSteps: number }
  | { type: 'strategy'; strategy: string; detail: string; data?: JsonValue }
  | {
      type: 'model_call';
      step: number;
      role: string;
      promptTokens: number;
      inputTokens: number;
      cachedInputTokens: number;
      outputTokens: number;
      estimated: boolean;
      toolsInContext: string[];
      toolCalls: string[];
      latencyMs: number;
      money: number;
    }
  | {
      type: 'tool_call';
      step: number;
      tool: string;
      meta: boolean;
      input: JsonValue;
      ok: boolean;
      output?: string;
      error?: { code: string; message: string };
      resultTokens: number;
      fee: number;
      latencyMs: number;
    }
  | { type: 'backtrack'; step: number; depth: number; reason: string }
  | {
      type: 'run_end';
      status: string;
      answer: string;
      steps: number;
      money: number;
      inputTokens: number;
      outputTokens: number;
    };

/** Collects a run's trace events and hands each to an optional sink (e.g. a JSONL file writer). */
export interface TraceRecorder {
  /** Records an event. */
  emit(event: TraceEventBody): TraceEvent;
  /** The events so far. */
  events(): TraceEvent[];
}

/** Creates a {@link TraceRecorder}; `sink` receives each event as one JSON line (without a newline). */
export function createTraceRecorder(
  options: { sink?: (line: string) => void; clock?: () => number } = {},
): TraceRecorder {
  const { sink, clock = () => performance.now() } = options;
  const started = clock();
  const events: TraceEvent[] = [];
  return {
    emit(body) {
      const event = {
        seq: events.length + 1,
        at: Math.round((clock() - started) * 1000) / 1000,
        ...body,
      } as TraceEvent;
      events.push(event);
      sink?.(JSON.stringify(event));
      return event;
    },
    events: () => [...events],
  };
}
