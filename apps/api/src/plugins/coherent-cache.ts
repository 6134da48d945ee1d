/**
 * A bounded, least-recently-used map of values read from the database, kept true by change
 * notifications: `invalidate(key)` when the row changes, `clear()` when notifications may have
 * been missed.
 *
 * The trap it closes: a read that started before a change can finish after that change's
 * notification, and storing its (old) value would keep it forever. So every read is stamped
 * with the invalidation count at its start, and `load` keeps the value only if its key was not
 * invalidated (nor the whole cache cleared) since then.
 */
export class CoherentCache<V> {
  private readonly entries = new Map<string, V>();
  /** Invalidations so far; a read started at epoch e is stale if its key was invalidated after e. */
  private epoch = 0;
  /** Reads started before this epoch keep nothing (set by clear and when `fences` overflows). */
  private floor = 0;
  /** Key -> epoch of its last invalidation, needed only while some read is in flight. */
  private readonly fences = new Map<string, number>();
  private readsInFlight = 0;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /**
   * Reads with `read`; keeps the value when `keep` is true (the caller's change feed is synced)
   * and no invalidation of `key` happened during the read.
   */
  async load(
    key: string,
    read: () => Promise<V | undefined>,
    keep: boolean,
  ): Promise<V | undefined> {
    const started = this.epoch;
    this.readsInFlight++;
    try {
      const value = await read();
      const invalidated = (this.fences.get(key) ?? -1) > started;
      if (keep && value !== undefined && started >= this.floor && !invalidated) {
        this.set(key, value);
      }
      return value;
    } finally {
      this.readsInFlight--;
      if (this.readsInFlight === 0) this.fences.clear();
    }
  }

  /** Stores a value derived from data read after the caller's sync (see load for reads). */
  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  invalidate(key: string): void {
    this.epoch++;
    this.entries.delete(key);
    if (this.readsInFlight === 0) return;
    this.fences.set(key, this.epoch);
    if (this.fences.size > this.capacity) {
      // Too many to track one by one: void every read in flight instead.
      this.floor = this.epoch;
      this.fences.clear();
    }
  }

  clear(): void {
    this.epoch++;
    this.floor = this.epoch;
    this.entries.clear();
    this.fences.clear();
  }
}
