import { describe, expect, it } from "vitest";
import { clientFilterOf, clientParamOf, matchesClientFilter } from "./client-filter.ts";

const FFB = "6f1c2a0e-1b7d-4f3a-9c55-0d2b8e4a1f10";

describe("the case list's client filter", () => {
  it("reads the address's ?client=: absent or blank is any, none is no client, else an id", () => {
    expect(clientFilterOf(null)).toBe("any");
    expect(clientFilterOf("")).toBe("any");
    expect(clientFilterOf("any")).toBe("any");
    expect(clientFilterOf("none")).toBe("none");
    expect(clientFilterOf(FFB)).toEqual({ id: FFB });
  });

  it("writes back what it read", () => {
    for (const param of [null, "none", FFB]) {
      expect(clientParamOf(clientFilterOf(param))).toBe(param);
    }
  });

  it("keeps one client's cases, or those with none", () => {
    const withFfb = { clientId: FFB };
    const withOther = { clientId: "0a0a0a0a-0000-4000-8000-000000000000" };
    const withNone = { clientId: null };
    const kept = (filter: ReturnType<typeof clientFilterOf>) =>
      [withFfb, withOther, withNone].filter((c) => matchesClientFilter(c, filter));
    expect(kept("any")).toEqual([withFfb, withOther, withNone]);
    expect(kept("none")).toEqual([withNone]);
    expect(kept({ id: FFB })).toEqual([withFfb]);
  });
});
