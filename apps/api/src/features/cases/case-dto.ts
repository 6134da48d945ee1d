import {
  buildDebtorInfo,
  type LedgerSnapshot,
  parseSnapshot,
  rateToDecimalString,
  type Summary,
  shownCents,
} from "@owed/domain";
import { z } from "zod";
import type { CaseRow, TransactionRow } from "../../db/schema/index.ts";
import { money2, money4 } from "./case-figures.ts";

// What the API sends for cases and transactions: the spec's field names (product-spec section 3),
// money as decimal strings with 2 decimals, and `exact` beside them at 4 decimals.

const moneyText = z.string();

export const exactFiguresSchema = z.object({
  principalBalance: moneyText,
  accruedInterest: moneyText,
  payoffAmount: moneyText,
  perDiem: moneyText,
  totalInterestAccrued: moneyText,
});

export const caseDtoSchema = z.object({
  id: z.string(),
  caseName: z.string(),
  courtName: z.string(),
  courtCaseNumber: z.string(),
  judgmentAmount: moneyText,
  judgmentDate: z.string(),
  interestRate: z.string(),
  rateSchedule: z.array(z.object({ from: z.string(), ratePercent: z.string() })).nullable(),
  compounding: z.enum(["none", "annual"]),
  dayCount: z.enum(["365", "actual"]),
  jurisdiction: z.string().nullable(),
  asOf: z.string(),
  lastPaymentDate: z.string().nullable(),
  totalPayments: moneyText,
  totalCosts: moneyText,
  accruedInterest: moneyText,
  principalBalance: moneyText,
  payoffAmount: moneyText,
  todayPayoff: moneyText,
  perDiem: moneyText,
  totalInterestAccrued: moneyText,
  isEnded: z.boolean(),
  endedOn: z.string().nullable(),
  debtorInfo: z.string(),
  debtorFirm: z.string(),
  debtorStreet: z.string(),
  debtorCity: z.string(),
  debtorState: z.string(),
  debtorZip: z.string(),
  debtorPhone: z.string(),
  debtorEmail: z.string(),
  transactionCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  exact: exactFiguresSchema,
});
export type CaseDto = z.infer<typeof caseDtoSchema>;

export function debtorInfoOf(row: CaseRow): string {
  return buildDebtorInfo(row) || row.debtorInfoText;
}

/** Figures for `summary.asOf` (normally the user's today). */
export function toCaseDto(row: CaseRow, summary: Summary): CaseDto {
  const shown = shownCents(summary.principalBalance, summary.accruedInterest);
  const snapshot: LedgerSnapshot = parseSnapshot(row.snapshot);
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
    jurisdiction: row.jurisdiction,
    asOf: summary.asOf,
    lastPaymentDate: summary.lastPaymentDate,
    totalPayments: money2(summary.totalPayments),
    totalCosts: money2(summary.totalCosts),
    accruedInterest: money2(shown.interest),
    principalBalance: money2(shown.principal),
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

export const transactionDtoSchema = z.object({
  id: z.string(),
  case_id: z.string(),
  transaction_type: z.enum(["PAYMENT", "COST"]),
  type: z.enum(["PAYMENT", "COST"]),
  amount: moneyText,
  date: z.string(),
  description: z.string(),
  calculatedInterest: moneyText,
  appliedToInterest: moneyText,
  appliedToPrincipal: moneyText,
  newBalance: moneyText,
  unpaidInterestAfter: moneyText,
  createdAt: z.string(),
  exact: z.object({
    calculatedInterest: moneyText,
    appliedToInterest: moneyText,
    appliedToPrincipal: moneyText,
    newBalance: moneyText,
    unpaidInterestAfter: moneyText,
  }),
});
export type TransactionDto = z.infer<typeof transactionDtoSchema>;

export function toTransactionDto(t: TransactionRow): TransactionDto {
  return {
    id: t.id,
    case_id: t.caseId,
    transaction_type: t.type,
    type: t.type,
    amount: money2(t.amount),
    date: t.date,
    description: t.description,
    calculatedInterest: money2(t.calculatedInterest),
    appliedToInterest: money2(t.appliedToInterest),
    appliedToPrincipal: money2(t.appliedToPrincipal),
    newBalance: money2(t.newBalance),
    unpaidInterestAfter: money2(t.unpaidInterestAfter),
    createdAt: t.createdAt.toISOString(),
    exact: {
      calculatedInterest: money4(t.calculatedInterest),
      appliedToInterest: money4(t.appliedToInterest),
      appliedToPrincipal: money4(t.appliedToPrincipal),
      newBalance: money4(t.newBalance),
      unpaidInterestAfter: money4(t.unpaidInterestAfter),
    },
  };
}
