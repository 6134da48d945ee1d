import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A cost's court facts (docs/court-forms.md, "Cost categories"): its MC-012 category, the county
// or statute its line names, and the day a court allowed it, on the transaction routes.
// Today is 2025-01-15 in UTC.
const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;
let alice: LoggedInUser;
let bob: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
beforeEach(async () => {
  clock.set("2025-01-15T12:00:00Z");
  alice = await registerAndLogin(t.app);
  bob = await registerAndLogin(t.app);
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
  return res.body.data as { id: string; payoffAmount: string };
}

function record(user: LoggedInUser, caseId: string, body: Record<string, unknown>) {
  return call(user, "POST", "/transactions/create/", {
    case_id: caseId,
    transaction_type: "COST",
    amount: "40.00",
    date: "2024-03-01",
    ...body,
  });
}

function update(user: LoggedInUser, caseId: string, id: string, body: Record<string, unknown>) {
  return call(user, "PUT", `/transactions/${id}/update/`, {
    case_id: caseId,
    transaction_type: "COST",
    amount: "40.00",
    date: "2024-03-01",
    ...body,
  });
}

async function listed(user: LoggedInUser, caseId: string) {
  const res = await call(user, "GET", `/cases/${caseId}/transactions/`);
  expect(res.status).toBe(200);
  return res.body.data as { id: string; transaction_type: string; costFacts: unknown }[];
}

async function factsOf(user: LoggedInUser, caseId: string, id: string) {
  return (await listed(user, caseId)).find((x) => x.id === id)?.costFacts;
}

const WRIT = {
  category: "writ-issuance",
  note: "Alameda",
  allowedOn: null,
  memorandumId: null,
};

describe("a cost's category, note and allowed date", () => {
  it("records them on a cost and answers null for a payment", async () => {
    const c = await addCase(alice);
    const cost = await record(alice, c.id, {
      costCategory: "writ-issuance",
      costNote: " Alameda ",
    });
    expect(cost.status, JSON.stringify(cost.body)).toBe(201);
    expect(cost.body.data.transaction.costFacts).toEqual(WRIT);
    const plain = await record(alice, c.id, { amount: "15.00" });
    expect(plain.body.data.transaction.costFacts).toEqual({
      category: null,
      note: "",
      allowedOn: null,
      memorandumId: null,
    });
    const allowed = await record(alice, c.id, {
      costCategory: "recording",
      costAllowedOn: "2024-06-03",
      // A note means nothing for a recording: MC-012 has no place for it.
      costNote: "ignored",
    });
    expect(allowed.body.data.transaction.costFacts).toEqual({
      category: "recording",
      note: "",
      allowedOn: "2024-06-03",
      memorandumId: null,
    });
    const paid = await call(alice, "POST", "/transactions/create/", {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: "100.00",
      date: "2024-04-01",
    });
    expect(paid.status).toBe(201);
    expect(paid.body.data.transaction.costFacts).toBeNull();
  });

  it.each([
    [
      { transaction_type: "PAYMENT", costCategory: "abstract" },
      "costCategory",
      "Only a cost has a category.",
    ],
    [
      { transaction_type: "RENEWAL", amount: "0", costAllowedOn: "2024-05-01" },
      "costAllowedOn",
      "Only a cost has a category.",
    ],
    [{ costCategory: "writ-issuance" }, "costNote", "Enter the county the writ was issued in."],
    [
      { costCategory: "other", costNote: "  " },
      "costNote",
      "Enter the statute authorizing the cost.",
    ],
    [{ costCategory: "filing" }, "costCategory", "Choose the cost's category."],
    [
      { costCategory: "other", costNote: "x".repeat(121) },
      "costNote",
      "County or statute must be at most 120 characters",
    ],
    [
      { costCategory: "other", costNote: "CCP\u0000685.070" },
      "costNote",
      "County or statute must not contain control characters",
    ],
    [
      { costAllowedOn: "2024-02-29" },
      "costAllowedOn",
      "Allowed on cannot be before the cost's date (03/01/2024).",
    ],
    [
      { costAllowedOn: "2025-01-16" },
      "costAllowedOn",
      "Allowed on cannot be after today (01/15/2025)",
    ],
    [{ costAllowedOn: "2024-02-30" }, "costAllowedOn", undefined],
  ])("refuses %o on %s and records nothing", async (body, field, message) => {
    const c = await addCase(alice);
    const res = await record(alice, c.id, body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual([field]);
    if (message) expect(res.body.message).toContain(message);
    expect(await listed(alice, c.id)).toEqual([]);
  });

  it("keeps what an update leaves out, clears what it sends as null, and drops them for a payment", async () => {
    const c = await addCase(alice);
    const id = (await record(alice, c.id, { costCategory: "writ-issuance", costNote: "Alameda" }))
      .body.data.transaction.id as string;
    // A client that does not know the fields changes the amount only.
    const older = await update(alice, c.id, id, { amount: "45.00" });
    expect(older.status, JSON.stringify(older.body)).toBe(200);
    expect(older.body.data.transaction.costFacts).toEqual(WRIT);
    // Setting the county alone keeps the category; the merged facts are checked again.
    expect(
      (await update(alice, c.id, id, { costNote: "Marin" })).body.data.transaction.costFacts,
    ).toEqual({ ...WRIT, note: "Marin" });
    const blank = await update(alice, c.id, id, { costNote: "" });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ costNote: ["Enter the county the writ was issued in."] });
    // A later date than an allowed-on date already stored is refused on the merged values.
    await update(alice, c.id, id, { costAllowedOn: "2024-04-01" });
    const later = await update(alice, c.id, id, { date: "2024-05-01" });
    expect(later.status).toBe(400);
    expect(later.body.errors).toEqual({
      costAllowedOn: ["Allowed on cannot be before the cost's date (05/01/2024)."],
    });
    expect(await factsOf(alice, c.id, id)).toEqual({
      ...WRIT,
      note: "Marin",
      allowedOn: "2024-04-01",
    });
    const cleared = await update(alice, c.id, id, { costCategory: null, costAllowedOn: null });
    expect(cleared.body.data.transaction.costFacts).toEqual({
      category: null,
      note: "",
      allowedOn: null,
      memorandumId: null,
    });
    await update(alice, c.id, id, { costCategory: "other", costNote: "CCP 685.070(a)(6)" });
    const paid = await update(alice, c.id, id, { transaction_type: "PAYMENT" });
    expect(paid.status).toBe(200);
    expect(paid.body.data.transaction.costFacts).toBeNull();
    const back = await update(alice, c.id, id, {});
    expect(back.body.data.transaction.costFacts).toEqual({
      category: null,
      note: "",
      allowedOn: null,
      memorandumId: null,
    });
  });

  it("names the changes in plain words and puts them back on undo and restore", async () => {
    const c = await addCase(alice);
    const id = (await record(alice, c.id, { costCategory: "writ-issuance", costNote: "Alameda" }))
      .body.data.transaction.id as string;
    clock.advance(60_000);
    const edited = await update(alice, c.id, id, {
      costCategory: "other",
      costNote: "CCP 685.070(a)(6)",
      costAllowedOn: "2024-06-03",
    });
    expect(edited.status).toBe(200);
    const h = (await call(alice, "GET", `/cases/${c.id}/history/`)).body.data;
    const edit = h.entries.find((e: { action: string }) => e.action === "transaction.edit");
    expect(edit.changes).toEqual([
      {
        field: "costCategory",
        label: "Category",
        before: "Issuing writ of execution",
        after: "Other",
      },
      {
        field: "costNote",
        label: "County or statute",
        before: "Alameda",
        after: "CCP 685.070(a)(6)",
      },
      { field: "costAllowedOn", label: "Allowed on", before: null, after: "06/03/2024" },
    ]);
    const created = h.entries.find((e: { action: string }) => e.action === "transaction.create");
    expect(created.changes.map((x: { label: string }) => x.label)).toEqual([
      "Type",
      "Amount",
      "Date",
      "Category",
      "County or statute",
    ]);
    clock.advance(60_000);
    const reverted = await call(alice, "POST", `/history/${edit.id}/revert/`);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(await factsOf(alice, c.id, id)).toEqual(WRIT);

    clock.advance(60_000);
    expect((await call(alice, "DELETE", `/transactions/${id}/delete/`)).status).toBe(200);
    const restored = await call(alice, "POST", `/transactions/${id}/restore/`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(await factsOf(alice, c.id, id)).toEqual(WRIT);
  });

  it("answers 404 to another user's cost and changes nothing", async () => {
    const c = await addCase(alice);
    const id = (await record(alice, c.id, { costCategory: "writ-issuance", costNote: "Alameda" }))
      .body.data.transaction.id as string;
    const res = await update(bob, c.id, id, { costCategory: "abstract" });
    expect(res.status).toBe(404);
    const created = await record(bob, c.id, { costCategory: "abstract" });
    expect(created.status).toBe(404);
    expect(await factsOf(alice, c.id, id)).toEqual(WRIT);
    expect(await listed(alice, c.id)).toHaveLength(1);
  });
});
