import type { MetaTool } from '../../agent/meta-tool.ts';
import type { ModelTool } from '../../agent/model-tool.ts';
import type { StrategyContext } from '../../agent/strategy.ts';
import { searchPerQuery, toolQueriesSchema } from '../tulip/search-per-query.ts';
import { FIND_TOOLS_NAME, findToolsDescription } from './conagents-prompts.ts';

/**
 * The grounding role's `search_tools` for large libraries: searches once per description and returns the
 * names and descriptions found. Unlike tulip's, it adds no definitions to the context: the grounding role
 * only needs names, the execution role reads the documentation.
 */
export function createFindToolsMetaTool(context: StrategyContext, options: { topK: number }): MetaTool {
  return {
    definition: findToolsDefinition(),
    async execute(input) {
      const { queries, found, names } = await searchPerQuery(context, input['queries'] as string[], {
        topK: options.topK,
        minScore: 0,
      });
      context.run.trace.emit({
        type: 'strategy',
        strategy: 'conagents',
        detail: `search_tools found ${names.length} tools`,
        data: { role: 'grounding', queries, found: names },
      });
      if (names.length === 0)
        return { output: 'No matching tools found. Describe the tool differently.', isError: true };
      return { output: { found } };
    },
  };
}

/** The definition of the grounding role's `search_tools`. */
export function findToolsDefinition(): ModelTool {
  return {
    name: FIND_TOOLS_NAME,
    description: findToolsDescription(),
    inputSchema: toolQueriesSchema(),
  };
}
