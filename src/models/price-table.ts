/** The list price of one model, in USD per million tokens. */
export interface ModelPrice {
  /** USD per million uncached input (prompt) tokens. */
  inputPerMTok: number;
  /** USD per million input tokens read from the provider's prompt cache. @default inputPerMTok */
  cachedInputPerMTok?: number;
  /** USD per million output tokens (reasoning tokens included). Embedding models: 0. */
  outputPerMTok: number;
}

/**
 * Model prices keyed by model id (`gpt-4o`, applies to every provider serving that id), by provider-qualified
 * model id (`openrouter:gpt-4o`), or by a provider wildcard (`ollama:*`, every model of that provider).
 * Look prices up with {@link priceFor}; combine tables with {@link mergePrices}.
 */
export type PriceTable = Readonly<Record<string, Readonly<ModelPrice>>>;

/** The date the list prices in {@link DEFAULT_PRICES} were taken. */
export const DEFAULT_PRICES_AS_OF = '2025-11-30';

function price(
  inputPerMTok: number,
  cachedInputPerMTok: number | undefined,
  outputPerMTok: number,
): ModelPrice {
  return Object.freeze(
    cachedInputPerMTok === undefined
      ? { inputPerMTok, outputPerMTok }
      : { inputPerMTok, cachedInputPerMTok, outputPerMTok },
  );
}

/**
 * Public list prices (USD per million tokens, standard tier, as of {@link DEFAULT_PRICES_AS_OF}) of common
 * models. Long-context surcharges (Gemini 2.5 Pro above 200k tokens), batch discounts and prompt-cache
 * writes (Anthropic) are not modelled. Prices change: override them with `mergePrices(DEFAULT_PRICES, mine)`
 * or the `prices` of the config file. Local providers (`ollama:*`) cost nothing.
 */
export const DEFAULT_PRICES: PriceTable = Object.freeze({
  // OpenAI
  'gpt-4o': price(2.5, 1.25, 10),
  'gpt-4o-mini': price(0.15, 0.075, 0.6),
  'gpt-4.1': price(2, 0.5, 8),
  'gpt-4.1-mini': price(0.4, 0.1, 1.6),
  'gpt-4.1-nano': price(0.1, 0.025, 0.4),
  o3: price(2, 0.5, 8),
  'o3-mini': price(1.1, 0.55, 4.4),
  'o4-mini': price(1.1, 0.275, 4.4),
  'gpt-5': price(1.25, 0.125, 10),
  'gpt-5-mini': price(0.25, 0.025, 2),
  'gpt-5-nano': price(0.05, 0.005, 0.4),
  'text-embedding-3-small': price(0.02, undefined, 0),
  'text-embedding-3-large': price(0.13, undefined, 0),
  'text-embedding-ada-002': price(0.1, undefined, 0),
  // Anthropic (cached = cache reads, 0.1x input)
  'claude-opus-4-5': price(5, 0.5, 25),
  'claude-opus-4-1': price(15, 1.5, 75),
  'claude-opus-4': price(15, 1.5, 75),
  'claude-sonnet-4-5': price(3, 0.3, 15),
  'claude-sonnet-4': price(3, 0.3, 15),
  'claude-3-7-sonnet': price(3, 0.3, 15),
  'claude-haiku-4-5': price(1, 0.1, 5),
  'claude-3-5-haiku': price(0.8, 0.08, 4),
  // Google (prompts up to 200k tokens)
  'gemini-2.5-pro': price(1.25, 0.125, 10),
  'gemini-2.5-flash': price(0.3, 0.03, 2.5),
  'gemini-2.5-flash-lite': price(0.1, 0.01, 0.4),
  'gemini-embedding-001': price(0.15, undefined, 0),
  // Local
  'ollama:*': price(0, 0, 0),
});

/** Characters that may follow a price key for it to match a longer model id as a prefix. */
const PREFIX_BOUNDARIES = new Set(['-', '_', ':', '@', '/']);

function isBoundaryPrefix(key: string, id: string): boolean {
  return id.length > key.length && id.startsWith(key) && PREFIX_BOUNDARIES.has(id.charAt(key.length));
}

/** The longest key that is a prefix of `id` ending where `id` continues with a boundary character. */
function longestPrefix(
  table: ReadonlyMap<string, Readonly<ModelPrice>>,
  id: string,
): Readonly<ModelPrice> | undefined {
  let best: { length: number; price: Readonly<ModelPrice> } | undefined;
  for (const [key, value] of table) {
    if (isBoundaryPrefix(key, id) && (!best || key.length > best.length))
      best = { length: key.length, price: value };
  }
  return best?.price;
}

/**
 * The price of a model, or `undefined` when the table does not know it. Keys for the provider come first,
 * then keys that apply to any provider (case-insensitive):
 * 1. `provider:modelId`; 2. the longest `provider:<prefix>`; 3. the wildcard `provider:*`;
 * 4. `modelId`; 5. the longest `<prefix>`.
 * A prefix must end where the id continues with `-`, `_`, `:`, `@` or `/`, so dated variants
 * (`gpt-4o-2024-08-06`) find `gpt-4o` while `gpt-5.1` does not borrow the price of `gpt-5`.
 */
export function priceFor(table: PriceTable, provider: string, modelId: string): ModelPrice | undefined {
  const lowered = new Map<string, Readonly<ModelPrice>>();
  for (const [key, value] of Object.entries(table)) lowered.set(key.toLowerCase(), value);
  const id = modelId.toLowerCase();
  const prefix = `${provider.toLowerCase()}:`;
  const qualified = new Map([...lowered].filter(([key]) => key.startsWith(prefix)));
  const found =
    lowered.get(prefix + id) ??
    longestPrefix(qualified, prefix + id) ??
    lowered.get(`${prefix}*`) ??
    lowered.get(id) ??
    longestPrefix(lowered, id);
  return found ? { ...found } : undefined;
}

/** A new table with the entries of `defaults` and `overrides`; an override replaces the default of its key. */
export function mergePrices(defaults: PriceTable, overrides: PriceTable | undefined): PriceTable {
  return Object.freeze({ ...defaults, ...overrides });
}
