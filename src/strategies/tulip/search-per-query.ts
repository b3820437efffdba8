import type { StrategyContext } from '../../agent/strategy.ts';
import type { ObjectJsonSchema } from '../../tool/json-schema.ts';
import { searchCandidates } from './search-candidates.ts';

/** What a search meta-tool found for one description. */
export type QueryFindings = {
  /** The description searched for. */
  query: string;
  /** The tools found, best first. */
  tools: Array<{ name: string; description: string }>;
};

/** The input schema of the search meta-tools: one description per tool the model needs. */
export function toolQueriesSchema(): ObjectJsonSchema {
  return {
    type: 'object',
    properties: {
      queries: {
        type: 'array',
        items: { type: 'string' },
        minItems: 1,
        maxItems: 10,
        description: 'One description per tool you need.',
      },
    },
    required: ['queries'],
  };
}

/**
 * Searches the run's candidate tools once per non-blank description (the input of a search meta-tool) and
 * returns the findings per query and the distinct names found, in order.
 */
export async function searchPerQuery(
  context: StrategyContext,
  queries: readonly string[],
  options: { topK: number; minScore: number },
): Promise<{ queries: string[]; found: QueryFindings[]; names: string[] }> {
  const asked = queries.filter((q) => q.trim() !== '');
  const found: QueryFindings[] = [];
  for (const query of asked) {
    const hits = await searchCandidates(context, query, options);
    found.push({ query, tools: hits.map((h) => ({ name: h.tool.name, description: h.tool.description })) });
  }
  return { queries: asked, found, names: [...new Set(found.flatMap((f) => f.tools.map((t) => t.name)))] };
}
