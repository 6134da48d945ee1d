import { describe, expect, it } from "vitest";
import { parseMoneyInput } from "../money/money.ts";
import {
  AsOfBeforeSnapshotError,
  DomainError,
  InvalidSnapshotError,
  SnapshotMismatchError,
  TransactionAfterSatisfactionError,
} from "./errors.ts";
import { computeLedger, type LedgerTransaction } from "./ledger.ts";
import {
  appendTransaction,
  createSnapshot,
  parseSnapshot,
  snapshotFromLedger,
  summarizeFromSnapshot,
} from "./snapshot.ts";
import { summarize } from "./summary.ts";
import type { CaseTerms } from "./terms.ts";

const terms: CaseTerms = {
  judgmentAmount: parseMoneyInput("10000"),
  judgmentDate: "2024-01-15",
  rate: 90_000n,
};
const txs: LedgerTransaction[] = [
  { type: "PAYMENT", date: "2024-03-01", amount: parseMoneyInput("500") },
  { type: "COST", date: "2024-05-01", amount: parseMoneyInput("100") },
];

function thrown(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("snapshots", () => {
  it("are plain JSON with money as integer strings", () => {
    const snapshot = createSnapshot(terms, txs);
    expect(snapshot).toEqual({
      version: 1,
      termsKey: "v1|100000000|2024-01-15|none|365|2024-01-15=90000",
      date: "2024-05-01",
      principal: "97134222",
      unpaidInterest: "1445944",
      totalInterestAccrued: "2580166",
      totalInterestPaid: "1134222",
      totalPayments: "5000000",
      totalCosts: "1000000",
      totalWrittenOff: "0",
      lastPaymentDate: "2024-03-01",
      satisfiedOn: null,
      transactionCount: 2,
    });
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(parseSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
  });

  it("give today's figures without the ledger", () => {
    const snapshot = snapshotFromLedger(computeLedger(terms, txs));
    for (const asOf of ["2024-05-01", "2024-05-02", "2025-01-01", "2034-12-31"]) {
      expect(summarizeFromSnapshot(terms, snapshot, asOf)).toEqual(summarize(terms, txs, asOf));
    }
  });

  it("refuse dates before their own (a full replay is needed)", () => {
    const error = thrown(() =>
      summarizeFromSnapshot(terms, createSnapshot(terms, txs), "2024-04-30"),
    );
    expect(error).toBeInstanceOf(AsOfBeforeSnapshotError);
    expect(error.message).toBe(
      "Figures as of 04/30/2024 need the full ledger: the stored snapshot is as of 05/01/2024.",
    );
  });

  it("refuse other case terms", () => {
    const snapshot = createSnapshot(terms, txs);
    for (const other of [
      { ...terms, rate: 90_001n },
      { ...terms, judgmentAmount: terms.judgmentAmount + 100n },
      { ...terms, judgmentDate: "2024-01-16" },
      { ...terms, compounding: "annual" as const },
      { ...terms, dayCount: "actual" as const },
    ]) {
      expect(thrown(() => summarizeFromSnapshot(other, snapshot, "2024-06-01"))).toBeInstanceOf(
        SnapshotMismatchError,
      );
    }
    // the same terms written differently are the same terms
    const asSchedule = { ...terms, rate: [{ from: "2020-01-01", ratePercent: 90_000n }] };
    expect(summarizeFromSnapshot(asSchedule, snapshot, "2024-06-01")).toEqual(
      summarize(terms, txs, "2024-06-01"),
    );
  });

  it("refuse unreadable records", () => {
    const good = createSnapshot(terms, txs);
    for (const bad of [
      null,
      "x",
      { ...good, version: 2 },
      { ...good, principal: "12.5" },
      { ...good, principal: 12 },
      { ...good, date: "2024-02-30" },
      { ...good, lastPaymentDate: "yesterday" },
      { ...good, transactionCount: -1 },
      { ...good, termsKey: undefined },
    ]) {
      expect(thrown(() => parseSnapshot(bad))).toBeInstanceOf(InvalidSnapshotError);
    }
  });

  it("take new transactions in O(1) when dated on or after the last one", () => {
    let snapshot = createSnapshot(terms, txs.slice(0, 1));
    const step = appendTransaction(terms, snapshot, txs[1] as LedgerTransaction);
    expect(step.row).toEqual(computeLedger(terms, txs).rows[1]);
    snapshot = step.snapshot;
    expect(snapshot).toEqual(createSnapshot(terms, txs));
    const early = thrown(() =>
      appendTransaction(terms, snapshot, { type: "COST", date: "2024-04-30", amount: 100n }),
    );
    expect(early.code).toBe("as_of_before_snapshot");
    expect(early.message).toBe(
      "A transaction dated 04/30/2024 is before the last one (05/01/2024): recompute the whole ledger.",
    );
  });

  it("remember that the judgment was satisfied", () => {
    const paid = createSnapshot(terms, [
      { type: "PAYMENT", date: "2024-01-16", amount: parseMoneyInput("10002.47") },
    ]);
    expect(paid.satisfiedOn).toBe("2024-01-16");
    const later = summarizeFromSnapshot(terms, paid, "2030-01-01");
    expect(later.isEnded).toBe(true);
    expect(later.payoffAmount).toBe(0n);
    expect(
      thrown(() =>
        appendTransaction(terms, paid, { type: "COST", date: "2024-02-01", amount: 100n }),
      ),
    ).toBeInstanceOf(TransactionAfterSatisfactionError);
  });
});
