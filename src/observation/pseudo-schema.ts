/** Options of {@link pseudoSchema}. */
export interface PseudoSchemaOptions {
  /** Levels of nesting shown; deeper objects and lists are shown by their size only. @default 8 */
  maxDepth?: number;
  /** Keys shown per object; the rest are counted (for objects used as maps). @default 40 */
  maxKeys?: number;
  /** Elements of each list whose shapes are merged into the one element shown. @default 20 */
  sampleItems?: number;
  /** Show one short example per string field (formats of dates, ids, ...). @default true */
  examples?: boolean;
}

interface Shape {
  /** Scalar types seen: string, integer, number, boolean, null. */
  scalars: Set<string>;
  /** The first string seen, for the example. */
  example?: string;
  /** Longest string seen, for a root text. */
  maxLength: number;
  object?: { keys: Map<string, { shape: Shape; count: number }>; seen: number; totalKeys: number };
  list?: { min: number; max: number; item?: Shape };
}

/**
 * A compact outline of a JSON value's structure, as ConAgents' observing agent reads it instead of the
 * value: every key with the type of its value, lists shown once with their length (`list of 150 × ...`),
 * the shapes of sampled list elements merged (keys missing from some marked `?`, mixed types joined with
 * `|`), and a short example per string field. Written as indented, JSON-like text.
 *
 * @example
 * pseudoSchema({ data: [{ id: 1, name: 'a' }, { id: 2, name: 'b', tag: null }] })
 * // {
 * //   "data": list of 2 × {
 * //     "id": integer,
 * //     "name": string, e.g. "a",
 * //     "tag"?: null
 * //   }
 * // }
 */
export function pseudoSchema(value: unknown, options: PseudoSchemaOptions = {}): string {
  const { maxDepth = 8, maxKeys = 40, sampleItems = 20, examples = true } = options;
  const shape = shapeOf(value, 0, { maxDepth, maxKeys, sampleItems });
  return render(shape, 0, { examples, root: true });
}

interface Limits {
  maxDepth: number;
  maxKeys: number;
  sampleItems: number;
}

function emptyShape(): Shape {
  return { scalars: new Set(), maxLength: 0 };
}

function shapeOf(value: unknown, depth: number, limits: Limits): Shape {
  const shape = emptyShape();
  addValue(shape, value, depth, limits);
  return shape;
}

function addValue(shape: Shape, value: unknown, depth: number, limits: Limits): void {
  if (value === null || value === undefined) {
    shape.scalars.add('null');
  } else if (typeof value === 'string') {
    shape.scalars.add('string');
    shape.example ??= value;
    shape.maxLength = Math.max(shape.maxLength, value.length);
  } else if (typeof value === 'number') {
    shape.scalars.add(Number.isInteger(value) ? 'integer' : 'number');
  } else if (typeof value === 'boolean') {
    shape.scalars.add('boolean');
  } else if (Array.isArray(value)) {
    const list = (shape.list ??= { min: value.length, max: value.length });
    list.min = Math.min(list.min, value.length);
    list.max = Math.max(list.max, value.length);
    if (depth >= limits.maxDepth) return;
    for (const item of value.slice(0, limits.sampleItems)) {
      list.item ??= emptyShape();
      addValue(list.item, item, depth + 1, limits);
    }
  } else if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const object = (shape.object ??= { keys: new Map(), seen: 0, totalKeys: 0 });
    object.seen++;
    object.totalKeys = Math.max(object.totalKeys, entries.length);
    if (depth >= limits.maxDepth) return;
    for (const [key, v] of entries) {
      let entry = object.keys.get(key);
      if (!entry) {
        if (object.keys.size >= limits.maxKeys) continue;
        entry = { shape: emptyShape(), count: 0 };
        object.keys.set(key, entry);
      }
      entry.count++;
      addValue(entry.shape, v, depth + 1, limits);
    }
  } else {
    shape.scalars.add(typeof value);
  }
}

const SCALAR_ORDER = ['string', 'integer', 'number', 'boolean', 'null'];

function render(shape: Shape, indent: number, options: { examples: boolean; root?: boolean }): string {
  const parts: string[] = [];
  const inner = { examples: options.examples };
  if (shape.object) parts.push(renderObject(shape.object, indent, inner));
  if (shape.list) parts.push(renderList(shape.list, indent, inner));
  const scalars = [...shape.scalars].sort((a, b) => rank(a) - rank(b));
  if (scalars.includes('integer') && scalars.includes('number'))
    scalars.splice(scalars.indexOf('integer'), 1);
  parts.push(...scalars);
  let text = parts.join(' | ') || 'unknown';
  if (options.root && shape.scalars.has('string') && !shape.object && !shape.list) {
    text += ` (${shape.maxLength} characters)`;
  }
  if (options.examples && shape.example !== undefined && shape.example !== '') {
    const example = shape.example.length > 40 ? `${shape.example.slice(0, 40)}…` : shape.example;
    text += `, e.g. ${JSON.stringify(example)}`;
  }
  return text;
}

function renderObject(
  object: NonNullable<Shape['object']>,
  indent: number,
  options: { examples: boolean },
): string {
  if (object.keys.size === 0) return object.totalKeys === 0 ? '{}' : `{ …${object.totalKeys} keys }`;
  const pad = '  '.repeat(indent + 1);
  const lines = [...object.keys].map(([key, entry]) => {
    const optional = entry.count < object.seen ? '?' : '';
    return `${pad}${JSON.stringify(key)}${optional}: ${render(entry.shape, indent + 1, options)}`;
  });
  const hidden = object.totalKeys - object.keys.size;
  if (hidden > 0) lines.push(`${pad}… ${hidden} more keys`);
  return `{\n${lines.join(',\n')}\n${'  '.repeat(indent)}}`;
}

function renderList(
  list: NonNullable<Shape['list']>,
  indent: number,
  options: { examples: boolean },
): string {
  const length = list.min === list.max ? `${list.max}` : `${list.min}–${list.max}`;
  if (list.max === 0) return 'list of 0';
  if (!list.item) return `list of ${length} × …`;
  return `list of ${length} × ${render(list.item, indent, options)}`;
}

function rank(type: string): number {
  const i = SCALAR_ORDER.indexOf(type);
  return i < 0 ? SCALAR_ORDER.length : i;
}
