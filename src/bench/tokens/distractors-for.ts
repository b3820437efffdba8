import type { ToolLibrary } from '../../library/tool-library.ts';

/** Options of {@link distractorsFor}. */
export interface DistractorsForOptions {
  /** The library to draw from. */
  library: ToolLibrary;
  /** The task the distractors should look relevant to. */
  query: string;
  /** How many. */
  count: number;
  /** Tools that must not be drawn (the run's own). */
  exclude: readonly string[];
  /** Draw only tools of this source. @default every source */
  source?: string;
}

/**
 * The `count` tools that the library's own search ranks highest for `query`, leaving out `exclude`: the
 * hardest distractors, the ones a retriever would hand an agent along with the right tools. When the search
 * matches fewer, the rest are the library's other tools in its listing order (and `padded` says how many).
 */
export async function distractorsFor(
  options: DistractorsForOptions,
): Promise<{ names: string[]; padded: number }> {
  const { library, query, count, exclude, source } = options;
  if (count <= 0) return { names: [], padded: 0 };
  const hits = await library.search(query, {
    topK: count,
    exclude: [...exclude],
    ...(source !== undefined && { source }),
  });
  const names = hits.map((h) => h.tool.name);
  if (names.length >= count) return { names, padded: 0 };
  const taken = new Set([...exclude, ...names]);
  const rest = library
    .list(source === undefined ? {} : { source })
    .map((t) => t.name)
    .filter((n) => !taken.has(n))
    .slice(0, count - names.length);
  return { names: [...names, ...rest], padded: rest.length };
}
