/**
 * A bounded map of values read from the database, kept true by change
 * notifications: `invalidate(key)` when the row changes, `clear()` when notifications may have
 * been missed.
 *
 * The trap it closes: a read that started before a change can finish after that change's
 * notification, and storing its (old) value would keep it forever. So every read is stamped
 * with the invalidation count at its start, and `load` keeps the value only if its key was not
 * invalidated (nor the whole cache cleared) since then.
 *
 * Eviction is CLOCK (second chance), an approximation of least-recently-used: a hit only marks its
 * entry, and when the cache is full the oldest entry goes unless it was hit since it was stored or
 * last passed over, in which case it moves to the back. A true LRU moves the entry on every hit
 * (a Map delete and insert), and every polled request hits four of these caches (decision 004's
 * CPU budget).
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

interface Slot<V> {
  value: V;
  /** Hit since it was stored or last given a second chance. */
  used: boolean;
}

export function createCoherentCache<V>(capacity: number): CoherentCache<V> {
  const entries = new Map<string, Slot<V>>();
  /** Invalidations so far; a read started at epoch e is stale if its key was invalidated after e. */
  let epoch = 0;
  /** Reads started before this epoch keep nothing (set by clear and when `fences` overflows). */
  let floor = 0;
  /** Key -> epoch of its last invalidation, needed only while some read is in flight. */
  const fences = new Map<string, number>();
  let readsInFlight = 0;

  const evictOne = (): void => {
    // Terminates: each entry passed over loses its mark, so within one lap one is unmarked.
    for (;;) {
      const oldest = entries.entries().next().value;
      if (oldest === undefined) return;
      const [key, slot] = oldest;
      entries.delete(key);
      if (!slot.used) return;
      slot.used = false;
      entries.set(key, slot);
    }
  };

  const set = (key: string, value: V): void => {
    entries.delete(key);
    entries.set(key, { value, used: false });
    if (entries.size > capacity) evictOne();
  };

  return {
    get size() {
      return entries.size;
    },

    get(key) {
      const slot = entries.get(key);
      if (slot === undefined) return undefined;
      slot.used = true;
      return slot.value;
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
