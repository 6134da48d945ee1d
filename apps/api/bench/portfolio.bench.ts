// The portfolio at a firm's size (docs/portfolio.md, "The portfolio"): 10,000 cases of 20 entries
// each, spread over 20 clients and four jurisdictions, then GET /docket/api/portfolio/ over HTTP:
// cold (the first request works out every case's figures), the next day in the same month (the
// cases with no entry after today derived from today's kept figures), unchanged (nothing written
// since), and after one write (a payment edited through the API, then the portfolio asked again:
// one case is worked out again), plus a client's portfolio and a bucket's list. The cases are
// written straight into the database (with their ledger figures and snapshots from the engine),
// since 210,000 API calls would take longer than the measurement. Runs on PGlite in a temporary
// folder, then again on PostgreSQL when BENCH_DATABASE_URL is set (see bench-server.ts).
// BENCH_SMOKE=1: a few small cases, one run each, in seconds; its figures mean nothing.
import {
  addDays,
  type CaseTerms,
  computeLedger,
  type LedgerTransaction,
  snapshotFromLedger,
  todayInTimeZone,
} from "@owed/domain";
import { eq } from "drizzle-orm";
import { cases, clients, transactions, workspaces } from "../src/db/schema/index.ts";
import { registerAndLogin } from "../src/test/accounts.ts";
import { startBenchServer } from "./bench-server.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const CASES = SMOKE ? 30 : 10_000;
const ENTRIES = SMOKE ? 3 : 20;
const RUNS = SMOKE ? 1 : 9;
const CLIENTS = 20;
const JURISDICTIONS = ["CA", "TX", "NY", "FL", null] as const;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function monthDate(year: number, month: number, day: number): string {
  const index = year * 12 + (month - 1);
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${y}-${String(m).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** A case's terms and ledger: payments monthly (a cost every fifth entry), ending near today. */
function caseOf(n: number): { terms: CaseTerms; ledger: LedgerTransaction[] } {
  const year = 2012 + (n % 13);
  const month = 1 + (n % 12);
  const judgmentDate = monthDate(year, month, 1 + (n % 27));
  const terms: CaseTerms = {
    judgmentAmount: BigInt(5_000 + (n % 40) * 1_000) * 10_000n,
    judgmentDate,
    rate: BigInt(50_000 + (n % 8) * 10_000),
    compounding: n % 7 === 0 ? "annual" : "none",
    costTreatment: n % 3 === 0 ? "separate-bearing" : "principal",
  };
  // The ledger starts some months after the judgment, so many cases paid within the last years.
  const start = Math.max(1, (2025 - year) * 12 - (n % 30));
  const ledger: LedgerTransaction[] = [];
  for (let e = 0; e < ENTRIES; e++) {
    const cost = e % 5 === 4;
    ledger.push({
      type: cost ? "COST" : "PAYMENT",
      date: monthDate(year, month + start + e, 1 + ((n + e) % 28)),
      amount: cost ? 450_000n : BigInt(1_000_000 + (n % 9) * 250_000),
      sequence: e,
    });
  }
  return { terms, ledger };
}

async function seed(
  db: Awaited<ReturnType<typeof startBenchServer>>["database"]["db"],
  workspaceId: string,
) {
  const clientIds = (
    await db
      .insert(clients)
      .values(
        Array.from({ length: CLIENTS }, (_, i) => ({
          workspaceId,
          name: `Creditor ${i + 1}`,
          feePercent: 250_000n,
        })),
      )
      .returning({ id: clients.id })
  ).map((row) => row.id);
  const now = new Date();
  const BATCH = 250;
  for (let from = 0; from < CASES; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, CASES - from) }, (_, i) => {
      const n = from + i;
      const { terms, ledger } = caseOf(n);
      return { n, terms, ledger, computed: computeLedger(terms, ledger) };
    });
    const inserted = await db
      .insert(cases)
      .values(
        batch.map(({ n, terms, computed }) => ({
          workspaceId,
          clientId: n % 10 === 9 ? null : (clientIds[n % CLIENTS] as string),
          caseName: `Creditor ${(n % CLIENTS) + 1} v. Debtor ${n}`,
          courtName: "Superior Court",
          courtCaseNumber: `BN-${String(n).padStart(6, "0")}`,
          judgmentAmount: terms.judgmentAmount,
          judgmentDate: terms.judgmentDate,
          interestRate: terms.rate as bigint,
          compounding: terms.compounding ?? "none",
          costTreatment: terms.costTreatment ?? "principal",
          jurisdiction: JURISDICTIONS[n % JURISDICTIONS.length] ?? null,
          snapshot: snapshotFromLedger(computed),
          isEnded: computed.state.satisfiedOn !== null,
          endedOn: computed.state.satisfiedOn,
        })),
      )
      .returning({ id: cases.id });
    const rows = batch.flatMap(({ computed }, i) =>
      computed.rows.map((r) => ({
        caseId: (inserted[i] as { id: string }).id,
        type: r.type,
        amount: r.amount,
        date: r.date,
        description: r.type === "COST" ? "Levy fee" : "Garnishment",
        calculatedInterest: r.interestAccrued,
        appliedToInterest: r.appliedToInterest,
        appliedToPrincipal: r.appliedToPrincipal,
        appliedToCosts: r.appliedToCosts,
        newBalance: r.principalAfter,
        unpaidInterestAfter: r.unpaidInterestAfter,
        costBalanceAfter: r.costBalanceAfter,
        createdAt: now,
        updatedAt: now,
      })),
    );
    for (let at = 0; at < rows.length; at += 1000) {
      await db.insert(transactions).values(rows.slice(at, at + 1000));
    }
  }
  return clientIds;
}

async function measure(label: string) {
  const server = await startBenchServer(`portfolio_${label.toLowerCase()}`);
  const { app, database, base, stop } = server;
  try {
    const user = await registerAndLogin(app);
    await database.db
      .update(workspaces)
      .set({ paidUntil: new Date(Date.now() + 365 * 86_400_000) })
      .where(eq(workspaces.id, user.id));
    const seeding = performance.now();
    const clientIds = await seed(database.db, user.id);
    console.log(
      `seeded ${CASES.toLocaleString("en-US")} cases × ${ENTRIES} entries in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    const get = async (path: string) => {
      const started = performance.now();
      const res = await fetch(`${base}${path}`, { headers: user.headers });
      const body = await res.text();
      const took = performance.now() - started;
      if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
      return { took, body };
    };
    const today = todayInTimeZone("UTC");

    const cold = await get("/docket/api/portfolio/");
    const totals = JSON.parse(cold.body).data.totals;
    // The next morning's first request: the cases with no entry after today are derived from
    // today's kept figures. On a month's last day the next day is in another month (cold).
    const tomorrow = addDays(today, 1);
    const nextDay =
      tomorrow.slice(0, 7) === today.slice(0, 7)
        ? await get(`/docket/api/portfolio/?asOf=${tomorrow}`)
        : null;
    const unchanged: number[] = [];
    for (let run = 0; run < RUNS; run++) unchanged.push((await get("/docket/api/portfolio/")).took);

    // One write, then the portfolio: the case's figures are worked out again, the rest are kept.
    const afterWrite: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const [row] = await database.db
        .select({ id: transactions.id, caseId: transactions.caseId, date: transactions.date })
        .from(transactions)
        .where(eq(transactions.type, "PAYMENT"))
        .limit(1)
        .offset(run * 37);
      if (!row) throw new Error("no payment to edit");
      const edit = await app.inject({
        method: "PUT",
        url: `/docket/api/transactions/${row.id}/update/`,
        headers: user.headers,
        payload: {
          case_id: row.caseId,
          transaction_type: "PAYMENT",
          amount: `${100 + run}.00`,
          date: row.date,
          description: "Edited",
        },
      });
      if (edit.statusCode !== 200) throw new Error(`edit: ${edit.statusCode} ${edit.body}`);
      afterWrite.push((await get("/docket/api/portfolio/")).took);
    }
    const oneClient = await get(`/docket/api/portfolio/?client=${clientIds[0]}`);
    const clientAgain = await get(`/docket/api/portfolio/?client=${clientIds[0]}`);
    const bucket = await get("/docket/api/portfolio/cases/?bucket=quiet:over-365");
    const otherDay = await get(`/docket/api/portfolio/?asOf=${today.slice(0, 8)}01`);
    if (typeof globalThis.gc === "function") globalThis.gc();
    const heap = process.memoryUsage().heapUsed / 1024 / 1024;

    console.log(
      `${label}: GET /docket/api/portfolio/ over HTTP, ${CASES.toLocaleString("en-US")} cases`,
    );
    console.log(
      `  outstanding ${totals.outstanding.total} over ${totals.openJudgments} open judgments`,
    );
    console.log(`  cold (first request, every case worked out): ${ms(cold.took)}`);
    console.log(
      nextDay
        ? `  next day (same month, first request for ${tomorrow}): ${ms(nextDay.took)}`
        : "  next day (same month): not measured, today is the month's last day",
    );
    console.log(
      `  unchanged: median ${ms(median(unchanged))}, worst ${ms(Math.max(...unchanged))} (${RUNS} runs)`,
    );
    console.log(
      `  after one payment edited: median ${ms(median(afterWrite))}, worst ${ms(Math.max(...afterWrite))} (${RUNS} runs)`,
    );
    console.log(
      `  one client's (${Math.round(CASES / CLIENTS)} cases'), first: ${ms(oneClient.took)}, again: ${ms(clientAgain.took)}`,
    );
    console.log(
      `  a bucket's cases (quiet:over-365, ${JSON.parse(bucket.body).data.cases.length} cases): ${ms(bucket.took)}`,
    );
    console.log(`  another as-of date (cold for that date): ${ms(otherDay.took)}`);
    console.log(`  heap in use after: ${heap.toFixed(0)} MB`);
  } finally {
    await stop();
  }
}

const postgresUrl = process.env.BENCH_DATABASE_URL;
delete process.env.BENCH_DATABASE_URL;
await measure("PGlite");
if (postgresUrl) {
  process.env.BENCH_DATABASE_URL = postgresUrl;
  await measure("PostgreSQL");
} else {
  console.log("PostgreSQL: not run (set BENCH_DATABASE_URL to a server's admin URL)");
}
