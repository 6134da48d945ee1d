import { describe, expect, it } from "vitest";
import { deadlineEvents, judgmentDeadlines, nextDeadline } from "./judgment-deadlines.ts";
import { judgmentLifeRules } from "./judgment-life-rules.ts";

// The dates each corrected jurisdiction gives for a sample judgment, from the shipped rules
// (docs/judgment-deadlines.md lists the sources).

const ruleOf = (code: string) => {
  const rule = judgmentLifeRules.find((row) => row.code === code);
  if (!rule) throw new Error(`no rule for ${code}`);
  return rule;
};
const TODAY = "2026-11-26";
const dates = (code: string, judgment: string, renewals: string[] = [], today = TODAY) =>
  judgmentDeadlines(ruleOf(code), judgment, renewals, today);

describe("renewal windows once not established", () => {
  it("Colorado: a revival may be sought from entry until the 20 years end", () => {
    const d = dates("CO", "2020-03-16");
    expect([d.windowOpens, d.lastDayToRenew, d.expiry, d.lienExpiry]).toEqual([
      "2020-03-16",
      "2040-03-15",
      "2040-03-16",
      "2026-03-16",
    ]);
    expect(d.assumptions.join(" ")).not.toMatch(/not established/);
  });

  it("Massachusetts: an action on the judgment until the presumption of payment; a new 20 years from it", () => {
    const d = dates("MA", "2020-03-16");
    expect([d.windowOpens, d.lastDayToRenew, d.expiry]).toEqual([
      "2020-03-16",
      "2040-03-15",
      "2040-03-16",
    ]);
    expect(d.assumptions).toEqual([]);
    const renewed = dates("MA", "2020-03-16", ["2039-06-01"]);
    expect(renewed.expiry).toBe("2059-06-01");
    expect(renewed.assumptions.join(" ")).not.toMatch(/How long a renewal lasts/);
  });

  it("New Jersey: a revival motion from entry until the 20 years end", () => {
    const d = dates("NJ", "2020-03-16");
    expect([d.windowOpens, d.lastDayToRenew, d.expiry]).toEqual([
      "2020-03-16",
      "2040-03-15",
      "2040-03-16",
    ]);
  });
});

describe("dormancy and revival", () => {
  it("Kansas: renew before dormancy at 5 years, revive for 2 years after it", () => {
    const d = dates("KS", "2020-03-16");
    expect([d.expiry, d.lastDayToRenew, d.lastDayToRevive]).toEqual([
      "2025-03-16",
      "2025-03-15",
      "2027-03-15",
    ]);
    expect(d.status).toBe("expired");
    expect(nextDeadline(d, TODAY)).toEqual({
      kind: "revival-ends",
      date: "2027-03-15",
      label: "Last day to revive",
    });
  });

  it("Texas: a writ within 10 years, revival for 2 years after dormancy", () => {
    const d = dates("TX", "2020-03-16");
    expect([d.expiry, d.lastDayToRenew, d.lastDayToRevive]).toEqual([
      "2030-03-16",
      "2030-03-15",
      "2032-03-15",
    ]);
    expect(deadlineEvents(d).map((event) => [event.kind, event.date])).toEqual([
      ["window-opens", "2020-03-16"],
      ["renewal-deadline", "2030-03-15"],
      ["expiry", "2030-03-16"],
      ["lien-expiry", "2030-03-16"],
      ["revival-ends", "2032-03-15"],
    ]);
  });

  it("Wyoming: an execution within 5 years, revival shown for the earlier 10 years after dormancy", () => {
    const d = dates("WY", "2020-03-16");
    expect([d.expiry, d.lastDayToRenew, d.lastDayToRevive]).toEqual([
      "2025-03-16",
      "2025-03-15",
      "2035-03-15",
    ]);
  });
});

describe("the life of a judgment", () => {
  it("Pennsylvania: 20 years for personal property, the 5-year lien revived on its own", () => {
    const d = dates("PA", "2020-03-16");
    expect([d.expiry, d.lastDayToRenew, d.lienExpiry]).toEqual([
      "2040-03-16",
      "2040-03-15",
      "2025-03-16",
    ]);
    const revived = dates("PA", "2020-03-16", ["2024-12-02"]);
    expect(revived.lienExpiry).toBe("2029-12-02");
    expect(revived.expiry).toBe("2040-03-16");
    expect(revived.assumptions.join(" ")).toMatch(/does not count a revival as restarting/);
  });

  it("Virginia: 20 years for a judgment dated before 07/01/2021, 10 years after", () => {
    expect(dates("VA", "2021-06-30").expiry).toBe("2041-06-30");
    expect(dates("VA", "2021-07-01").expiry).toBe("2031-07-01");
    expect(dates("VA", "2021-06-30").assumptions[0]).toMatch(/dated before 07\/01\/2021/);
    expect(dates("VA", "2021-07-01").assumptions).toEqual([]);
    // An extension granted under the former law added 20 years; one recorded since, 10.
    expect(dates("VA", "2005-02-14", ["2020-09-01"]).expiry).toBe("2040-09-01");
    expect(dates("VA", "2005-02-14", ["2024-09-03"]).expiry).toBe("2034-09-03");
  });
});

describe("renewals the law limits", () => {
  it("New Mexico: a revival restarts 7 years but never passes 14 years from the judgment", () => {
    const d = dates("NM", "2020-03-16");
    expect([d.expiry, d.lastDayToRenew]).toEqual(["2027-03-16", "2034-03-15"]);
    const revived = dates("NM", "2020-03-16", ["2030-06-03"]);
    expect(revived.expiry).toBe("2034-03-16");
    expect(revived.lastDayToRenew).toBe("2034-03-15");
    expect(revived.assumptions).toContain(
      "In New Mexico no judgment, however revived, can be enforced more than 14 years after the original judgment (NMSA 1978, § 37-1-2, as amended in 2021). The renewed period therefore ends on 03/16/2034.",
    );
    // Early in the life a revival still gives its full 7 years.
    expect(dates("NM", "2020-03-16", ["2024-01-08"]).expiry).toBe("2031-01-08");
  });

  it("South Carolina: a renewal recorded does not move the dates, and says why", () => {
    const d = dates("SC", "2020-03-16", ["2029-06-01"]);
    expect([d.expiry, d.windowOpens, d.lastDayToRenew, d.lienExpiry]).toEqual([
      "2030-03-16",
      null,
      null,
      "2030-03-16",
    ]);
    expect(d.renewalsCounted).toBe(0);
    expect(d.assumptions).toContain(
      "The renewal recorded on 06/01/2029 does not change these dates: a South Carolina judgment cannot be renewed.",
    );
  });

  it("California: after a renewal the next window opens 5 years later (§ 683.110(b))", () => {
    const d = dates("CA", "2015-03-16", ["2024-06-03"]);
    expect([d.windowOpens, d.lastDayToRenew, d.expiry]).toEqual([
      "2029-06-03",
      "2034-06-02",
      "2034-06-03",
    ]);
    expect(d.status).toBe("fine");
    expect(dates("CA", "2015-03-16", ["2024-06-03"], "2029-06-03").status).toBe("window open");
    // Before any renewal the window is open from entry, as before.
    expect(dates("CA", "2015-03-16").windowOpens).toBe("2015-03-16");

    const tooSoon = dates("CA", "2015-03-16", ["2024-06-03", "2026-01-12"]);
    expect(tooSoon.expiry).toBe("2034-06-03");
    expect(tooSoon.renewalsCounted).toBe(1);
    expect(tooSoon.assumptions).toContain(
      "The renewal recorded on 01/12/2026 does not change these dates: in California a renewed judgment cannot be renewed again before 06/03/2029.",
    );
    expect(dates("CA", "2015-03-16", ["2024-06-03", "2030-01-14"]).expiry).toBe("2040-01-14");
  });
});

describe("what the period runs from, in plain words", () => {
  it.each([
    ["NY", /first enforce the judgment.*payment.*CPLR 211\(b\)/],
    ["DC", /execution could first issue.*stayed.*§ 15-101/],
    ["ME", /obligation under the judgment arose.*presumed paid.*§ 864/],
    ["PR", /final and firm.*Rule 51\.1/],
  ])("%s says what its period runs from and how Owed counts it", (code, wording) => {
    const d = dates(code, "2020-03-16");
    expect(d.assumptions[0]).toMatch(wording);
    expect(d.assumptions[0]).toMatch(/Owed counts from the judgment date/);
    expect(d.assumptions.join(" ")).not.toMatch(/the other/);
  });

  it("federal courts: the forum state's rule, and no dates", () => {
    const d = dates("US", "2020-03-16");
    expect(d.status).toBe("unknown");
    expect(d.expiry).toBeNull();
    expect(d.assumptions).toEqual([
      "A federal court's money judgment is enforced, and lasts, as a judgment of the state where the court sits (Fed. R. Civ. P. 69(a)(1); its lien, 28 U.S.C. § 1962). Owed does not know the court's state, so it shows no dates: read that state's rule.",
    ]);
  });
});
