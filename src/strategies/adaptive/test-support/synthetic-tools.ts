import type { ToolDefinitionInput } from '../../../tool/tool-definition.ts';

const WORDS = [
  'returns',
  'the',
  'current',
  'record',
  'for',
  'a',
  'given',
  'account',
  'including',
  'history',
  'status',
  'and',
  'metadata',
  'of',
  'every',
  'item',
];

/** The shape of one synthetic tool: description length in words and number of parameters. */
export interface SyntheticToolShape {
  /** Words in the description. */
  words: number;
  /** Parameters of the input schema. */
  params: number;
}

/**
 * Deterministic synthetic tool definitions (for tests): `synthetic_<i>` with a description of
 * `shape.words` words and `shape.params` string parameters.
 */
export function syntheticTools(shapes: readonly SyntheticToolShape[]): ToolDefinitionInput[] {
  return shapes.map((shape, i) => ({
    name: `synthetic_${i}`,
    description: Array.from({ length: shape.words }, (_, w) => WORDS[(i + w) % WORDS.length]!).join(' '),
    inputSchema: {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: shape.params }, (_, p) => [
          `param_${p}`,
          { type: 'string', description: `Parameter ${p} of tool ${i}.` },
        ]),
      ),
    },
  }));
}
