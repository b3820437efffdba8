import type { JsonObject } from '../../tool/json-schema.ts';

/** One recorded tool call of a trajectory. */
export interface RecordedStep {
  /** The tool the model called. */
  tool: string;
  /** Its arguments as recorded; partial when the recording cut the message short. */
  input: JsonObject;
  /** What the model wrote alongside the call. @default '' */
  text?: string;
}

/** A recorded tool-use trajectory: a task, the tool calls that solved it, in order, and the final answer. */
export interface RecordedRun {
  /** Unique within its dataset, e.g. `G1_instruction:702` or `M.T.E.000`. */
  id: string;
  /** The subset or difficulty the run belongs to, e.g. `G1_instruction` or `easy`. */
  group: string;
  /** The user's task. */
  task: string;
  /**
   * The run's own candidate tools, by library name (ToolBench's `available_tools`); empty when the run may
   * use the whole library (the math tasks).
   */
  candidates: string[];
  /** The tool calls, one per model turn, in order. */
  steps: RecordedStep[];
  /** The final answer the model gave. */
  answer: string;
}
