import type { ToolLibrary } from '../library/tool-library.ts';

/**
 * Up to `limit` library tools the model may have meant by a wrong name: names that look alike (by shared
 * letter pairs, so `multiplication` finds `multiply`), else tools whose text matches the name's words.
 */
export async function suggestToolNames(library: ToolLibrary, name: string, limit = 3): Promise<string[]> {
  const wanted = pairs(name);
  const alike = library
    .list()
    .map((t) => ({ name: t.name, score: dice(wanted, pairs(t.name)) }))
    .filter((s) => s.score >= 0.5)
    .sort((a, b) => b.score - a.score || (a.name < b.name ? -1 : 1))
    .slice(0, limit)
    .map((s) => s.name);
  if (alike.length) return alike;
  const query = name.replace(/[_\-.]+/g, ' ').trim();
  if (query === '') return [];
  try {
    return (await library.search(query, { topK: limit, method: 'lexical' })).map((h) => h.tool.name);
  } catch {
    return [];
  }
}

function pairs(text: string): Map<string, number> {
  const s = text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const counts = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) {
    const pair = s.slice(i, i + 2);
    counts.set(pair, (counts.get(pair) ?? 0) + 1);
  }
  return counts;
}

function dice(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  let total = 0;
  for (const n of a.values()) total += n;
  for (const n of b.values()) total += n;
  for (const [pair, n] of a) shared += Math.min(n, b.get(pair) ?? 0);
  return total === 0 ? 0 : (2 * shared) / total;
}
