import {
  type CostCategory,
  type CostFacts,
  formatUsDate,
  type LedgerEntryDto,
  type LedgerEntryKind,
  TRANSACTION_TYPE_LABELS,
} from "@owed/domain";
import { formatMoney } from "./money.ts";
import type { TransactionRef } from "./transaction-ref.ts";

/**
 * The badge of each kind of row, named as the payoff statement and the report print them (and as
 * docs/interest-method.md explains them). A capitalisation is neither a payment nor a cost.
 */
export const KIND_LABELS: Record<LedgerEntryKind, string> = {
  PAYMENT: "PAYMENT",
  COST: "COST",
  RENEWAL: "RENEWAL",
  COMPOUNDING: "COMPOUNDING",
  RATE_CHANGE: "RATE CHANGE",
};

/**
 * The description of a capitalisation row (nobody typed one): the statement's "Unpaid interest
 * added to principal", within the 20 characters the table shows.
 */
export const COMPOUNDING_DESCRIPTION = "Added to principal";

/** "5" or "5.25" as the statements print rates: "5.0000", "5.2500". */
export function fourDecimalRate(rate: string): string {
  const [whole = "0", fraction = ""] = rate.trim().split(".");
  return `${whole}.${fraction.padEnd(4, "0")}`;
}

/** A scheduled rate taking effect, as a one-line note: "Rate 5.0000% from 01/01/2025 (...)". */
export function rateChangeNote(entry: LedgerEntryDto): string {
  return `Rate ${fourDecimalRate(entry.ratePercent)}% from ${formatUsDate(entry.date)} (per diem ${formatMoney(entry.perDiem, 4)})`;
}

/** The transaction a user entered behind a row; null for the rows the engine adds. */
export function transactionOf(entry: LedgerEntryDto): TransactionRef | null {
  if (
    entry.id === null ||
    (entry.kind !== "PAYMENT" && entry.kind !== "COST" && entry.kind !== "RENEWAL")
  ) {
    return null;
  }
  return {
    id: entry.id,
    type: entry.kind,
    amount: entry.amount,
    date: entry.date,
    description: entry.description,
    costFacts: entry.costFacts,
  };
}

/** "Payment of $5,000.00 on 09/01/2024": names a transaction where a dialog asks about it. */
export function describeTransaction(t: Pick<TransactionRef, "type" | "amount" | "date">): string {
  const type = TRANSACTION_TYPE_LABELS[t.type];
  if (t.type === "RENEWAL") return `${type} on ${formatUsDate(t.date)}`;
  return `${type} of ${formatMoney(t.amount)} on ${formatUsDate(t.date)}`;
}

/** A key for a row: the transaction's id, or what makes an engine row unique. */
export function entryKey(entry: LedgerEntryDto): string {
  return entry.id ?? `${entry.kind}-${entry.date}`;
}

/**
 * A cost's MC-012 category in a few words for the table (the sheet and the form itself use the
 * form's full words): the writ's county and the other cost's statute follow it.
 */
const COST_CATEGORY_SHORT: Record<CostCategory, string> = {
  abstract: "Abstract of judgment",
  recording: "Recording",
  "personal-property-lien": "Personal property lien",
  "writ-issuance": "Writ",
  "levying-officer": "Levying officer",
  "debtor-examination": "Debtor examination",
  "attorney-fees": "Attorney fees (685.040)",
  other: "Other",
};

/** "Writ, Alameda · Allowed 03/01/2026", or null when the cost has neither. */
export function costFactsNote(facts: CostFacts | null): string | null {
  if (!facts) return null;
  const category = facts.category
    ? [COST_CATEGORY_SHORT[facts.category], facts.note].filter(Boolean).join(", ")
    : "";
  const allowed = facts.allowedOn ? `Allowed ${formatUsDate(facts.allowedOn)}` : "";
  const note = [category, allowed].filter(Boolean).join(" · ");
  return note === "" ? null : note;
}
