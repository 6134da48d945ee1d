import {
  buildDebtorInfo,
  type CaseDto,
  type CostFacts,
  type EditPreviewFigures,
  type LedgerDto,
  type LedgerEntry,
  type LedgerFiguresDto,
  type LedgerSnapshot,
  type LedgerTimeline,
  METHOD_ELEMENTS,
  type MethodElementName,
  type Money,
  type PayoffSummaryDto,
  parseSnapshot,
  rateGapMessage,
  rateToDecimalString,
  type Summary,
  shownCents,
  type TransactionDto,
} from "@owed/domain";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";
import { money2, money4 } from "./case-figures.ts";
import type { NamedCaseRow } from "./docket-repository.ts";
import { caseTableRates } from "./table-rates.ts";

// Rows and figures into the docket routes' answers, as `@owed/domain`'s contract
// (contracts/cases.ts) defines them: money as decimal strings with 2 decimals, and `exact` beside
// them at 4 (docs/decisions/005-display-rounding.md).

/** The stored overrides, kept to the names the contract knows (the column is plain JSON). */
function methodOverridesOf(stored: unknown): MethodElementName[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((name): name is MethodElementName =>
    (METHOD_ELEMENTS as readonly string[]).includes(name),
  );
}

export function debtorInfoOf(row: CaseRow): string {
  return buildDebtorInfo(row) || row.debtorInfoText;
}

/**
 * What a summary shows: principal and interest each rounded to cents, the separate cost balance
 * (whole cents already), and the payoff as their sum (docs/decisions/005-display-rounding.md).
 */
export function shownFigures(summary: Summary) {
  const shown = shownCents(summary.principalBalance, summary.accruedInterest);
  return { ...shown, costs: summary.costBalance, payoff: shown.payoff + summary.costBalance };
}

/** Figures for `summary.asOf` (normally the user's today). */
export function toCaseDto(row: NamedCaseRow, summary: Summary): CaseDto {
  const shown = shownFigures(summary);
  const snapshot: LedgerSnapshot = parseSnapshot(row.snapshot);
  const tableRates = caseTableRates(row, summary.asOf);
  return {
    id: row.id,
    caseName: row.caseName,
    courtName: row.courtName,
    courtCaseNumber: row.courtCaseNumber,
    judgmentAmount: money2(row.judgmentAmount),
    judgmentDate: row.judgmentDate,
    interestRate: rateToDecimalString(row.interestRate),
    rateSchedule: row.rateSchedule ?? null,
    compounding: row.compounding,
    dayCount: row.dayCount,
    perDiemRounding: row.perDiemRounding,
    costTreatment: row.costTreatment,
    creditingOrder: row.creditingOrder,
    interestFrom: row.interestFrom,
    nonInterestBearing: money2(row.nonInterestBearing),
    rateTable: row.rateTable,
    methodOverrides: methodOverridesOf(row.methodOverrides),
    rateTableEnds: tableRates.tableEnd,
    rateWarning: tableRates.uncoveredAfter ? rateGapMessage(tableRates.uncoveredAfter) : null,
    jurisdiction: row.jurisdiction,
    clientId: row.clientId,
    clientName: row.clientId === null ? null : row.clientName,
    asOf: summary.asOf,
    lastPaymentDate: summary.lastPaymentDate,
    totalPayments: money2(summary.totalPayments),
    totalCosts: money2(summary.totalCosts),
    accruedInterest: money2(shown.interest),
    principalBalance: money2(shown.principal),
    costBalance: money2(shown.costs),
    payoffAmount: money2(shown.payoff),
    todayPayoff: money2(shown.payoff),
    perDiem: money4(summary.perDiem),
    totalInterestAccrued: money2(summary.totalInterestAccrued),
    isEnded: row.isEnded,
    endedOn: row.endedOn,
    debtorInfo: debtorInfoOf(row),
    debtorFirm: row.debtorFirm,
    debtorStreet: row.debtorStreet,
    debtorCity: row.debtorCity,
    debtorState: row.debtorState,
    debtorZip: row.debtorZip,
    debtorPhone: row.debtorPhone,
    debtorEmail: row.debtorEmail,
    transactionCount: snapshot.transactionCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    exact: {
      principalBalance: money4(summary.principalBalance),
      accruedInterest: money4(summary.accruedInterest),
      payoffAmount: money4(summary.payoffAmount),
      perDiem: money4(summary.perDiem),
      totalInterestAccrued: money4(summary.totalInterestAccrued),
    },
  };
}

/** A cost's court facts as its columns hold them; null for any other entry. */
export function costFactsOf(t: TransactionRow): CostFacts | null {
  if (t.type !== "COST") return null;
  return {
    category: t.costCategory,
    note: t.costNote,
    allowedOn: t.costAllowedOn,
    memorandumId: t.costMemorandumId,
  };
}

const costFactsOfRow = (t: TransactionRow | undefined) => (t ? costFactsOf(t) : null);

export function toTransactionDto(t: TransactionRow): TransactionDto {
  return {
    id: t.id,
    case_id: t.caseId,
    transaction_type: t.type,
    type: t.type,
    amount: money2(t.amount),
    date: t.date,
    description: t.description,
    costFacts: costFactsOf(t),
    calculatedInterest: money2(t.calculatedInterest),
    appliedToInterest: money2(t.appliedToInterest),
    appliedToPrincipal: money2(t.appliedToPrincipal),
    appliedToCosts: money2(t.appliedToCosts),
    newBalance: money2(t.newBalance),
    unpaidInterestAfter: money2(t.unpaidInterestAfter),
    costBalanceAfter: money2(t.costBalanceAfter),
    createdAt: t.createdAt.toISOString(),
    exact: {
      calculatedInterest: money4(t.calculatedInterest),
      appliedToInterest: money4(t.appliedToInterest),
      appliedToPrincipal: money4(t.appliedToPrincipal),
      appliedToCosts: money4(t.appliedToCosts),
      newBalance: money4(t.newBalance),
      unpaidInterestAfter: money4(t.unpaidInterestAfter),
      costBalanceAfter: money4(t.costBalanceAfter),
    },
  };
}

/** The figures an edit would move. */
export function toPreviewFigures(summary: Summary): EditPreviewFigures {
  const shown = shownFigures(summary);
  return {
    asOf: summary.asOf,
    principalBalance: money2(shown.principal),
    accruedInterest: money2(shown.interest),
    payoffAmount: money2(shown.payoff),
    perDiem: money4(summary.perDiem),
    isEnded: summary.isEnded,
  };
}

export function toPayoffSummary(summary: Summary): PayoffSummaryDto {
  const shown = shownFigures(summary);
  return {
    date: summary.asOf,
    principalBalance: money2(shown.principal),
    accruedInterest: money2(shown.interest),
    totalPayoff: money2(shown.payoff),
    perDiem: money4(summary.perDiem),
    totalPayments: money2(summary.totalPayments),
    lastPaymentDate: summary.lastPaymentDate,
    exact: {
      principalBalance: money4(summary.principalBalance),
      accruedInterest: money4(summary.accruedInterest),
      totalPayoff: money4(summary.payoffAmount),
    },
  };
}

function entryFigures(e: LedgerEntry, money: (value: Money) => string): LedgerFiguresDto {
  return {
    amount: money(e.amount),
    calculatedInterest: money(e.interestAccrued),
    appliedToInterest: money(e.appliedToInterest),
    appliedToPrincipal: money(e.appliedToPrincipal),
    appliedToCosts: money(e.appliedToCosts),
    interestCapitalized: money(e.interestCapitalized),
    newBalance: money(e.principalAfter),
    unpaidInterestAfter: money(e.unpaidInterestAfter),
    costBalanceAfter: money(e.costBalanceAfter),
  };
}

/** Every row of the statement, with the description and cost facts of the transaction it is. */
export function toLedgerDto(
  timeline: LedgerTimeline,
  transactions: readonly TransactionRow[],
): LedgerDto {
  const byId = new Map(transactions.map((t) => [t.id, t]));
  const rowOf = (e: LedgerEntry) => (e.id === undefined ? undefined : byId.get(String(e.id)));
  return {
    asOf: timeline.asOf,
    entries: timeline.entries.map((e) => ({
      kind: e.kind,
      id: e.id === undefined ? null : String(e.id),
      date: e.date,
      description: rowOf(e)?.description ?? "",
      costFacts: e.kind === "COST" ? costFactsOfRow(rowOf(e)) : null,
      ...entryFigures(e, money2),
      ratePercent: rateToDecimalString(e.ratePercent),
      perDiem: money4(e.perDiemAfter),
      satisfiesJudgment: e.satisfiesJudgment,
      exact: entryFigures(e, money4),
    })),
    closing: {
      ...timeline.closing,
      perDiem: money4(timeline.closing.perDiem),
      interest: money4(timeline.closing.interest),
    },
    summary: toPayoffSummary(timeline.summary),
  };
}
