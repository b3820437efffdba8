import type { JsonSchema, JsonValue } from '../../tool/json-schema.ts';
import { seededRandom, type SeededRandom } from '../search/seeded-random.ts';

const WORDS = [
  'alpha',
  'harbor',
  'summit',
  'velvet',
  'meadow',
  'cobalt',
  'lantern',
  'orbit',
  'willow',
  'ember',
];
const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra'];
const CITIES = ['Paris', 'Tokyo', 'Nairobi', 'Lima', 'Oslo', 'Toronto'];
const COUNTRIES = ['France', 'Japan', 'Kenya', 'Peru', 'Norway', 'Canada'];

/**
 * A plausible, deterministic value of the shape `schema` describes (a tool's output schema, such as one
 * converted from a ToolBench `template_response`): objects get every property, arrays two or three items,
 * strings a value that suits the field's name (`id`, `name`, `email`, `url`, `date`, `city`, `country`,
 * ...), numbers a value in a range that suits it (`lat`, `price`, `rating`, ...). The same `seed` gives the
 * same value; a schema that says nothing gives a small object with a `result` field.
 */
export function simulateResponse(schema: JsonSchema, seed: number): JsonValue {
  const random = seededRandom(seed);
  if (Object.keys(schema).length === 0) return { result: valueFor({ type: 'string' }, 'result', random, 0) };
  return valueFor(schema, '', random, 0);
}

function valueFor(schema: JsonSchema, key: string, random: SeededRandom, depth: number): JsonValue {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.enum?.length) return random.pick(schema.enum);
  if (type === 'object' || (type === undefined && schema.properties)) {
    if (depth > 6) return {};
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([k, s]) => [k, valueFor(s, k, random, depth + 1)]),
    );
  }
  if (type === 'array') {
    if (depth > 6) return [];
    const items = schema.items ?? { type: 'string' };
    return Array.from({ length: 2 + random.int(2) }, () => valueFor(items, singular(key), random, depth + 1));
  }
  if (type === 'integer') return integerFor(key, random);
  if (type === 'number') return numberFor(key, random);
  if (type === 'boolean') return random.next() < 0.5;
  if (type === 'null') return null;
  if (type === undefined) return stringFor(key, random);
  return stringFor(key, random);
}

function stringFor(key: string, random: SeededRandom): string {
  const k = key.toLowerCase();
  if (/(^|_)id$|uuid|code$/.test(k))
    return `${k.includes('code') ? '' : 'id-'}${100000 + random.int(900000)}`;
  if (/email/.test(k)) return `${random.pick(WORDS)}.${random.pick(WORDS)}@example.com`;
  if (/url|link|href|image|thumbnail|website/.test(k))
    return `https://example.com/${random.pick(WORDS)}/${random.int(1000)}`;
  if (/date|time|created|updated|published/.test(k))
    return new Date(Date.UTC(2020 + random.int(5), random.int(12), 1 + random.int(28)))
      .toISOString()
      .slice(0, 10);
  if (/city|town/.test(k)) return random.pick(CITIES);
  if (/country|nation/.test(k)) return random.pick(COUNTRIES);
  if (/author|user|person|(^|_)name$|title$/.test(k) && !/file|type/.test(k))
    return /title/.test(k)
      ? `The ${capitalize(random.pick(WORDS))} ${capitalize(random.pick(WORDS))}`
      : random.pick(NAMES);
  if (/currency/.test(k)) return random.pick(['USD', 'EUR', 'JPY', 'GBP']);
  if (/status|state/.test(k)) return random.pick(['active', 'pending', 'ok']);
  if (/description|text|message|content|summary/.test(k))
    return `${capitalize(random.pick(WORDS))} ${random.pick(WORDS)} ${random.pick(WORDS)} ${random.pick(WORDS)}.`;
  return `${random.pick(WORDS)} ${random.pick(WORDS)}`;
}

function integerFor(key: string, random: SeededRandom): number {
  const k = key.toLowerCase();
  if (/year/.test(k)) return 1990 + random.int(35);
  if (/count|total|number|population|views|followers/.test(k)) return random.int(100000);
  if (/age/.test(k)) return 18 + random.int(60);
  return 1 + random.int(1000);
}

function numberFor(key: string, random: SeededRandom): number {
  const k = key.toLowerCase();
  const round = (x: number, digits = 2) => Number(x.toFixed(digits));
  if (/lat/.test(k)) return round(random.next() * 180 - 90, 4);
  if (/lon|lng/.test(k)) return round(random.next() * 360 - 180, 4);
  if (/rating|score|stars/.test(k)) return round(1 + random.next() * 4, 1);
  if (/percent|ratio|rate/.test(k)) return round(random.next() * 100);
  if (/temp/.test(k)) return round(random.next() * 40 - 5, 1);
  return round(random.next() * 1000);
}

function singular(key: string): string {
  return key.endsWith('s') ? key.slice(0, -1) : key;
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
