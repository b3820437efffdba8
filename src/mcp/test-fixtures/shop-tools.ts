import type { LoadedSource } from '../../sources/loaded-source.ts';
import type { ToolHandler } from '../../tool/tool-handler.ts';

/** Local tools for in-process gateway tests: a paid look-up, a large table, a failing tool. */
export const SHOP_SOURCE: LoadedSource = {
  sourceId: 'test:shop',
  warnings: [],
  tools: [
    {
      name: 'paid_lookup',
      description: 'Look up the stock level of a product (paid per call).',
      inputSchema: {
        type: 'object',
        properties: { sku: { type: 'string', pattern: '^SKU-\\d+$' } },
        required: ['sku'],
        additionalProperties: false,
      },
      cost: 0.4,
      source: { type: 'manual', id: 'test:shop' },
    },
    {
      name: 'inventory_report',
      description: 'The full inventory report of the warehouse: every product with stock and location.',
      inputSchema: { type: 'object', properties: {} },
      source: { type: 'manual', id: 'test:shop' },
    },
    {
      name: 'broken_tool',
      description: 'A tool whose implementation always throws.',
      inputSchema: { type: 'object', properties: {} },
      source: { type: 'manual', id: 'test:shop' },
    },
  ],
};

/** The handlers of {@link SHOP_SOURCE}'s tools. */
export const SHOP_HANDLERS: Record<string, ToolHandler> = {
  paid_lookup: (input) => ({ sku: input['sku'], stock: 7 }),
  inventory_report: () => ({
    warehouse: 'north',
    products: Array.from({ length: 200 }, (_, i) => ({
      sku: `SKU-${i}`,
      stock: i % 17,
      location: { aisle: i % 12, shelf: `S${i % 5}` },
    })),
  }),
  broken_tool: () => {
    throw new Error('the database is down');
  },
};
