import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateTableRows } from "../../db/schema/index.ts";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { type DocketAnswer, docketCall, newCase } from "../../test/cases.ts";
import { runCli } from "../../test/cli.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// A rate table that ends never blocks the truth (docs/rate-tables.md, "When a table ends"): the
// Kansas table stops at 06/30/2025; the periods a user adds after it are kept and said to be
// theirs, a case past every rate it has says so, and a newer imported table is offered in place
// of the user's periods with the payoff before and after, applied as one undoable history entry.

const clock = new TestClock("2026-11-26T15:00:00Z");
let t: TestApp;
let alice: LoggedInUser;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
  dir = mkdtempSync(join(tmpdir(), "owed-ks-rates-"));
});
beforeEach(async () => {
  await t.database.db.delete(rateTableRows);
  alice = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: Record<string, unknown>,
): Promise<DocketAnswer> => docketCall(t.app, alice, method, url, payload);

/** An $8,000 Kansas judgment of 07/01/2024: the table gives 9.5% from then to 06/30/2025. */
const kansasCase = (schedule: { from: string; ratePercent: string }[]) =>
  newCase({
    caseName: "Prairie Bank v. Doe",
    judgmentAmount: 8000,
    judgmentDate: "2024-07-01",
    interestRate: "9.5",
    rateSchedule: schedule,
    rateTable: "KS",
    jurisdiction: "KS",
  });
const TABLE_PART = [{ from: "2024-07-01", ratePercent: "9.5" }];
const USER_2025 = { from: "2025-07-01", ratePercent: "8.5" };
const USER_2026 = { from: "2026-07-01", ratePercent: "7.75" };

/** Edit Case with a new rate schedule, the names as the form sends them. */
const editSchedule = (id: string, rateSchedule: { from: string; ratePercent: string }[]) =>
  call("PUT", `/case/${id}/edit/`, {
    caseName: "Prairie Bank v. Doe",
    courtName: "District Court of Sedgwick County",
    courtCaseNumber: "2024-CV-000101",
    rateSchedule,
  });

function pdfText(pdf: Buffer): string {
  const file = join(dir, `doc-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
}

async function statement(id: string, date: string): Promise<string> {
  const res = await t.app.inject({
    url: `/docket/api/cases/${id}/payoff-statement/?date=${date}`,
    headers: alice.headers,
  });
  expect(res.statusCode).toBe(200);
  return pdfText(res.rawPayload);
}

/** A newer Kansas table through `rates:import`, as an operator loads one (test figures). */
async function importKansas(rows: string[]) {
  const path = join(dir, "ks.csv");
  const shipped = [
    "2019-07-01,2020-06-30,7.00,Test copy of the Secretary of State's table",
    "2020-07-01,2021-06-30,4.25,Test copy of the Secretary of State's table",
    "2021-07-01,2022-06-30,4.25,Test copy of the Secretary of State's table",
    "2022-07-01,2023-06-30,5.75,Test copy of the Secretary of State's table",
    "2023-07-01,2024-06-30,9.25,Test copy of the Secretary of State's table",
    "2024-07-01,2025-06-30,9.50,Test copy of the Secretary of State's table",
  ];
  writeFileSync(path, `from,to,rate_percent,source\n${[...shipped, ...rows].join("\n")}\n`);
  const res = await runCli(t, ["rates:import", "--jurisdiction", "KS", "--file", path], clock.now);
  expect(res.code, res.err).toBe(0);
}

describe("a Kansas case past the end of the table", () => {
  it("runs on the last rate with a warning until the user adds the later rates", async () => {
    const created = await call("POST", "/add-docket/", kansasCase(TABLE_PART));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const warning = "Rate after 06/30/2025 not in the table: add it.";
    expect(created.body.data).toMatchObject({
      rateTable: "KS",
      rateTableEnds: "2025-06-30",
      rateWarning: warning,
      // 878 days at $2.0821 (9.5% of $8,000 a day, floored to $0.0001) = $1,828.08.
      todayPayoff: "9828.08",
    });
    const list = await call("GET", "/cases/");
    expect(list.body.data[0]).toMatchObject({ id, rateWarning: warning });
    const pdf = await statement(id, "2026-11-26");
    expect(pdf).toContain(warning);

    // The 07/01/2025 row, refused before as "does not match the KS rate table", is the user's.
    const withRow = await editSchedule(id, [...TABLE_PART, USER_2025]);
    expect(withRow.status, JSON.stringify(withRow.body)).toBe(200);
    // 364 days at $2.0821 and 514 at $1.8630 (8.5%) = $1,715.47: $112.61 less than the run-on.
    expect(withRow.body.data).toMatchObject({
      rateSchedule: [...TABLE_PART, USER_2025],
      rateTableEnds: "2025-06-30",
      todayPayoff: "9715.47",
      // Kansas resets each July 1: one row covers a year, and 07/01/2026 has come.
      rateWarning: "Rate after 06/30/2026 not in the table: add it.",
    });
    const both = await editSchedule(id, [...TABLE_PART, USER_2025, USER_2026]);
    expect(both.status).toBe(200);
    expect(both.body.data.rateWarning).toBeNull();
    expect((await call("GET", "/cases/")).body.data[0].rateWarning).toBeNull();

    const text = await statement(id, "2026-11-26");
    expect(text).not.toContain("not in the table: add it");
    expect(text).toContain(
      "Rates entered by the user for this case, not from the KS rate table (it ends 06/30/2025): 8.5% from 07/01/2025; 7.75% from 07/01/2026.",
    );
    // The table's row is cited as the publisher's; the rows after the table's end as the user's.
    expect(text).toContain(
      "9.5% from 07/01/2024, the Kansas Secretary of State's published judgment rate, effective 07/01/2024; 8.5% from 07/01/2025, entered by the user for this case (the KS rate table ends 06/30/2025)",
    );
    expect(text).not.toContain("published judgment rate, effective 07/01/2025");
    const report = await t.app.inject({
      url: `/docket/api/transactions/${id}/download/`,
      headers: alice.headers,
    });
    expect(pdfText(report.rawPayload)).toContain("8.5% from 07/01/2025; 7.75% from 07/01/2026.");

    const history = await call("GET", `/cases/${id}/history/`);
    const edit = history.body.data.entries.find(
      (e: { action: string }) => e.action === "case.edit",
    );
    expect(edit.changes).toContainEqual({
      field: "rateSchedule",
      label: "Rate schedule",
      before: "9.5% from 07/01/2024; 8.5% from 07/01/2025 (entered by you)",
      after:
        "9.5% from 07/01/2024; 8.5% from 07/01/2025 (entered by you); 7.75% from 07/01/2026 (entered by you)",
    });
  });

  it("refuses a row the table has with another rate, on that row, and changes nothing", async () => {
    const created = await call("POST", "/add-docket/", kansasCase([...TABLE_PART, USER_2025]));
    const id = created.body.data.id as string;
    const wrong = await editSchedule(id, [{ from: "2024-07-01", ratePercent: "9.25" }, USER_2025]);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: "rate_table_mismatch",
      message: "The KS rate table gives 9.5% on 07/01/2024, not 9.25%.",
      errors: {
        "rateSchedule.0.ratePercent": ["The KS rate table gives 9.5% on 07/01/2024, not 9.25%."],
      },
    });
    const after = await call("GET", `/cases/${id}/`);
    expect(after.body.data.rateSchedule).toEqual([...TABLE_PART, USER_2025]);
  });
});

describe("a newer table imported with rates:import", () => {
  it("is offered in place of the user's rows with the payoff before and after, once, undoably", async () => {
    const created = await call(
      "POST",
      "/add-docket/",
      kansasCase([...TABLE_PART, USER_2025, USER_2026]),
    );
    const id = created.body.data.id as string;
    expect((await call("GET", `/cases/${id}/rate-table-update/`)).body.data).toBeNull();

    await importKansas([
      "2025-07-01,2026-06-30,8.25,Test import: the 2025 notice",
      "2026-07-01,2027-06-30,7.75,Test import: the 2026 notice",
    ]);
    const offer = await call("GET", `/cases/${id}/rate-table-update/`);
    expect(offer.status).toBe(200);
    // Before: 364 days at $2.0821, 365 at $1.8630 (8.5%), 149 at $1.6986 (7.75%) = $1,690.97.
    // After: 8.25% for the 365 days from 07/01/2025, $1.8082 a day: $20.00 less, $1,670.97.
    expect(offer.body.data).toMatchObject({
      rateTable: "KS",
      tableEndedOn: "2025-06-30",
      tableEndsOn: "2027-06-30",
      replaces: [USER_2025, USER_2026],
      schedule: [
        ...TABLE_PART,
        { from: "2025-07-01", ratePercent: "8.25" },
        { from: "2026-07-01", ratePercent: "7.75" },
      ],
      before: { payoffAmount: created.body.data.todayPayoff },
      after: { payoffAmount: "9670.97" },
    });
    expect(offer.body.data.before.payoffAmount).toBe("9690.97");

    const applied = await call("POST", `/cases/${id}/rate-table-update/`);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.case).toMatchObject({
      todayPayoff: "9670.97",
      rateTableEnds: "2027-06-30",
      rateWarning: null,
    });
    expect((await call("GET", `/cases/${id}/rate-table-update/`)).body.data).toBeNull();
    const again = await call("POST", `/cases/${id}/rate-table-update/`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("The rate table has no newer rates for this case.");

    const history = await call("GET", `/cases/${id}/history/`);
    const entries = history.body.data.entries as {
      id: string;
      title: string;
      payoffBefore: string;
      payoffAfter: string;
      undo: { available: boolean } | null;
    }[];
    expect(entries.map((e) => e.title)).toEqual([
      "Rates replaced from the KS rate table",
      "Case added",
    ]);
    expect(entries[0]).toMatchObject({
      payoffBefore: "9690.97",
      payoffAfter: "9670.97",
      undo: { available: true },
    });
    const pdf = await statement(id, "2026-11-26");
    expect(pdf).not.toContain("Rates entered by the user");
    expect(pdf).toContain(
      "8.25% from 07/01/2025, the Kansas Secretary of State's published judgment rate, effective 07/01/2025",
    );

    const reverted = await call("POST", `/history/${entries[0]?.id}/revert/`);
    expect(reverted.status, JSON.stringify(reverted.body)).toBe(200);
    expect(reverted.body.data.case).toMatchObject({
      rateSchedule: [...TABLE_PART, USER_2025, USER_2026],
      rateTableEnds: "2025-06-30",
      todayPayoff: "9690.97",
    });
    expect((await call("GET", `/cases/${id}/rate-table-update/`)).body.data).not.toBeNull();
  });

  it("adds the table's later rates to a case that had none, and leaves a case past the new end its own", async () => {
    const bare = (await call("POST", "/add-docket/", kansasCase(TABLE_PART))).body.data;
    await importKansas(["2025-07-01,2026-06-30,8.25,Test import: the 2025 notice"]);
    const offer = await call("GET", `/cases/${bare.id}/rate-table-update/`);
    expect(offer.body.data).toMatchObject({ replaces: [], tableEndsOn: "2026-06-30" });
    const applied = await call("POST", `/cases/${bare.id}/rate-table-update/`);
    // The table now ends 06/30/2026, and the case's date is past it: still a warning, moved on.
    expect(applied.body.data.case).toMatchObject({
      rateWarning: "Rate after 06/30/2026 not in the table: add it.",
    });
    // A user row after the new end stays the user's.
    const withLater = await editSchedule(bare.id, [
      ...TABLE_PART,
      { from: "2025-07-01", ratePercent: "8.25" },
      USER_2026,
    ]);
    expect(withLater.status, JSON.stringify(withLater.body)).toBe(200);
    expect(withLater.body.data).toMatchObject({ rateTableEnds: "2026-06-30", rateWarning: null });
  });

  it("is not another user's to see or apply", async () => {
    const created = await call("POST", "/add-docket/", kansasCase([...TABLE_PART, USER_2025]));
    await importKansas(["2025-07-01,2026-06-30,8.25,Test import: the 2025 notice"]);
    const mallory = await registerAndLogin(t.app);
    for (const method of ["GET", "POST"] as const) {
      const res = await docketCall(
        t.app,
        mallory,
        method,
        `/cases/${created.body.data.id}/rate-table-update/`,
      );
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Case not found.");
    }
    const mine = await call("GET", `/cases/${created.body.data.id}/`);
    expect(mine.body.data.rateSchedule).toEqual([...TABLE_PART, USER_2025]);
  });
});
