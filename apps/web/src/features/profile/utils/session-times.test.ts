import { describe, expect, it } from "vitest";
import { describeLastUse } from "./session-times.ts";

describe("describeLastUse", () => {
  it("says when the device was last used, in plain words", () => {
    expect(describeLastUse("2026-11-23T20:30:00Z")).toMatch(
      /^Last used Nov 2[34], 2026, \d{1,2}:30\s[AP]M$/,
    );
  });

  it("says nothing for a date it cannot read", () => {
    expect(describeLastUse("not a date")).toBe("");
  });
});
