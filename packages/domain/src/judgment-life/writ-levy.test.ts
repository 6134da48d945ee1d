import { describe, expect, it } from "vitest";
import { lastDayToLevy, WRIT_LEVY_DAYS, writLevyDeadlines } from "./writ-levy.ts";

// CCP 699.530(b): no levy after 180 days from issuance; CCP § 12 excludes the first day.

describe("a writ's last day to levy", () => {
  it("is 180 days after the issue date, the issue day not counted", () => {
    expect(WRIT_LEVY_DAYS).toBe(180);
    expect(lastDayToLevy("2026-11-26")).toBe("2027-05-25");
    // Across a leap day: 2028-02-29 is one of the 180.
    expect(lastDayToLevy("2027-12-01")).toBe("2028-05-29");
  });

  it("lists each writ soonest first and says which have passed", () => {
    const writs = writLevyDeadlines(
      [
        { id: "b", issuedOn: "2026-11-26" },
        { id: "a", issuedOn: "2026-01-02" },
      ],
      "2026-11-26",
    );
    expect(writs).toEqual([
      {
        filingId: "a",
        issuedOn: "2026-01-02",
        lastDayToLevy: "2026-07-01",
        expired: true,
        label: "Last day to levy under the writ issued 01/02/2026",
      },
      {
        filingId: "b",
        issuedOn: "2026-11-26",
        lastDayToLevy: "2027-05-25",
        expired: false,
        label: "Last day to levy under the writ issued 11/26/2026",
      },
    ]);
  });

  it("is not passed on the last day itself", () => {
    expect(writLevyDeadlines([{ id: "a", issuedOn: "2026-11-26" }], "2027-05-25")[0]?.expired).toBe(
      false,
    );
  });
});
