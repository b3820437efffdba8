/** A deterministic pseudo-random source: the same seed gives the same sequence. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** A random element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** `k` distinct elements of `list` (all of them when `k` is larger), in random order. */
  sample<T>(list: readonly T[], k: number): T[];
}

/** A {@link SeededRandom} from the mulberry32 generator (32-bit state; fast and good enough for test data). */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (list) => list[int(list.length)] as (typeof list)[number],
    sample(list, k) {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, k);
    },
  };
}
