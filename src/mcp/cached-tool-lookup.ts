import type { StoredTool } from '../tool/tool-definition.ts';

/** Options of {@link cachedToolLookup}. */
export interface CachedToolLookupOptions {
  /**
   * How long a looked-up tool is reused without asking the library again, in ms: changes to the library
   * show after at most this long. 0 asks every time (and still returns the same object for an unchanged
   * version). @default 1000
   */
  ttlMs?: number;
  /** Monotonic clock in ms. @default performance.now */
  now?: () => number;
}

/**
 * Looks tools up in the library, returning the same object for as long as a tool's version is unchanged,
 * so that caches keyed by identity (the executor's compiled argument schemas) keep working across calls,
 * and reusing a looked-up tool for `ttlMs` without reading the library again. Use it as the executor's
 * `lookup`.
 */
export function cachedToolLookup(
  library: { get(name: string): StoredTool | undefined },
  options: CachedToolLookupOptions = {},
): (name: string) => StoredTool | undefined {
  const { ttlMs = 1000, now = () => performance.now() } = options;
  const cache = new Map<string, { tool: StoredTool; checkedAt: number }>();
  return (name) => {
    const known = cache.get(name);
    const time = now();
    if (known && time - known.checkedAt < ttlMs) return known.tool;
    const tool = library.get(name);
    if (!tool) {
      cache.delete(name);
      return undefined;
    }
    if (known && known.tool.version === tool.version && known.tool.updatedAt === tool.updatedAt) {
      known.checkedAt = time;
      return known.tool;
    }
    cache.set(name, { tool, checkedAt: time });
    return tool;
  };
}
