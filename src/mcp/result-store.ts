/** Options of {@link ResultStore}. */
export interface ResultStoreOptions {
  /** How many results are kept; the least recently used is dropped beyond. @default 32 */
  maxEntries?: number;
  /** How long a result is kept after it was last used, in ms. @default 900000 (15 minutes) */
  ttlMs?: number;
  /** Monotonic clock in ms. @default performance.now */
  now?: () => number;
}

/** A kept result. */
export interface StoredResult {
  /** Its handle, e.g. `r3`. */
  handle: string;
  /** The tool that produced it. */
  toolName: string;
  /** The full value. */
  value: unknown;
  /** Its size in tokens, as it would have been returned. */
  tokens: number;
}

interface Entry extends StoredResult {
  lastUsed: number;
}

/**
 * The large results of one gateway session, kept under short handles (`r1`, `r2`, ...) so that the model can
 * extract from them without calling the tool again. Bounded: least recently used results beyond
 * `maxEntries` and results unused for `ttlMs` are dropped.
 */
export class ResultStore {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private next = 1;

  constructor(options: ResultStoreOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 32);
    this.ttlMs = options.ttlMs ?? 15 * 60_000;
    this.now = options.now ?? (() => performance.now());
  }

  /** How long results are kept after their last use, in ms. */
  get ttl(): number {
    return this.ttlMs;
  }

  /** Keeps `value` and returns its handle. */
  put(result: Omit<StoredResult, 'handle'>): string {
    this.expire();
    const handle = `r${this.next++}`;
    this.entries.set(handle, { ...result, handle, lastUsed: this.now() });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return handle;
  }

  /** The result kept under `handle`, or undefined when it is unknown, expired or dropped. */
  get(handle: string): StoredResult | undefined {
    this.expire();
    const entry = this.entries.get(handle.trim());
    if (!entry) return undefined;
    entry.lastUsed = this.now();
    this.entries.delete(entry.handle);
    this.entries.set(entry.handle, entry);
    const { lastUsed: _lastUsed, ...result } = entry;
    return result;
  }

  /** How many results are kept right now. */
  get size(): number {
    this.expire();
    return this.entries.size;
  }

  /** Drops every result. */
  clear(): void {
    this.entries.clear();
  }

  private expire(): void {
    const cutoff = this.now() - this.ttlMs;
    for (const entry of this.entries.values()) {
      if (entry.lastUsed > cutoff) break;
      this.entries.delete(entry.handle);
    }
  }
}
