import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateTableRows } from "../../db/schema/index.ts";
import { runCli } from "../../test/cli.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), "owed-rates-"));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.delete(rateTableRows);
});

const now = () => new Date("2026-11-24T07:00:00.000Z");
const run = (...argv: string[]) => runCli(t, argv, now);

/** The Fed's Data Download Program header for the weekly 1-year series, as the site writes it. */
const H15_HEADER = [
  '"Series Description","Market yield on U.S. Treasury securities at 1-year   constant maturity, quoted on investment basis"',
  '"Unit:","Percent:_Per_Year"',
  '"Multiplier:","1"',
  '"Currency:","NA"',
  '"Unique Identifier: ","H15/H15/RIFLGFCY01_N.WF"',
  '"Time Period","RIFLGFCY01_N.WF"',
];

/** Weeks ending 2024-01-05 to 2024-02-02 (FRED WGS1YR figures); data lines 7 to 11. */
const WEEKS = [
  "2024-01-05,4.83",
  "2024-01-12,4.77",
  "2024-01-19,4.79",
  "2024-01-26,4.80",
  "2024-02-02,4.76",
];

function file(name: string, lines: readonly string[]): string {
  const path = join(dir, name);
  writeFileSync(path, `${lines.join("\r\n")}\r\n`);
  return path;
}

async function usTable() {
  return (await t.app.inject({ method: "GET", url: "/api/rate-tables/US" })).json().data;
}

describe("rates:import --jurisdiction US (the Fed's H.15 download)", () => {
  it("turns each week's average into the row for judgments of the following Monday to Sunday", async () => {
    const path = file("FRB_H15.csv", [...H15_HEADER, ...WEEKS]);
    const res = await run("rates:import", "--jurisdiction", "us", "--file", path);
    expect(res).toEqual({
      code: 0,
      out: "Imported 5 US rates (2024-01-08 to 2024-02-11); they replace US's previous table.",
      err: "",
    });
    const table = await usTable();
    expect(table).toMatchObject({ origin: "imported", importedAt: "2026-11-24T07:00:00.000Z" });
    expect(table.rows.map((r: { from: string; to: string; ratePercent: string }) => r)).toEqual(
      WEEKS.map((line, i) => ({
        from: ["2024-01-08", "2024-01-15", "2024-01-22", "2024-01-29", "2024-02-05"][i],
        to: ["2024-01-14", "2024-01-21", "2024-01-28", "2024-02-04", "2024-02-11"][i],
        ratePercent: ["4.83", "4.77", "4.79", "4.8", "4.76"][i],
        source: `Federal Reserve H.15 Selected Interest Rates, 1-year Treasury constant maturity, weekly average (H15/H15/RIFLGFCY01_N.WF, Data Download Program file FRB_H15.csv), week ending ${line.slice(0, 10)}`,
        read: "2026-11-24",
        publishedIn: `the Federal Reserve's H.15 release, week ending ${line.slice(5, 7)}/${line.slice(8, 10)}/${line.slice(0, 4)}`,
      })),
    );
  });

  it("skips the ND weeks before the first figure and after the last", async () => {
    const path = file("padded.csv", [...H15_HEADER, "2023-12-29,ND", ...WEEKS, "2024-02-09,ND"]);
    const res = await run("rates:import", "--jurisdiction", "US", "--file", path);
    expect(res.code).toBe(0);
    expect(res.out).toBe(
      "Imported 5 US rates (2024-01-08 to 2024-02-11); they replace US's previous table.",
    );
  });

  it("refuses a gap with its line number and imports nothing", async () => {
    const withoutThird = WEEKS.filter((line) => !line.startsWith("2024-01-19"));
    const path = file("gap.csv", [...H15_HEADER, ...withoutThird]);
    const res = await run("rates:import", "--jurisdiction", "US", "--file", path);
    expect(res.code).toBe(2);
    expect(res.err.split("\n").slice(0, 2)).toEqual([
      `${path}: 1 problem; nothing was imported.`,
      "Line 9: there is a gap before this row (no rate for 2024-01-22 to 2024-01-28).",
    ]);
    expect((await usTable()).origin).toBe("shipped");
  });

  it("refuses an overlap with its line number and imports nothing", async () => {
    const path = file("overlap.csv", [...H15_HEADER, ...WEEKS.slice(0, 2), "2024-01-12,4.78"]);
    const res = await run("rates:import", "--jurisdiction", "US", "--file", path);
    expect(res.code).toBe(2);
    expect(res.err.split("\n").slice(0, 2)).toEqual([
      `${path}: 1 problem; nothing was imported.`,
      "Line 9: rate periods overlap (2024-01-15 is already in the period starting 2024-01-15).",
    ]);
    expect((await usTable()).origin).toBe("shipped");
  });

  it("lists every bad row by line (a bad value, ND inside the history, a day that is not a Friday)", async () => {
    // An earlier good import must survive a refused one untouched.
    await run(
      "rates:import",
      "--jurisdiction",
      "US",
      "--file",
      file("good.csv", [...H15_HEADER, ...WEEKS]),
    );
    const path = file("bad.csv", [
      ...H15_HEADER,
      "2024-01-05,4.83",
      "2024-01-12,abc",
      "2024-01-19,ND",
      "2024-01-26,4.80",
      "2024-02-03,4.76",
      "2024-02-09,4.84",
    ]);
    const res = await run("rates:import", "--jurisdiction", "US", "--file", path);
    expect(res.code).toBe(2);
    expect(res.err.split("\n").slice(0, 6)).toEqual([
      `${path}: 5 problems; nothing was imported.`,
      'Line 8: the rate "abc" must be a number, like 7.375.',
      "Line 9: no data (ND) for the week ending 2024-01-19: judgments entered 2024-01-22 to 2024-01-28 would have no rate.",
      "Line 10: there is a gap before this row (no rate for 2024-01-22 to 2024-01-28).",
      "Line 11: 2024-02-03 is not a Friday; H.15 weekly figures are for weeks ending Friday.",
      "Line 12: there is a gap before this row (no rate for 2024-02-05 to 2024-02-11).",
    ]);
    expect(res.err).toContain(
      "usage: npm run cli -- rates:import --jurisdiction <code> --file <file.csv>",
    );
    expect(await usTable()).toMatchObject({ origin: "imported", rows: expect.any(Array) });
    expect((await usTable()).rows).toHaveLength(5);
  });

  it("refuses a download of another series, naming the one it needs", async () => {
    const daily = H15_HEADER.map((line) => line.replaceAll("RIFLGFCY01_N.WF", "RIFLGFCY01_N.B"));
    const path = file("daily.csv", [...daily, "2024-01-02,4.80"]);
    const res = await run("rates:import", "--jurisdiction", "US", "--file", path);
    expect(res.code).toBe(2);
    expect(res.err).toContain(
      "Line 5: the file has no column H15/H15/RIFLGFCY01_N.WF (found H15/H15/RIFLGFCY01_N.B); download the weekly 1-year Treasury constant maturity series (H.15, weekly, ending Friday).",
    );
  });
});

describe("rates:import with a plain CSV", () => {
  it("reads from,to,rate_percent,source rows, quoted sources and an open last row included", async () => {
    const path = file("plain.csv", [
      "from,to,rate_percent,source",
      '2024-01-08,2024-01-14,4.83,"Federal Reserve H.15, week ending 2024-01-05"',
      '2024-01-15,,4.77,"Federal Reserve H.15, week ending 2024-01-12"',
    ]);
    const res = await run("rates:import", "--jurisdiction", "US", "--file", path);
    expect(res.out).toBe(
      "Imported 2 US rates (2024-01-08 to open); they replace US's previous table.",
    );
    expect((await usTable()).rows[1]).toEqual({
      from: "2024-01-15",
      to: null,
      ratePercent: "4.77",
      source: "Federal Reserve H.15, week ending 2024-01-12",
      read: "2026-11-24",
      publishedIn: "the Federal Reserve's H.15 release, week ending 01/12/2024",
    });
  });

  it("refuses a wrong header, a short row and a bad date, by line", async () => {
    expect(
      (await run("rates:import", "--jurisdiction", "US", "--file", file("h.csv", ["a,b,c,d"]))).err,
    ).toContain('Line 1: the header must be "from,to,rate_percent,source".');
    const path = file("rows.csv", [
      "from,to,rate_percent,source",
      "2024-01-08,2024-01-14,4.83,Fed",
      "2024-01-15,2024-01-21,4.77",
      "2024-01-22,2024-13-01,4.79,Fed",
      "2024-01-29,2024-02-04,4.8,Fed",
    ]);
    const res = await run("rates:import", "--jurisdiction", "US", "--file", path);
    expect(res.code).toBe(2);
    expect(res.err.split("\n").slice(0, 4)).toEqual([
      `${path}: 3 problems; nothing was imported.`,
      "Line 3: expected 4 fields (from,to,rate_percent,source), found 3.",
      'Line 4: "2024-13-01" is not a valid end date (expected YYYY-MM-DD).',
      "Line 5: there is a gap before this row (no rate for 2024-01-15 to 2024-01-28).",
    ]);
  });
});

describe("rates:import usage", () => {
  it("needs a known jurisdiction and a readable file", async () => {
    expect(await run("rates:import", "--file", "x.csv")).toMatchObject({
      code: 2,
      err: expect.stringContaining("--jurisdiction is required"),
    });
    expect(await run("rates:import", "--jurisdiction", "ZZ", "--file", "x.csv")).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^there is no rate table for ZZ; tables exist for: US/),
    });
    expect(await run("rates:import", "--jurisdiction", "US")).toMatchObject({
      code: 2,
      err: expect.stringContaining("--file is required"),
    });
    const missing = await run(
      "rates:import",
      "--jurisdiction",
      "US",
      "--file",
      join(dir, "none.csv"),
    );
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^rates:import failed: ENOENT/);
  });
});

describe("rates:list", () => {
  it("lists every table with its origin, frequency, span and size", async () => {
    const res = await run("rates:list");
    expect(res.code).toBe(0);
    const lines = res.out.split("\n");
    expect(lines[0]).toMatch(
      /^CODE\s+ORIGIN\s+FREQUENCY\s+APPLIES\s+FIRST\s+LAST\s+ROWS\s+IMPORTED$/,
    );
    expect(lines[1]).toMatch(
      /^US\s+shipped\s+weekly\s+fixed-at-judgment\s+2019-12-30\s+2026-08-23\s+347$/,
    );
    expect(lines.at(-1)).toMatch(/^\d+ tables?\.$/);
    await run(
      "rates:import",
      "--jurisdiction",
      "US",
      "--file",
      file("l.csv", [...H15_HEADER, ...WEEKS]),
    );
    const after = (await run("rates:list")).out.split("\n");
    expect(after[1]).toMatch(
      /^US\s+imported\s+weekly\s+fixed-at-judgment\s+2024-01-08\s+2024-02-11\s+5\s+2026-11-24T07:00:00\.000Z$/,
    );
  });

  it("lists one table's rows with --jurisdiction", async () => {
    await run(
      "rates:import",
      "--jurisdiction",
      "US",
      "--file",
      file("r.csv", [...H15_HEADER, ...WEEKS]),
    );
    const res = await run("rates:list", "--jurisdiction", "us");
    expect(res.code).toBe(0);
    const lines = res.out.split("\n");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toMatch(/^FROM\s+TO\s+RATE\s+READ\s+SOURCE$/);
    expect(lines[1]).toMatch(
      /^2024-01-08\s+2024-01-14\s+4\.83%\s+2026-11-24\s+Federal Reserve H\.15 .* week ending 2024-01-05$/,
    );
    expect(lines[6]).toBe(
      "US: 5 rows, imported 2026-11-24T07:00:00.000Z; fixed-at-judgment, 28 U.S.C. § 1961(a)-(b).",
    );
    expect(await run("rates:list", "--jurisdiction", "ZZ")).toMatchObject({ code: 2 });
  });
});
