import { EMPTY_COURT_FACTS, MAX_PARTIES } from "@owed/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase, testParty } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A case's court facts through the API (docs/court-forms.md, "The facts a form needs"): read,
// replaced whole, refused field by field, in the history, undone and restored exactly.
const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;
let alice: LoggedInUser;
let bob: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  bob = await registerAndLogin(t.app);
});
// A user of their own per test: the free plan keeps three active cases.
beforeEach(async () => {
  alice = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
});

const call = (
  user: LoggedInUser,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) => docketCall(t.app, user, method, url, payload);

async function addCase(user: LoggedInUser) {
  const res = await call(user, "POST", "/add-docket/", newCase());
  expect(res.status).toBe(201);
  return res.body.data as { id: string };
}

const FACTS = {
  creditors: [
    testParty("Acme Supply, Inc.", {
      entityType: "corporation",
      street: "100 Market St",
      city: "San Francisco",
      state: "CA",
      zip: "94105",
    }),
  ],
  debtors: [
    testParty("Richard Roe", { street: "1 Elm St", city: "Oakland", state: "CA", zip: "94607" }),
    testParty("Roe Hauling LLC", {
      entityType: "limited liability company",
      street: "2 Pine Ave",
      city: "Oakland",
      state: "CA",
      zip: "94612-1234",
    }),
  ],
  creditorIsAssignee: true,
  amountsDifferByDebtor: false,
  courtCounty: "Alameda",
  courtBranch: "Rene C. Davidson Courthouse",
  courtStreet: "1225 Fallon Street",
  courtMailingAddress: "1225 Fallon Street",
  courtCityZip: "Oakland, CA 94612",
  caseKind: "unlimited",
  judgmentKind: "personal-debt",
  judgmentKindOther: "",
};

const factsOf = async (user: LoggedInUser, caseId: string) => {
  const res = await call(user, "GET", `/cases/${caseId}/court-facts/`);
  expect(res.status).toBe(200);
  return res.body.data;
};

const put = (user: LoggedInUser, caseId: string, facts: Record<string, unknown>) =>
  call(user, "PUT", `/cases/${caseId}/court-facts/`, facts);

async function historyOf(user: LoggedInUser, caseId: string) {
  const res = await call(user, "GET", `/cases/${caseId}/history/`);
  expect(res.status).toBe(200);
  return res.body.data.entries as {
    id: string;
    action: string;
    changes: { field: string; label: string; before: string | null; after: string | null }[];
  }[];
}

async function etagOf(user: LoggedInUser, caseId: string) {
  const res = await t.app.inject({
    method: "GET",
    url: `/docket/api/cases/${caseId}/`,
    headers: user.headers,
  });
  return res.headers.etag;
}

describe("court facts", () => {
  it("answers empty facts for a case with none recorded", async () => {
    const c = await addCase(alice);
    expect(await factsOf(alice, c.id)).toEqual(EMPTY_COURT_FACTS);
  });

  it("saves them whole, bumps the case's version and lists the change in plain words", async () => {
    const c = await addCase(alice);
    const tagBefore = await etagOf(alice, c.id);
    const saved = await put(alice, c.id, FACTS);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(FACTS);
    expect(await factsOf(alice, c.id)).toEqual(FACTS);
    expect(await etagOf(alice, c.id)).not.toBe(tagBefore);

    const [edit] = await historyOf(alice, c.id);
    expect(edit?.action).toBe("case.edit");
    expect(edit?.changes).toEqual([
      {
        field: "courtFacts.creditors",
        label: "Creditors",
        before: null,
        after: "Acme Supply, Inc. (corporation), 100 Market St, San Francisco, CA 94105",
      },
      {
        field: "courtFacts.creditorIsAssignee",
        label: "Creditor is an assignee of record",
        before: "No",
        after: "Yes",
      },
      {
        field: "courtFacts.debtors",
        label: "Debtors",
        before: null,
        after:
          "Richard Roe, 1 Elm St, Oakland, CA 94607; Roe Hauling LLC (limited liability company), 2 Pine Ave, Oakland, CA 94612-1234",
      },
      { field: "courtFacts.courtCounty", label: "County", before: null, after: "Alameda" },
      {
        field: "courtFacts.courtBranch",
        label: "Court branch",
        before: null,
        after: "Rene C. Davidson Courthouse",
      },
      {
        field: "courtFacts.courtStreet",
        label: "Court street address",
        before: null,
        after: "1225 Fallon Street",
      },
      {
        field: "courtFacts.courtMailingAddress",
        label: "Court mailing address",
        before: null,
        after: "1225 Fallon Street",
      },
      {
        field: "courtFacts.courtCityZip",
        label: "Court city and ZIP code",
        before: null,
        after: "Oakland, CA 94612",
      },
      {
        field: "courtFacts.caseKind",
        label: "Limited or unlimited",
        before: null,
        after: "Unlimited civil case (including family and probate)",
      },
      {
        field: "courtFacts.judgmentKind",
        label: "Judgment type",
        before: null,
        after: "Personal debt (Code of Civil Procedure section 683.110(d))",
      },
    ]);

    // Saving the same facts again changes nothing: no entry, no new version.
    const tag = await etagOf(alice, c.id);
    expect((await put(alice, c.id, FACTS)).status).toBe(200);
    expect(await historyOf(alice, c.id)).toHaveLength(2);
    expect(await etagOf(alice, c.id)).toBe(tag);

    // A second edit lists only what moved, before and after.
    const moved = await put(alice, c.id, { ...FACTS, courtCounty: "San Mateo", debtors: [] });
    expect(moved.status).toBe(200);
    const [second] = await historyOf(alice, c.id);
    expect(second?.changes.map((change) => [change.label, change.before, change.after])).toEqual([
      [
        "Debtors",
        "Richard Roe, 1 Elm St, Oakland, CA 94607; Roe Hauling LLC (limited liability company), 2 Pine Ave, Oakland, CA 94612-1234",
        null,
      ],
      ["County", "Alameda", "San Mateo"],
    ]);
  });

  it("trims what it keeps, and clearing every fact leaves none recorded", async () => {
    const c = await addCase(alice);
    const res = await put(alice, c.id, {
      ...EMPTY_COURT_FACTS,
      courtCounty: "  Alameda ",
      debtors: [testParty(" Richard Roe ", { state: "ca" })],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.courtCounty).toBe("Alameda");
    expect(res.body.data.debtors).toEqual([testParty("Richard Roe", { state: "CA" })]);
    expect((await put(alice, c.id, EMPTY_COURT_FACTS)).body.data).toEqual(EMPTY_COURT_FACTS);
    expect(await factsOf(alice, c.id)).toEqual(EMPTY_COURT_FACTS);
  });

  it("refuses bad facts field by field and changes nothing", async () => {
    const c = await addCase(alice);
    expect((await put(alice, c.id, FACTS)).status).toBe(200);
    const entries = (await historyOf(alice, c.id)).length;
    const tag = await etagOf(alice, c.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ debtors: [FACTS.debtors[0], testParty("  ")] }, "debtors.1.name", "Name is required."],
      [
        { creditors: Array.from({ length: MAX_PARTIES + 1 }, (_, i) => testParty(`C${i}`)) },
        "creditors",
        `At most ${MAX_PARTIES} creditors.`,
      ],
      [
        { debtors: Array.from({ length: MAX_PARTIES + 1 }, (_, i) => testParty(`D${i}`)) },
        "debtors",
        `At most ${MAX_PARTIES} debtors.`,
      ],
      [{ courtCounty: "x".repeat(61) }, "courtCounty", "County must be at most 60 characters"],
      [
        { debtors: [testParty("x".repeat(121))] },
        "debtors.0.name",
        "Name must be at most 120 characters",
      ],
      [
        { debtors: [testParty("Roe", { zip: "9461" })] },
        "debtors.0.zip",
        "Enter a valid ZIP code (5 digits, or 5+4).",
      ],
      [
        { creditors: [testParty("Acme", { state: "Calif" })] },
        "creditors.0.state",
        "Enter State as two letters.",
      ],
      [{ judgmentKind: "taxes" }, "judgmentKind", "Choose the judgment's type."],
      [{ caseKind: "small" }, "caseKind", "Choose limited or unlimited civil case."],
      [{ judgmentKind: "other" }, "judgmentKindOther", "Describe what the judgment is for."],
      [
        { judgmentKind: "other", judgmentKindOther: "   " },
        "judgmentKindOther",
        "Describe what the judgment is for.",
      ],
      [
        { judgmentKind: "other", judgmentKindOther: "x".repeat(121) },
        "judgmentKindOther",
        "What the judgment is for must be at most 120 characters",
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(alice, c.id, { ...FACTS, ...change });
      expect(res.status, field).toBe(400);
      expect(res.body.code).toBe("invalid_input");
      expect(res.body.errors?.[field], field).toEqual([message]);
    }
    // A control character, an unknown field, a missing one, text for a yes/no: all refused.
    for (const body of [
      { ...FACTS, courtBranch: "Main\u0007" },
      { ...FACTS, judgmentKind: "other", judgmentKindOther: "Unpaid rent\u0000" },
      { ...FACTS, courtFax: "555" },
      { ...FACTS, creditors: undefined },
      { ...FACTS, creditorIsAssignee: "yes" },
    ]) {
      expect((await put(alice, c.id, body)).status).toBe(400);
    }
    expect(await factsOf(alice, c.id)).toEqual(FACTS);
    expect(await historyOf(alice, c.id)).toHaveLength(entries);
    expect(await etagOf(alice, c.id)).toBe(tag);
  });

  it("an 'other' judgment keeps what it is for; another type clears it; a body without it reads empty", async () => {
    const c = await addCase(alice);
    const other = {
      ...FACTS,
      judgmentKind: "other",
      judgmentKindOther: "  Breach of a commercial lease ",
    };
    const saved = await put(alice, c.id, other);
    expect(saved.status).toBe(200);
    expect(saved.body.data.judgmentKindOther).toBe("Breach of a commercial lease");
    const [first] = await historyOf(alice, c.id);
    expect(
      first?.changes.find((change) => change.field === "courtFacts.judgmentKindOther"),
    ).toEqual({
      field: "courtFacts.judgmentKindOther",
      label: "Judgment type (other)",
      before: null,
      after: "Breach of a commercial lease",
    });

    // Wages chosen with the description still sent (a client that kept it): it goes.
    clock.advance(60_000);
    const wages = await put(alice, c.id, { ...other, judgmentKind: "wages" });
    expect(wages.status).toBe(200);
    expect(wages.body.data.judgmentKindOther).toBe("");
    expect(await factsOf(alice, c.id)).toEqual({ ...FACTS, judgmentKind: "wages" });
    const [second] = await historyOf(alice, c.id);
    expect(second?.changes).toEqual([
      {
        field: "courtFacts.judgmentKind",
        label: "Judgment type",
        before: "Other",
        after: "Wages owed",
      },
      {
        field: "courtFacts.judgmentKindOther",
        label: "Judgment type (other)",
        before: "Breach of a commercial lease",
        after: null,
      },
    ]);

    // A client written before the field existed leaves it out: it reads as empty.
    const { judgmentKindOther: _left, ...older } = FACTS;
    const fromOlder = await put(alice, c.id, { ...older, judgmentKind: "support" });
    expect(fromOlder.status).toBe(200);
    expect(fromOlder.body.data.judgmentKindOther).toBe("");
  });

  it("a revert of the edit puts the facts before it back exactly, and a revert of that the edit's", async () => {
    const c = await addCase(alice);
    const first = { ...FACTS, judgmentKind: "wages", amountsDifferByDebtor: true };
    expect((await put(alice, c.id, first)).status).toBe(200);
    clock.advance(60_000);
    expect((await put(alice, c.id, FACTS)).status).toBe(200);
    const [secondEdit] = await historyOf(alice, c.id);
    expect(secondEdit?.changes.map((change) => change.label)).toEqual([
      "Amounts differ by debtor",
      "Judgment type",
    ]);
    const reverted = await call(alice, "POST", `/history/${secondEdit?.id}/revert/`);
    expect(reverted.status).toBe(200);
    expect(await factsOf(alice, c.id)).toEqual(first);
    const [revertEntry] = await historyOf(alice, c.id);
    expect(revertEntry?.action).toBe("case.revert");
    expect((await call(alice, "POST", `/history/${revertEntry?.id}/revert/`)).status).toBe(400);

    // The first edit reverted: none recorded again.
    const firstEdit = (await historyOf(alice, c.id)).filter((e) => e.action === "case.edit")[1];
    expect((await call(alice, "POST", `/history/${firstEdit?.id}/revert/`)).status).toBe(200);
    expect(await factsOf(alice, c.id)).toEqual(EMPTY_COURT_FACTS);
  });

  it("a deleted case comes back with its facts exactly", async () => {
    const c = await addCase(alice);
    expect((await put(alice, c.id, FACTS)).status).toBe(200);
    expect((await call(alice, "DELETE", `/cases/${c.id}/delete/`)).status).toBe(200);
    expect((await call(alice, "GET", `/cases/${c.id}/court-facts/`)).status).toBe(404);
    expect((await call(alice, "POST", `/cases/${c.id}/restore/`)).status).toBe(200);
    expect(await factsOf(alice, c.id)).toEqual(FACTS);
  });
});

describe("isolation", () => {
  it("answers 404 for another user's case, and changes nothing", async () => {
    const c = await addCase(alice);
    expect((await put(alice, c.id, FACTS)).status).toBe(200);
    const entries = (await historyOf(alice, c.id)).length;
    const read = await call(bob, "GET", `/cases/${c.id}/court-facts/`);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe("Case not found.");
    const write = await put(bob, c.id, { ...FACTS, courtCounty: "Kern" });
    expect(write.status).toBe(404);
    expect(write.body.message).toBe("Case not found.");
    expect((await call(bob, "GET", "/cases/not-a-uuid/court-facts/")).status).toBe(404);
    expect(await factsOf(alice, c.id)).toEqual(FACTS);
    expect(await historyOf(alice, c.id)).toHaveLength(entries);
  });
});
