import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, readOutbox, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { writLeadDays } from "./reminders.ts";

// A recorded writ's levy deadline in the daily reminders (docs/court-forms.md, "The writ's
// deadline"): a mail at each of the user's lead times shorter than the writ's 180 days, counted
// down to the last day to levy, with the rule beside the date.

const clock = new TestClock("2026-11-26T12:00:00Z");
let t: TestApp;
let owner: LoggedInUser;

const writMails = async (to: string) =>
  (await readOutbox(t.app)).filter((m) => m.tags.kind === "writ_levy_reminder" && m.to === to);

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  owner = await registerAndLogin(t.app);
  // Judgment 2025-01-15: its renewal deadline (2035) is far from every writ reminder.
  const created = await docketCall(
    t.app,
    owner,
    "POST",
    "/add-docket/",
    newCase({ caseName: "Levy v. Roe", jurisdiction: "CA", judgmentDate: "2025-01-15" }),
  );
  expect(created.status).toBe(201);
  const writ = await docketCall(
    t.app,
    owner,
    "POST",
    `/cases/${created.body.data.id}/court-filings/`,
    {
      kind: "writ-issued",
      date: "2026-11-26",
    },
  );
  expect(writ.status, JSON.stringify(writ.body)).toBe(201);
});
afterAll(async () => t.close());

describe("writ levy reminders", () => {
  it("only lead times shorter than 180 days apply to a writ", () => {
    expect(writLeadDays([180, 90, 30, 7])).toEqual([90, 30, 7]);
    expect(writLeadDays([365, 179])).toEqual([179]);
  });

  it("mails at 90, 30 and 7 days before the last day to levy (05/25/2027), once each", async () => {
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    // The day it is recorded: 180 days left, no lead time applies.
    await t.app.reminders.run(at("2026-11-26"));
    expect(await writMails(owner.email)).toEqual([]);
    for (const day of ["2027-02-23", "2027-02-24", "2027-04-25", "2027-05-18", "2027-05-18"]) {
      await t.app.reminders.run(at(day));
    }
    const mails = await writMails(owner.email);
    expect(mails.map((m) => m.tags.days_left)).toEqual(["90", "30", "7"]);
    expect(mails.map((m) => m.subject)).toEqual([
      "Writ levy deadline in 90 days: Levy v. Roe",
      "Writ levy deadline in 30 days: Levy v. Roe",
      "Writ levy deadline in 7 days: Levy v. Roe",
    ]);
    expect(mails[0]?.text).toContain(
      "The writ of execution issued on 11/26/2026 in Levy v. Roe can be levied until 05/25/2027 (in 90 days).",
    );
    expect(mails[0]?.text).toContain("Cal. Code Civ. Proc. § 699.530(b)");
    // No renewal reminder came with them: the judgment's deadline is years away.
    const renewals = (await readOutbox(t.app)).filter((m) => m.tags.kind === "deadline_reminder");
    expect(renewals).toEqual([]);
  });
});
