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
export interface CoherentCache<V> {
  readonly size: number;
  get(key: string): V | undefined;
  /**
   * Reads with `read`; keeps the value when `keep` is true (the caller's change feed is synced)
   * and no invalidation of `key` happened during the read.
   */
  load(key: string, read: () => Promise<V | undefined>, keep: boolean): Promise<V | undefined>;
  /** Stores a value derived from data read after the caller's sync (see load for reads). */
  set(key: string, value: V): void;
  invalidate(key: string): void;
  clear(): void;
}

export function createCoherentCache<V>(capacity: number): CoherentCache<V> {
  const entries = new Map<string, V>();
  /** Invalidations so far; a read started at epoch e is stale if its key was invalidated after e. */
  let epoch = 0;
  /** Reads started before this epoch keep nothing (set by clear and when `fences` overflows). */
  let floor = 0;
  /** Key -> epoch of its last invalidation, needed only while some read is in flight. */
  const fences = new Map<string, number>();
  let readsInFlight = 0;

  const set = (key: string, value: V): void => {
    entries.delete(key);
    entries.set(key, value);
    if (entries.size > capacity) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  };

  return {
    get size() {
      return entries.size;
    },

    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },

    async load(key, read, keep) {
      const started = epoch;
      readsInFlight++;
      try {
        const value = await read();
        const invalidated = (fences.get(key) ?? -1) > started;
        if (keep && value !== undefined && started >= floor && !invalidated) set(key, value);
        return value;
      } finally {
        readsInFlight--;
        if (readsInFlight === 0) fences.clear();
      }
    },

    set,

    invalidate(key) {
      epoch++;
      entries.delete(key);
      if (readsInFlight === 0) return;
      fences.set(key, epoch);
      if (fences.size > capacity) {
        // Too many to track one by one: void every read in flight instead.
        floor = epoch;
        fences.clear();
      }
    },

    clear() {
      epoch++;
      floor = epoch;
      entries.clear();
      fences.clear();
    },
  };
}
