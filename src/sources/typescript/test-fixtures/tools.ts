// Fixture for loadTypeScriptModule and createModuleHandlerResolver: one function per case.
import type { Integer } from './integer.ts';

/** A whole number, as a local alias. */
type int = number;

/** A count, through an alias of the imported alias. */
type Count = Integer;

/**
 * Adds two numbers.
 *
 * @remarks Works with any finite numbers.
 * @param a - The first addend.
 * @param b - The second addend.
 * @returns The sum of `a` and `b`.
 */
export function add(a: number, b: number): number {
  return a + b;
}

/**
 * Repeats a text.
 *
 * @param text - What to repeat.
 * @param times - How often.
 * @param separator - Put between the copies.
 */
export function repeat(text: string, times: Integer = 2, separator?: string): string {
  return Array.from({ length: times }, () => text).join(separator ?? '');
}

/** Rates a thing. */
export function classify(
  size: 'small' | 'large',
  level: 1 | 2 | 3,
  strict: boolean | undefined,
  note: string | null,
  count: Count,
  step: int | undefined,
): string {
  return `${size}/${level}/${String(strict)}/${String(note)}/${count}/${String(step)}`;
}

/** Summarises collections. */
export function collections(
  values: number[],
  labels: Array<string>,
  frozen: readonly Integer[],
  pair: [string, number],
  range?: readonly [Integer, Integer?],
  more?: [boolean, ...string[]],
): { count: Integer; labels: string[] } {
  return {
    count: values.length + frozen.length + pair.length + (range?.length ?? 0) + (more?.length ?? 0),
    labels,
  };
}

/** Options of {@link search}. */
export interface SearchOptions {
  /** The text to look for. */
  query: string;
  /** At most this many results. */
  limit?: Integer;
  filters?: { tags: readonly string[]; exact: boolean | null };
  scores?: Record<string, number>;
}

/**
 * Searches the catalogue.
 *
 * @param options - What to search for.
 * @returns The matching titles.
 */
export async function search(options: SearchOptions): Promise<string[]> {
  return [`${options.query}:${options.limit ?? 10}`];
}

/** Echoes a message after a tick. */
export const echo = async (message: string): Promise<{ message: string; length: Integer }> => ({
  message,
  length: message.length,
});

/**
 * Shouts a text.
 *
 * @param text - What to shout.
 */
export const shout = function (text: string): string {
  return text.toUpperCase();
};

/** Records defaults. */
export function defaults(
  count = 3,
  name = 'x',
  flags = [true, false],
  options = { a: -1, b: [null] },
  when = Date.now(),
): string {
  return JSON.stringify([count, name, flags, options, when > 0]);
}

/**
 * Always fails.
 *
 * @param reason - The message of the error.
 */
export function fail(reason: string): never {
  throw new Error(reason);
}

/** Picks options by colour. */
export function pick({ colour }: { colour: 'red' | 'green' }): string {
  return colour;
}

export function undocumented(x: number): number {
  return x;
}

/** Calls back. */
export function withCallback(cb: () => void): void {
  cb();
}

/** Formats a date. */
export function withDate(when: Date): string {
  return when.toISOString();
}

/** Takes anything. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withAny(value: any): string {
  return String(value);
}

/** Returns its input. */
export function identity<T>(value: T): T {
  return value;
}

/** Sums numbers. */
export function sum(...values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** Takes a shape. */
export function area(shape: { kind: 'square'; side: number } | { kind: 'circle'; radius: number }): number {
  return shape.kind === 'square' ? shape.side ** 2 : Math.PI * shape.radius ** 2;
}

/** Walks options with a nested callback. */
export function nested(options: { name: string; onDone: (ok: boolean) => void }): void {
  options.onDone(options.name.length > 0);
}

/** A tree node. */
export interface Tree {
  label: string;
  children: Tree[];
}

/** Counts the nodes of a tree. */
export function countNodes(tree: Tree): number {
  return 1 + tree.children.reduce((n, child) => n + countNodes(child), 0);
}

/** A documented constant, not a tool. */
export const VERSION = 1;

/** A helper that is not exported. */
function hidden(): void {}

hidden();
