// A 50-letter batch through the real routes, as `npm run bench` reports it (docs/letters-and-
// plans.md, "Letters for several cases"): 50 cases of 20 transactions each, letter settings with
// payment instructions and a closing, then POST /docket/api/payoff-letters/ for all 50 with a
// 30-day good-through table, as PDFs and then as Word files. Median and worst of the runs, the
// ZIP's size and each letter's share. Each run also writes 50 history entries, as a user's would.
// BENCH_SMOKE=1 runs one small batch of each (so a test run can keep the bench from rotting); its
// figures mean nothing. Runs on PGlite in a temporary folder, or on BENCH_DATABASE_URL (see bench-server.ts).
import { todayInTimeZone } from "@owed/domain";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { workspaces } from "../src/db/schema/index.ts";
import { registerAndLogin } from "../src/test/accounts.ts";
import { startBenchServer } from "./bench-server.ts";

// The smoke run is a few small cases: it proves the bench still runs, in seconds.
const SMOKE = Boolean(process.env.BENCH_SMOKE);
const CASES = SMOKE ? 3 : 50;
const TRANSACTIONS = SMOKE ? 2 : 20;
const RUNS = SMOKE ? 1 : 7;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const { app, database, stop } = await startBenchServer("letters");
try {
  const user = await registerAndLogin(app);
  // Pro, so the free plan's limit of 3 active cases does not apply.
  await database.db
    .update(workspaces)
    .set({ paidUntil: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(workspaces.id, user.id));
  const call = async (method: "POST" | "PUT", url: string, payload: Record<string, unknown>) => {
    const res = await app.inject({ method, url, headers: user.headers, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };

  await call("PUT", "/docket/api/workspace/letter-settings/", {
    paymentInstructions:
      "Please pay {{payoff}} by cashier's check to Bench & Partners LLP Client Trust Account,\n500 Capitol Mall, Sacramento, CA 95814, writing {{case_number}} on the check.",
    closingText: "Interest adds {{per_diem}} a day after {{date}}. Call us with any question.",
    planNoticeRecipients: [],
  });
  const ids: string[] = [];
  for (let c = 0; c < CASES; c++) {
    const created = await call("POST", "/docket/api/add-docket/", {
      caseName: `Bench Creditor ${c} v. Debtor ${c}`,
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: `RG20-${String(c).padStart(6, "0")}`,
      judgmentAmount: "25000.00",
      judgmentDate: "2020-01-15",
      interestRate: 10,
      debtorFirm: `Debtor ${c}`,
      debtorStreet: `${100 + c} Main Street`,
      debtorCity: "Oakland",
      debtorState: "CA",
      debtorZip: "94612",
    });
    const id = created.json().data.id as string;
    ids.push(id);
    for (let t = 0; t < TRANSACTIONS; t++) {
      await call("POST", "/docket/api/transactions/create/", {
        case_id: id,
        transaction_type: t % 5 === 4 ? "COST" : "PAYMENT",
        amount: t % 5 === 4 ? "45.00" : "400.00",
        date: `${2020 + Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, "0")}-20`,
        description: t % 5 === 4 ? "Levy fee" : "Garnishment",
      });
    }
  }

  const date = todayInTimeZone("UTC");
  console.log(
    `${CASES}-letter batch (${TRANSACTIONS} transactions a case, 30-day good-through table), ${RUNS} run(s) each:`,
  );
  for (const format of ["pdf", "docx"] as const) {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const res = await call("POST", "/docket/api/payoff-letters/", {
        caseIds: ids,
        date,
        goodThrough: { unit: "day", count: 30 },
        format,
      });
      times.push(performance.now() - started);
      const entries = Object.keys(unzipSync(new Uint8Array(res.rawPayload)));
      if (entries.length !== CASES) throw new Error(`${format}: ${entries.length} letters`);
      bytes = res.rawPayload.byteLength;
    }
    const mid = median(times);
    console.log(
      `  ${format.toUpperCase().padEnd(5)} median ${mid.toFixed(0)} ms (${(mid / CASES).toFixed(1)} ms a letter), worst ${Math.max(...times).toFixed(0)} ms, ZIP ${(bytes / 1024).toFixed(0)} KB`,
    );
  }
} finally {
  await stop();
}
