import { describe, expect, it } from "vitest";
import { deadlineEvents, judgmentDeadlines, nextDeadline } from "./judgment-deadlines.ts";
import type { JudgmentLifeRule } from "./judgment-life-types.ts";

const base: JudgmentLifeRule = {
  state: "Testland",
  code: "TL",
  lifeYears: 10,
  lifeText: "",
  lifeRunsFrom: "entry",
  dormancy: false,
  renewalMethod: "application",
  renewalText: "",
  windowOpens: { kind: "any-time" },
  windowCloses: { kind: "at-expiry" },
  windowText: "",
  renewedLifeYears: 10,
  renewedFrom: "renewal date",
  renewalsAllowed: "unlimited",
  lienYears: 10,
  lienText: "",
  lienCitation: "",
  lienRenews: true,
  citation: "Test Code § 1",
  link: "",
  linkOrigin: "none",
  sources: [],
  reviewed: "2026-11-25",
  verification: { status: "confirmed", note: "" },
  unclear: [],
};
const rule = (changes: Partial<JudgmentLifeRule>): JudgmentLifeRule => ({ ...base, ...changes });

describe("judgmentDeadlines", () => {
  it("counts the life from entry: expiry on the anniversary, last day to renew the day before", () => {
    const d = judgmentDeadlines(base, "2020-03-15", [], "2026-11-25");
    expect(d.expiry).toBe("2030-03-15");
    expect(d.lastDayToRenew).toBe("2030-03-14");
    expect(d.windowOpens).toBe("2020-03-15");
    expect(d.lienExpiry).toBe("2030-03-15");
    expect(d.status).toBe("fine");
    expect(d.assumptions).toEqual([]);
  });

  it("a February 29 judgment expires on February 28 of a common year", () => {
    expect(judgmentDeadlines(base, "2016-02-29", [], "2020-01-01").expiry).toBe("2026-02-28");
  });

  it("moves through due within 90 days to expired at the boundaries", () => {
    // Last day to renew 2030-03-14; 90 days before it is 2029-12-14.
    expect(judgmentDeadlines(base, "2020-03-15", [], "2029-12-13").status).toBe("fine");
    expect(judgmentDeadlines(base, "2020-03-15", [], "2029-12-14").status).toBe(
      "due within 90 days",
    );
    expect(judgmentDeadlines(base, "2020-03-15", [], "2030-03-14").status).toBe(
      "due within 90 days",
    );
    expect(judgmentDeadlines(base, "2020-03-15", [], "2030-03-15").status).toBe("expired");
  });

  it("a window that opens 90 days before expiry reports window open inside it", () => {
    const r = rule({ windowOpens: { kind: "days-before-expiry", days: 90 } });
    const d = judgmentDeadlines(r, "2020-03-15", [], "2029-12-10");
    expect(d.windowOpens).toBe("2029-12-15");
    expect(d.status).toBe("fine");
    expect(judgmentDeadlines(r, "2020-03-15", [], "2029-12-15").status).toBe("due within 90 days");
    const months = rule({ windowOpens: { kind: "months-before-expiry", months: 12 } });
    const m = judgmentDeadlines(months, "2020-03-15", [], "2029-03-15");
    expect(m.windowOpens).toBe("2029-03-15");
    expect(m.status).toBe("window open");
  });

  it("a renewal moves the dates, from the renewal date or from the old expiry", () => {
    const fromRenewal = judgmentDeadlines(base, "2020-03-15", ["2029-06-01"], "2029-07-01");
    expect(fromRenewal.expiry).toBe("2039-06-01");
    expect(fromRenewal.lienExpiry).toBe("2039-06-01");
    expect(fromRenewal.renewalsCounted).toBe(1);
    expect(fromRenewal.status).toBe("fine");

    const fromExpiry = judgmentDeadlines(
      rule({ renewedFrom: "previous expiry", lienRenews: false }),
      "2020-03-15",
      ["2029-06-01"],
      "2029-07-01",
    );
    expect(fromExpiry.expiry).toBe("2040-03-15");
    expect(fromExpiry.lienExpiry).toBe("2030-03-15");
  });

  it("an unclear point takes the earlier date and says so", () => {
    const d = judgmentDeadlines(
      rule({ renewedFrom: "unclear", lienRenews: null, renewedLifeYears: null }),
      "2020-03-15",
      ["2029-06-01"],
      "2029-07-01",
    );
    expect(d.expiry).toBe("2039-06-01");
    expect(d.lienExpiry).toBe("2030-03-15");
    expect(d.assumptions).toHaveLength(3);
  });

  it("no renewal left: no window, and the expiry still counts down", () => {
    const once = rule({ renewalsAllowed: 1 });
    const d = judgmentDeadlines(once, "2010-01-04", ["2019-06-01"], "2029-03-05");
    expect(d.renewalsLeft).toBe(0);
    expect(d.windowOpens).toBeNull();
    expect(d.lastDayToRenew).toBeNull();
    expect(d.expiry).toBe("2029-06-01");
    expect(d.status).toBe("due within 90 days");
    // A second renewal is not one the law allows: the dates stay, and the notes say why.
    const twice = judgmentDeadlines(once, "2010-01-04", ["2019-06-01", "2028-02-01"], "2028-03-01");
    expect(twice.expiry).toBe("2029-06-01");
    expect(twice.renewalsCounted).toBe(1);
    expect(twice.assumptions).toContain(
      "The renewal recorded on 02/01/2028 does not change these dates: Testland allows one renewal, already used.",
    );
  });

  it("a dormant judgment can be revived until the end of the revival period", () => {
    const revival = rule({
      renewalMethod: "revival",
      dormancy: true,
      windowOpens: { kind: "years-after-start", years: 7 },
      windowCloses: { kind: "years-after-expiry", years: 3 },
      lifeYears: 7,
      renewedLifeYears: 7,
    });
    const d = judgmentDeadlines(revival, "2015-05-01", [], "2023-01-01");
    expect(d.expiry).toBe("2022-05-01");
    expect(d.windowOpens).toBe("2022-05-01");
    expect(d.lastDayToRenew).toBe("2025-04-30");
    expect(d.status).toBe("expired");
    expect(deadlineEvents(d).map((e) => [e.kind, e.date])).toEqual([
      ["window-opens", "2022-05-01"],
      ["expiry", "2022-05-01"],
      ["revival-ends", "2025-04-30"],
      ["lien-expiry", "2025-05-01"],
    ]);
    expect(nextDeadline(d, "2023-01-01")?.kind).toBe("revival-ends");
  });

  it("where renewing is an affidavit, it ends at dormancy and reviving comes after", () => {
    const affidavit = rule({
      renewalMethod: "affidavit",
      dormancy: true,
      lifeYears: 5,
      renewedLifeYears: 5,
      windowCloses: { kind: "years-after-expiry", years: 2 },
    });
    const d = judgmentDeadlines(affidavit, "2015-05-01", [], "2023-01-01");
    expect([d.expiry, d.lastDayToRenew, d.lastDayToRevive]).toEqual([
      "2020-05-01",
      "2020-04-30",
      "2022-04-30",
    ]);
    expect(judgmentDeadlines(base, "2015-05-01", [], "2023-01-01").lastDayToRevive).toBeNull();
  });

  it("gives no dates where the rule is unknown, and says why", () => {
    const none = judgmentDeadlines(undefined, "2020-03-15", [], "2026-11-25");
    expect(none.status).toBe("unknown");
    expect(none.expiry).toBeNull();
    expect(none.assumptions[0]).toMatch(/Choose the case's jurisdiction/);
    const unclear = judgmentDeadlines(rule({ lifeYears: null }), "2020-03-15", [], "2026-11-25");
    expect(unclear.status).toBe("unknown");
    expect(unclear.assumptions[0]).toMatch(/did not establish how long/);
  });

  it("a period that restarts with enforcement is counted from entry, with the reason", () => {
    const d = judgmentDeadlines(
      rule({ lifeRunsFrom: "last enforcement act" }),
      "2020-03-15",
      [],
      "2026-11-25",
    );
    expect(d.expiry).toBe("2030-03-15");
    expect(d.assumptions[0]).toMatch(/earliest it can end/);
  });

  it("events come in date order with the last day to renew before the expiry", () => {
    const d = judgmentDeadlines(base, "2020-03-15", [], "2026-11-25");
    expect(deadlineEvents(d).map((e) => e.label)).toEqual([
      "Renewal window opens",
      "Last day to renew",
      "Judgment expires",
      "Lien expires",
    ]);
    expect(nextDeadline(d, "2026-11-25")?.label).toBe("Last day to renew");
  });
});
