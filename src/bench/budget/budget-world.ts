import type { SeededRandom } from '../search/seeded-random.ts';
import { seededRandom } from '../search/seeded-random.ts';

/** How a simulated tool answers a task it does not serve (or always, for distractors). */
export type SimulatedBehaviour = 'reliable' | 'flaky' | 'error' | 'empty' | 'irrelevant';

/** A tool of the simulation. */
export interface SimulatedTool {
  /** Its name. */
  name: string;
  /** What it claims to do. */
  description: string;
  /** Its fee per call, an integer from 1 to 10 (as in the BTP paper's experiments). */
  cost: number;
  /** The need of a task it claims to serve. */
  slot: string;
  /**
   * `reliable`: serves every task of its topic; `flaky`: serves about half of them and returns nothing for
   * the rest; `error`: always fails; `empty`: always returns nothing; `irrelevant`: always returns the same
   * unrelated data.
   */
  behaviour: SimulatedBehaviour;
}

/** A task of the simulation: a request in words, its needs, its candidate tools and which of them help. */
export interface SimulatedTask {
  /** 1, 2, ... */
  id: number;
  /** The request. */
  text: string;
  /** The topic (one group of five candidate tools). */
  topic: string;
  /** What it needs, each served by some tool: solved when every need got a helpful result. */
  slots: string[];
  /** Its candidate tools (the five of its topic). */
  candidates: string[];
  /** Whether each candidate gives a helpful result for this task (the known usefulness). */
  useful: Record<string, boolean>;
}

/** The tools and a task generator of the simulation. */
export interface BudgetWorld {
  /** Every tool, five per topic. */
  tools: SimulatedTool[];
  /** `count` tasks; different `seed`s give different tasks over the same tools. */
  tasks(count: number, seed: number): SimulatedTask[];
  /** The tool called `name`. */
  tool(name: string): SimulatedTool | undefined;
}

interface Topic {
  name: string;
  entities: readonly string[];
  main: string;
  detail: string;
}

const TOPICS: readonly Topic[] = [
  {
    name: 'weather',
    entities: ['Paris', 'Lyon', 'Berlin', 'Oslo', 'Lima'],
    main: 'weather forecast',
    detail: 'air quality',
  },
  {
    name: 'currency',
    entities: ['euro', 'yen', 'peso', 'rand', 'krona'],
    main: 'exchange rate',
    detail: 'rate history',
  },
  {
    name: 'stocks',
    entities: ['ACME', 'Globex', 'Initech', 'Umbrella', 'Hooli'],
    main: 'share price',
    detail: 'dividend yield',
  },
  {
    name: 'flights',
    entities: ['Rome', 'Tokyo', 'Cairo', 'Quito', 'Perth'],
    main: 'flight times',
    detail: 'seat prices',
  },
  {
    name: 'recipes',
    entities: ['lasagne', 'ramen', 'tagine', 'paella', 'borscht'],
    main: 'ingredient list',
    detail: 'nutrition facts',
  },
  {
    name: 'movies',
    entities: ['Alien', 'Heat', 'Up', 'Jaws', 'Rocky'],
    main: 'audience ratings',
    detail: 'cinema showtimes',
  },
  {
    name: 'translation',
    entities: ['German', 'Hindi', 'Swahili', 'Korean', 'Polish'],
    main: 'translation',
    detail: 'pronunciation',
  },
  {
    name: 'news',
    entities: ['Chile', 'Kenya', 'Norway', 'Vietnam', 'Canada'],
    main: 'news headlines',
    detail: 'sentiment summary',
  },
];

const TEMPLATES_ONE = [
  'What is the {main} for {entity}?',
  'Find the {main} of {entity}.',
  'I need the latest {main} for {entity}.',
];
const TEMPLATES_TWO = [
  'What is the {main} for {entity}, and the {detail}?',
  'Find the {main} of {entity} together with its {detail}.',
  'I need the {main} and the {detail} for {entity}.',
];

const slug = (text: string) => text.replace(/\s+/g, '_');

/**
 * The simulated world of `toolwise bench budget`: eight topics (weather, currency, ...), each with five
 * candidate tools whose fees are drawn from 1 to 10. Topics alternate between tasks with one need and
 * tasks with two. Per topic: a reliable tool and a flaky cheaper-or-not alternative for the main need, a
 * reliable tool for the second need (or a second distractor), a tool that always fails and one that
 * returns nothing or unrelated data. Tasks of a topic are worded alike, so past experience transfers to
 * similar tasks through lexical similarity. Deterministic for a seed.
 */
export function createBudgetWorld(options: { seed?: number } = {}): BudgetWorld {
  const random = seededRandom(options.seed ?? 1);
  const tools: SimulatedTool[] = [];
  TOPICS.forEach((topic, i) => {
    const twoNeeds = i % 2 === 1;
    const cost = () => 1 + random.int(10);
    const add = (suffix: string, slot: string, behaviour: SimulatedBehaviour, what: string) =>
      tools.push({
        name: `${topic.name}_${slug(slot)}_${suffix}`,
        description: `${what} the ${slot} for a ${topic.name} request.`,
        cost: cost(),
        slot,
        behaviour,
      });
    add('pro', topic.main, 'reliable', 'Returns');
    add('lite', topic.main, 'flaky', 'Quickly returns');
    if (twoNeeds) add('api', topic.detail, 'reliable', 'Returns');
    else add('feed', topic.detail, 'irrelevant', 'Streams');
    add('scraper', topic.main, 'error', 'Scrapes');
    add('cache', twoNeeds ? topic.detail : topic.main, 'empty', 'Looks up the cached');
  });
  const byName = new Map(tools.map((t) => [t.name, t]));
  return {
    tools,
    tool: (name) => byName.get(name),
    tasks(count, seed) {
      const r = seededRandom(seed);
      return Array.from({ length: count }, (_, i) => task(i + 1, r, tools));
    },
  };
}

function task(id: number, random: SeededRandom, tools: readonly SimulatedTool[]): SimulatedTask {
  const index = random.int(TOPICS.length);
  const topic = TOPICS[index] as Topic;
  const twoNeeds = index % 2 === 1;
  const template = random.pick(twoNeeds ? TEMPLATES_TWO : TEMPLATES_ONE);
  const text = template
    .replace('{main}', topic.main)
    .replace('{detail}', topic.detail)
    .replace('{entity}', random.pick(topic.entities));
  const candidates = tools.filter((t) => t.name.startsWith(`${topic.name}_`));
  const useful = Object.fromEntries(
    candidates.map((t) => [
      t.name,
      t.behaviour === 'reliable' || (t.behaviour === 'flaky' && random.next() < 0.5),
    ]),
  );
  return {
    id,
    text,
    topic: topic.name,
    slots: twoNeeds ? [topic.main, topic.detail] : [topic.main],
    candidates: candidates.map((t) => t.name),
    useful,
  };
}
