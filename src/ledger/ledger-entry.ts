/** A tool whose definition was sent with a model call, and what it cost there. */
export interface ToolInContext {
  /** The tool's name. */
  name: string;
  /** The tokens of its definition in that prompt (see `countToolDefinitionTokens`). */
  definitionTokens: number;
}

/** A provider and model id, e.g. `{ provider: 'openai', modelId: 'gpt-4.1-mini' }`. */
export interface ModelRef {
  /** The provider name of the model spec, e.g. `openai` or `ollama`. */
  provider: string;
  /** The provider's model id. */
  modelId: string;
}

/** What {@link CostLedger.recordModelCall} takes: one language-model call. */
export interface ModelCallRecord extends ModelRef {
  /** What the call was for, e.g. `agent`, `decompose`, `grounding`, `observer`. */
  role: string;
  /** All input tokens, cached ones included (the AI SDK's `usage.inputTokens`). */
  inputTokens: number;
  /** The part of `inputTokens` read from the prompt cache. @default 0 */
  cachedInputTokens?: number;
  /** Output tokens, reasoning included. */
  outputTokens: number;
  /** Wall time of the call. @default 0 */
  latencyMs?: number;
  /** True when the counts are local estimates because the provider reported none. @default false */
  estimated?: boolean;
  /** The tools whose definitions the prompt carried. @default [] */
  toolsInContext?: readonly ToolInContext[];
}

/** What {@link CostLedger.recordEmbedding} takes: one embedding call. */
export interface EmbeddingRecord extends ModelRef {
  /** Tokens embedded. */
  tokens: number;
  /** How many texts were embedded. */
  values: number;
  /** Wall time of the call. @default 0 */
  latencyMs?: number;
}

/** What {@link CostLedger.recordToolCall} takes: one tool execution. */
export interface ToolCallRecord {
  /** The tool's name. */
  tool: string;
  /** Money the tool itself charges per call (its `cost`), in the price table's currency (USD). @default 0 */
  fee?: number;
  /** Wall time of the call. @default 0 */
  latencyMs?: number;
  /** Whether the tool succeeded. */
  ok: boolean;
  /** Tokens of the result as fed back to the model. */
  resultTokens: number;
  /** Bytes of the result as fed back to the model. @default 0 */
  resultBytes?: number;
  /**
   * The model that reads the result, for pricing its tokens.
   * @default the model of the latest model call recorded before it, else of the first one after it
   */
  model?: ModelRef;
}

/** Sequence number and time every entry carries. */
export interface EntryStamp {
  /** 1 for the first entry of the ledger, then 2, 3, ... */
  seq: number;
  /** When it was recorded, in the ledger clock's milliseconds. */
  at: number;
}

/** A recorded model call. */
export interface ModelCallEntry extends EntryStamp, Required<ModelCallRecord> {
  /** Discriminator. */
  type: 'model_call';
}

/** A recorded embedding call. */
export interface EmbeddingEntry extends EntryStamp, Required<EmbeddingRecord> {
  /** Discriminator. */
  type: 'embedding';
}

/** A recorded tool call. */
export interface ToolCallEntry extends EntryStamp, Required<Omit<ToolCallRecord, 'model'>> {
  /** Discriminator. */
  type: 'tool_call';
  /** The model that reads the result, when given. */
  model?: ModelRef;
}

/** One record of a {@link CostLedger}, in the order recorded. */
export type LedgerEntry = ModelCallEntry | EmbeddingEntry | ToolCallEntry;
