import type { JsonValue } from '../../tool/json-schema.ts';

// Response shapes written in StableToolBench's `template_response` notation ("str", "int", "float", "bool",
// lists of objects with `_list_length`, "list of str with length n"), for building realistic large results.

/** A hotel search API: a page of 120 hotels with nested rooms. */
export const HOTEL_SEARCH_TEMPLATE = {
  status: 'bool',
  message: 'str',
  timestamp: 'int',
  data: {
    hotels: [
      {
        hotel_id: 'int',
        name: 'str',
        city: 'str',
        address: 'str',
        price_per_night: 'float',
        currency: 'str',
        review_score: 'float',
        review_count: 'int',
        amenities: ['list of str with length 6'],
        rooms: [{ room_id: 'str', type: 'str', beds: 'int', price: 'float', _list_length: 3 }],
        _list_length: 120,
      },
    ],
    next_page: 'str',
  },
};

/** A stock-market API: daily quotes of one symbol. */
export const STOCK_HISTORY_TEMPLATE = {
  'Meta Data': { '1. Information': 'str', '2. Symbol': 'str', '3. Last Refreshed': 'str' },
  quotes: [
    {
      date: 'str',
      open: 'float',
      high: 'float',
      low: 'float',
      close: 'float',
      volume: 'int',
      _list_length: 250,
    },
  ],
};

/**
 * Fills a `template_response` shape with deterministic pseudo-random values (same seed, same data):
 * strings name their key and position, numbers vary, lists have their stated lengths.
 */
export function fillTemplate(template: unknown, options: { seed?: number } = {}): JsonValue {
  let state = options.seed ?? 1;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const fill = (shape: unknown, key: string, index: number): JsonValue => {
    if (shape === 'str') return `${key} ${index} ${WORDS[Math.floor(random() * WORDS.length)]}`;
    if (shape === 'int') return Math.floor(random() * 10_000);
    if (shape === 'float') return Math.round(random() * 50_000) / 100;
    if (shape === 'bool') return random() > 0.5;
    if (shape === 'empty list') return [];
    if (Array.isArray(shape)) {
      const first: unknown = shape[0];
      if (typeof first === 'string') {
        const match = /^list of (\w+) with length (\d+)$/.exec(first);
        const scalar = match?.[1] === 'int' ? 'int' : match?.[1] === 'float' ? 'float' : 'str';
        return Array.from({ length: Number(match?.[2] ?? 0) }, (_, i) => fill(scalar, key, i));
      }
      const { _list_length: length = 1, ...item } = (first ?? {}) as Record<string, unknown>;
      return Array.from({ length: Number(length) }, (_, i) => fill(item, key, i));
    }
    if (typeof shape === 'object' && shape !== null) {
      return Object.fromEntries(
        Object.entries(shape)
          .filter(([k]) => k !== '_list_length')
          .map(([k, v]) => [k, fill(v, k, index)]),
      );
    }
    return null;
  };
  return fill(template, 'value', 0);
}

const WORDS = ['alpha', 'harbour', 'central', 'garden', 'river', 'plaza', 'summit', 'royal', 'park', 'grand'];
