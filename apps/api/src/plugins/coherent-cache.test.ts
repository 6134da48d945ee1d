import { describe, expect, it } from "vitest";
import { createCoherentCache } from "./coherent-cache.ts";

/** A read the test finishes by hand, to interleave it with invalidations. */
function pendingRead<V>() {
  let finish: (value: V) => void = () => {};
  const promise = new Promise<V>((resolve) => {
    finish = resolve;
  });
  return { read: () => promise, finish };
}

describe("CoherentCache", () => {
  it("keeps what a synced read returned and serves it until the key is invalidated", async () => {
    const cache = createCoherentCache<string>(10);
    expect(await cache.load("u1", async () => "row v1", true)).toBe("row v1");
    expect(cache.get("u1")).toBe("row v1");
    cache.invalidate("u1");
    expect(cache.get("u1")).toBeUndefined();
  });

  it("keeps nothing when the caller's change feed is not synced", async () => {
    const cache = createCoherentCache<string>(10);
    expect(await cache.load("u1", async () => "row v1", false)).toBe("row v1");
    expect(cache.get("u1")).toBeUndefined();
  });

  it("drops a read that an invalidation of its key overtook, so an old row is never kept", async () => {
    const cache = createCoherentCache<string>(10);
    const slow = pendingRead<string>();
    const loading = cache.load("u1", slow.read, true);
    cache.invalidate("u1"); // the change committed after the read's snapshot
    slow.finish("row v1");
    expect(await loading).toBe("row v1"); // the caller still gets its answer...
    expect(cache.get("u1")).toBeUndefined(); // ...but the next request reads again
  });

  it("keeps a read that started after the invalidation", async () => {
    const cache = createCoherentCache<string>(10);
    const other = pendingRead<string>();
    const otherLoading = cache.load("u2", other.read, true); // keeps a read in flight
    cache.invalidate("u1");
    expect(await cache.load("u1", async () => "row v2", true)).toBe("row v2");
    expect(cache.get("u1")).toBe("row v2");
    other.finish("u2 row");
    await otherLoading;
    expect(cache.get("u2")).toBe("u2 row");
  });

  it("an invalidation of another key does not stop a read from being kept", async () => {
    const cache = createCoherentCache<string>(10);
    const slow = pendingRead<string>();
    const loading = cache.load("u1", slow.read, true);
    cache.invalidate("u2");
    slow.finish("row v1");
    await loading;
    expect(cache.get("u1")).toBe("row v1");
  });

  it("clear empties the cache and voids every read in flight", async () => {
    const cache = createCoherentCache<string>(10);
    await cache.load("u1", async () => "a", true);
    const slow = pendingRead<string>();
    const loading = cache.load("u2", slow.read, true);
    cache.clear();
    expect(cache.get("u1")).toBeUndefined();
    slow.finish("b");
    await loading;
    expect(cache.get("u2")).toBeUndefined();
    // Reads that start after the clear are kept again.
    await cache.load("u3", async () => "c", true);
    expect(cache.get("u3")).toBe("c");
  });

  it("when too many keys change during one read, it voids the reads in flight instead", async () => {
    const cache = createCoherentCache<string>(2);
    const slow = pendingRead<string>();
    const loading = cache.load("u9", slow.read, true);
    cache.invalidate("a");
    cache.invalidate("b");
    cache.invalidate("c"); // more fences than the capacity: u9 can no longer be told apart
    slow.finish("row");
    await loading;
    expect(cache.get("u9")).toBeUndefined();
    await cache.load("u9", async () => "row again", true);
    expect(cache.get("u9")).toBe("row again");
  });

  it("holds at most its capacity, giving an entry hit since it was stored a second chance", async () => {
    const cache = createCoherentCache<string>(2);
    await cache.load("a", async () => "A", true);
    await cache.load("b", async () => "B", true);
    expect(cache.get("a")).toBe("A"); // a is now the most recently used
    await cache.load("c", async () => "C", true);
    expect(cache.size).toBe(2);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.get("c")).toBe("C");
  });

  it("drops entries nobody asked for before the ones in use, and forgets a second chance once used", async () => {
    const cache = createCoherentCache<string>(3);
    for (const key of ["a", "b", "c"]) await cache.load(key, async () => key.toUpperCase(), true);
    expect(cache.get("a")).toBe("A");
    expect(cache.get("b")).toBe("B");
    // Full: a and b were hit, so c (never asked for since stored) goes, though it is the newest.
    cache.set("d", "D");
    expect([cache.get("c"), cache.size]).toEqual([undefined, 3]);
    // a and b were passed over (their marks cleared, moved behind d) and d was never asked for,
    // so d goes next, then a, which nothing has asked for since its second chance.
    cache.set("e", "E");
    expect(cache.get("d")).toBeUndefined();
    cache.set("f", "F");
    expect(cache.get("a")).toBeUndefined();
    expect([cache.get("b"), cache.get("e"), cache.get("f"), cache.size]).toEqual([
      "B",
      "E",
      "F",
      3,
    ]);
  });
});
