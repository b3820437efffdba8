import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import { priceFor } from '../models/price-table.ts';
import type { PriceTable } from '../models/price-table.ts';
import type {
  EmbeddingEntry,
  EmbeddingRecord,
  LedgerEntry,
  ModelCallEntry,
  ModelCallRecord,
  ModelRef,
  ToolCallEntry,
  ToolCallRecord,
} from './ledger-entry.ts';
import type { LedgerSummary } from './ledger-summary.ts';
import { moneyForTokens } from './money-for-tokens.ts';
import { summarizeLedger } from './summarize-ledger.ts';

/** Options of {@link CostLedger}. */
export interface CostLedgerOptions {
  /** Model prices, e.g. `mergePrices(DEFAULT_PRICES, config.prices)`. */
  prices: PriceTable;
  /** Timestamps of entries, in milliseconds. @default Date.now */
  clock?: () => number;
  /** Told of every entry as it is recorded (tracing, live budgets). */
  onEntry?: (entry: LedgerEntry) => void;
}

/** What {@link CostLedger.estimateModelCallCost} takes. */
export interface ModelCallEstimate extends ModelRef {
  /** Input tokens the call will send. */
  inputTokens: number;
  /** Of which expected to be read from the prompt cache. @default 0 */
  cachedInputTokens?: number;
  /** The most output tokens the call may produce. */
  maxOutputTokens: number;
}

/** The ledger's JSON form: the raw entries and their summary. */
export interface CostLedgerJson {
  /** Every entry, in order. */
  entries: LedgerEntry[];
  /** The summary of those entries. */
  summary: LedgerSummary;
}

function count(argument: string, value: number | undefined, fallback = 0): number {
  const v = value ?? fallback;
  if (!Number.isFinite(v) || v < 0) {
    throw new InvalidArgumentError({
      argument,
      message: `must be a non-negative number, got ${String(value)}`,
    });
  }
  return v;
}

function name(argument: string, value: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new InvalidArgumentError({ argument, message: 'must be a non-empty string' });
  }
  return value;
}

/**
 * Records what one run spends — model calls, embeddings, tool calls — and prices it. One ledger per run; it
 * holds the run's entries and nothing is shared between ledgers. Money comes from the price table; a model
 * the table does not know costs 0 and is flagged in `summary().unpricedModels`.
 */
export class CostLedger {
  readonly #prices: PriceTable;
  readonly #clock: () => number;
  readonly #onEntry: ((entry: LedgerEntry) => void) | undefined;
  readonly #entries: LedgerEntry[] = [];

  constructor(options: CostLedgerOptions) {
    this.#prices = options.prices;
    this.#clock = options.clock ?? Date.now;
    this.#onEntry = options.onEntry;
  }

  #stamp(): { seq: number; at: number } {
    return { seq: this.#entries.length + 1, at: this.#clock() };
  }

  #add<E extends LedgerEntry>(entry: E): E {
    Object.freeze(entry);
    this.#entries.push(entry);
    this.#onEntry?.(entry);
    return entry;
  }

  /** Records one language-model call; `inputTokens` includes `cachedInputTokens`, as the AI SDK reports. */
  recordModelCall(record: ModelCallRecord): ModelCallEntry {
    const inputTokens = count('inputTokens', record.inputTokens);
    const cachedInputTokens = count('cachedInputTokens', record.cachedInputTokens);
    if (cachedInputTokens > inputTokens) {
      throw new InvalidArgumentError({
        argument: 'cachedInputTokens',
        message: `${cachedInputTokens} exceeds inputTokens (${inputTokens}); inputTokens includes cached tokens`,
      });
    }
    const toolsInContext = Object.freeze(
      (record.toolsInContext ?? []).map((t) =>
        Object.freeze({
          name: name('toolsInContext.name', t.name),
          definitionTokens: count('toolsInContext.definitionTokens', t.definitionTokens),
        }),
      ),
    );
    return this.#add({
      type: 'model_call',
      ...this.#stamp(),
      role: name('role', record.role),
      provider: name('provider', record.provider),
      modelId: name('modelId', record.modelId),
      inputTokens,
      cachedInputTokens,
      outputTokens: count('outputTokens', record.outputTokens),
      latencyMs: count('latencyMs', record.latencyMs),
      estimated: record.estimated ?? false,
      toolsInContext,
    });
  }

  /** Records one embedding call. */
  recordEmbedding(record: EmbeddingRecord): EmbeddingEntry {
    return this.#add({
      type: 'embedding',
      ...this.#stamp(),
      provider: name('provider', record.provider),
      modelId: name('modelId', record.modelId),
      tokens: count('tokens', record.tokens),
      values: count('values', record.values),
      latencyMs: count('latencyMs', record.latencyMs),
    });
  }

  /** Records one tool execution; `resultTokens` are the tokens of its result as fed back to the model. */
  recordToolCall(record: ToolCallRecord): ToolCallEntry {
    const entry: ToolCallEntry = {
      type: 'tool_call',
      ...this.#stamp(),
      tool: name('tool', record.tool),
      fee: count('fee', record.fee),
      latencyMs: count('latencyMs', record.latencyMs),
      ok: record.ok,
      resultTokens: count('resultTokens', record.resultTokens),
      resultBytes: count('resultBytes', record.resultBytes),
    };
    if (record.model) {
      entry.model = Object.freeze({
        provider: name('model.provider', record.model.provider),
        modelId: name('model.modelId', record.model.modelId),
      });
    }
    return this.#add(entry);
  }

  /** Totals, per role, per model and per tool, priced with the ledger's table. */
  summary(): LedgerSummary {
    return summarizeLedger(this.#entries, this.#prices);
  }

  /** The recorded entries, in order (immutable objects; the array is a copy). */
  entries(): LedgerEntry[] {
    return [...this.#entries];
  }

  /** The entries and the summary, for `JSON.stringify`. */
  toJSON(): CostLedgerJson {
    return { entries: this.entries(), summary: this.summary() };
  }

  /** Whether the price table knows the model. */
  isPriced(model: ModelRef): boolean {
    return priceFor(this.#prices, model.provider, model.modelId) !== undefined;
  }

  /**
   * The most a planned model call can cost: its input plus `maxOutputTokens` of output. 0 for a model the
   * price table does not know (check {@link CostLedger.isPriced}).
   */
  estimateModelCallCost(estimate: ModelCallEstimate): number {
    const price = priceFor(this.#prices, estimate.provider, estimate.modelId);
    if (!price) return 0;
    return moneyForTokens(price, {
      inputTokens: count('inputTokens', estimate.inputTokens),
      cachedInputTokens: count('cachedInputTokens', estimate.cachedInputTokens),
      outputTokens: count('maxOutputTokens', estimate.maxOutputTokens),
    });
  }
}
