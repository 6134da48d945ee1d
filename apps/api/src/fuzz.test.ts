import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { serializeError } from "./plugins/errors.ts";
import { type LoggedInUser, registerAndLogin } from "./test/accounts.ts";
import { newCase } from "./test/cases.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

// Hostile input must never reach the database or crash a route (docs/decisions/008-security.md,
// item 4): whatever a client sends, the answer is below 500, every refusal is the
// `{status_code, message}` envelope, and a refused request leaves the user's rows exactly as they
// were.

let t: TestApp;
let alice: LoggedInUser;
let caseId: string;
let transactionId: string;
let clientId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerAndLogin(t.app);
  const created = await t.app.inject({
    method: "POST",
    url: "/docket/api/add-docket/",
    headers: alice.headers,
    payload: newCase(),
  });
  expect(created.statusCode).toBe(201);
  caseId = created.json().data.id;
  const tx = await t.app.inject({
    method: "POST",
    url: "/docket/api/transactions/create/",
    headers: alice.headers,
    payload: { case_id: caseId, transaction_type: "PAYMENT", amount: "100", date: "2024-03-01" },
  });
  expect(tx.statusCode).toBe(201);
  transactionId = tx.json().data.id;
  const client = await t.app.inject({
    method: "POST",
    url: "/docket/api/clients/",
    headers: alice.headers,
    payload: { name: "Fuzz Creditor" },
  });
  expect(client.statusCode).toBe(201);
  clientId = client.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Everything the user owns, as text, in a stable order: equal dumps mean nothing changed.
 * `withCheckouts: false` leaves out checkouts and the kept coupon: a checkout refused for its
 * coupon still supersedes the open one and drops a coupon that can no longer be used, on purpose
 * (features/billing/billing-repository.ts, openCheckout).
 */
async function dumpOf(app: FastifyInstance, userId: string, withCheckouts = true): Promise<string> {
  const tables = [
    sql`select * from users where id = ${userId}`,
    sql`select * from cases where workspace_id = ${userId} order by id`,
    sql`select t.* from transactions t join cases c on c.id = t.case_id
        where c.workspace_id = ${userId} order by t.id`,
    sql`select user_id, version, content_type, md5(content) from user_avatars
        where user_id = ${userId}`,
    // The user's workspaces: their memberships, names, plans, invitations and history.
    sql`select w.* from workspaces w join workspace_members m on m.workspace_id = w.id
        where m.user_id = ${userId} order by w.id`,
    sql`select * from workspace_members where user_id = ${userId} order by workspace_id`,
    sql`select i.* from workspace_invitations i join workspace_members m
        on m.workspace_id = i.workspace_id where m.user_id = ${userId} order by i.id`,
    sql`select e.id from workspace_events e join workspace_members m
        on m.workspace_id = e.workspace_id where m.user_id = ${userId} order by e.id`,
    sql`select l.* from workspace_letterheads l join workspace_members m
        on m.workspace_id = l.workspace_id where m.user_id = ${userId} order by l.workspace_id`,
    sql`select s.* from workspace_letter_settings s join workspace_members m
        on m.workspace_id = s.workspace_id where m.user_id = ${userId} order by s.workspace_id`,
    sql`select f.* from court_filings f join workspace_members m
        on m.workspace_id = f.workspace_id where m.user_id = ${userId} order by f.id`,
    sql`select p.* from payment_plans p join workspace_members m
        on m.workspace_id = p.workspace_id where m.user_id = ${userId} order by p.id`,
  ];
  if (withCheckouts) {
    tables.push(
      sql`select * from applied_coupons where user_id = ${userId}`,
      sql`select * from checkout_sessions where user_id = ${userId} order by id`,
    );
  }
  const parts: unknown[] = [];
  for (const query of tables) {
    const result: unknown = await app.db.execute(query);
    parts.push((result as { rows?: unknown }).rows ?? result);
  }
  return JSON.stringify(parts, (_key, value) =>
    typeof value === "bigint" ? value.toString() : value,
  );
}

// ---------------------------------------------------------------- hostile values

const deep = (depth: number): unknown => (depth === 0 ? "x" : { a: deep(depth - 1) });

const hostileString = fc.constantFrom(
  "\u0000",
  "a\u0000b",
  "Acme\u0007Corp",
  "line\rbreak",
  "\u001b[31mred",
  `${"a".repeat(4000)}@example.com`,
  "a".repeat(100_000),
  "𝔘ñí©ødé ✓ 漢字",
  "\u202eevil",
  "\ud800",
  "' or 1=1 --",
  "%00",
  "",
  "   ",
);

const hostileNumber = fc.constantFrom(
  "9".repeat(40),
  "99999999999999999999",
  "1000000000000.00",
  "999999999999.99",
  1e300,
  -1,
  0,
  1e-7,
  Number.MAX_SAFE_INTEGER,
  "1e400",
  "-0",
  "NaN",
  "Infinity",
);

const wrongType = fc.constantFrom<unknown>(
  null,
  true,
  [],
  {},
  [1, 2],
  { $gt: "" },
  deep(60),
  12,
  "x",
);

const anyValue = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: wrongType },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
);

/** A body with the route's fields: each either a valid value or a hostile one, or left out. */
function bodyFrom(valid: Record<string, unknown>) {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(valid)) {
    fields[key] = fc.oneof({ weight: 2, arbitrary: fc.constant(value) }, anyValue);
  }
  return fc.oneof(
    { weight: 8, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: wrongType },
    { weight: 1, arbitrary: hostileString },
  );
}

const hostileId = fc.oneof(
  fc.constantFrom(
    "x".repeat(5000),
    "%00",
    "00000000-0000-0000-0000-000000000000",
    "1",
    "-1",
    "99999999999999999999999",
    "%F0%9D%94%98",
    "..%2F..%2Fetc",
    "%E2%80%AE",
  ),
  fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

interface Route {
  method: "POST" | "PUT" | "PATCH" | "GET" | "DELETE";
  url: (id: string) => string;
  /** The id of a row that exists, for routes whose id is not a case's (a workspace's). */
  real?: () => string;
  /** Fields with a valid value each; absent for routes without a body. */
  body?: () => Record<string, unknown>;
  auth: boolean;
}

/** A Kansas case whose rate schedule comes from the table, with a payment (docs/csv.md). */
const IMPORT_FILE =
  "Case name,Court,Court case number,Judgment amount,Judgment date,Interest rate (%),Jurisdiction,Compounding,Rate schedule,Changed from preset,Transaction type,Transaction date,Transaction amount\n" +
  "Fuzz v. Import,Court,FZ-1,8000,2021-03-01,,KS,,,,Payment,2022-01-10,100\n";
const IMPORT_MAPPING = {
  caseName: 0,
  courtName: 1,
  courtCaseNumber: 2,
  judgmentAmount: 3,
  judgmentDate: 4,
  interestRate: 5,
  jurisdiction: 6,
  compounding: 7,
  rateSchedule: 8,
  methodOverrides: 9,
  transactionType: 10,
  transactionDate: 11,
  transactionAmount: 12,
};

const validCase = () =>
  newCase({ debtorEmail: "debtor@example.com", debtorInfo: "Acme\nMain St", clientId });

/** Every field of a client, each valid. */
const CLIENT_FIELDS = {
  contactName: "Jane Poe",
  email: "jane@example.com",
  phone: "555-0100",
  street: "1 Main St",
  city: "Oakland",
  state: "CA",
  zip: "94607",
  reference: "REF-1",
  feePercent: "33.3333",
  flatFee: "150.00",
  costsRecoveredFirst: false,
};

/** A payment plan the fuzzed case (a $10,000 judgment at 10% from 2024) can take. */
const PLAN_TERMS = {
  installment: "500.00",
  frequency: "monthly",
  firstDue: "2026-06-01",
  graceDays: 5,
  missedToDefault: 3,
  note: "Agreed by phone",
};

const routes: Route[] = [
  {
    method: "POST",
    url: () => "/authentication/api/register/",
    body: () => ({
      email: "fuzz@example.com",
      username: "fuzzer",
      password: "correct horse battery",
      timezone: "UTC",
    }),
    auth: false,
  },
  {
    method: "POST",
    url: () => "/authentication/api/verify-email/",
    body: () => ({ email: alice.email, otp: "123456" }),
    auth: false,
  },
  {
    method: "POST",
    url: () => "/authentication/api/regenerate-otp/",
    body: () => ({ email: alice.email }),
    auth: false,
  },
  {
    method: "POST",
    url: () => "/authentication/api/login/",
    body: () => ({ email: alice.email, password: "wrong password" }),
    auth: false,
  },
  {
    method: "POST",
    url: () => "/authentication/api/token/refresh/",
    body: () => ({ refresh: "not.a.token" }),
    auth: false,
  },
  {
    method: "POST",
    url: () => "/authentication/api/password-reset-request/",
    body: () => ({ email: alice.email }),
    auth: false,
  },
  {
    method: "POST",
    url: () => "/authentication/api/password-reset-verify/",
    body: () => ({ email: alice.email, otp: "123456" }),
    auth: false,
  },
  {
    method: "POST",
    url: () => "/authentication/api/password-reset-confirm/",
    body: () => ({
      email: alice.email,
      otp: "123456",
      password: "new password here",
      confirm_password: "new password here",
    }),
    auth: false,
  },
  {
    method: "POST",
    url: () => "/authentication/api/change-password/",
    body: () => ({
      current_password: "not her password",
      new_password: "another password",
      confirm_password: "another password",
    }),
    auth: true,
  },
  {
    method: "PUT",
    url: () => "/authentication/api/profile/update/",
    body: () => ({
      full_name: "Alice Doe",
      company: "Doe LLP",
      location: "Boston",
      phone_number: "555-0100",
      website: "https://example.com",
      timezone: "America/New_York",
    }),
    auth: true,
  },
  { method: "POST", url: () => "/docket/api/add-docket/", body: validCase, auth: true },
  {
    method: "PUT",
    url: (id) => `/docket/api/case/${id}/edit/`,
    body: validCase,
    auth: true,
  },
  {
    method: "POST",
    url: (id) => `/docket/api/case/${id}/edit/preview/`,
    body: validCase,
    auth: true,
  },
  {
    method: "POST",
    url: () => "/docket/api/imports/preview/",
    body: () => ({ csv: IMPORT_FILE }),
    auth: true,
  },
  {
    method: "POST",
    url: () => "/docket/api/imports/check/",
    body: () => ({ csv: IMPORT_FILE, mapping: IMPORT_MAPPING }),
    auth: true,
  },
  {
    method: "POST",
    url: () => "/docket/api/imports/",
    body: () => ({ csv: IMPORT_FILE, mapping: IMPORT_MAPPING }),
    auth: true,
  },
  { method: "GET", url: () => "/docket/api/cases/export/", auth: true },
  {
    method: "PUT",
    url: () => "/docket/api/workspace/letterhead/",
    body: () => ({
      attorneyName: "Mary Hale",
      barNumber: "123456",
      firm: "Hale & Pratt LLP",
      street: "500 Capitol Mall",
      city: "Sacramento",
      state: "CA",
      zip: "95814",
      phone: "(916) 555-0100",
      fax: "",
      email: "mary@hale.example",
      attorneyFor: "Plaintiff Acme Supply, Inc.",
    }),
    auth: true,
  },
  {
    method: "PUT",
    url: (id) => `/docket/api/cases/${id}/court-facts/`,
    body: () => ({
      creditors: [
        {
          name: "Acme Supply, Inc.",
          entityType: "corporation",
          street: "1 Main St",
          city: "Oakland",
          state: "CA",
          zip: "94607",
        },
      ],
      debtors: [
        {
          name: "John Roe",
          entityType: "",
          street: "2 Elm St",
          city: "Oakland",
          state: "CA",
          zip: "94607",
        },
      ],
      creditorIsAssignee: false,
      amountsDifferByDebtor: false,
      courtCounty: "Alameda",
      courtBranch: "Rene C. Davidson Courthouse",
      courtStreet: "1225 Fallon Street",
      courtMailingAddress: "1225 Fallon Street",
      courtCityZip: "Oakland, CA 94612",
      caseKind: "unlimited",
      judgmentKind: "other",
      judgmentKindOther: "Unpaid rent under a commercial lease",
    }),
    auth: true,
  },
  {
    method: "POST",
    url: (id) => `/docket/api/cases/${id}/court-forms/mc-012/`,
    body: () => ({ date: "2025-06-01", preview: true, flattened: false }),
    auth: true,
  },
  { method: "GET", url: (id) => `/docket/api/cases/${id}/payment-plan/`, auth: true },
  { method: "GET", url: () => "/docket/api/payment-plans/", auth: true },
  {
    method: "PUT",
    url: (id) => `/docket/api/cases/${id}/payment-plan/`,
    body: () => PLAN_TERMS,
    auth: true,
  },
  {
    method: "POST",
    url: (id) => `/docket/api/cases/${id}/payment-plan/preview/`,
    body: () => PLAN_TERMS,
    auth: true,
  },
  {
    method: "POST",
    url: (id) => `/docket/api/cases/${id}/settlement-comparison/`,
    body: () => ({ lumpSum: "9000", discountRatePercent: "6", plan: PLAN_TERMS }),
    auth: true,
  },
  {
    method: "POST",
    url: (id) => `/docket/api/cases/${id}/court-filings/`,
    body: () => ({ kind: "writ-issued", date: "2025-06-01" }),
    auth: true,
  },
  {
    method: "PUT",
    url: () => "/docket/api/workspace/letter-settings/",
    body: () => ({
      paymentInstructions: "Pay {{payoff}} to {{firm}}.\nWire on request.",
      closingText: "Thank you, {{debtor}}.",
      planNoticeRecipients: [],
    }),
    auth: true,
  },
  {
    method: "POST",
    url: (id) => `/docket/api/cases/${id}/payoff-letter/preview/`,
    body: () => ({ date: "2025-06-01", goodThrough: { unit: "week", count: 4 } }),
    auth: true,
  },
  {
    method: "POST",
    url: (id) => `/docket/api/cases/${id}/payoff-letter/`,
    body: () => ({ date: "2025-06-01", goodThrough: { unit: "day", count: 3 }, format: "pdf" }),
    auth: true,
  },
  {
    method: "POST",
    url: () => "/docket/api/payoff-letters/check/",
    body: () => ({ date: "2025-06-01", goodThrough: { unit: "day", count: 3 }, caseIds: [caseId] }),
    auth: true,
  },
  {
    method: "POST",
    url: () => "/docket/api/payoff-letters/",
    body: () => ({
      date: "2025-06-01",
      goodThrough: { unit: "day", count: 3 },
      format: "docx",
      caseIds: [caseId],
    }),
    auth: true,
  },
  {
    method: "POST",
    url: () => "/docket/api/transactions/create/",
    body: () => ({
      case_id: caseId,
      transaction_type: "COST",
      amount: "12.50",
      date: "2024-04-01",
      description: "Filing fee\nsecond line",
      costCategory: "writ-issuance",
      costNote: "Alameda",
      costAllowedOn: "2024-05-01",
    }),
    auth: true,
  },
  {
    method: "PUT",
    url: (id) => `/docket/api/transactions/${id}/update/`,
    body: () => ({
      case_id: caseId,
      transaction_type: "PAYMENT",
      amount: "50",
      date: "2024-03-02",
      description: "Check 1001",
    }),
    auth: true,
  },
  {
    method: "POST",
    url: () => "/stripe/api/apply-coupon/",
    body: () => ({ coupon_code: "WELCOME10" }),
    auth: true,
  },
  {
    method: "POST",
    url: () => "/stripe/api/checkout/",
    body: () => ({ price: "29", interval: "month", coupon: "WELCOME10", plan: "pro" }),
    auth: true,
  },
  { method: "GET", url: (id) => `/docket/api/cases/${id}/`, auth: true },
  { method: "GET", url: (id) => `/docket/api/cases/${id}/transactions/`, auth: true },
  { method: "GET", url: (id) => `/docket/api/cases/${id}/payoff/`, auth: true },
  { method: "GET", url: (id) => `/docket/api/cases/${id}/ledger/`, auth: true },
  { method: "GET", url: (id) => `/docket/api/cases/${id}/rate-table-update/`, auth: true },
  { method: "POST", url: (id) => `/docket/api/cases/${id}/rate-table-update/`, auth: true },
  { method: "GET", url: (id) => `/docket/api/cases/${id}/ledger/export/xlsx/`, auth: true },
  { method: "GET", url: () => "/docket/api/cases/export/all/", auth: true },
  { method: "GET", url: () => "/docket/api/cases/export/xlsx/", auth: true },
  { method: "GET", url: (id) => `/docket/api/transactions/${id}/download/`, auth: true },
  { method: "DELETE", url: (id) => `/docket/api/cases/${id}/delete/`, auth: true },
  { method: "DELETE", url: (id) => `/docket/api/transactions/${id}/delete/`, auth: true },
  { method: "GET", url: (id) => `/authentication/api/avatar/${id}/1/`, auth: false },
  // Workspaces (docs/workspaces.md), on alice's personal workspace, whose id is hers.
  {
    method: "PUT",
    url: () => "/workspaces/api/current/",
    body: () => ({ workspaceId: alice.id }),
    auth: true,
  },
  {
    method: "PATCH",
    url: (id) => `/workspaces/api/workspaces/${id}/`,
    real: () => alice.id,
    body: () => ({ name: "Doe LLP" }),
    auth: true,
  },
  {
    method: "GET",
    url: (id) => `/workspaces/api/workspaces/${id}/members/`,
    real: () => alice.id,
    auth: true,
  },
  {
    method: "PATCH",
    url: (id) => `/workspaces/api/workspaces/${id}/members/${id}/`,
    real: () => alice.id,
    body: () => ({ role: "viewer" }),
    auth: true,
  },
  {
    method: "DELETE",
    url: (id) => `/workspaces/api/workspaces/${id}/members/${id}/`,
    real: () => alice.id,
    auth: true,
  },
  {
    method: "POST",
    url: (id) => `/workspaces/api/workspaces/${id}/invitations/`,
    real: () => alice.id,
    body: () => ({ email: "bob@example.com", role: "editor" }),
    auth: true,
  },
  {
    method: "DELETE",
    url: (id) => `/workspaces/api/workspaces/${id}/invitations/${id}/`,
    real: () => alice.id,
    auth: true,
  },
  {
    method: "GET",
    url: (id) => `/workspaces/api/workspaces/${id}/events/`,
    real: () => alice.id,
    auth: true,
  },
  { method: "GET", url: (id) => `/workspaces/api/invitations/${id}/`, auth: true },
  { method: "GET", url: (id) => `/workspaces/api/invitations/${id}/preview/`, auth: false },
  {
    method: "POST",
    url: () => "/workspaces/api/invitations/accept/",
    body: () => ({ token: "a".repeat(43) }),
    auth: true,
  },
  // Creditor clients (docs/portfolio.md); a case's client is fuzzed with New Case's fields.
  { method: "GET", url: (id) => `/docket/api/clients/${id}/`, real: () => clientId, auth: true },
  {
    method: "POST",
    url: () => "/docket/api/clients/",
    body: () => ({ ...CLIENT_FIELDS, name: "Fuzz Collections" }),
    auth: true,
  },
  {
    method: "PUT",
    url: (id) => `/docket/api/clients/${id}/`,
    real: () => clientId,
    body: () => ({ ...CLIENT_FIELDS, name: "Fuzz Creditor" }),
    auth: true,
  },
  { method: "DELETE", url: (id) => `/docket/api/clients/${id}/`, auth: true },
  // Last: a firm workspace made here becomes alice's current one.
  {
    method: "POST",
    url: () => "/workspaces/api/workspaces/",
    body: () => ({ name: "Doe LLP" }),
    auth: true,
  },
];

function expectSafeAnswer(
  route: string,
  sent: unknown,
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
) {
  const context = `${route} answered ${res.statusCode} to ${JSON.stringify(sent)?.slice(0, 300)}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, context).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers["content-type"]), context).toMatch(/^application\/json/);
    const body = JSON.parse(res.body);
    expect(body.status_code, context).toBe(res.statusCode);
    expect(typeof body.message, context).toBe("string");
    expect(body.message.length, context).toBeGreaterThan(0);
  }
}

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

describe("no input answers 500", () => {
  for (const route of routes) {
    const name = `${route.method} ${route.url(":id")}`;
    const ids = route.url("x") === route.url("y") ? fc.constant("") : hostileId;
    // Edits take the real ids too, so the body is checked against a row that exists.
    const real = () =>
      route.real ? route.real() : name.includes("transactions") ? transactionId : caseId;
    const idsWithReal =
      route.method === "PUT" || route.method === "POST" || route.method === "PATCH" || route.real
        ? fc.oneof(ids, fc.constant("real"))
        : ids;
    it(`${name}: no 5xx, the envelope on refusals, nothing changed by a refusal`, async () => {
      const bodies = route.body ? bodyFrom(route.body()) : fc.constant(undefined);
      await fc.assert(
        fc.asyncProperty(fc.oneof(idsWithReal, ids), bodies, async (id, body) => {
          const before = await dumpOf(t.app, alice.id);
          const beforeWithoutCheckouts = await dumpOf(t.app, alice.id, false);
          const res = await t.app.inject({
            method: route.method,
            url: route.url(id === "real" ? real() : id || (route.real?.() ?? caseId)),
            headers: route.auth ? alice.headers : {},
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            ...(body === undefined
              ? {}
              : {
                  headers: {
                    ...(route.auth ? alice.headers : {}),
                    "content-type": "application/json",
                  },
                }),
          });
          expectSafeAnswer(name, body, res);
          if (res.statusCode >= 400) {
            const couponRefusal = String(res.json().code ?? "").startsWith("coupon_");
            const after = await dumpOf(t.app, alice.id, !couponRefusal);
            const expected = couponRefusal ? beforeWithoutCheckouts : before;
            const at = [...after].findIndex((c, i) => c !== expected[i]);
            expect(
              after,
              `${name} answered ${res.statusCode} (${res.body.slice(0, 200)}) but changed rows: ${expected.slice(at - 200, at + 200)} became ${after.slice(at - 200, at + 200)}`,
            ).toBe(expected);
          }
        }),
        { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
      );
    });
  }
});

describe("limits the database can hold", () => {
  // A user of their own: the fuzzing above may have filled alice's plan with accepted cases.
  let carol: LoggedInUser;
  beforeAll(async () => {
    carol = await registerAndLogin(t.app);
  });

  it("refuses an amount past $999,999,999,999.99 with the limit in the message", async () => {
    const before = await dumpOf(t.app, carol.id);
    const res = await t.app.inject({
      method: "POST",
      url: "/docket/api/add-docket/",
      headers: carol.headers,
      payload: newCase({ judgmentAmount: "1000000000000.00" }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Judgment amount must be at most $999,999,999,999.99");
    expect(await dumpOf(t.app, carol.id)).toBe(before);
  });

  it("refuses, and does not store, interest that would pass the bigint columns", async () => {
    // The largest judgment, doubling every year for 70 years: far past what a bigint holds.
    const created = await t.app.inject({
      method: "POST",
      url: "/docket/api/add-docket/",
      headers: carol.headers,
      payload: newCase({
        judgmentAmount: "999999999999.99",
        judgmentDate: "1950-01-02",
        interestRate: "100",
        compounding: "annual",
      }),
    });
    expect(created.statusCode).toBe(201);
    const before = await dumpOf(t.app, carol.id);
    const res = await t.app.inject({
      method: "POST",
      url: "/docket/api/transactions/create/",
      headers: carol.headers,
      payload: {
        case_id: created.json().data.id,
        transaction_type: "PAYMENT",
        amount: "10",
        date: "2020-01-02",
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, code: "too_large" });
    expect(res.json().message).toMatch(/^The amounts are too large to record/);
    expect(await dumpOf(t.app, carol.id)).toBe(before);
  });

  it("answers an over-long path parameter with 414 and the envelope", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/docket/api/cases/${"x".repeat(101)}/`,
      headers: carol.headers,
    });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      status_code: 414,
      message: "The address is too long.",
      code: "too_long",
    });
    const long = await t.app.inject({ method: "GET", url: `/docket/api/${"y".repeat(20_000)}` });
    expect(long.statusCode).toBe(404);
    expect(long.json()).toMatchObject({ status_code: 404, message: "Not found." });
  });
});

describe("failed SQL in the log", () => {
  it("keeps the query's shape and withholds its values", async () => {
    const secret = `private-${"z".repeat(50)}@example.com`;
    const error = await t.app.db
      .execute(sql`select ${secret}::int as n`)
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    // The driver's own error is as loud as it gets: the value is in its message.
    expect(String((error as Error).message) + String((error as Error).cause)).toContain(secret);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(secret);
    expect(logged).toContain("select $1::int as n");
    expect(logged).toContain("[withheld]");
    expect(logged).toContain("22P02"); // invalid_text_representation: what went wrong survives
  });

  it("is how the app's logger writes every error", async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...t.config, logLevel: "error" },
      database: t.database,
      signingSecret: "s".repeat(64),
      webDist: t.config.dataDir,
      logStream: { write: (line: string) => lines.push(line) },
    });
    logged.get("/boom", async () => {
      await logged.db.execute(sql`select ${"boom-secret@example.com"}::int`);
    });
    const res = await logged.inject({ method: "GET", url: "/boom" });
    expect(res.statusCode).toBe(500);
    const text = lines.join("");
    expect(text).toContain("unhandled error");
    expect(text).not.toContain("boom-secret@example.com");
    await logged.close();
  });

  it("never carries an e-mail address or a one-time code in the line a sent mail leaves", async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: { ...t.config, logLevel: "info" },
      database: t.database,
      signingSecret: "s".repeat(64),
      webDist: t.config.dataDir,
      logStream: { write: (line: string) => lines.push(line) },
    });
    const email = "log-check@example.com";
    const res = await logged.inject({
      method: "POST",
      url: "/authentication/api/register/",
      payload: { email, username: "logcheck", password: "correct horse 1" },
    });
    expect(res.statusCode).toBe(201);
    const sent = lines.filter((line) => line.includes("mail sent"));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('"kind":"verify_email"');
    expect(sent[0]).not.toContain(email);
    expect(sent[0]).not.toMatch(/\b\d{6}\b/);
    await logged.close();
  });
});
