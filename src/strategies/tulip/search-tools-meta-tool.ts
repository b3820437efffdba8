import type { MetaTool } from '../../agent/meta-tool.ts';
import type { ModelTool } from '../../agent/model-tool.ts';
import type { StrategyContext } from '../../agent/strategy.ts';
import { searchPerQuery, toolQueriesSchema } from './search-per-query.ts';
import { SEARCH_TOOLS_NAME, searchToolsDescription } from './tulip-prompts.ts';

/**
 * The `search_tools` meta-tool: searches the library once per description and adds what it finds to the
 * model's tools (through `addTools`). Returns the names and descriptions found, per query.
 */
export function createSearchToolsMetaTool(
  context: StrategyContext,
  options: { topK: number; minScore: number; visible: () => string[]; addTools: (names: string[]) => void },
): MetaTool {
  return {
    definition: searchToolsDefinition(),
    async execute(input) {
      const { queries, found, names } = await searchPerQuery(context, input['queries'] as string[], {
        topK: options.topK,
        minScore: options.minScore,
      });
      options.addTools(names);
      context.run.trace.emit({
        type: 'strategy',
        strategy: 'tulip',
        detail: `search_tools found ${names.length} tools`,
        data: { queries, found: names },
      });
      if (names.length === 0)
        return { output: 'No matching tools found. Try describing the tool differently.', isError: true };
      return { output: { found, note: 'These tools are now available to you.' } };
    },
  };
}

/** The definition of the `search_tools` meta-tool, as the model sees it (also used for cost estimates). */
export function searchToolsDefinition(): ModelTool {
  return {
    name: SEARCH_TOOLS_NAME,
    description: searchToolsDescription(),
    inputSchema: toolQueriesSchema(),
  };
}
