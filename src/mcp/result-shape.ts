/** Options of {@link resultShape}. */
export interface ResultShapeOptions {
  /** How many levels of objects and lists are described (a list counts as one); deeper ones show as `{…}` and `[…]`. @default 6 */
  maxDepth?: number;
  /** Keys described per object; the rest are counted (`…12 more keys`). @default 25 */
  maxKeys?: number;
  /** Longest text returned; a longer description is cut and ends with `…`. @default 2000 */
  maxChars?: number;
}

/**
 * The shape of a long tool result as the gateway shows it to an MCP client's model: compact, TypeScript-like,
 * one element per list, so that the model can write a JSONPath or JMESPath extraction over it. (The
 * observer's `pseudoSchema` in `src/observation` is richer, merging every element of a list and marking
 * optional keys, for a model that writes extraction code.) Object keys with their types, each list described
 * by its first element and its length, e.g.
 * `{ orders: [{ id: string, total: number }] (200 items), next: null }`. Numbers that are whole show as
 * `integer`; an empty list as `[]`.
 */
export function resultShape(value: unknown, options: ResultShapeOptions = {}): string {
  const { maxDepth = 6, maxKeys = 25, maxChars = 2000 } = options;
  const describe = (v: unknown, depth: number): string => {
    if (v === null) return 'null';
    if (Array.isArray(v)) {
      if (v.length === 0) return '[]';
      const count = ` (${v.length} ${v.length === 1 ? 'item' : 'items'})`;
      return depth >= maxDepth ? `[…]${count}` : `[${describe(v[0], depth + 1)}]${count}`;
    }
    switch (typeof v) {
      case 'string':
        return 'string';
      case 'number':
        return Number.isInteger(v) ? 'integer' : 'number';
      case 'boolean':
        return 'boolean';
      case 'object': {
        const entries = Object.entries(v as Record<string, unknown>);
        if (entries.length === 0) return '{}';
        if (depth >= maxDepth) return '{…}';
        const shown = entries.slice(0, maxKeys).map(([k, x]) => `${keyText(k)}: ${describe(x, depth + 1)}`);
        const rest = entries.length - shown.length;
        if (rest > 0) shown.push(`…${rest} more ${rest === 1 ? 'key' : 'keys'}`);
        return `{ ${shown.join(', ')} }`;
      }
      default:
        return typeof v;
    }
  };
  const text = describe(value, 0);
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}

function keyText(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}
