import type { CaseTerms } from "../interest/terms.ts";
import { parseMoneyInput } from "../money/money.ts";
import type { CostEntryFacts, CourtFormTransaction } from "./form-ledger.ts";

// A California ledger with every trap the court forms' figures must get right: payments, costs in
// several categories (two in one), a cost older than two years, an allowed cost, one without a
// category, a renewal and a rate change. Used by the domain tests of mc012.ts and ej130.ts.

const m = (text: string) => parseMoneyInput(text);

export const CA_TERMS: CaseTerms = {
  judgmentAmount: m("10000.00"),
  judgmentDate: "2019-03-01",
  rate: [
    { from: "2019-03-01", ratePercent: 100_000n },
    { from: "2025-07-01", ratePercent: 70_000n },
  ],
  perDiemRounding: "half-up-cents",
};

const facts = (
  category: CostEntryFacts["category"],
  note = "",
  allowedOn: string | null = null,
): CostEntryFacts => ({ category, note, allowedOn });

export const CA_LEDGER: CourtFormTransaction[] = [
  {
    id: "stale-writ",
    type: "COST",
    date: "2019-06-01",
    amount: m("40.00"),
    costFacts: facts("writ-issuance", "Los Angeles"),
  },
  {
    id: "allowed-recording",
    type: "COST",
    date: "2020-01-15",
    amount: m("25.00"),
    costFacts: facts("recording", "", "2020-02-01"),
  },
  { id: "pay-1", type: "PAYMENT", date: "2021-03-01", amount: m("3000.00") },
  { id: "renewal", type: "RENEWAL", date: "2024-02-20", amount: m("45.00") },
  {
    id: "writ-la",
    type: "COST",
    date: "2024-08-10",
    amount: m("40.00"),
    costFacts: facts("writ-issuance", "Los Angeles"),
  },
  {
    id: "writ-orange",
    type: "COST",
    date: "2025-02-03",
    amount: m("40.00"),
    costFacts: facts("writ-issuance", "Orange"),
  },
  {
    id: "abstract",
    type: "COST",
    date: "2025-03-10",
    amount: m("15.00"),
    costFacts: facts("abstract"),
  },
  { id: "pay-2", type: "PAYMENT", date: "2025-04-01", amount: m("2000.00") },
  { id: "no-category", type: "COST", date: "2025-05-05", amount: m("30.00") },
  {
    id: "levy",
    type: "COST",
    date: "2025-06-01",
    amount: m("100.00"),
    costFacts: facts("levying-officer"),
  },
];
