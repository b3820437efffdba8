import { MAX_TOOL_NAME_LENGTH, isValidToolName, toToolName } from '../../tool/tool-name.ts';

/** Words ToolBench prefixes with `is_` because they are Python keywords or clash with its own fields. */
const RENAMED_API_NAMES = new Set(['from', 'class', 'return', 'false', 'true', 'id', 'and']);

/**
 * The tool name ToolBench gives an API: `<api>_for_<tool>`, both parts in lowercase snake_case, keeping the
 * last 64 characters when longer. This reproduces ToolBench's own function (`standardize`, `change_name` and
 * the `[-64:]` cut of its `api_json_to_openai_json`), so the names match those in ToolBench's recorded runs
 * and its `relevant APIs` mappings: `Songkick concert` of `TheClique` → `songkick_concert_for_theclique`.
 * Letters are not split at camelCase boundaries (ToolBench does not), a part starting with a digit gets
 * `get_`, and characters a tool name may not hold are passed through {@link toToolName} as a last resort.
 */
export function toolbenchToolName(options: {
  /** The ToolBench tool (service), e.g. `TheClique`. */
  toolName: string;
  /** The API of that tool, e.g. `Songkick concert`. */
  apiName: string;
}): string {
  const api = standardize(options.apiName);
  const name = `${RENAMED_API_NAMES.has(api) ? `is_${api}` : api}_for_${standardize(options.toolName)}`.slice(
    -MAX_TOOL_NAME_LENGTH,
  );
  return isValidToolName(name) ? name : toToolName(name);
}

/** ToolBench's `standardize`: non-word characters to `_`, runs collapsed, lowercased, trimmed of `_`. */
function standardize(label: string): string {
  const snake = label
    .replace(/[^\u4e00-\u9fa5a-zA-Z0-9_]/g, '_')
    .replace(/_+/g, '_')
    .toLowerCase()
    .replace(/^_+|_+$/g, '');
  return /^\d/.test(snake) ? `get_${snake}` : snake;
}
