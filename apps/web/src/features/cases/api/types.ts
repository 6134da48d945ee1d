/**
 * What the docket API sends (apps/api/src/features/cases/case-dto.ts). Kept as plain types here
 * rather than imported from the API package so the browser bundle never pulls server code in.
 * Money is a decimal string ("10046.57"), never a JS number: see utils/money.ts.
 */

export type Compounding = "none" | "annual";
export type DayCount = "365" | "actual";
export type TransactionType = "PAYMENT" | "COST";

export interface RatePeriodDto {
  from: string;
  ratePercent: string;
}

export interface CaseDto {
  id: string;
  caseName: string;
  courtName: string;
  courtCaseNumber: string;
  judgmentAmount: string;
  judgmentDate: string;
  interestRate: string;
  rateSchedule: RatePeriodDto[] | null;
  compounding: Compounding;
  dayCount: DayCount;
  jurisdiction: string | null;
  /** The user's today (their time zone) the figures are computed for. */
  asOf: string;
  lastPaymentDate: string | null;
  totalPayments: string;
  totalCosts: string;
  accruedInterest: string;
  principalBalance: string;
  payoffAmount: string;
  todayPayoff: string;
  perDiem: string;
  totalInterestAccrued: string;
  isEnded: boolean;
  endedOn: string | null;
  debtorInfo: string;
  debtorFirm: string;
  debtorStreet: string;
  debtorCity: string;
  debtorState: string;
  debtorZip: string;
  debtorPhone: string;
  debtorEmail: string;
  transactionCount: number;
  createdAt: string;
  updatedAt: string;
  exact: {
    principalBalance: string;
    accruedInterest: string;
    payoffAmount: string;
    perDiem: string;
    totalInterestAccrued: string;
  };
}

export interface TransactionDto {
  id: string;
  case_id: string;
  transaction_type: TransactionType;
  type: TransactionType;
  amount: string;
  date: string;
  description: string;
  calculatedInterest: string;
  appliedToInterest: string;
  appliedToPrincipal: string;
  newBalance: string;
  unpaidInterestAfter: string;
  createdAt: string;
}

export interface PayoffSummaryDto {
  date: string;
  principalBalance: string;
  accruedInterest: string;
  totalPayoff: string;
  perDiem: string;
  totalPayments: string;
  lastPaymentDate: string | null;
  exact: { principalBalance: string; accruedInterest: string; totalPayoff: string };
}

/** Body of POST transactions/create/ and PUT transactions/{id}/update/. */
export interface TransactionBody {
  case_id: string;
  transaction_type: TransactionType;
  /** Always 2 decimals (spec section 9). */
  amount: string;
  date: string;
  description: string;
}

/**
 * Body of PUT case/{id}/edit/ and POST case/{id}/edit/preview/. Names are required; every other
 * field is optional and, when omitted, stays as it is.
 */
export interface EditCaseBody {
  caseName: string;
  courtName: string;
  courtCaseNumber: string;
  judgmentAmount: string;
  judgmentDate: string;
  interestRate?: string;
  /** null clears the schedule. */
  rateSchedule?: RatePeriodDto[] | null;
  compounding?: Compounding;
  dayCount?: DayCount;
  jurisdiction?: string | null;
  debtorFirm?: string;
  debtorStreet?: string;
  debtorCity?: string;
  debtorState?: string;
  debtorZip?: string;
  debtorPhone?: string;
  debtorEmail?: string;
}

/** The figures an edit would move, as of the user's today. */
export interface EditPreviewFigures {
  asOf: string;
  principalBalance: string;
  accruedInterest: string;
  payoffAmount: string;
  perDiem: string;
}

/** POST case/{id}/edit/preview/: the case before and after the edit; nothing is stored. */
export interface EditPreviewDto {
  before: EditPreviewFigures;
  after: EditPreviewFigures;
  figuresChange: boolean;
}

/** One row of GET cases/{id}/ledger/: a transaction, or a row the interest engine applied. */
export type LedgerEntryKind = "PAYMENT" | "COST" | "COMPOUNDING" | "RATE_CHANGE";

export interface LedgerFiguresDto {
  amount: string;
  calculatedInterest: string;
  appliedToInterest: string;
  appliedToPrincipal: string;
  newBalance: string;
  unpaidInterestAfter: string;
}

export interface LedgerEntryDto extends LedgerFiguresDto {
  kind: LedgerEntryKind;
  /** The transaction's id; null on the engine's rows (capitalisations, rate changes). */
  id: string | null;
  date: string;
  description: string;
  ratePercent: string;
  /** 4 decimals, in force after the row. */
  perDiem: string;
  satisfiesJudgment: boolean;
  exact: LedgerFiguresDto;
}

export interface LedgerDto {
  asOf: string;
  entries: LedgerEntryDto[];
  closing: {
    from: string;
    to: string;
    days: number;
    perDiem: string;
    interest: string;
    uniformPerDiem: boolean;
  };
  summary: PayoffSummaryDto;
}

/** What editing or deleting a transaction needs; a TransactionDto is one. */
export interface TransactionRef {
  id: string;
  type: TransactionType;
  amount: string;
  date: string;
  description: string;
}
