export { CostLedger } from './cost-ledger.ts';
export type { CostLedgerJson, CostLedgerOptions, ModelCallEstimate } from './cost-ledger.ts';
export type {
  EmbeddingEntry,
  EmbeddingRecord,
  EntryStamp,
  LedgerEntry,
  ModelCallEntry,
  ModelCallRecord,
  ModelRef,
  ToolCallEntry,
  ToolCallRecord,
  ToolInContext,
} from './ledger-entry.ts';
export type {
  LedgerSummary,
  LedgerTotals,
  ModelUsage,
  RoleUsage,
  ToolAttribution,
} from './ledger-summary.ts';
export { summarizeLedger } from './summarize-ledger.ts';
export { moneyForTokens } from './money-for-tokens.ts';
export { formatLedgerSummary } from './format-ledger-summary.ts';
export type { FormatLedgerSummaryOptions } from './format-ledger-summary.ts';
export {
  countTokens,
  countMessageTokens,
  countToolDefinitionTokens,
  createTokenCounter,
  openAiToolJson,
  TOKENS_PER_MESSAGE,
  TOKENS_PER_NAME,
  REPLY_PRIMING_TOKENS,
} from './token-counter.ts';
export type { CountableMessage, CountableTool, TokenCounter, TokenCounterOptions } from './token-counter.ts';
export { tokensFromUsage } from './tokens-from-usage.ts';
export type { ModelCallTokens } from './tokens-from-usage.ts';
