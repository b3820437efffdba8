import { MAX_TOOL_NAME_LENGTH } from '../../tool/tool-name.ts';

/**
 * `name` if it is not in `taken`, else `name_2`, `name_3`, ... (cut so that the result stays within 64
 * characters). Adds the result to `taken`.
 */
export function uniqueToolName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate); n++) {
    const suffix = `_${n}`;
    candidate = `${name.slice(0, MAX_TOOL_NAME_LENGTH - suffix.length)}${suffix}`;
  }
  taken.add(candidate);
  return candidate;
}
