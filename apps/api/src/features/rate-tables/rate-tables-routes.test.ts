import { federalRateTable, rateTableResponse, rateTablesResponse } from "@owed/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateTableRows } from "../../db/schema/index.ts";
import { registerAndLogin } from "../../test/accounts.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createRateTableStore } from "./rate-table-store.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const importedAt = new Date("2026-11-24T07:00:00.000Z");
const importedRows = [
  {
    from: "2026-08-24",
    to: "2026-08-30",
    ratePercent: "3.9",
    source: "Federal Reserve H.15 (import test), week ending 2026-08-21",
    read: "2026-11-24",
  },
  {
    from: "2026-08-31",
    to: "2026-09-06",
    ratePercent: "3.875",
    source: "Federal Reserve H.15 (import test), week ending 2026-08-28",
    read: "2026-11-24",
  },
];

async function clearImports() {
  await t.database.db.delete(rateTableRows);
}

describe("GET /api/rate-tables/", () => {
  it("lists the shipped tables without sign-in, federal first, with their span and size", async () => {
    await clearImports();
    const res = await t.app.inject({ method: "GET", url: "/api/rate-tables/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const body = rateTablesResponse.parse(res.json());
    expect(body.message).toBe("Rate tables");
    expect(body.data[0]).toEqual({
      jurisdiction: "US",
      publisher: federalRateTable.publisher,
      publication: { kind: "weekly", title: "the Federal Reserve's H.15 release" },
      citation: "28 U.S.C. § 1961(a)-(b)",
      frequency: "weekly",
      application: "fixed-at-judgment",
      selection: federalRateTable.selection,
      origin: "shipped",
      importedAt: null,
      firstFrom: "2019-12-30",
      lastFrom: "2026-08-17",
      rowCount: 347,
    });
  });

  it("keeps the trailing slash as part of the contract", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/rate-tables" })).statusCode).toBe(404);
  });
});

describe("GET /api/rate-tables/:code", () => {
  it("answers a table's rows with their sources, the code in any case", async () => {
    await clearImports();
    const res = await t.app.inject({ method: "GET", url: "/api/rate-tables/us" });
    expect(res.statusCode).toBe(200);
    const body = rateTableResponse.parse(res.json());
    expect(body.data).toMatchObject({ jurisdiction: "US", origin: "shipped", importedAt: null });
    expect(body.data.rows).toHaveLength(347);
    expect(body.data.rows.find((row) => row.from === "2024-07-15")).toEqual({
      from: "2024-07-15",
      to: "2024-07-21",
      ratePercent: "4.96",
      source: expect.stringContaining("week ending 2024-07-12"),
      read: "2026-11-24",
      // The publisher's publication, as statements cite it, beside where the figure was read.
      publishedIn: "the Federal Reserve's H.15 release, week ending 07/12/2024",
    });
    // One spelling of a rate whatever its origin: "4", not "4.00".
    expect(body.data.rows.at(-1)?.ratePercent).toBe("4");
  });

  it("answers 404 for an unknown code and 400 for an overlong one", async () => {
    const unknown = await t.app.inject({ method: "GET", url: "/api/rate-tables/ZZ" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      status_code: 404,
      message: "Rate table not found.",
      code: "not_found",
    });
    const long = await t.app.inject({ method: "GET", url: `/api/rate-tables/${"X".repeat(11)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().status_code).toBe(400);
  });

  it("shows imported rows in place of the shipped ones, to everyone, and only reads", async () => {
    const store = createRateTableStore(t.database.db);
    expect(await store.replace("us", importedRows, importedAt)).toBe(2);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/rate-tables/US" });
    const session = await registerAndLogin(t.app);
    const signedIn = await t.app.inject({
      method: "GET",
      url: "/api/rate-tables/US",
      headers: session.headers,
    });
    for (const res of [anonymous, signedIn]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        origin: "imported",
        importedAt: "2026-11-24T07:00:00.000Z",
        rows: importedRows,
      });
    }
    const list = (await t.app.inject({ method: "GET", url: "/api/rate-tables/" })).json();
    expect(list.data[0]).toMatchObject({
      origin: "imported",
      firstFrom: "2026-08-24",
      lastFrom: "2026-08-31",
      rowCount: 2,
    });
    // There is nothing to write through the API.
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: "/api/rate-tables/US", payload: {} });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await store.tableFor("US"))?.table.rows).toEqual(importedRows);
    await clearImports();
  });
});

describe("the rate table store", () => {
  it("replaces a jurisdiction's rows whole, and keeps the old rows when the insert fails", async () => {
    const store = createRateTableStore(t.database.db);
    await store.replace("US", importedRows, importedAt);
    await store.replace("US", importedRows.slice(0, 1), new Date("2026-11-25T00:00:00.000Z"));
    expect((await store.tableFor("US"))?.table.rows).toEqual(importedRows.slice(0, 1));
    // A duplicate start date breaks the primary key after the delete has run: the transaction
    // rolls back and the table is left as it was.
    await expect(
      store.replace("US", [importedRows[0], importedRows[0]] as typeof importedRows, importedAt),
    ).rejects.toThrow();
    const after = await store.tableFor("US");
    expect(after).toMatchObject({
      origin: "imported",
      importedAt: new Date("2026-11-25T00:00:00.000Z"),
    });
    expect(after?.table.rows).toEqual(importedRows.slice(0, 1));
    await clearImports();
    expect((await store.tableFor("US"))?.origin).toBe("shipped");
  });

  it("refuses a jurisdiction Owed ships no table for", async () => {
    const store = createRateTableStore(t.database.db);
    await expect(store.replace("ZZ", importedRows, importedAt)).rejects.toThrow(
      "there is no rate table for ZZ to replace",
    );
    expect(await store.tableFor("ZZ")).toBeUndefined();
  });
});

describe("the OpenAPI document", () => {
  it("describes both routes", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/docs/json" })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/rate-tables/", "/api/rate-tables/{code}"]),
    );
    expect(doc.paths["/api/rate-tables/{code}"].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: "path", name: "code" })]),
    );
  });
});
