/** Sums over a whole ledger. Money is in the price table's currency (USD). */
export interface LedgerTotals {
  /** Language-model calls. */
  modelCalls: number;
  /** Model calls whose counts are local estimates. */
  estimatedModelCalls: number;
  /** Input tokens of all model calls, cached included. */
  inputTokens: number;
  /** Cached input tokens of all model calls. */
  cachedInputTokens: number;
  /** Output tokens of all model calls. */
  outputTokens: number;
  /** Embedding calls. */
  embeddingCalls: number;
  /** Tokens embedded. */
  embeddingTokens: number;
  /** Texts embedded. */
  embeddingValues: number;
  /** Tool calls. */
  toolCalls: number;
  /** Tool calls that failed. */
  failedToolCalls: number;
  /** Tokens of tool results fed back to models. */
  toolResultTokens: number;
  /** Bytes of tool results fed back to models. */
  toolResultBytes: number;
  /** Fees charged by the tools themselves. */
  toolFees: number;
  /** Money of model calls. */
  modelMoney: number;
  /** Money of embedding calls. */
  embeddingMoney: number;
  /** Everything: model money + embedding money + tool fees. */
  money: number;
  /** Summed wall time of model calls. */
  modelLatencyMs: number;
  /** Summed wall time of embedding calls. */
  embeddingLatencyMs: number;
  /** Summed wall time of tool calls. */
  toolLatencyMs: number;
  /** All latencies summed (calls that ran in parallel count each). */
  latencyMs: number;
}

/** Model usage of one role (`agent`, `decompose`, ...). */
export interface RoleUsage {
  /** The role. */
  role: string;
  /** Model calls made in this role. */
  calls: number;
  /** Of which estimated. */
  estimatedCalls: number;
  /** Input tokens, cached included. */
  inputTokens: number;
  /** Cached input tokens. */
  cachedInputTokens: number;
  /** Output tokens. */
  outputTokens: number;
  /** Money of these calls. */
  money: number;
  /** Summed wall time. */
  latencyMs: number;
}

/** Usage of one model (language or embedding), keyed `provider:modelId` in the summary. */
export interface ModelUsage {
  /** The provider name. */
  provider: string;
  /** The model id. */
  modelId: string;
  /** Whether the price table knows it; when not, its money is 0. */
  priced: boolean;
  /** Language-model calls. */
  calls: number;
  /** Input tokens, cached included. */
  inputTokens: number;
  /** Cached input tokens. */
  cachedInputTokens: number;
  /** Output tokens. */
  outputTokens: number;
  /** Embedding calls. */
  embeddingCalls: number;
  /** Tokens embedded. */
  embeddingTokens: number;
  /** Money of all its calls. */
  money: number;
  /** Summed wall time. */
  latencyMs: number;
}

/**
 * What one tool cost a run. Its `money` is an attribution, a share of `totals.money` (definition and result
 * tokens are already paid inside model money), so per-tool money does not add to the totals.
 */
export interface ToolAttribution {
  /** The tool's name. */
  tool: string;
  /** Model calls whose prompt carried its definition. */
  contextCalls: number;
  /** Its definition tokens summed over those calls. */
  definitionTokens: number;
  /** Tokens of its results fed back to models. */
  resultTokens: number;
  /** Times it was called. */
  calls: number;
  /** Of which failed. */
  failedCalls: number;
  /** Fees it charged. */
  fees: number;
  /**
   * Definition and result tokens at the (uncached) input price of the model that carried them, plus fees.
   * An upper bound when prompt caching applies; results re-sent in later turns are counted once.
   */
  money: number;
  /** Summed wall time of its calls. */
  latencyMs: number;
}

/** The summary of a {@link CostLedger}. */
export interface LedgerSummary {
  /** Sums over everything. */
  totals: LedgerTotals;
  /** Model usage per role. */
  byRole: Record<string, RoleUsage>;
  /** Usage per model, keyed `provider:modelId`. */
  byModel: Record<string, ModelUsage>;
  /** Per-tool attribution, most expensive first. */
  byTool: ToolAttribution[];
  /** `provider:modelId` of the models the price table does not know; their money counts as 0. */
  unpricedModels: string[];
}
