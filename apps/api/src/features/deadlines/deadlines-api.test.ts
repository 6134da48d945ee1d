import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Judgment deadlines through the API (docs/judgment-deadlines.md): the case's dates with their
// rule, renewals moving them, the Deadlines view, the .ics download and the private feed.

const clock = new TestClock("2029-06-01T15:00:00Z");
let t: TestApp;
let other: LoggedInUser;

/** California: 10 years from entry, renewed by application for 10 years from the filing. */
const california = (change: Record<string, unknown> = {}) =>
  newCase({ jurisdiction: "CA", judgmentDate: "2020-08-01", ...change });

/** Each test signs up its own user: the free plan allows 3 active cases. */
async function create(payload: Record<string, unknown>, who: LoggedInUser): Promise<string> {
  const created = await docketCall(t.app, who, "POST", "/add-docket/", payload);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  other = await registerAndLogin(t.app);
});
afterAll(async () => t.close());

describe("a case's deadlines", () => {
  it("shows expiry, last day to renew and lien expiry with the rule and its citation", async () => {
    const user = await registerAndLogin(t.app);
    const id = await create(california(), user);
    const { status, body } = await docketCall(t.app, user, "GET", `/cases/${id}/deadlines/`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      jurisdiction: "CA",
      judgmentDate: "2020-08-01",
      status: "fine",
      expiry: "2030-08-01",
      lastDayToRenew: "2030-07-31",
      lienExpiry: "2030-08-01",
      renewalsCounted: 0,
      renewalsLeft: "unlimited",
      remindersMuted: false,
    });
    expect(body.data.rule.citation).toContain("683.020");
    expect(body.data.rule.verification.status).toBe("confirmed");
    expect(body.data.next).toEqual({
      kind: "renewal-deadline",
      date: "2030-07-31",
      label: "Last day to renew",
    });
  });

  it("a case without a jurisdiction says that choosing one gives deadlines", async () => {
    const user = await registerAndLogin(t.app);
    const id = await create(newCase({ judgmentDate: "2019-08-01" }), user);
    const { body } = await docketCall(t.app, user, "GET", `/cases/${id}/deadlines/`);
    expect(body.data.status).toBe("unknown");
    expect(body.data.expiry).toBeNull();
    expect(body.data.rule).toBeNull();
    expect(body.data.assumptions).toEqual([
      "Choose the case's jurisdiction to see its judgment deadlines.",
    ]);
  });

  it("is due within 90 days near the deadline, and a recorded renewal moves every date", async () => {
    const user = await registerAndLogin(t.app);
    const id = await create(california({ judgmentDate: "2019-07-01" }), user);
    const before = await docketCall(t.app, user, "GET", `/cases/${id}/deadlines/`);
    expect(before.body.data.status).toBe("due within 90 days");

    const preview = await docketCall(
      t.app,
      user,
      "GET",
      `/cases/${id}/deadlines/?renewal=2029-05-20`,
    );
    expect(preview.body.data).toMatchObject({ expiry: "2039-05-20", renewalsCounted: 1 });
    for (const [renewal, message] of [
      ["2019-06-30", "The renewal date cannot be before the judgment date (07/01/2019)."],
      ["2029-02-30", "The renewal date must be a date like 2030-03-01."],
      ["soon", "The renewal date must be a date like 2030-03-01."],
    ]) {
      const bad = await docketCall(
        t.app,
        user,
        "GET",
        `/cases/${id}/deadlines/?renewal=${renewal}`,
      );
      expect(bad.status, renewal).toBe(400);
      expect(bad.body.errors?.renewal, renewal).toEqual([message]);
    }
    const unchanged = await docketCall(t.app, user, "GET", `/cases/${id}/deadlines/`);
    expect(unchanged.body.data.renewalsCounted).toBe(0);

    const renewed = await docketCall(t.app, user, "POST", "/transactions/create/", {
      case_id: id,
      transaction_type: "RENEWAL",
      amount: "0",
      date: "2029-05-20",
      description: "Application for renewal filed",
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    const after = await docketCall(t.app, user, "GET", `/cases/${id}/deadlines/`);
    expect(after.body.data).toMatchObject({
      status: "fine",
      expiry: "2039-05-20",
      lienExpiry: "2039-05-20",
      renewalsCounted: 1,
    });
  });

  it("the renewal what-if says so where the law allows none or caps it, without moving the dates", async () => {
    const user = await registerAndLogin(t.app);
    const sc = await create(newCase({ jurisdiction: "SC", judgmentDate: "2020-03-16" }), user);
    const scPreview = await docketCall(
      t.app,
      user,
      "GET",
      `/cases/${sc}/deadlines/?renewal=2029-06-01`,
    );
    expect(scPreview.status).toBe(200);
    expect(scPreview.body.data).toMatchObject({
      expiry: "2030-03-16",
      lastDayToRenew: null,
      renewalsCounted: 0,
    });
    expect(scPreview.body.data.assumptions).toContain(
      "The renewal recorded on 06/01/2029 does not change these dates: a South Carolina judgment cannot be renewed.",
    );

    const nm = await create(newCase({ jurisdiction: "NM", judgmentDate: "2020-03-16" }), user);
    const nmPreview = await docketCall(
      t.app,
      user,
      "GET",
      `/cases/${nm}/deadlines/?renewal=2030-06-03`,
    );
    expect(nmPreview.body.data).toMatchObject({
      expiry: "2034-03-16",
      lastDayToRenew: "2034-03-15",
      lastDayToRevive: null,
      renewalsCounted: 1,
    });
    expect(nmPreview.body.data.assumptions.join(" ")).toContain(
      "The renewed period therefore ends on 03/16/2034.",
    );

    // California: once renewed, not again within 5 years (Code Civ. Proc. § 683.110(b)).
    const ca = await create(california({ judgmentDate: "2015-03-16" }), user);
    const renewed = await docketCall(t.app, user, "POST", "/transactions/create/", {
      case_id: ca,
      transaction_type: "RENEWAL",
      amount: "0",
      date: "2024-06-03",
      description: "Application for renewal filed",
    });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(201);
    const tooSoon = await docketCall(
      t.app,
      user,
      "GET",
      `/cases/${ca}/deadlines/?renewal=2026-01-12`,
    );
    expect(tooSoon.body.data).toMatchObject({
      expiry: "2034-06-03",
      windowOpens: "2029-06-03",
      renewalsCounted: 1,
      // The test clock's today, 06/01/2029, is two days before the window opens.
      status: "fine",
    });
    expect(tooSoon.body.data.assumptions).toContain(
      "The renewal recorded on 01/12/2026 does not change these dates: in California a renewed judgment cannot be renewed again before 06/03/2029.",
    );
  });

  it("another user's case is not found, and changes nothing", async () => {
    const user = await registerAndLogin(t.app);
    const id = await create(california(), user);
    const theirs = await docketCall(t.app, other, "GET", `/cases/${id}/deadlines/`);
    expect(theirs.status).toBe(404);
    const mute = await docketCall(t.app, other, "POST", `/cases/${id}/reminders/`, { muted: true });
    expect(mute.status).toBe(404);
    const mine = await docketCall(t.app, user, "GET", `/cases/${id}/deadlines/`);
    expect(mine.body.data.remindersMuted).toBe(false);
    const ics = await t.app.inject({
      url: `/docket/api/cases/${id}/deadlines.ics`,
      headers: other.headers,
    });
    expect(ics.statusCode).toBe(404);
  });

  it("reminders switch off and on per case; a body that is not a boolean is a 400", async () => {
    const user = await registerAndLogin(t.app);
    const id = await create(california(), user);
    const off = await docketCall(t.app, user, "POST", `/cases/${id}/reminders/`, { muted: true });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Reminders off for this case");
    expect(off.body.data.remindersMuted).toBe(true);
    const bad = await docketCall(t.app, user, "POST", `/cases/${id}/reminders/`, { muted: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.muted).toEqual(["Muted must be true or false."]);
    const on = await docketCall(t.app, user, "POST", `/cases/${id}/reminders/`, { muted: false });
    expect(on.body.data.remindersMuted).toBe(false);
  });
});

describe("the Deadlines view", () => {
  it("lists each active case's next deadline within 12 months, soonest first", async () => {
    const who = await registerAndLogin(t.app);
    await create(california({ caseName: "Later v. Case", judgmentDate: "2020-03-01" }), who);
    await create(california({ caseName: "Sooner v. Case", judgmentDate: "2019-09-15" }), who);
    await create(newCase({ caseName: "No State v. Case" }), who);
    const { status, body } = await docketCall(t.app, who, "GET", "/deadlines/");
    expect(status).toBe(200);
    expect(body.data.from).toBe("2029-06-01");
    expect(body.data.to).toBe("2030-06-01");
    expect(body.data.withoutJurisdiction).toBe(1);
    expect(
      body.data.items.map((i: { caseName: string; next: { date: string } }) => [
        i.caseName,
        i.next.date,
      ]),
    ).toEqual([
      ["Sooner v. Case", "2029-09-14"],
      ["Later v. Case", "2030-02-28"],
    ]);
    const six = await docketCall(t.app, who, "GET", "/deadlines/?months=6");
    expect(six.body.data.to).toBe("2029-12-01");
    expect(six.body.data.items.map((i: { caseName: string }) => i.caseName)).toEqual([
      "Sooner v. Case",
    ]);
  });

  it("refuses a period that is not 1 to 60 months", async () => {
    const user = await registerAndLogin(t.app);
    for (const months of ["0", "61", "1.5", "abc"]) {
      const { status, body } = await docketCall(t.app, user, "GET", `/deadlines/?months=${months}`);
      expect(status, months).toBe(400);
      expect(body.errors?.months).toEqual(["Months must be a whole number from 1 to 60."]);
    }
  });
});

/** The VEVENTs of an iCalendar text, read by a maintained parser (ical.js). */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      summary: event.summary,
      start: event.startDate,
      end: event.endDate,
      uid: event.uid,
      description: event.description,
    };
  });
}

describe("calendar", () => {
  it("a case's .ics lists its deadlines as all-day events on the right days", async () => {
    const user = await registerAndLogin(t.app);
    const id = await create(california({ caseName: "Acme, Inc. v. Roe; et al." }), user);
    const res = await t.app.inject({
      url: `/docket/api/cases/${id}/deadlines.ics`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain(".ics");
    const events = eventsOf(res.body);
    expect(events.map((e) => [e.summary, e.start.toString()])).toEqual([
      ["Renewal window opens: Acme, Inc. v. Roe; et al.", "2020-08-01"],
      ["Last day to renew: Acme, Inc. v. Roe; et al.", "2030-07-31"],
      ["Judgment expires: Acme, Inc. v. Roe; et al.", "2030-08-01"],
      ["Lien expires: Acme, Inc. v. Roe; et al.", "2030-08-01"],
    ]);
    for (const event of events) {
      // A DATE value: no time and no zone, the same day wherever the calendar is opened.
      expect(event.start.isDate).toBe(true);
      expect(event.start.zone?.tzid).toBe("floating");
      expect(event.end.toString()).toBe(event.start.clone().adjust(1, 0, 0, 0).toString());
      expect(event.uid).toMatch(new RegExp(`^${id}-`));
      expect(event.description).toContain("Cal. Civ. Proc. Code");
    }
  });

  it("the private feed: made, read without a sign-in, regenerated and revoked", async () => {
    const who = await registerAndLogin(t.app);
    await create(california({ caseName: "Feed v. Case" }), who);
    await create(california({ caseName: "Someone Else v. Case" }), other);
    const none = await t.app.inject({
      url: "/authentication/api/calendar-feed/",
      headers: who.headers,
    });
    expect(none.json().data).toEqual({ active: false, createdAt: null, url: null });

    const made = await t.app.inject({
      method: "POST",
      url: "/authentication/api/calendar-feed/",
      headers: who.headers,
    });
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json().data.url);
    expect(url.pathname).toMatch(/^\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await t.app.inject({ url: url.pathname });
    expect(feed.statusCode).toBe(200);
    expect(eventsOf(feed.body).map((e) => e.summary)).toContain("Judgment expires: Feed v. Case");
    // Only the owner's cases.
    expect(feed.body).not.toContain("Someone Else");

    const again = await t.app.inject({
      method: "POST",
      url: "/authentication/api/calendar-feed/",
      headers: who.headers,
    });
    const newPath = new URL(again.json().data.url).pathname;
    expect(newPath).not.toBe(url.pathname);
    expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ url: newPath })).statusCode).toBe(200);

    const revoked = await t.app.inject({
      method: "DELETE",
      url: "/authentication/api/calendar-feed/",
      headers: who.headers,
    });
    expect(revoked.json().data.active).toBe(false);
    const gone = await t.app.inject({ url: newPath });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(
      "No calendar feed at this address: it was revoked or regenerated.",
    );
    expect((await t.app.inject({ url: "/calendar/feeds/not-a-token.ics" })).statusCode).toBe(404);
  });
});

describe("reminder settings", () => {
  it("default to 180, 90, 30 and 7 days, and refuse bad lead times with a clear message", async () => {
    const who = await registerAndLogin(t.app);
    const read = await t.app.inject({
      url: "/authentication/api/reminders/",
      headers: who.headers,
    });
    expect(read.json().data).toEqual({ enabled: true, leadDays: [180, 90, 30, 7] });
    const cases: [unknown, string, string][] = [
      [[0], "leadDays.0", "Each reminder is a whole number of days from 1 to 365."],
      [[400], "leadDays.0", "Each reminder is a whole number of days from 1 to 365."],
      [[30, 30], "leadDays", "Each reminder day may appear once."],
      [[1, 2, 3, 4, 5, 6, 7], "leadDays", "At most 6 reminders per deadline."],
    ];
    for (const [leadDays, field, message] of cases) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/authentication/api/reminders/",
        headers: who.headers,
        payload: { enabled: true, leadDays },
      });
      expect(res.statusCode, JSON.stringify(leadDays)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const saved = await t.app.inject({
      method: "PUT",
      url: "/authentication/api/reminders/",
      headers: who.headers,
      payload: { enabled: false, leadDays: [14, 60] },
    });
    expect(saved.json().data).toEqual({ enabled: false, leadDays: [60, 14] });
  });
});
