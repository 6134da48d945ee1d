import { PORTFOLIO_ERRORS } from "@owed/domain";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { remittancePeriods } from "../../db/schema/index.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { docketCall, newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { upgradeToPro } from "../billing/test-helpers.ts";

// A firm's creditor clients through the API (docs/portfolio.md, "Clients"): kept, refused, named
// on cases, moved between in the history, deleted with their cases left with no client, and
// imported and exported by name. Today is 2025-01-15 in UTC.
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

const ACME = {
  name: "Acme Collections",
  contactName: "Jane Poe",
  email: "jane@acme.example",
  phone: "555-0100",
  street: "1 Main St",
  city: "Oakland",
  state: "CA",
  zip: "94607",
  reference: "ACME-7",
  feePercent: "33.3333",
  flatFee: "150",
  costsRecoveredFirst: false,
};

async function addClient(user: LoggedInUser, body: Record<string, unknown>) {
  const res = await call(user, "POST", "/clients/", body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; name: string };
}

async function addCase(user: LoggedInUser, change: Record<string, unknown> = {}) {
  const res = await call(user, "POST", "/add-docket/", newCase(change));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; clientId: string | null; clientName: string | null };
}

const caseOf = async (user: LoggedInUser, id: string) =>
  (await call(user, "GET", `/cases/${id}/`)).body.data;

async function historyOf(user: LoggedInUser, caseId: string) {
  const res = await call(user, "GET", `/cases/${caseId}/history/`);
  expect(res.status).toBe(200);
  return res.body.data.entries as {
    id: string;
    action: string;
    title: string;
    changes: { field: string; label: string; before: string | null; after: string | null }[];
    payoffBefore: string | null;
    payoffAfter: string | null;
  }[];
}

describe("clients", () => {
  it("adds, reads, lists by name and replaces a client, with its terms exactly", async () => {
    const acme = await call(alice, "POST", "/clients/", ACME);
    expect(acme.status).toBe(201);
    expect(acme.body.data).toMatchObject({
      ...ACME,
      feePercent: "33.3333",
      flatFee: "150.00",
      caseCount: 0,
      closedPeriodCount: 0,
    });
    const beta = await addClient(alice, { name: "  beta Bank  " });
    expect(beta).toMatchObject({
      name: "beta Bank",
      contactName: "",
      feePercent: "0",
      flatFee: "0.00",
      costsRecoveredFirst: true,
    });
    await addClient(alice, { name: "Zeta LLC", feePercent: "25.50", flatFee: "$1000.5" });

    const list = await call(alice, "GET", "/clients/");
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { name: string }) => c.name)).toEqual([
      "Acme Collections",
      "beta Bank",
      "Zeta LLC",
    ]);
    expect(list.body.data[2]).toMatchObject({ feePercent: "25.5", flatFee: "1000.50" });

    const one = await call(alice, "GET", `/clients/${acme.body.data.id}/`);
    expect(one.body.data).toEqual(acme.body.data);

    const replaced = await call(alice, "PUT", `/clients/${acme.body.data.id}/`, {
      name: "ACME Collections",
      feePercent: "100",
    });
    expect(replaced.status).toBe(200);
    // Replaced whole: the fields left out are back to their defaults.
    expect(replaced.body.data).toMatchObject({
      name: "ACME Collections",
      contactName: "",
      feePercent: "100",
      flatFee: "0.00",
      costsRecoveredFirst: true,
      createdAt: acme.body.data.createdAt,
    });
  });

  it("refuses a name already in the workspace, without regard to case", async () => {
    const acme = await addClient(alice, ACME);
    const other = await addClient(alice, { name: "Other" });
    const again = await call(alice, "POST", "/clients/", { name: "ACME collections" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: PORTFOLIO_ERRORS.clientNameTaken.code,
      message: PORTFOLIO_ERRORS.clientNameTaken.message,
    });
    const renamed = await call(alice, "PUT", `/clients/${other.id}/`, { name: "acme COLLECTIONS" });
    expect(renamed.status).toBe(409);
    // Its own name in another case is fine.
    const own = await call(alice, "PUT", `/clients/${acme.id}/`, { name: "ACME COLLECTIONS" });
    expect(own.status).toBe(200);
    // Another workspace may have the same name.
    expect((await call(bob, "POST", "/clients/", { name: "Acme Collections" })).status).toBe(201);
    expect((await call(alice, "GET", "/clients/")).body.data).toHaveLength(2);
  });

  it("refuses bad fields with a 400 that names them, and stores nothing", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{}, "name"],
      [{ name: "   " }, "name"],
      [{ name: "x".repeat(121) }, "name"],
      [{ name: "Bell\u0007 Co" }, "name"],
      [{ name: "A", feePercent: "101" }, "feePercent"],
      [{ name: "A", feePercent: "-1" }, "feePercent"],
      [{ name: "A", feePercent: "abc" }, "feePercent"],
      [{ name: "A", feePercent: "33.33333" }, "feePercent"],
      [{ name: "A", feePercent: 33 }, "feePercent"],
      [{ name: "A", flatFee: "1.234" }, "flatFee"],
      [{ name: "A", flatFee: "-5" }, "flatFee"],
      [{ name: "A", flatFee: "9".repeat(30) }, "flatFee"],
      [{ name: "A", email: "not an email" }, "email"],
      [{ name: "A", reference: "r".repeat(81) }, "reference"],
      [{ name: "A", costsRecoveredFirst: "yes" }, "costsRecoveredFirst"],
      [{ name: "A", clientCode: "X" }, ""],
    ];
    for (const [body, field] of bad) {
      const res = await call(alice, "POST", "/clients/", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (field) expect(Object.keys(res.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await call(alice, "GET", "/clients/")).body.data).toEqual([]);
  });

  it("answers 404 for another workspace's client, and for ids that are none", async () => {
    const acme = await addClient(alice, ACME);
    for (const id of [acme.id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      expect((await call(bob, "GET", `/clients/${id}/`)).status).toBe(404);
      const put = await call(bob, "PUT", `/clients/${id}/`, { name: "Mine now" });
      expect(put.status).toBe(404);
      expect(put.body.code).toBe(PORTFOLIO_ERRORS.clientNotFound.code);
      expect((await call(bob, "DELETE", `/clients/${id}/`)).status).toBe(404);
    }
    expect((await call(bob, "GET", "/clients/")).body.data).not.toContainEqual(
      expect.objectContaining({ id: acme.id }),
    );
    expect((await call(alice, "GET", `/clients/${acme.id}/`)).body.data.name).toBe(ACME.name);
  });
});

describe("a case's client", () => {
  it("is named on New Case and on every case answer, and its count on the client", async () => {
    const acme = await addClient(alice, ACME);
    const held = await addCase(alice, { clientId: acme.id });
    expect(held).toMatchObject({ clientId: acme.id, clientName: "Acme Collections" });
    const none = await addCase(alice, { clientId: "" });
    expect(none).toMatchObject({ clientId: null, clientName: null });
    const list = (await call(alice, "GET", "/cases/")).body.data as {
      id: string;
      clientName: string | null;
    }[];
    expect(list.map((c) => [c.id, c.clientName]).sort()).toEqual(
      [
        [none.id, null],
        [held.id, "Acme Collections"],
      ].sort(),
    );
    expect((await call(alice, "GET", `/clients/${acme.id}/`)).body.data.caseCount).toBe(1);

    // A renamed client is renamed on its cases (the docket's version moved: no stale answer).
    await call(alice, "PUT", `/clients/${acme.id}/`, { ...ACME, name: "Acme Recovery" });
    expect((await caseOf(alice, held.id)).clientName).toBe("Acme Recovery");
    const listed = (await call(alice, "GET", "/cases/")).body.data as { clientName: string }[];
    expect(listed.map((c) => c.clientName).sort()).toEqual(["Acme Recovery", null]);
  });

  it("refuses a client that is not the workspace's, and writes nothing", async () => {
    const theirs = await addClient(bob, { name: "Bob's client" });
    for (const clientId of [theirs.id, "00000000-0000-4000-8000-000000000000", "nope"]) {
      const res = await call(alice, "POST", "/add-docket/", newCase({ clientId }));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({
        code: PORTFOLIO_ERRORS.clientNotFound.code,
        message: PORTFOLIO_ERRORS.clientNotFound.message,
      });
    }
    expect((await call(alice, "GET", "/cases/")).body.data).toEqual([]);
    const long = await call(alice, "POST", "/add-docket/", newCase({ clientId: "x".repeat(65) }));
    expect(long.status).toBe(400);

    const c = await addCase(alice);
    const before = await caseOf(alice, c.id);
    const moved = await call(alice, "PUT", `/case/${c.id}/edit/`, {
      caseName: "Renamed v. Roe",
      courtName: "Court",
      courtCaseNumber: "1",
      clientId: theirs.id,
    });
    expect(moved.status).toBe(404);
    expect(moved.body.code).toBe(PORTFOLIO_ERRORS.clientNotFound.code);
    expect(await caseOf(alice, c.id)).toEqual(before);
    expect((await call(bob, "GET", `/clients/${theirs.id}/`)).body.data.caseCount).toBe(0);
  });

  it("moves between clients on Edit Case as a history entry; left out, it stays", async () => {
    const acme = await addClient(alice, ACME);
    const beta = await addClient(alice, { name: "Beta Bank" });
    const c = await addCase(alice, { clientId: acme.id });
    const edit = (change: Record<string, unknown>) =>
      call(alice, "PUT", `/case/${c.id}/edit/`, {
        caseName: "Acme Supply v. Roe",
        courtName: "Superior Court of California, County of Alameda",
        courtCaseNumber: "RG24-001234",
        ...change,
      });
    const payoff = (await caseOf(alice, c.id)).payoffAmount;

    const moved = await edit({ clientId: beta.id.toUpperCase() });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ clientId: beta.id, clientName: "Beta Bank" });
    let entries = await historyOf(alice, c.id);
    expect(entries[0]).toMatchObject({
      action: "case.edit",
      title: "Case edited",
      changes: [
        { field: "clientId", label: "Client", before: "Acme Collections", after: "Beta Bank" },
      ],
      payoffBefore: payoff,
      payoffAfter: payoff,
    });
    // The creation names the client too.
    expect(entries.at(-1)?.changes).toContainEqual({
      field: "clientId",
      label: "Client",
      before: null,
      after: "Acme Collections",
    });

    // Left out: the client stays, and an edit that changes nothing records nothing.
    expect((await edit({})).body.data.clientName).toBe("Beta Bank");
    expect(await historyOf(alice, c.id)).toHaveLength(entries.length);

    const cleared = await edit({ clientId: null });
    expect(cleared.body.data).toMatchObject({ clientId: null, clientName: null });
    entries = await historyOf(alice, c.id);
    expect(entries[0]?.changes).toEqual([
      { field: "clientId", label: "Client", before: "Beta Bank", after: null },
    ]);

    // Reverting the move puts the case back with its client.
    const revert = await call(alice, "POST", `/history/${entries[0]?.id}/revert/`);
    expect(revert.status).toBe(200);
    expect(revert.body.data.case).toMatchObject({ clientId: beta.id, clientName: "Beta Bank" });
  });

  it("is given back by a restore or an undo only while the client exists", async () => {
    const acme = await addClient(alice, ACME);
    const beta = await addClient(alice, { name: "Beta Bank" });
    const kept = await addCase(alice, { clientId: beta.id });
    const gone = await addCase(alice, { clientId: acme.id, caseName: "Gone v. Roe" });
    expect((await call(alice, "DELETE", `/cases/${kept.id}/delete/`)).status).toBe(200);
    expect((await call(alice, "DELETE", `/cases/${gone.id}/delete/`)).status).toBe(200);
    // A deleted case is not one of the client's cases: deleting the client unassigns none.
    const deleted = await call(alice, "DELETE", `/clients/${acme.id}/`);
    expect(deleted.body.data).toEqual({ casesUnassigned: 0 });

    const back = await call(alice, "POST", `/cases/${kept.id}/restore/`);
    expect(back.body.data.case).toMatchObject({ clientId: beta.id, clientName: "Beta Bank" });
    const orphan = await call(alice, "POST", `/cases/${gone.id}/restore/`);
    expect(orphan.status).toBe(200);
    expect(orphan.body.data.case).toMatchObject({ clientId: null, clientName: null });

    // An edit that moved a case from a client deleted since: its revert leaves it with none.
    const third = await addClient(alice, { name: "Third" });
    const names = {
      caseName: "Acme Supply v. Roe",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG24-001234",
    };
    await call(alice, "PUT", `/case/${kept.id}/edit/`, { ...names, clientId: third.id });
    const move = (await historyOf(alice, kept.id))[0];
    expect(move?.changes).toEqual([
      { field: "clientId", label: "Client", before: "Beta Bank", after: "Third" },
    ]);
    await call(alice, "PUT", `/case/${kept.id}/edit/`, { ...names, clientId: null });
    expect((await call(alice, "DELETE", `/clients/${beta.id}/`)).status).toBe(200);
    const revert = await call(alice, "POST", `/history/${move?.id}/revert/`);
    expect(revert.status).toBe(409);
    expect(revert.body).toMatchObject({
      code: PORTFOLIO_ERRORS.clientDeleted.code,
      message: PORTFOLIO_ERRORS.clientDeleted.message,
    });
    expect((await caseOf(alice, kept.id)).clientId).toBeNull();
  });
});

describe("deleting a client", () => {
  it("leaves its cases with no client, each with a history entry, in one go", async () => {
    const acme = await addClient(alice, ACME);
    const beta = await addClient(alice, { name: "Beta Bank" });
    const a = await addCase(alice, { clientId: acme.id });
    const b = await addCase(alice, { clientId: acme.id, caseName: "B v. C" });
    const other = await addCase(alice, { clientId: beta.id, caseName: "Other v. D" });
    const payoff = (await caseOf(alice, a.id)).payoffAmount;

    const res = await call(alice, "DELETE", `/clients/${acme.id}/`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: "Client deleted. 2 cases have no client now.",
      data: { casesUnassigned: 2 },
    });
    expect((await call(alice, "GET", `/clients/${acme.id}/`)).status).toBe(404);
    for (const id of [a.id, b.id]) {
      expect(await caseOf(alice, id)).toMatchObject({ clientId: null, clientName: null });
      const [entry] = await historyOf(alice, id);
      expect(entry).toMatchObject({
        action: "case.edit",
        title: "Client Acme Collections deleted: the case has no client now",
        changes: [{ field: "clientId", label: "Client", before: "Acme Collections", after: null }],
      });
      if (id === a.id) expect(entry?.payoffAfter).toBe(payoff);
      // Its undo has nothing to put back: the client is gone.
      const undo = await call(alice, "POST", `/history/${entry?.id}/revert/`);
      expect(undo.status).toBe(409);
      expect(undo.body.code).toBe(PORTFOLIO_ERRORS.clientDeleted.code);
    }
    expect((await caseOf(alice, other.id)).clientName).toBe("Beta Bank");
    expect((await call(alice, "GET", `/clients/${beta.id}/`)).body.data.caseCount).toBe(1);
  });

  it("unassigns many cases at once, every one with its own entry", async () => {
    await upgradeToPro(t.app, alice);
    const bulk = await addClient(alice, { name: "Bulk Co" });
    const lines = Array.from(
      { length: 40 },
      (_, i) =>
        `Case ${i} v. Roe,Court,B-${i},${1000 + i},01/15/2024,10,Payment,06/01/2024,${i + 1},bulk co`,
    );
    const csv = [
      "Case Name,Court,Case Number,Judgment Amount,Judgment Date,Interest Rate,Type,Date,Amount,Client",
      ...lines,
    ].join("\n");
    const mapping = (await call(alice, "POST", "/imports/preview/", { csv })).body.data.mapping;
    expect((await call(alice, "POST", "/imports/", { csv, mapping })).status).toBe(201);
    const before = (await call(alice, "GET", "/cases/")).body.data as {
      id: string;
      clientName: string | null;
      payoffAmount: string;
    }[];
    expect(before.filter((c) => c.clientName === "Bulk Co")).toHaveLength(40);
    expect((await call(alice, "GET", `/clients/${bulk.id}/`)).body.data.caseCount).toBe(40);

    const res = await call(alice, "DELETE", `/clients/${bulk.id}/`);
    expect(res.body.data).toEqual({ casesUnassigned: 40 });
    const after = (await call(alice, "GET", "/cases/")).body.data as typeof before;
    expect(after.map((c) => [c.id, c.clientName, c.payoffAmount]).sort()).toEqual(
      before.map((c) => [c.id, null, c.payoffAmount]).sort(),
    );
    for (const c of before.slice(0, 5)) {
      const [entry] = await historyOf(alice, c.id);
      expect(entry).toMatchObject({
        title: "Client Bulk Co deleted: the case has no client now",
        payoffBefore: c.payoffAmount,
        payoffAfter: c.payoffAmount,
      });
    }
  });

  it("is refused while the client has closed remittance periods, changing nothing", async () => {
    const acme = await addClient(alice, ACME);
    const c = await addCase(alice, { clientId: acme.id });
    await t.database.db.insert(remittancePeriods).values({
      workspaceId: alice.id,
      clientId: acme.id,
      periodFrom: "2024-12-01",
      periodTo: "2024-12-31",
      closedBy: alice.id,
      report: {},
    });
    expect((await call(alice, "GET", `/clients/${acme.id}/`)).body.data.closedPeriodCount).toBe(1);
    const history = await historyOf(alice, c.id);
    const res = await call(alice, "DELETE", `/clients/${acme.id}/`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: PORTFOLIO_ERRORS.clientHasReports.code,
      message: PORTFOLIO_ERRORS.clientHasReports.message,
    });
    expect((await caseOf(alice, c.id)).clientName).toBe("Acme Collections");
    expect(await historyOf(alice, c.id)).toEqual(history);
  });
});

const rowsOf = (csv: string) => parse(csv.replace(/^\uFEFF/, "")) as string[][];

describe("the Client column of the CSV", () => {
  it("exports each case's client by name and imports it back, matched without case", async () => {
    const acme = await addClient(alice, ACME);
    await addCase(alice, { clientId: acme.id, courtCaseNumber: "A-1" });
    await addCase(alice, { courtCaseNumber: "N-1", caseName: "None v. Roe" });
    const file = await t.app.inject({
      method: "GET",
      url: "/docket/api/cases/export/",
      headers: alice.headers,
    });
    const [header, ...rows] = rowsOf(file.body) as [string[], ...string[][]];
    const client = header.indexOf("Client");
    expect(client).toBe(header.indexOf("Debtor") + 1);
    expect(rows.map((r) => [r[header.indexOf("Court case number")], r[client]]).sort()).toEqual([
      ["A-1", "Acme Collections"],
      ["N-1", ""],
    ]);

    // Into another workspace that has the client under another letter case.
    const carol = await registerAndLogin(t.app);
    await addClient(carol, { name: "ACME collections" });
    const csv = file.body;
    const mapping = (await call(carol, "POST", "/imports/preview/", { csv })).body.data.mapping;
    expect(mapping.client).toBe(client);
    const done = await call(carol, "POST", "/imports/", { csv, mapping });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    const imported = (await call(carol, "GET", "/cases/")).body.data as {
      id: string;
      courtCaseNumber: string;
      clientName: string | null;
    }[];
    expect(imported.map((c) => [c.courtCaseNumber, c.clientName]).sort()).toEqual([
      ["A-1", "ACME collections"],
      ["N-1", null],
    ]);
    const [entry] = await historyOf(carol, imported.find((c) => c.clientName)?.id ?? "");
    expect(entry?.changes).toContainEqual({
      field: "clientId",
      label: "Client",
      before: null,
      after: "ACME collections",
    });
  });

  it("refuses a name that is not one of the workspace's clients, by line", async () => {
    await addClient(alice, ACME);
    const csv = [
      "Case Name,Court,Case Number,Judgment Amount,Judgment Date,Interest Rate,Client",
      "Known v. Roe,Court,K-1,1000,01/15/2024,10,acme collections",
      "Unknown v. Roe,Court,U-1,1000,01/15/2024,10,Nobody Inc",
      "Known v. Roe,Court,K-1,1000,01/15/2024,10,Other Name",
    ].join("\n");
    const mapping = (await call(alice, "POST", "/imports/preview/", { csv })).body.data.mapping;
    expect(mapping.client).toBe(6);
    const check = (await call(alice, "POST", "/imports/check/", { csv, mapping })).body.data;
    expect(check.valid).toBe(false);
    expect(check.problems).toEqual([
      {
        line: 3,
        field: "client",
        message:
          'Client "Nobody Inc" is not one of this workspace\'s clients. Add it on the Clients page, or leave the cell blank.',
      },
      {
        line: 4,
        field: "client",
        message: "Client differs from line 2, the first row of case number K-1.",
      },
    ]);
    const refused = await call(alice, "POST", "/imports/", { csv, mapping });
    expect(refused.status).toBe(400);
    expect((await call(alice, "GET", "/cases/")).body.data).toEqual([]);
  });
});
