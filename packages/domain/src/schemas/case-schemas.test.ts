import { describe, expect, it } from "vitest";
import {
  buildDebtorInfo,
  editCaseRequest,
  newCaseRequest,
  newCaseSchema,
  transactionRequest,
  transactionSchema,
} from "./case-schemas.ts";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const validCase = {
  caseName: "Acme v. Roe",
  courtName: "Superior Court of California, County of Alameda",
  courtCaseNumber: "RG21-000123",
  judgmentAmount: "10000.00",
  judgmentDate: "2024-01-15",
  interestRate: 10,
};

describe("newCaseSchema", () => {
  it("accepts the contract's payload and defaults the optional settings", () => {
    const parsed = newCaseSchema.parse({ ...validCase, totalPayments: 5, isEnded: true });
    expect(parsed.compounding).toBe("none");
    expect(parsed.dayCount).toBe("365");
    expect(parsed.debtorFirm).toBe("");
    expect(newCaseSchema.parse({ ...validCase, interestRate: undefined }).interestRate).toBe("10");
  });

  it.each([
    [{ caseName: "  " }, "Case name is required"],
    [{ caseName: undefined }, "Case name is required"],
    [{ courtName: "" }, "Court name is required"],
    [{ courtCaseNumber: "" }, "Court case number is required"],
    [{ judgmentAmount: 0 }, "Judgment amount must be greater than 0"],
    [{ judgmentAmount: "" }, "Judgment amount must be greater than 0"],
    [{ judgmentAmount: "-5" }, "Judgment amount must be greater than 0"],
    [
      { judgmentAmount: "10.001" },
      "Judgment amount must have at most 2 decimal places (whole cents)",
    ],
    [{ interestRate: -1 }, "Interest rate must be positive"],
    [{ interestRate: "100.5" }, "Interest rate must be 100 or less"],
    [{ judgmentDate: "" }, "Judgment date is required"],
    [{ judgmentDate: undefined }, "Judgment date is required"],
  ])("refuses %o with the product's message", (change, message) => {
    expect(firstMessage(newCaseSchema.safeParse({ ...validCase, ...change }))).toBe(message);
  });

  it("treats a blank or zero opening payment and cost as none", () => {
    expect(newCaseSchema.safeParse({ ...validCase, paymentAmount: "", cost: 0 }).success).toBe(
      true,
    );
    expect(newCaseSchema.safeParse({ ...validCase, paymentAmount: "0.00" }).success).toBe(true);
    expect(firstMessage(newCaseSchema.safeParse({ ...validCase, cost: "abc" }))).toBe(
      "Cost must be a number, like 1,234.56",
    );
  });
});

describe("transactionSchema", () => {
  const valid = {
    case_id: "c1",
    transaction_type: "PAYMENT",
    amount: "250.00",
    date: "2024-03-01",
  };
  it.each([
    [{ transaction_type: "REFUND" }, "Transaction type is required"],
    [{ transaction_type: undefined }, "Transaction type is required"],
    [{ amount: 0 }, "Amount must be greater than 0"],
    [{ amount: "0.001" }, "Amount must have at most 2 decimal places (whole cents)"],
    [{ date: "" }, "Date is required"],
  ])("refuses %o with the product's message", (change, message) => {
    expect(firstMessage(transactionSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe("request schemas parse amounts and rates once", () => {
  it("turns the New Case amounts and rates into Money and RatePercent", () => {
    const parsed = newCaseRequest.parse({
      ...validCase,
      judgmentAmount: "$10,000.5",
      interestRate: "7.375",
      paymentAmount: "0.00",
      cost: "125",
      rateSchedule: [{ from: " 2024-01-01 ", ratePercent: 9 }],
      totalPayments: 5,
    });
    expect(parsed.judgmentAmount).toBe(100_005_000n);
    expect(parsed.interestRate).toBe(73_750n);
    expect(parsed.paymentAmount).toBeNull();
    expect(parsed.cost).toBe(1_250_000n);
    expect(parsed.rateSchedule).toEqual([{ from: "2024-01-01", ratePercent: 90_000n }]);
    expect("totalPayments" in parsed).toBe(false);
    expect(newCaseRequest.parse(validCase).interestRate).toBe(100_000n);
  });

  it("keeps the form schema's messages", () => {
    const result = newCaseRequest.safeParse({ ...validCase, judgmentAmount: "10.001" });
    expect(firstMessage(result)).toBe(
      "Judgment amount must have at most 2 decimal places (whole cents)",
    );
  });

  it("leaves blank edit fields undefined and clears an empty schedule", () => {
    const parsed = editCaseRequest.parse({
      caseName: "A",
      courtName: "B",
      courtCaseNumber: "C",
      judgmentAmount: " ",
      interestRate: "8",
      rateSchedule: [],
    });
    expect(parsed.judgmentAmount).toBeUndefined();
    expect(parsed.judgmentDate).toBeUndefined();
    expect(parsed.interestRate).toBe(80_000n);
    expect(parsed.rateSchedule).toBeNull();
  });

  it("gives a transaction amount as Money", () => {
    const parsed = transactionRequest.parse({
      case_id: "c1",
      transaction_type: "COST",
      amount: 12.5,
      date: "2024-03-01",
    });
    expect(parsed.amount).toBe(125_000n);
  });
});

describe("buildDebtorInfo", () => {
  it("joins the lines as the contract shows and drops empty ones", () => {
    expect(
      buildDebtorInfo({
        debtorFirm: "Roe Holdings LLC",
        debtorStreet: "12 Main St",
        debtorCity: "Oakland",
        debtorState: "CA",
        debtorZip: "94607",
        debtorPhone: "510-555-0100",
        debtorEmail: "",
      }),
    ).toBe("Roe Holdings LLC\n12 Main St\nOakland, CA 94607\nPhone: 510-555-0100");
    expect(buildDebtorInfo({ debtorEmail: "roe@example.com" })).toBe("Email: roe@example.com");
    expect(buildDebtorInfo({})).toBe("");
  });
});

describe("text fields refuse control characters (docs/decisions/008-security.md, item 4)", () => {
  it.each([
    [{ caseName: "Acme\u0000 v. Roe" }, "Case name must not contain control characters"],
    [{ courtName: "Superior\nCourt" }, "Court name must not contain control characters"],
    [{ debtorFirm: "Roe\u001b[31m" }, "Debtor firm must not contain control characters"],
    [{ debtorInfo: "Roe LLC\u0000" }, "Debtor information must not contain control characters"],
    [{ caseName: "Acme \ud800 v. Roe" }, "Case name contains characters that are not valid text"],
    [{ caseName: "x".repeat(201) }, "Case name must be at most 200 characters"],
    [
      { debtorEmail: `${"a".repeat(4000)}@example.com` },
      "Debtor email must be at most 254 characters",
    ],
    [{ judgmentAmount: "1000000000000" }, "Judgment amount must be at most $999,999,999,999.99"],
    [
      { judgmentDate: "2".repeat(5000) },
      "Judgment date is not a valid date (expected YYYY-MM-DD).",
    ],
  ])("%j: %s", (change, message) => {
    expect(firstMessage(newCaseSchema.safeParse({ ...validCase, ...change }))).toBe(message);
  });

  it("keeps line breaks where text is multi-line: the debtor block and a description", () => {
    const parsed = newCaseSchema.parse({
      ...validCase,
      debtorInfo: "Roe LLC\r\n1 Main St\tSuite 2",
    });
    expect(parsed.debtorInfo).toBe("Roe LLC\r\n1 Main St\tSuite 2");
    expect(newCaseSchema.parse({ ...validCase, caseName: "Acme v. Røe ✓ 漢字" }).caseName).toBe(
      "Acme v. Røe ✓ 漢字",
    );
    const tx = transactionSchema.parse({
      case_id: "c1",
      transaction_type: "PAYMENT",
      amount: "10",
      date: "2024-02-01",
      description: "Check 1001\nfor January",
    });
    expect(tx.description).toBe("Check 1001\nfor January");
    expect(
      firstMessage(
        transactionSchema.safeParse({
          case_id: "c1",
          transaction_type: "PAYMENT",
          amount: "10",
          date: "2024-02-01",
          description: "Check\u0000",
        }),
      ),
    ).toBe("Description must not contain control characters");
  });
});
