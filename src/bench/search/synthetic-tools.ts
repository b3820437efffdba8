import type { JsonSchema } from '../../tool/json-schema.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { toToolName } from '../../tool/tool-name.ts';
import { seededRandom } from './seeded-random.ts';
import {
  QUERY_OPENERS,
  SERVICE_PARTS,
  SYNTHETIC_DOMAINS,
  SYNTHETIC_VERBS,
  type SyntheticDomain,
} from './synthetic-vocabulary.ts';

/** Options of {@link syntheticTools}. */
export interface SyntheticToolsOptions {
  /** How many tools. */
  count: number;
  /** Seed of the generator; the same seed gives the same tools. @default 1 */
  seed?: number;
}

/**
 * Makes `count` varied, realistic-looking tool definitions, deterministically: services of 3 to 12 APIs in
 * subject areas such as weather, finance or music, each API a verb on an object (`get_weather_forecast`),
 * with a description in words, 1 to 4 typed parameters, and tags `[category, service]`. Names are unique.
 */
export function syntheticTools(options: SyntheticToolsOptions): ToolDefinitionInput[] {
  const { count, seed = 1 } = options;
  const random = seededRandom(seed);
  const tools: ToolDefinitionInput[] = [];
  const names = new Set<string>();
  for (let serviceIndex = 0; tools.length < count; serviceIndex++) {
    const domain = random.pick(SYNTHETIC_DOMAINS);
    const service = `${random.pick(SERVICE_PARTS[0])} ${random.pick(SERVICE_PARTS[1])}${serviceIndex >= 320 ? ` ${serviceIndex}` : ''}`;
    const size = Math.min(3 + random.int(10), count - tools.length);
    for (let i = 0; i < size; i++) {
      const [verb, phrase] = random.pick(SYNTHETIC_VERBS);
      const object = random.pick(domain.objects);
      let name = toToolName(`${verb} ${object} ${service}`);
      for (let n = 2; names.has(name); n++) name = toToolName(`${verb} ${object} ${service} ${n}`);
      names.add(name);
      const parameters = random.sample(domain.parameters, 1 + random.int(4));
      const properties: Record<string, JsonSchema> = Object.fromEntries(
        parameters.map(([p, type, description]) => [p, { type, description }]),
      );
      tools.push({
        name,
        description: `${phrase} ${object} from ${service}${random.next() < 0.5 ? ` for a given ${parameters[0]?.[0]?.replace(/_/g, ' ')}` : ''}. ${detail(domain, random.next())}`,
        inputSchema: { type: 'object', properties, required: [parameters[0]?.[0] as string] },
        tags: [domain.category, service],
      });
    }
  }
  return tools;
}

/** Options of {@link syntheticQueries}. */
export interface SyntheticQueriesOptions {
  /** How many queries. */
  count: number;
  /** Seed of the generator. @default 2 */
  seed?: number;
}

/**
 * Makes `count` realistic multi-word requests over the same vocabulary as {@link syntheticTools}
 * ("Can you get the weather forecast for Paris and the air quality index?"), deterministically.
 */
export function syntheticQueries(options: SyntheticQueriesOptions): string[] {
  const { count, seed = 2 } = options;
  const random = seededRandom(seed);
  const queries: string[] = [];
  for (let i = 0; i < count; i++) {
    const domain = random.pick(SYNTHETIC_DOMAINS);
    const [verb] = random.pick(SYNTHETIC_VERBS);
    const opener = random.pick(QUERY_OPENERS);
    const first = random.pick(domain.objects);
    const second = random.next() < 0.5 ? ` and the ${random.pick(domain.objects)}` : '';
    const text = `${opener} ${verb} the ${first} for ${random.pick(domain.entities)}${second}`.trim();
    queries.push(`${text.charAt(0).toUpperCase()}${text.slice(1)}${opener.startsWith('C') ? '?' : '.'}`);
  }
  return queries;
}

function detail(domain: SyntheticDomain, r: number): string {
  const [a, b] = [domain.objects[Math.floor(r * domain.objects.length)], domain.category.toLowerCase()];
  return r < 0.33
    ? `Useful for ${b} apps that also show ${a}.`
    : r < 0.66
      ? `Results are paginated and cached for one hour.`
      : `Data is updated daily from ${b} providers.`;
}
