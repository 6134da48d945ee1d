import { describe, expect, it } from "vitest";
import { buildDebtorInfo, newCaseSchema, transactionSchema } from "./case-schemas.ts";

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
  it("accepts the spec's payload and defaults the optional settings", () => {
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
  ])("refuses %o with the spec's message", (change, message) => {
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
  ])("refuses %o with the spec's message", (change, message) => {
    expect(firstMessage(transactionSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe("buildDebtorInfo", () => {
  it("joins the lines as the spec shows and drops empty ones", () => {
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
