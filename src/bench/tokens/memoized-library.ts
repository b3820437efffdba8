import type { ToolLibrary } from '../../library/tool-library.ts';

/**
 * A read-only view of `library` that remembers the results of `search` (per query and options) and `get`
 * (per name), for replays that ask the same questions thousands of times. Everything else goes to the
 * library itself. Only for a library that does not change while the view is used; callers must not
 * change the tools it returns.
 */
export function memoizedLibrary(library: ToolLibrary): ToolLibrary {
  const searches = new Map<string, ReturnType<ToolLibrary['search']>>();
  const tools = new Map<string, ReturnType<ToolLibrary['get']>>();
  const get: ToolLibrary['get'] = (name) => {
    if (!tools.has(name)) tools.set(name, library.get(name));
    return tools.get(name);
  };
  const search: ToolLibrary['search'] = (query, options = {}) => {
    const key = JSON.stringify([query, options]);
    let hits = searches.get(key);
    if (!hits) {
      // Hits share the remembered tool objects, so thousands of remembered searches stay small.
      hits = library
        .search(query, options)
        .then((found) => found.map((hit) => ({ ...hit, tool: get(hit.tool.name) ?? hit.tool })));
      searches.set(key, hits);
    }
    return hits;
  };
  return new Proxy(library, {
    get(target, property) {
      if (property === 'search') return search;
      if (property === 'get') return get;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
