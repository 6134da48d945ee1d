import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LoggedInUser, registerAndLogin, TestClock } from "../../test/accounts.ts";
import { newCase } from "../../test/cases.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Papers a court reads are in plain words (docs/interest-method.md, "Statements in plain words"):
// every method element is a sentence, an element no rule speaks to says so, a rate cites its
// publisher's own publication, and no internal value or where-we-copied-it note is printed, in any
// statement or report of a federal, California, Kansas or New York case.

const clock = new TestClock("2025-01-15T12:00:00Z");
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const INTERNAL = [
  "half-up-cents",
  "floor-4",
  "interest-principal",
  "costs-interest-principal",
  "separate-bearing",
  "separate-non-bearing",
  "costs: principal",
  "(assumed)",
  "github.com",
  "copy read",
  "perDiemRounding",
  "methodOverrides",
];

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-plain-pdf-"));
  const file = join(dir, "doc.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString().replace(/\s+/g, " ");
}

async function call(
  user: LoggedInUser,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: Record<string, unknown>,
) {
  const res = await t.app.inject({
    method,
    url: `/docket/api${url}`,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
  return res;
}

async function createCase(user: LoggedInUser, body: Record<string, unknown>): Promise<string> {
  const res = await call(user, "POST", "/add-docket/", newCase(body));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

async function pay(user: LoggedInUser, caseId: string, amount: string, date: string) {
  const res = await call(user, "POST", "/transactions/create/", {
    case_id: caseId,
    transaction_type: "PAYMENT",
    amount,
    date,
    description: "Check received",
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** The payoff statement as of `date`, the report, and the report with its history appendix. */
async function papers(user: LoggedInUser, caseId: string, date: string): Promise<string[]> {
  const urls = [
    `/cases/${caseId}/payoff-statement/?date=${date}`,
    `/transactions/${caseId}/download/`,
    `/transactions/${caseId}/download/?history=1`,
  ];
  const texts: string[] = [];
  for (const url of urls) {
    const res = await call(user, "GET", url);
    expect(res.statusCode, url).toBe(200);
    texts.push(pdfText(res.rawPayload));
  }
  return texts;
}

function expectNoInternalValue(texts: string[]) {
  for (const text of texts) {
    for (const internal of INTERNAL) expect(text).not.toContain(internal);
  }
}

const ASSUMED_DAYS =
  "Days in a year. No rule speaks to this; Owed uses a 365-day year: a day's interest is the yearly interest divided by 365, in leap years too.";

describe("statements and reports in plain words", () => {
  it("federal: the H.15 release of the week before the judgment, the unrounded daily interest", async () => {
    const user = await registerAndLogin(t.app);
    const id = await createCase(user, {
      judgmentDate: "2024-07-17",
      interestRate: "4.96",
      rateTable: "US",
      jurisdiction: "US",
      compounding: "annual",
      perDiemRounding: "exact",
    });
    await pay(user, id, "500.00", "2024-10-01");
    const texts = await papers(user, id, "2025-01-15");
    expectNoInternalValue(texts);
    for (const text of texts) {
      expect(text).toContain(
        "Rate source: 4.96%, the Federal Reserve's H.15 release, week ending 07/12/2024 (28 U.S.C. § 1961(a)-(b)).",
      );
      expect(text).toContain(
        "Daily interest. The daily interest is not rounded: interest is carried exactly, and only the amounts shown are rounded (28 U.S.C. § 1961(b); partly read in the text of the law).",
      );
      expect(text).toContain(ASSUMED_DAYS);
      expect(text).toContain(
        "Payments. No rule speaks to this; Owed uses the United States Rule: each payment pays the interest due first and only then reduces the principal.",
      );
      // One rate and no year boundary: the daily interest does not change in the closing stretch.
      expect(text).not.toContain("the daily interest changes within this period");
    }
    expect(texts[0]).toContain("is carried unrounded)");
  });

  it("California: the daily interest rounded to the nearest cent, the rate the statute writes", async () => {
    const user = await registerAndLogin(t.app);
    const id = await createCase(user, {
      jurisdiction: "CA",
      interestRate: "10",
      perDiemRounding: "half-up-cents",
    });
    const cost = await call(user, "POST", "/transactions/create/", {
      case_id: id,
      transaction_type: "COST",
      amount: "120.00",
      date: "2024-06-01",
      description: "Levy fee",
    });
    expect(cost.statusCode).toBe(201);
    const texts = await papers(user, id, "2025-01-15");
    expectNoInternalValue(texts);
    for (const text of texts) {
      expect(text).toContain("The daily interest is rounded to the nearest cent.");
      expect(text).toContain(
        "Rate. The rate is 10% a year, set by statute (Cal. Code Civ. Proc. § 685.010).",
      );
      expect(text).toContain("Rate source: the rate is written in Cal. Code Civ. Proc. § 685.010.");
      expect(text).toContain(
        "Costs. Costs are added to the principal on the date they are entered and earn interest with it (Cal. Code Civ. Proc. §§ 685.070, 685.090; partly read in the text of the law).",
      );
    }
  });

  it("Kansas: each year's rate with the Secretary of State's publication of it", async () => {
    const user = await registerAndLogin(t.app);
    const id = await createCase(user, {
      judgmentDate: "2022-03-01",
      interestRate: "4.25",
      rateSchedule: [
        { from: "2022-03-01", ratePercent: "4.25" },
        { from: "2022-07-01", ratePercent: "5.75" },
        { from: "2023-07-01", ratePercent: "9.25" },
        { from: "2024-07-01", ratePercent: "9.5" },
      ],
      rateTable: "KS",
      jurisdiction: "KS",
    });
    const texts = await papers(user, id, "2025-01-15");
    expectNoInternalValue(texts);
    for (const text of texts) {
      expect(text).toContain(
        "Rate source (K.S.A. 16-204(e)(1)): 4.25% from 03/01/2022, the Kansas Secretary of State's published judgment rate, effective 07/01/2021; 5.75% from 07/01/2022, the Kansas Secretary of State's published judgment rate, effective 07/01/2022;",
      );
      expect(text).toContain(
        "9.5% from 07/01/2024, the Kansas Secretary of State's published judgment rate, effective 07/01/2024.",
      );
      expect(text).toContain(
        "Daily interest. No rule speaks to this; Owed uses a daily interest rounded down to the nearest hundredth of a cent ($0.0001).",
      );
      expect(text).not.toContain("sos.ks.gov");
    }
  });

  it("New York with an element changed for the case, and its history appendix", async () => {
    const user = await registerAndLogin(t.app);
    const id = await createCase(user, {
      jurisdiction: "NY",
      interestRate: "9",
      perDiemRounding: "half-up-cents",
      methodOverrides: ["perDiemRounding"],
    });
    const edited = await call(user, "PUT", `/case/${id}/edit/`, {
      caseName: "Acme Supply v. Roe",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG24-001234",
      perDiemRounding: "floor-4",
      methodOverrides: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const again = await call(user, "PUT", `/case/${id}/edit/`, {
      caseName: "Acme Supply v. Roe",
      courtName: "Superior Court of California, County of Alameda",
      courtCaseNumber: "RG24-001234",
      perDiemRounding: "half-up-cents",
      methodOverrides: ["perDiemRounding"],
    });
    expect(again.statusCode, again.body).toBe(200);
    const texts = await papers(user, id, "2025-01-15");
    expectNoInternalValue(texts);
    for (const text of texts) {
      expect(text).toContain(
        "Daily interest. The daily interest is rounded to the nearest cent. Set for this case in place of the jurisdiction's rule.",
      );
      expect(text).toContain(
        "Compounding. Interest is simple: unpaid interest never earns interest itself (N.Y. C.P.L.R. 5004).",
      );
      expect(text).toContain("Rate source: the rate is written in N.Y. C.P.L.R. 5004.");
    }
    expect(texts[2]).toContain("Changed from the preset: (none) -> Daily interest");
  });
});

describe("the satisfaction statement", () => {
  it("is titled so, shows the write-off and prints no per diem", async () => {
    const user = await registerAndLogin(t.app);
    const id = await createCase(user, {
      jurisdiction: "NY",
      interestRate: "9",
      judgmentAmount: 1000,
      judgmentDate: "2024-01-15",
    });
    // 46 days at $0.2465 (9% of $1,000 ÷ 365, down to $0.0001) is $11.3390: the payoff shown is
    // $1,011.34, $0.0010 over the exact payoff, which paying it writes off.
    const payoff = await call(user, "GET", `/cases/${id}/payoff/?date=2024-03-01`);
    expect(payoff.json().data.totalPayoff).toBe("1011.34");
    expect(payoff.json().data.exact.totalPayoff).toBe("1011.3390");
    await pay(user, id, "1011.34", "2024-03-01");
    const paid = await call(user, "GET", `/cases/${id}/payoff-statement/?date=2024-03-01`);
    const text = pdfText(paid.rawPayload);
    expect(text).toContain("Satisfaction Statement");
    expect(text).not.toContain("Payoff Statement");
    expect(text).toContain("Paid in full on 03/01/2024");
    expect(text).toContain("Final payment $1,011.34");
    expect(text).toContain("Paid over the exact payoff, written off $0.0010");
    expect(text).toContain("Balance $0.00");
    expect(text).not.toMatch(/per diem/i);
    expect(text).not.toContain("per day");
    expectNoInternalValue([text]);

    // A payoff statement of a case not yet paid in full keeps its title and its per diem.
    const before = pdfText(
      (await call(user, "GET", `/cases/${id}/payoff-statement/?date=2024-02-01`)).rawPayload,
    );
    expect(before).toContain("Payoff Statement");
    expect(before).toContain("Per diem after that date");
  });
});
