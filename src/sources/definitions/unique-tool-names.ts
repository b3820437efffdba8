import { MAX_TOOL_NAME_LENGTH } from '../../tool/tool-name.ts';

/**
 * Makes names unique, deterministically: the first tool with a name keeps it; later ones get `_2`, `_3`, ...
 * (cutting the name so the result stays within 64 characters), skipping any suffixed name that another
 * tool already has as its own. Returns the names in the order given.
 *
 * @example uniqueToolNames(['search', 'search', 'search_2']) // ['search', 'search_3', 'search_2']
 */
export function uniqueToolNames(names: readonly string[]): string[] {
  const taken = new Set(names);
  const used = new Set<string>();
  return names.map((name) => {
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
    for (let n = 2; ; n++) {
      const suffix = `_${n}`;
      const candidate = `${name.slice(0, MAX_TOOL_NAME_LENGTH - suffix.length)}${suffix}`;
      if (!taken.has(candidate) && !used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
  });
}
