import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { newCaseRequest, shippedRateTable, todayInTimeZone } from "@owed/domain";
import { eq } from "drizzle-orm";
import { runCommand } from "../cli.ts";
import { loadConfig } from "../config/env.ts";
import { openDatabase } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { createCase } from "../features/cases/case-use-cases.ts";
import { createDocketStore } from "../features/cases/docket-repository.ts";
import type { RateTableStore } from "../features/rate-tables/rate-table-store.ts";

// The browser story of a newer rate table (e2e/rate-tables.spec.ts) needs a case saved while the
// Kansas table ended on 06/30/2025, and then a newer table imported. The Playwright web server runs
// this before the server opens its data directory (a PGlite folder is one process's at a time), as
// an operator would run `user:create` and `rates:import`. The imported figures are test figures.

const OFFER_USER = { email: "ks-offer@example.test", password: "correct horse battery staple" };

const config = loadConfig(process.env, process.cwd());
const database = await openDatabase(config);
const ctx = { config, db: database.db, now: () => new Date(), out: () => {} };
const fail = (line: string) => {
  throw new Error(line);
};
try {
  await runCommand(
    [
      "user:create",
      "--email",
      OFFER_USER.email,
      "--password",
      OFFER_USER.password,
      "--timezone",
      "America/Chicago",
      "--verified",
    ],
    ctx,
    fail,
  );
  const [user] = await database.db.select().from(users).where(eq(users.email, OFFER_USER.email));
  if (!user) throw new Error("the seeded user was not created");
  // The table as shipped, whatever was imported before: the case's rows end on 06/30/2025.
  const shippedOnly = {
    tableFor: async (code: string) => {
      const table = shippedRateTable(code);
      return table ? { table, origin: "shipped", importedAt: null } : undefined;
    },
  } as unknown as RateTableStore;
  const at = new Date();
  await createCase(
    createDocketStore(database.db),
    shippedOnly,
    { userId: user.id, workspaceId: user.id, today: todayInTimeZone("America/Chicago", at), at },
    newCaseRequest.parse({
      caseName: "Sunflower Credit v. Marsh",
      courtName: "District Court of Shawnee County, Kansas",
      courtCaseNumber: "2024-LM-000731",
      judgmentAmount: "8000",
      judgmentDate: "2024-07-01",
      interestRate: "9.5",
      rateSchedule: [
        { from: "2024-07-01", ratePercent: "9.5" },
        { from: "2025-07-01", ratePercent: "8.5" },
      ],
      rateTable: "KS",
      jurisdiction: "KS",
    }),
  );
  const dir = mkdtempSync(join(tmpdir(), "owed-e2e-ks-"));
  const file = join(dir, "ks.csv");
  const source = "E2E test import (not a published rate)";
  writeFileSync(
    file,
    [
      "from,to,rate_percent,source",
      ...(shippedRateTable("KS")?.rows ?? []).map(
        (row) => `${row.from},${row.to ?? ""},${row.ratePercent},${source}`,
      ),
      `2025-07-01,2026-06-30,8.25,${source}`,
    ].join("\n"),
  );
  await runCommand(["rates:import", "--jurisdiction", "KS", "--file", file], ctx, fail);
} finally {
  await database.close();
}
