// A month's remittance report for a client with 2,000 cases (docs/portfolio.md, "The remittance
// report"; the issue's target: under 5 s). One case is entered through the real routes (20 ledger
// entries: monthly payments with a cost every fifth month, the ledger applying each), then copied
// in the database 1,999 times with its applied figures, all for one client. Then, through the
// routes, October 2026's report as JSON, PDF, CSV and .xlsx (open), and the JSON again once the
// period is closed (frozen rows compared with the live ones). Median and worst of the runs.
// BENCH_SMOKE=1 runs a handful of cases once (so a test run keeps the bench from rotting); its
// figures mean nothing. PGlite in a temporary folder, or BENCH_DATABASE_URL (bench-server.ts).
// Beside the wall-clock times, the CPU time this process spent (the server, and PGlite, which runs
// in it; not a PostgreSQL server's): on a shared machine the wall clock also counts the others.
// BENCH_CASES sets another number of cases.
import { eq } from "drizzle-orm";
import { cases, clients, transactions, workspaces } from "../src/db/schema/index.ts";
import { registerAndLogin } from "../src/test/accounts.ts";
import { startBenchServer } from "./bench-server.ts";

const SMOKE = Boolean(process.env.BENCH_SMOKE);
const CASES = SMOKE ? 5 : Number(process.env.BENCH_CASES ?? 2000);
const ENTRIES = 20;
const RUNS = SMOKE ? 1 : 5;
const PERIOD = "from=2026-10-01&to=2026-10-31";
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const { app, database, stop } = await startBenchServer("remittance");
try {
  const db = database.db;
  const user = await registerAndLogin(app);
  // Pro, so the free plan's limit of 3 active cases does not apply.
  await db
    .update(workspaces)
    .set({ paidUntil: new Date(Date.now() + 365 * 86_400_000) })
    .where(eq(workspaces.id, user.id));
  const call = async (method: "GET" | "POST", url: string, payload?: Record<string, unknown>) => {
    const res = await app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res;
  };

  const [client] = await db
    .insert(clients)
    .values({
      workspaceId: user.id,
      name: "Bench Bank",
      feePercent: 333_333n,
      flatFee: 1_500_000n,
      costsRecoveredFirst: true,
    })
    .returning();
  const clientId = client?.id as string;

  // The template: a case whose 20 entries run monthly from 03/2025 to 10/2026.
  const created = await call("POST", "/docket/api/add-docket/", {
    caseName: "Bench Creditor 0 v. Debtor 0",
    courtName: "Superior Court of California, County of Alameda",
    courtCaseNumber: "RG25-000000",
    judgmentAmount: "25000.00",
    judgmentDate: "2025-01-15",
    interestRate: 10,
  });
  const templateId = created.json().data.id as string;
  for (let e = 0; e < ENTRIES; e++) {
    const month = 3 + e; // 03/2025 onwards
    const date = `${2025 + Math.floor((month - 1) / 12)}-${String(((month - 1) % 12) + 1).padStart(2, "0")}-20`;
    await call("POST", "/docket/api/transactions/create/", {
      case_id: templateId,
      transaction_type: e % 5 === 2 ? "COST" : "PAYMENT",
      amount: e % 5 === 2 ? "45.00" : "400.00",
      date,
      description: "",
    });
  }
  await db.update(cases).set({ clientId }).where(eq(cases.id, templateId));
  const [template] = await db.select().from(cases).where(eq(cases.id, templateId));
  const ledger = await db.select().from(transactions).where(eq(transactions.caseId, templateId));
  if (!template) throw new Error("no template case");

  const seeded = performance.now();
  const { id: _id, ...caseValues } = template;
  for (let start = 1; start < CASES; start += 250) {
    const batch = Array.from({ length: Math.min(250, CASES - start) }, (_, i) => ({
      ...caseValues,
      caseName: `Bench Creditor ${start + i} v. Debtor ${start + i}`,
      courtCaseNumber: `RG25-${String(start + i).padStart(6, "0")}`,
    }));
    const ids = await db.insert(cases).values(batch).returning({ id: cases.id });
    const lines = ids.flatMap(({ id }) =>
      ledger.map(({ id: _tx, sequence: _seq, ...line }) => ({ ...line, caseId: id })),
    );
    for (let i = 0; i < lines.length; i += 1000) {
      await db.insert(transactions).values(lines.slice(i, i + 1000));
    }
  }
  console.log(
    `${CASES} cases × ${ENTRIES} entries for one client, copied in ${((performance.now() - seeded) / 1000).toFixed(1)} s; October 2026's report, ${RUNS} run(s) each:`,
  );

  const base = `/docket/api/clients/${clientId}/remittance/`;
  const measure = async (label: string, url: string, check: (body: Buffer) => void) => {
    const times: number[] = [];
    const cpu: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const used = process.cpuUsage();
      const res = await call("GET", url);
      times.push(performance.now() - started);
      const spent = process.cpuUsage(used);
      cpu.push((spent.user + spent.system) / 1000);
      check(res.rawPayload);
      bytes = res.rawPayload.byteLength;
    }
    console.log(
      `  ${label.padEnd(14)} median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (CPU of this process: median ${median(cpu).toFixed(0)} ms), ${(bytes / 1024).toFixed(0)} KB`,
    );
  };
  const rowsOf = (body: Buffer) => JSON.parse(body.toString()).data.rows.length as number;
  const expectRows = (body: Buffer) => {
    if (rowsOf(body) !== CASES) throw new Error(`${rowsOf(body)} rows, not ${CASES}`);
  };
  await measure("JSON", `${base}?${PERIOD}`, expectRows);
  await measure("PDF", `${base}report.pdf?${PERIOD}`, (body) => {
    if (body.subarray(0, 5).toString() !== "%PDF-") throw new Error("not a PDF");
  });
  await measure("CSV", `${base}report.csv?${PERIOD}`, (body) => {
    const lines = body.toString().trim().split("\r\n").length;
    if (lines !== CASES + 2) throw new Error(`${lines} CSV lines`);
  });
  await measure("xlsx", `${base}report.xlsx?${PERIOD}`, (body) => {
    if (body.subarray(0, 2).toString() !== "PK") throw new Error("not a workbook");
  });
  const closing = performance.now();
  await call("POST", `${base}periods/`, { from: "2026-10-01", to: "2026-10-31" });
  console.log(`  close          ${(performance.now() - closing).toFixed(0)} ms (once)`);
  await measure("JSON, closed", `${base}?${PERIOD}`, expectRows);
  await measure("PDF, closed", `${base}report.pdf?${PERIOD}`, () => {});
} finally {
  await stop();
}
