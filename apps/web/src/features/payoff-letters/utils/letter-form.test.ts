import { describe, expect, it } from "vitest";
import { countHint, latestLetterDate, letterMoney } from "./letter-form.ts";

describe("the letter form's figures and bounds", () => {
  it("prints the letter's money as the letter does: 2 decimals, and the per diem's 4 kept", () => {
    expect(letterMoney("10242.78")).toBe("$10,242.78");
    expect(letterMoney("2.4428")).toBe("$2.4428");
    expect(letterMoney("0.00")).toBe("$0.00");
    expect(letterMoney("not money")).toBe("—");
  });

  it("allows a payoff date up to 90 days from today, across a year end", () => {
    expect(latestLetterDate("2026-11-26")).toBe("2027-02-24");
  });

  it("says each unit's limit", () => {
    expect(countHint("day")).toContain("1 to 90 days");
    expect(countHint("week")).toContain("1 to 26 weeks");
  });
});
