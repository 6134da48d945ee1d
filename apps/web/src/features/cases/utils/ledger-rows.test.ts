import type { LedgerEntryDto } from "@owed/domain";
import { describe, expect, it } from "vitest";
import {
  costFactsNote,
  describeTransaction,
  entryKey,
  rateChangeNote,
  transactionOf,
} from "./ledger-rows.ts";

const figures = {
  amount: "0.00",
  calculatedInterest: "0.00",
  appliedToInterest: "0.00",
  appliedToPrincipal: "0.00",
  appliedToCosts: "0.00",
  interestCapitalized: "0.00",
  newBalance: "100000.00",
  unpaidInterestAfter: "0.00",
  costBalanceAfter: "0.00",
};

function entry(overrides: Partial<LedgerEntryDto>): LedgerEntryDto {
  return {
    kind: "PAYMENT",
    id: "7",
    date: "2024-09-01",
    description: "",
    costFacts: null,
    ratePercent: "9.0000",
    perDiem: "24.6575",
    satisfiesJudgment: false,
    ...figures,
    exact: figures,
    ...overrides,
  };
}

describe("the statement's rows on the dashboard", () => {
  it("writes a rate change as a one-line note with the new per diem", () => {
    const note = entry({
      kind: "RATE_CHANGE",
      id: null,
      date: "2025-01-01",
      ratePercent: "5",
      perDiem: "13.6986",
    });
    expect(rateChangeNote(note)).toBe("Rate 5.0000% from 01/01/2025 (per diem $13.6986)");
    expect(rateChangeNote({ ...note, ratePercent: "7.375" })).toBe(
      "Rate 7.3750% from 01/01/2025 (per diem $13.6986)",
    );
    expect(rateChangeNote({ ...note, ratePercent: "9.0000" })).toContain("Rate 9.0000% from");
  });

  it("offers edit and delete only for the transactions a user entered", () => {
    expect(transactionOf(entry({ kind: "COMPOUNDING", id: null }))).toBeNull();
    expect(transactionOf(entry({ kind: "RATE_CHANGE", id: null }))).toBeNull();
    const facts = {
      category: "writ-issuance" as const,
      note: "Alameda",
      allowedOn: "2024-10-01",
      memorandumId: null,
    };
    expect(
      transactionOf(
        entry({ kind: "COST", id: "12", amount: "125.50", description: "Levy", costFacts: facts }),
      ),
    ).toEqual({
      id: "12",
      type: "COST",
      amount: "125.50",
      date: "2024-09-01",
      description: "Levy",
      costFacts: facts,
    });
  });

  it("says a cost's MC-012 category and allowed date in a few words, and nothing for none", () => {
    const facts = { category: null, note: "", allowedOn: null, memorandumId: null };
    expect(costFactsNote(null)).toBeNull();
    expect(costFactsNote(facts)).toBeNull();
    expect(costFactsNote({ ...facts, category: "writ-issuance", note: "Alameda" })).toBe(
      "Writ, Alameda",
    );
    expect(costFactsNote({ ...facts, category: "levying-officer", allowedOn: "2026-03-01" })).toBe(
      "Levying officer · Allowed 03/01/2026",
    );
    expect(costFactsNote({ ...facts, allowedOn: "2026-03-01" })).toBe("Allowed 03/01/2026");
  });

  it("names a transaction by type, amount and date", () => {
    expect(describeTransaction({ type: "PAYMENT", amount: "5000.00", date: "2024-09-01" })).toBe(
      "Payment of $5,000.00 on 09/01/2024",
    );
    expect(describeTransaction({ type: "COST", amount: "1234567.8", date: "2025-01-02" })).toBe(
      "Cost of $1,234,567.80 on 01/02/2025",
    );
  });

  it("keys engine rows by kind and date, transactions by id", () => {
    expect(entryKey(entry({ id: "7" }))).toBe("7");
    expect(entryKey(entry({ kind: "COMPOUNDING", id: null, date: "2025-01-15" }))).toBe(
      "COMPOUNDING-2025-01-15",
    );
  });
});

describe("a renewal row", () => {
  it("is a transaction the user entered: it can be edited or deleted, and is named by its date", () => {
    const renewal = entry({ kind: "RENEWAL", id: "9", date: "2025-01-15", amount: "0.00" });
    expect(transactionOf(renewal)).toMatchObject({ id: "9", type: "RENEWAL" });
    expect(describeTransaction({ type: "RENEWAL", amount: "0.00", date: "2025-01-15" })).toBe(
      "Renewal on 01/15/2025",
    );
  });
});
