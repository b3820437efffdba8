import type { toolSearch } from 'ai';
import type { ToolLibrary } from '../library/tool-library.ts';
import type { SearchOptions } from '../search/search-types.ts';

/**
 * The custom search callback of the AI SDK's `toolSearch({ search })`: the model's query and the eligible
 * deferred tools in, tool names in ranked order out. (The AI SDK does not export this type by name.)
 */
export type ToolSearchFunction = NonNullable<NonNullable<Parameters<typeof toolSearch>[0]>['search']>;

/** Options of {@link librarySearch}. */
export interface LibrarySearchOptions extends Pick<SearchOptions, 'minScore' | 'method' | 'source' | 'tags'> {
  /** The library to search. */
  library: ToolLibrary;
  /**
   * How many names to return at most. The AI SDK then keeps the first `maxResults` of them (5 by default),
   * so pass the same number to both.
   * @default 5
   */
  topK?: number;
}

/**
 * A search callback for the AI SDK's own tool search, backed by `library.search` (lexical BM25, or dense
 * or hybrid with an embedding model) instead of the SDK's keyword match:
 *
 * ```ts
 * tools: { search: toolSearch({ search: librarySearch({ library }) }), ...libraryTools({ library, deferLoading: true }) }
 * ```
 *
 * The AI SDK's tool search is local, not a provider feature: tools with `deferLoading: true` are left out of
 * the model's tool list; the `toolSearch()` tool calls this function with the eligible deferred tools (after
 * `activeTools`), keeps the returned names it knows, and sends those tools from the next step on.
 * Only library tools that are eligible are returned, best first; deferred tools that the library does not
 * hold are never found by this search. A failing search (e.g. `method: 'dense'` without an embedding model)
 * reaches the model as a tool error.
 */
export function librarySearch(options: LibrarySearchOptions): ToolSearchFunction {
  const { library, topK = 5, ...searchOptions } = options;
  return async ({ query, tools }) => {
    const eligible = new Set(tools.map((t) => t.name));
    if (eligible.size === 0 || topK <= 0) return [];
    // The library may hold tools that are not eligible here; widen the search until enough eligible
    // ones are found or the library has no more hits.
    for (let limit = topK; ; limit *= 4) {
      const hits = await library.search(query, { ...searchOptions, topK: limit });
      const names = hits.map((h) => h.tool.name).filter((name) => eligible.has(name));
      if (names.length >= topK || hits.length < limit) return names.slice(0, topK);
    }
  };
}
