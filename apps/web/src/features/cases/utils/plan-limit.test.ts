import { describe, expect, it } from "vitest";
import { atPlanLimit } from "./plan-limit.ts";

const active = { isEnded: false };
const ended = { isEnded: true };

describe("the free plan's limit, before the user types", () => {
  it("is reached with three active cases on the free plan", () => {
    expect(atPlanLimit("free", [active, active, active])).toBe(true);
    expect(atPlanLimit("Free", [active, active, active, active])).toBe(true);
  });

  it("counts active cases only, as the header does", () => {
    expect(atPlanLimit("free", [active, active, ended, ended])).toBe(false);
  });

  it("never stops a paying user, or anyone while the plan is unknown", () => {
    expect(atPlanLimit("pro", [active, active, active])).toBe(false);
    expect(atPlanLimit("free", [active, active, active], false)).toBe(false);
  });
});
