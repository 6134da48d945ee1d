import { calculateNewCase, type RateTable, shippedRateTable } from "@owed/domain";
import { describe, expect, it } from "vitest";
import {
  liveResults,
  NEW_CASE_DEFAULTS,
  type NewCaseFormValues,
  newCaseFormSchema,
  toNewCaseBody,
} from "./new-case-form.ts";

const TODAY = "2024-07-15";
const filled: NewCaseFormValues = {
  ...NEW_CASE_DEFAULTS,
  caseName: " Acme v. Roe ",
  courtName: "Superior Court",
  courtCaseNumber: "CV-1",
  judgmentAmount: "10,000",
  judgmentDate: "2024-01-15",
};

describe("the live Results panel", () => {
  it("waits for the judgment amount and date", () => {
    expect(liveResults(NEW_CASE_DEFAULTS, TODAY)).toEqual({ status: "incomplete" });
    expect(liveResults({ ...NEW_CASE_DEFAULTS, judgmentAmount: "100" }, TODAY).status).toBe(
      "incomplete",
    );
  });

  it("an empty rate gets one message, on its field; the panel only waits for it", () => {
    expect(liveResults({ ...filled, interestRate: " " }, TODAY)).toEqual({
      status: "incomplete",
      missing: "rate",
    });
    const checked = newCaseFormSchema(() => TODAY).safeParse({ ...filled, interestRate: "" });
    const messages = checked.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(messages).toEqual([["interestRate", "Interest rate is required"]]);
    // A rate schedule carries the rate instead: the figures are ready.
    const scheduled = {
      ...filled,
      interestRate: "",
      rateSchedule: [{ from: "2024-01-15", ratePercent: "8" }],
    };
    expect(liveResults(scheduled, TODAY).status).toBe("ready");
  });

  it("is the published formula with nothing else: floor4(amount × rate / 100 / 365) × days", () => {
    const live = liveResults(filled, TODAY);
    expect(live.status).toBe("ready");
    if (live.status !== "ready") return;
    // 10,000 × 10% / 365 = 2.739726… → $2.7397; 182 days → $498.6254.
    expect(live.results.display).toEqual({
      dailyInterest: "$2.7397",
      days: "182",
      interestAccrued: "$498.6254",
      principalBalance: "$10,000.0000",
      grandTotal: "$10,498.6254",
    });
  });

  it("is exactly what the domain engine computes (the server's engine)", () => {
    const values = { ...filled, cost: "250", paymentAmount: "1000", lastPaymentDate: "2024-03-01" };
    const live = liveResults(values, TODAY);
    const engine = calculateNewCase({ ...values, today: TODAY, rateSchedule: null });
    expect(live.status === "ready" && live.results.display).toEqual(engine.display);
  });

  it("reports a refusal on its field instead of throwing", () => {
    expect(liveResults({ ...filled, paymentAmount: "50" }, TODAY)).toEqual({
      status: "refused",
      message: "Last payment date is required when a payment amount is given",
      field: "lastPaymentDate",
    });
    const over = liveResults(
      { ...filled, paymentAmount: "20000", lastPaymentDate: "2024-02-01" },
      TODAY,
    );
    expect(over).toMatchObject({ status: "refused", field: "paymentAmount" });
  });
});

describe("the New Case form schema", () => {
  const schema = newCaseFormSchema(() => TODAY);

  it("says the product's messages", () => {
    const result = schema.safeParse({ ...NEW_CASE_DEFAULTS, judgmentAmount: "0" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "caseName: Case name is required",
        "courtName: Court name is required",
        "courtCaseNumber: Court case number is required",
        "judgmentAmount: Judgment amount must be greater than 0",
        "judgmentDate: Judgment date is required",
      ]),
    );
  });

  it("puts the engine's refusals on their fields", () => {
    const result = schema.safeParse({ ...filled, paymentAmount: "50" });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ["lastPaymentDate"],
        message: "Last payment date is required when a payment amount is given",
      }),
    ]);
    expect(schema.safeParse(filled).success).toBe(true);
  });

  it("refuses dates that cannot be right, on their fields, in the domain's words", () => {
    const messages = (values: NewCaseFormValues) =>
      schema.safeParse(values).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages({ ...filled, judgmentDate: "2024-07-16" })).toEqual([
      "judgmentDate: Judgment date cannot be after today (07/15/2024)",
    ]);
    expect(messages({ ...filled, paymentAmount: "100", lastPaymentDate: "2024-08-01" })).toEqual([
      "lastPaymentDate: Last payment date cannot be after today (07/15/2024)",
    ]);
    expect(messages({ ...filled, endDate: "2024-01-14" })).toEqual([
      "endDate: End date cannot be before the judgment date (01/15/2024)",
    ]);
  });

  it("checks the debtor's e-mail only when one is given", () => {
    expect(schema.safeParse({ ...filled, debtorEmail: "" }).success).toBe(true);
    expect(schema.safeParse({ ...filled, debtorEmail: "roe@example.com" }).success).toBe(true);
    expect(schema.safeParse({ ...filled, debtorEmail: "roe at example" }).error?.issues).toEqual([
      expect.objectContaining({ path: ["debtorEmail"], message: "Enter a valid email address" }),
    ]);
  });

  it("says a rate period's missing date on its row, never the engine's parse message", () => {
    const result = schema.safeParse({
      ...filled,
      rateSchedule: [{ from: "", ratePercent: "9" }],
    });
    const issues = result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(issues).toEqual(["rateSchedule.0.from: Date is required"]);
    expect(issues.join()).not.toContain("is not a valid date");
    const fixed = schema.safeParse({
      ...filled,
      rateSchedule: [{ from: "2024-01-15", ratePercent: "9" }],
    });
    expect(fixed.success).toBe(true);
  });
});

describe("a rate from a table that ends (Kansas, to 06/30/2025)", () => {
  const kansas = shippedRateTable("KS") as RateTable;
  const withTable = newCaseFormSchema(
    () => "2026-11-26",
    (code) => (code === "KS" ? kansas : undefined),
  );
  const kansasCase = (rateSchedule: { from: string; ratePercent: string }[]) => ({
    ...filled,
    judgmentDate: "2024-07-01",
    interestRate: "9.5",
    rateTable: "KS",
    jurisdiction: "KS",
    rateSchedule,
  });
  const issuesOf = (values: NewCaseFormValues) =>
    withTable.safeParse(values).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

  it("takes a row after the table's end as the user's", () => {
    const values = kansasCase([
      { from: "2024-07-01", ratePercent: "9.5" },
      { from: "2025-07-01", ratePercent: "8.5" },
    ]);
    expect(issuesOf(values)).toEqual([]);
  });

  it("says a row the table has with another rate on that row's rate, dated MM/DD/YYYY", () => {
    const values = kansasCase([
      { from: "2024-07-01", ratePercent: "9.25" },
      { from: "2025-07-01", ratePercent: "8.5" },
    ]);
    expect(issuesOf(values)).toEqual([
      "rateSchedule.0.ratePercent: The KS rate table gives 9.5% on 07/01/2024, not 9.25%.",
    ]);
    // A rate the user typed over the table's (the method's rate changed) is not checked.
    expect(issuesOf({ ...values, methodOverrides: ["rate"] })).toEqual([]);
  });

  it("puts a schedule out of order on the row that breaks it, with the date it must follow", () => {
    const values = kansasCase([
      { from: "2024-07-01", ratePercent: "9.5" },
      { from: "2024-07-01", ratePercent: "8.5" },
    ]);
    expect(issuesOf(values)).toEqual([
      "rateSchedule.1.from: Rate periods must be in date order, one per date: this one must start after 07/01/2024.",
    ]);
  });
});

describe("the Results period", () => {
  it("days × daily = interest for the stretch since the last payment", () => {
    const live = liveResults(
      { ...filled, paymentAmount: "1000", lastPaymentDate: "2024-03-01" },
      TODAY,
    );
    if (live.status !== "ready") throw new Error(live.status);
    const { period } = live.results;
    expect(period.from).toBe("2024-03-01");
    expect(period.to).toBe(TODAY);
    expect(period.uniformPerDiem).toBe(true);
    expect(period.perDiem * BigInt(period.days)).toBe(period.interest);
  });

  it("an End Date sets the as-of date", () => {
    const live = liveResults({ ...filled, endDate: "2024-02-14" }, TODAY);
    if (live.status !== "ready") throw new Error(live.status);
    expect(live.results.asOf).toBe("2024-02-14");
    expect(live.results.period.days).toBe(30);
  });
});

describe("the add-docket body", () => {
  it("trims names, sends amounts with 2 decimals and the debtor block", () => {
    const body = toNewCaseBody({
      ...filled,
      cost: "12.5",
      debtorFirm: "Roe LLC",
      debtorCity: "Albany",
      debtorState: "NY",
      debtorZip: "12207",
    });
    expect(body).toMatchObject({
      caseName: "Acme v. Roe",
      judgmentAmount: "10000.00",
      cost: "12.50",
      paymentAmount: null,
      lastPaymentDate: null,
      endDate: null,
      rateSchedule: null,
      jurisdiction: null,
      interestRate: "10",
      compounding: "none",
      dayCount: "365",
      isEnded: false,
      debtorInfo: "Roe LLC\nAlbany, NY 12207",
    });
  });

  it("drops blank schedule rows and sends the rest", () => {
    const body = toNewCaseBody({
      ...filled,
      rateSchedule: [
        { from: "2024-01-01", ratePercent: "5" },
        { from: "", ratePercent: "" },
      ],
    });
    expect(body.rateSchedule).toEqual([{ from: "2024-01-01", ratePercent: "5" }]);
  });
});
