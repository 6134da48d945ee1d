import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type LoggedInUser, login, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A case's history and undo (docs/history.md), through the API. Today is 2025-01-15 in UTC.
const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;
let alice: LoggedInUser;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
beforeEach(async () => {
  clock.set("2025-01-15T12:00:00Z");
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

async function addCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const res = await call(user, "POST", "/add-docket/", newCase(change));
  expect(res.status).toBe(201);
  return res.body.data as { id: string; payoffAmount: string };
}

async function pay(user: LoggedInUser, caseId: string, amount: number, date: string) {
  const res = await call(user, "POST", "/transactions/create/", {
    case_id: caseId,
    transaction_type: "PAYMENT",
    amount,
    date,
  });
  return res;
}

/** Days later: the access token has expired by then, so the user signs in again. */
async function daysLater(days: number) {
  await minutesLater(days * 1440);
}

async function minutesLater(minutes: number) {
  clock.advanceMinutes(minutes);
  alice = { ...alice, ...(await login(t.app, alice)) };
}

/** Edit Case as the form sends it: the names always, the rest only when changed. */
function edit(user: LoggedInUser, caseId: string, change: Record<string, unknown>) {
  return call(user, "PUT", `/case/${caseId}/edit/`, {
    caseName: "Acme Supply v. Roe",
    courtName: "Superior Court of California, County of Alameda",
    courtCaseNumber: "RG24-001234",
    ...change,
  });
}

async function payoffNow(user: LoggedInUser, caseId: string): Promise<string> {
  return (await call(user, "GET", `/cases/${caseId}/`)).body.data.payoffAmount;
}

async function history(user: LoggedInUser, caseId: string) {
  const res = await call(user, "GET", `/cases/${caseId}/history/`);
  expect(res.status).toBe(200);
  return res.body.data as {
    exists: boolean;
    caseName: string;
    entries: {
      id: string;
      action: string;
      title: string;
      subject: string;
      at: string;
      actor: { id: string | null; name: string };
      changes: { field: string; label: string; before: string | null; after: string | null }[];
      payoffBefore: string | null;
      payoffAfter: string | null;
      payoffDate: string;
      undoes: string | null;
      undoneBy: string | null;
      undo: { kind: string; available: boolean; reason: string | null } | null;
    }[];
  };
}

describe("recording", () => {
  it("records every change with who, when, the values and the payoff before and after", async () => {
    // $10,000 at 10% from 2024-01-15: 366 days of $2.7397 to 2025-01-15.
    const c = await addCase(alice);
    expect(c.payoffAmount).toBe("11002.73");
    const paid = await pay(alice, c.id, 500, "2024-07-01");
    expect(paid.status).toBe(201);
    const afterPayment = await payoffNow(alice, c.id);
    const txId = paid.body.data.transaction.id as string;
    clock.advance(60_000);
    const edited = await call(alice, "PUT", `/transactions/${txId}/update/`, {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: 600,
      date: "2024-07-01",
    });
    expect(edited.status).toBe(200);
    const afterEdit = await payoffNow(alice, c.id);
    clock.advance(60_000);
    const renamed = await edit(alice, c.id, {
      caseName: "Acme Supply v. Roe (renamed)",
      interestRate: 9,
    });
    expect(renamed.status).toBe(200);
    const afterRate = await payoffNow(alice, c.id);

    const h = await history(alice, c.id);
    expect(h.exists).toBe(true);
    expect(h.caseName).toBe("Acme Supply v. Roe (renamed)");
    expect(h.entries.map((e) => e.action)).toEqual([
      "case.recompute",
      "case.edit",
      "transaction.edit",
      "transaction.create",
      "case.create",
    ]);
    const [recomputed, caseEdit, txEdit, txCreate, created] = h.entries as [
      (typeof h.entries)[0],
      (typeof h.entries)[0],
      (typeof h.entries)[0],
      (typeof h.entries)[0],
      (typeof h.entries)[0],
    ];
    expect(created).toMatchObject({
      title: "Case added",
      payoffBefore: null,
      payoffAfter: "11002.73",
      payoffDate: "2025-01-15",
      at: "2025-01-15T12:00:00.000Z",
      actor: { id: expect.any(String) },
    });
    expect(created.changes).toContainEqual({
      field: "judgmentAmount",
      label: "Judgment amount",
      before: null,
      after: "$10,000.00",
    });
    // The payoffs are the ones the case page showed before and after each change.
    expect(txCreate).toMatchObject({
      title: "Payment recorded",
      subject: "Payment of $500.00 on 07/01/2024",
      payoffBefore: "11002.73",
      payoffAfter: afterPayment,
    });
    expect(txEdit.changes).toEqual([
      { field: "amount", label: "Amount", before: "$500.00", after: "$600.00" },
    ]);
    expect(txEdit).toMatchObject({ payoffBefore: afterPayment, payoffAfter: afterEdit });
    expect(afterEdit).not.toBe(afterPayment);
    expect(txEdit.at).toBe("2025-01-15T12:01:00.000Z");
    expect(caseEdit.changes).toEqual([
      {
        field: "caseName",
        label: "Case name",
        before: "Acme Supply v. Roe",
        after: "Acme Supply v. Roe (renamed)",
      },
      { field: "interestRate", label: "Interest rate", before: "10%", after: "9%" },
    ]);
    expect(caseEdit.undo).toEqual({ kind: "revert", available: true, reason: null });
    expect(caseEdit).toMatchObject({ payoffBefore: afterEdit, payoffAfter: afterRate });
    // The payment's interest (168 days of $2.7397, then of $2.4657) moved with the rate.
    expect(recomputed.changes).toHaveLength(1);
    expect(recomputed.changes[0]).toMatchObject({
      label: "Payment of $600.00 on 07/01/2024",
    });
    expect(recomputed.changes[0]?.before).toMatch(/^interest \$460\.27, balance after/);
    expect(recomputed.changes[0]?.after).toMatch(/^interest \$414\.24, balance after/);
    expect(recomputed.payoffAfter).toBe(caseEdit.payoffAfter);
    expect(Number(caseEdit.payoffAfter)).toBeLessThan(Number(caseEdit.payoffBefore));
  });

  it("lists the opening payment and cost with the case they were created with", async () => {
    const c = await addCase(alice, { cost: 25, paymentAmount: 500, lastPaymentDate: "2024-03-01" });
    const [created] = (await history(alice, c.id)).entries;
    expect(created?.changes.filter((ch) => ch.field.startsWith("transaction:"))).toEqual([
      {
        field: "transaction:0",
        label: "Opening cost",
        before: null,
        after: "Cost of $25.00 on 01/15/2024",
      },
      {
        field: "transaction:1",
        label: "Opening payment",
        before: null,
        after: "Payment of $500.00 on 03/01/2024",
      },
    ]);
  });

  it("records a renewal as its own entry and an edit that changes nothing as none", async () => {
    const c = await addCase(alice);
    const renewal = await call(alice, "POST", "/transactions/create/", {
      case_id: c.id,
      transaction_type: "RENEWAL",
      amount: 0,
      date: "2025-01-10",
    });
    expect(renewal.status).toBe(201);
    const same = await edit(alice, c.id, {});
    expect(same.status).toBe(200);
    const h = await history(alice, c.id);
    expect(h.entries.map((e) => e.title)).toEqual(["Renewal recorded", "Case added"]);
    expect(h.entries[0]?.subject).toBe("Renewal of $0.00 on 01/10/2025");
  });

  it("keeps the history append-only in the database itself", async () => {
    const c = await addCase(alice);
    const db = t.database.db;
    await expect(db.execute(sql`update case_history set action = 'case.edit'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from case_history`)).rejects.toThrow();
    await expect(db.execute(sql`truncate case_history`)).rejects.toThrow();
    expect((await history(alice, c.id)).entries).toHaveLength(1);
    // Only the retention purge, for its own transaction, may delete.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('owed.history_purge', 'on', true)`);
      await tx.execute(sql`delete from case_history where case_id = ${c.id}`);
    });
    await expect(db.execute(sql`delete from case_history`)).rejects.toThrow();
    const left = await db.execute(
      sql`select count(*)::int as n from case_history where case_id = ${c.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe("restoring a deleted case", () => {
  it("brings it back whole, under its id, with the same figures, for 30 days", async () => {
    const c = await addCase(alice, { cost: 25 });
    expect((await pay(alice, c.id, 700, "2024-06-01")).status).toBe(201);
    const before = (await call(alice, "GET", `/cases/${c.id}/`)).body.data;
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(["caseName", "judgmentAmount", "perDiem", "totalCosts"]),
    );
    const txBefore = (await call(alice, "GET", `/cases/${c.id}/transactions/`)).body.data;
    expect((await call(alice, "DELETE", `/cases/${c.id}/delete/`)).status).toBe(200);
    expect((await call(alice, "GET", `/cases/${c.id}/`)).status).toBe(404);

    const deleted = await call(alice, "GET", "/deleted-cases/");
    expect(deleted.body.data).toEqual([
      {
        caseId: c.id,
        caseName: "Acme Supply v. Roe",
        courtCaseNumber: "RG24-001234",
        deletedAt: "2025-01-15T12:00:00.000Z",
        restorableUntil: "2025-02-14T12:00:00.000Z",
        transactionCount: 2,
        payoffBefore: before.payoffAmount,
        actor: expect.objectContaining({ id: expect.any(String) }),
      },
    ]);
    // The deleted case's history stays readable: that is where it is restored from.
    const h = await history(alice, c.id);
    expect(h.exists).toBe(false);
    expect(h.entries[0]).toMatchObject({
      action: "case.delete",
      subject: "Acme Supply v. Roe, with 2 transactions",
      undo: { kind: "restore", available: true, reason: null },
    });

    await daysLater(29);
    const restored = await call(alice, "POST", `/cases/${c.id}/restore/`);
    expect(restored.status).toBe(200);
    expect(restored.body.message).toBe("Case restored.");
    const after = (await call(alice, "GET", `/cases/${c.id}/`)).body.data;
    const txAfter = (await call(alice, "GET", `/cases/${c.id}/transactions/`)).body.data;
    expect(txAfter).toEqual(txBefore);
    // The same case: every stored field as it was, and the same payoff on the same date.
    const moving = [
      "asOf",
      "accruedInterest",
      "payoffAmount",
      "todayPayoff",
      "totalInterestAccrued",
      "updatedAt",
      "exact",
    ];
    const still = (dto: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(dto).filter(([key]) => !moving.includes(key)));
    expect(still(after)).toEqual(still(before));
    const payoffThen = (await call(alice, "GET", `/cases/${c.id}/payoff/?date=2025-01-15`)).body
      .data;
    expect(payoffThen.totalPayoff).toBe(before.payoffAmount);
    expect((await call(alice, "GET", "/deleted-cases/")).body.data).toEqual([]);

    const again = await call(alice, "POST", `/cases/${c.id}/restore/`);
    expect(again).toMatchObject({ status: 400, body: { message: "This case is not deleted." } });
    const h2 = await history(alice, c.id);
    expect(h2.entries[0]).toMatchObject({ action: "case.restore", undoes: h.entries[0]?.id });
    expect(h2.entries[1]).toMatchObject({
      action: "case.delete",
      undoneBy: h2.entries[0]?.id,
      undo: { available: false, reason: "This change was already undone." },
    });
  });

  it("refuses after 30 days, and when the free plan's limit would break", async () => {
    const old = await addCase(alice);
    await call(alice, "DELETE", `/cases/${old.id}/delete/`);
    await daysLater(31);
    const late = await call(alice, "POST", `/cases/${old.id}/restore/`);
    expect(late).toMatchObject({
      status: 400,
      body: {
        message: "Deleted cases can be restored for 30 days; this one was deleted on 01/15/2025.",
      },
    });

    const c = await addCase(alice);
    await call(alice, "DELETE", `/cases/${c.id}/delete/`);
    for (let i = 0; i < 3; i++) await addCase(alice);
    const over = await call(alice, "POST", `/cases/${c.id}/restore/`);
    expect(over.status).toBe(403);
    expect(over.body.code).toBe("plan_limit");
    expect(over.body.message).toBe(
      "Undoing this would make 4 active cases. Free plan users can only have up to 3 active cases. Please upgrade your plan, or end a case first.",
    );
    expect((await call(alice, "GET", `/cases/${c.id}/`)).status).toBe(404);
    expect((await call(alice, "GET", "/cases/")).body.data).toHaveLength(3);
  });
});

describe("restoring a transaction and reverting an edit", () => {
  it("restores a deleted payment in its place, and refuses one a later payment cannot survive", async () => {
    const c = await addCase(alice);
    const first = (await pay(alice, c.id, 1000, "2024-03-01")).body.data.transaction.id;
    const payoffWith = (await call(alice, "GET", `/cases/${c.id}/`)).body.data.payoffAmount;
    expect((await call(alice, "DELETE", `/transactions/${first}/delete/`)).status).toBe(200);
    const back = await call(alice, "POST", `/transactions/${first}/restore/`);
    expect(back.status).toBe(200);
    expect(back.body.data.case.payoffAmount).toBe(payoffWith);
    const again = await call(alice, "POST", `/transactions/${first}/restore/`);
    expect(again).toMatchObject({
      status: 400,
      body: { message: "This transaction is not deleted." },
    });

    // Deleted again, then a payment that pays the whole payoff: the first cannot come back.
    await call(alice, "DELETE", `/transactions/${first}/delete/`);
    const payoff = (await call(alice, "GET", `/cases/${c.id}/payoff/?date=2025-01-10`)).body.data;
    const full = await pay(alice, c.id, Number(payoff.totalPayoff), "2025-01-10");
    expect(full.body.message).toBe("Transaction created successfully.");
    const refused = await call(alice, "POST", `/transactions/${first}/restore/`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^This change would make the payment of \$[\d,.]+ on 01\/10\/2025 more than the payoff of \$[\d,.]+ on that date\.$/,
    );
    const h = await history(alice, c.id);
    expect(h.entries[0]?.action).toBe("transaction.create");
  });

  it("reverts an edit once, and refuses a revert a later payment cannot survive", async () => {
    const c = await addCase(alice);
    const raised = await edit(alice, c.id, { judgmentAmount: 20000 });
    expect(raised.status).toBe(200);
    const editEntry = (await history(alice, c.id)).entries.find((e) => e.action === "case.edit");
    expect(editEntry?.changes).toEqual([
      {
        field: "judgmentAmount",
        label: "Judgment amount",
        before: "$10,000.00",
        after: "$20,000.00",
      },
    ]);

    const reverted = await call(alice, "POST", `/history/${editEntry?.id}/revert/`);
    expect(reverted.status).toBe(200);
    expect(reverted.body.data.case).toMatchObject({
      judgmentAmount: "10000.00",
      payoffAmount: "11002.73",
    });
    const twice = await call(alice, "POST", `/history/${editEntry?.id}/revert/`);
    expect(twice).toMatchObject({
      status: 400,
      body: { message: "This change was already undone." },
    });

    // Raise it again and pay more than the old judgment could take: reverting that edit is refused.
    await edit(alice, c.id, { judgmentAmount: 20000 });
    expect((await pay(alice, c.id, 15000, "2024-12-01")).status).toBe(201);
    const second = (await history(alice, c.id)).entries.find((e) => e.action === "case.edit");
    const refused = await call(alice, "POST", `/history/${second?.id}/revert/`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(
      /^This change would make the payment of \$15,000\.00 on 12\/01\/2024 more than the payoff/,
    );
    expect((await call(alice, "GET", `/cases/${c.id}/`)).body.data.judgmentAmount).toBe("20000.00");
  });

  it("reverts a transaction edit and says which entries cannot be undone", async () => {
    const c = await addCase(alice);
    const id = (await pay(alice, c.id, 500, "2024-07-01")).body.data.transaction.id;
    await call(alice, "PUT", `/transactions/${id}/update/`, {
      case_id: c.id,
      transaction_type: "PAYMENT",
      amount: 800,
      date: "2024-08-01",
      description: "Check 1042",
    });
    const editEntry = (await history(alice, c.id)).entries[0];
    expect(editEntry?.action).toBe("transaction.edit");
    const back = await call(alice, "POST", `/history/${editEntry?.id}/revert/`);
    expect(back.status).toBe(200);
    const row = (await call(alice, "GET", `/cases/${c.id}/transactions/`)).body.data.find(
      (r: { id: string }) => r.id === id,
    );
    expect(row).toMatchObject({ amount: "500.00", date: "2024-07-01", description: "" });
    const created = (await history(alice, c.id)).entries.find((e) => e.action === "case.create");
    const notEdit = await call(alice, "POST", `/history/${created?.id}/revert/`);
    expect(notEdit).toMatchObject({
      status: 400,
      body: {
        message: "Only an edit can be reverted; a deleted case or transaction is restored instead.",
      },
    });
    expect((await call(alice, "POST", "/history/not-an-id/revert/")).status).toBe(404);
  });
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-history-pdf-"));
  const file = join(dir, "report.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
}

describe("the transaction report's history appendix", () => {
  it("lists every change, oldest first, in the user's time zone, only when asked", async () => {
    const profile = await t.app.inject({
      method: "PUT",
      url: "/authentication/api/profile/update/",
      headers: alice.headers,
      payload: { timezone: "America/New_York" },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const c = await addCase(alice);
    await minutesLater(90);
    expect((await pay(alice, c.id, 250, "2024-05-01")).status).toBe(201);
    const report = async (query: string) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/docket/api/transactions/${c.id}/download/${query}`,
        headers: alice.headers,
      });
      return res;
    };
    const plain = pdfText((await report("")).rawPayload);
    expect(plain).not.toContain("APPENDIX: CASE HISTORY");
    const withHistory = await report("?history=1");
    expect(withHistory.statusCode).toBe(200);
    const text = pdfText(withHistory.rawPayload);
    expect(text).toContain("APPENDIX: CASE HISTORY (2 ENTRIES)");
    expect(text).toContain("Times are shown in America/New_York.");
    // 12:00 UTC is 7:00 AM in New York in January; the payment came 90 minutes later.
    const added = text.indexOf("01/15/2025, 7:00 AM EST: Case added, Acme Supply v. Roe.");
    const paid = text.indexOf(
      "01/15/2025, 8:30 AM EST: Payment recorded, Payment of $250.00 on 05/01/2024.",
    );
    expect(added).toBeGreaterThan(0);
    expect(paid).toBeGreaterThan(added);
    expect(text).toContain("Payoff on 01/15/2025: none before, $11,002.73 after.");
    expect(text).toContain("Judgment amount: (none) -> $10,000.00");
    expect(text).not.toContain("Part bearing no interest");
    const bad = await report("?history=yes");
    expect(bad.statusCode).toBe(400);
  });
});

describe("isolation", () => {
  it("answers 404 for another user's history and undo, and lists none of their deletions", async () => {
    const bob = await registerAndLogin(t.app);
    const c = await addCase(alice);
    const txId = (await pay(alice, c.id, 100, "2024-03-01")).body.data.transaction.id;
    await edit(alice, c.id, { caseName: "Renamed" });
    await call(alice, "DELETE", `/transactions/${txId}/delete/`);
    const editEntry = (await history(alice, c.id)).entries.find((e) => e.action === "case.edit");
    for (const [method, url] of [
      ["GET", `/cases/${c.id}/history/`],
      ["POST", `/transactions/${txId}/restore/`],
      ["POST", `/history/${editEntry?.id}/revert/`],
    ] as const) {
      const res = await call(bob, method, url);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    await call(alice, "DELETE", `/cases/${c.id}/delete/`);
    expect((await call(bob, "POST", `/cases/${c.id}/restore/`)).status).toBe(404);
    expect((await call(bob, "GET", `/cases/${c.id}/history/`)).status).toBe(404);
    expect((await call(bob, "GET", "/deleted-cases/")).body.data).toEqual([]);
    expect((await call(alice, "GET", "/deleted-cases/")).body.data).toHaveLength(1);
    // Nothing of alice's moved.
    expect((await call(alice, "POST", `/cases/${c.id}/restore/`)).status).toBe(200);
  });
});
