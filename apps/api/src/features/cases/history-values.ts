import {
  CASE_KIND_LABELS,
  COST_CATEGORY_LABELS,
  type CostCategory,
  type CourtFacts,
  describeParties,
  EMPTY_COURT_FACTS,
  formatRatePercent,
  formatUsDate,
  formatUsd,
  type HistoryChangeDto,
  JUDGMENT_KIND_LABELS,
  METHOD_ELEMENT_TOPICS,
  type MethodOptionField,
  type Money,
  moneyToUnitsString,
  optionLabel,
  TRANSACTION_TYPE_LABELS,
  tryMoneyFromUnitsString,
} from "@owed/domain";
import type {
  CaseRow,
  StoredRatePeriod,
  StoredRateSource,
  TransactionRow,
} from "../../db/schema/index.ts";
import { userRatesAfter } from "./table-rates.ts";

// What a history entry keeps of a case or a transaction (docs/history.md): every stored field a
// user can set, exactly as stored (money and rates as integer counts in text, since JSON has no
// bigint), so a deleted case comes back identical and an edit can be put back field for field.
// The figures the engine computes are not kept: an undo recomputes them.

export interface CaseValues {
  caseName: string;
  courtName: string;
  courtCaseNumber: string;
  judgmentAmount: string;
  judgmentDate: string;
  interestRate: string;
  rateSchedule: StoredRatePeriod[] | null;
  compounding: CaseRow["compounding"];
  dayCount: CaseRow["dayCount"];
  perDiemRounding: CaseRow["perDiemRounding"];
  costTreatment: CaseRow["costTreatment"];
  creditingOrder: CaseRow["creditingOrder"];
  interestFrom: string | null;
  nonInterestBearing: string;
  rateTable: string | null;
  rateSources: StoredRateSource[] | null;
  methodOverrides: string[];
  jurisdiction: string | null;
  debtorFirm: string;
  debtorStreet: string;
  debtorCity: string;
  debtorState: string;
  debtorZip: string;
  debtorPhone: string;
  debtorEmail: string;
  debtorInfoText: string;
  /**
   * The parties, court and kinds the court's forms ask for (docs/court-forms.md), or null when
   * none are recorded. Absent from entries written before they existed: read as null.
   */
  courtFacts?: CourtFacts | null;
  /**
   * The creditor client the case is held for (docs/portfolio.md) and its name when the entry was
   * written, for the History view. Absent from entries written before clients existed: none.
   */
  clientId?: string | null;
  clientName?: string | null;
  createdAt: string;
}

export interface TransactionValues {
  type: TransactionRow["type"];
  amount: string;
  date: string;
  description: string;
  /*
   * A cost's court facts (docs/court-forms.md, "Cost categories"). Optional because entries
   * written before they existed lack them; read as none (`transactionColumnsOf`).
   */
  costCategory?: TransactionRow["costCategory"];
  costNote?: string;
  costAllowedOn?: string | null;
  costMemorandumId?: string | null;
  sequence: number;
  createdAt: string;
}

/**
 * Beside a case's values after, in the entry of a case left with no client because its client was
 * deleted (docs/portfolio.md): the client's name, for the entry's title.
 */
export const CLIENT_DELETED_KEY = "clientDeleted";

/** The values a user sets on a transaction: what an undo of an edit puts back, field by field. */
export const TRANSACTION_VALUE_KEYS = [
  "type",
  "amount",
  "date",
  "description",
  "costCategory",
  "costNote",
  "costAllowedOn",
  "costMemorandumId",
] as const satisfies readonly (keyof TransactionValues)[];

/** A deleted case: its values and every transaction it had, enough to restore it whole. */
export interface DeletedCaseValues {
  case: CaseValues;
  transactions: (TransactionValues & { id: string })[];
}

/** The engine's figures of one transaction, before and after an Edit Case recompute. */
export interface RecomputedFigures {
  id: string;
  type: TransactionRow["type"];
  date: string;
  amount: string;
  interest: string;
  balance: string;
}

/** `clientName`: the name of the case's client now (null when it has none). */
export function caseValuesOf(row: CaseRow, clientName: string | null = null): CaseValues {
  return {
    caseName: row.caseName,
    courtName: row.courtName,
    courtCaseNumber: row.courtCaseNumber,
    judgmentAmount: moneyToUnitsString(row.judgmentAmount),
    judgmentDate: row.judgmentDate,
    interestRate: row.interestRate.toString(),
    rateSchedule: row.rateSchedule ?? null,
    compounding: row.compounding,
    dayCount: row.dayCount,
    perDiemRounding: row.perDiemRounding,
    costTreatment: row.costTreatment,
    creditingOrder: row.creditingOrder,
    interestFrom: row.interestFrom,
    nonInterestBearing: moneyToUnitsString(row.nonInterestBearing),
    rateTable: row.rateTable,
    rateSources: row.rateSources ?? null,
    methodOverrides: [...((row.methodOverrides as string[] | null) ?? [])],
    jurisdiction: row.jurisdiction,
    debtorFirm: row.debtorFirm,
    debtorStreet: row.debtorStreet,
    debtorCity: row.debtorCity,
    debtorState: row.debtorState,
    debtorZip: row.debtorZip,
    debtorPhone: row.debtorPhone,
    debtorEmail: row.debtorEmail,
    debtorInfoText: row.debtorInfoText,
    courtFacts: row.courtFacts ?? null,
    clientId: row.clientId,
    clientName: row.clientId === null ? null : clientName,
    createdAt: row.createdAt.toISOString(),
  };
}

export function transactionValuesOf(row: TransactionRow): TransactionValues {
  return {
    type: row.type,
    amount: moneyToUnitsString(row.amount),
    date: row.date,
    description: row.description,
    costCategory: row.costCategory,
    costNote: row.costNote,
    costAllowedOn: row.costAllowedOn,
    costMemorandumId: row.costMemorandumId,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
  };
}

function money(text: string): Money {
  const value = tryMoneyFromUnitsString(text);
  if (value === undefined) throw new Error("history: a stored amount is not an integer count");
  return value;
}

/** A case's stored columns from its history values (the inverse of `caseValuesOf`). */
export function caseColumnsOf(values: CaseValues) {
  return {
    caseName: values.caseName,
    courtName: values.courtName,
    courtCaseNumber: values.courtCaseNumber,
    judgmentAmount: money(values.judgmentAmount),
    judgmentDate: values.judgmentDate,
    interestRate: money(values.interestRate),
    rateSchedule: values.rateSchedule,
    compounding: values.compounding,
    dayCount: values.dayCount,
    perDiemRounding: values.perDiemRounding,
    costTreatment: values.costTreatment,
    creditingOrder: values.creditingOrder,
    interestFrom: values.interestFrom,
    nonInterestBearing: money(values.nonInterestBearing),
    rateTable: values.rateTable,
    rateSources: values.rateSources,
    methodOverrides: [...values.methodOverrides],
    jurisdiction: values.jurisdiction,
    debtorFirm: values.debtorFirm,
    debtorStreet: values.debtorStreet,
    debtorCity: values.debtorCity,
    debtorState: values.debtorState,
    debtorZip: values.debtorZip,
    debtorPhone: values.debtorPhone,
    debtorEmail: values.debtorEmail,
    debtorInfoText: values.debtorInfoText,
    courtFacts: values.courtFacts ?? null,
    clientId: values.clientId ?? null,
  };
}

export function transactionColumnsOf(values: TransactionValues) {
  return {
    type: values.type,
    amount: money(values.amount),
    date: values.date,
    description: values.description,
    costCategory: values.costCategory ?? null,
    costNote: values.costNote ?? "",
    costAllowedOn: values.costAllowedOn ?? null,
    costMemorandumId: values.costMemorandumId ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// The changes as a person reads them: a label and the two values in the case page's formats.

/** A value as shown; `whole` is the record it belongs to, for values that depend on another. */
type Formatter = (value: unknown, whole?: unknown) => string | null;

const text: Formatter = (value) => (value === null || value === undefined ? null : String(value));
const usd: Formatter = (value) =>
  typeof value === "string" && tryMoneyFromUnitsString(value) !== undefined
    ? formatUsd(money(value))
    : null;
/** An amount that is absent when it is zero (the part bearing no interest). */
const usdUnlessZero: Formatter = (value) => (value === "0" ? null : usd(value));
const usDate: Formatter = (value) => (typeof value === "string" ? formatUsDate(value) : null);
const rate: Formatter = (value) =>
  typeof value === "string" && tryMoneyFromUnitsString(value) !== undefined
    ? formatRatePercent(money(value))
    : null;
const option =
  (field: MethodOptionField): Formatter =>
  (value) =>
    typeof value === "string" ? optionLabel(field, value) : null;
/** A schedule's periods; those after the end of the case's table are marked as the user's. */
const schedule: Formatter = (value, whole) => {
  if (!Array.isArray(value) || value.length === 0) return null;
  const values = whole as Partial<CaseValues> | undefined;
  const after = userRatesAfter({
    rateTable: values?.rateTable ?? null,
    rateSources: values?.rateSources ?? null,
  });
  return (value as StoredRatePeriod[])
    .map((p) => {
      const mine = after !== null && p.from > after ? " (entered by you)" : "";
      return `${p.ratePercent}% from ${formatUsDate(p.from)}${mine}`;
    })
    .join("; ");
};
/** The elements changed from the preset, by the names the statements give them, not field names. */
const elements: Formatter = (value) =>
  Array.isArray(value) && value.length > 0
    ? value
        .map((name) =>
          typeof name === "string" && Object.hasOwn(METHOD_ELEMENT_TOPICS, name)
            ? METHOD_ELEMENT_TOPICS[name as keyof typeof METHOD_ELEMENT_TOPICS]
            : String(name),
        )
        .join(", ")
    : null;

/** A cost's category in MC-012's words, never its stored value. */
const costCategory: Formatter = (value) =>
  typeof value === "string" && Object.hasOwn(COST_CATEGORY_LABELS, value)
    ? COST_CATEGORY_LABELS[value as CostCategory]
    : null;

/** A case's client by the name it had when the entry was written, never its id. */
const client: Formatter = (value, whole) =>
  typeof value === "string" ? ((whole as Partial<CaseValues>)?.clientName ?? "A client") : null;

const CASE_FIELDS: readonly [keyof CaseValues, string, Formatter][] = [
  ["caseName", "Case name", text],
  ["courtName", "Court", text],
  ["courtCaseNumber", "Court case number", text],
  ["judgmentAmount", "Judgment amount", usd],
  ["judgmentDate", "Judgment date", usDate],
  ["interestRate", "Interest rate", rate],
  ["rateSchedule", "Rate schedule", schedule],
  ["compounding", "Compounding", option("compounding")],
  ["dayCount", "Year basis", option("dayCount")],
  ["perDiemRounding", "Per-diem rounding", option("perDiemRounding")],
  ["costTreatment", "Costs", option("costTreatment")],
  ["creditingOrder", "Crediting order", option("creditingOrder")],
  ["interestFrom", "Interest from", usDate],
  ["nonInterestBearing", "Part bearing no interest", usdUnlessZero],
  ["rateTable", "Rate table", text],
  ["methodOverrides", "Changed from the preset", elements],
  ["jurisdiction", "Jurisdiction", text],
  ["clientId", "Client", client],
  ["debtorFirm", "Debtor", text],
  ["debtorStreet", "Debtor street", text],
  ["debtorCity", "Debtor city", text],
  ["debtorState", "Debtor state", text],
  ["debtorZip", "Debtor ZIP", text],
  ["debtorPhone", "Debtor phone", text],
  ["debtorEmail", "Debtor e-mail", text],
  ["debtorInfoText", "Debtor details", text],
];

const TRANSACTION_FIELDS: readonly [keyof TransactionValues, string, Formatter][] = [
  ["type", "Type", (value) => (typeof value === "string" ? (TYPE_NAMES[value] ?? value) : null)],
  ["amount", "Amount", usd],
  ["date", "Date", usDate],
  ["description", "Description", text],
  ["costCategory", "Category", costCategory],
  ["costNote", "County or statute", text],
  ["costAllowedOn", "Allowed on", usDate],
];

/** What a history line calls each kind of entry. */
export const TYPE_NAMES: Record<string, string> = TRANSACTION_TYPE_LABELS;

/** "Payment of $500.00 on 03/01/2024". */
export function transactionSubject(values: Pick<TransactionValues, "type" | "amount" | "date">) {
  const name = TYPE_NAMES[values.type] ?? values.type;
  return `${name} of ${usd(values.amount) ?? ""} on ${formatUsDate(values.date)}`;
}

/** Whether a field means nothing for display (an empty optional text, an empty list). */
function blank(shown: string | null): boolean {
  return shown === null || shown === "";
}

function fieldChanges<T extends object>(
  fields: readonly [keyof T, string, Formatter][],
  before: T | null,
  after: T | null,
): HistoryChangeDto[] {
  const changes: HistoryChangeDto[] = [];
  for (const [field, label, format] of fields) {
    const was = before ? format(before[field], before) : null;
    const now = after ? format(after[field], after) : null;
    if (was === now || (blank(was) && blank(now))) continue;
    // A create or a delete lists only the fields that have a value.
    changes.push({ field: String(field), label, before: was, after: now });
  }
  return changes;
}

/** A court fact as the case page's "Court details" shows it. */
type FactFormatter = (facts: CourtFacts) => string | null;

const yesNo = (value: boolean) => (value ? "Yes" : "No");

const FACT_FIELDS: readonly [keyof CourtFacts, string, FactFormatter][] = [
  ["creditors", "Creditors", (f) => describeParties(f.creditors)],
  ["creditorIsAssignee", "Creditor is an assignee of record", (f) => yesNo(f.creditorIsAssignee)],
  ["debtors", "Debtors", (f) => describeParties(f.debtors)],
  ["amountsDifferByDebtor", "Amounts differ by debtor", (f) => yesNo(f.amountsDifferByDebtor)],
  ["courtCounty", "County", (f) => f.courtCounty],
  ["courtBranch", "Court branch", (f) => f.courtBranch],
  ["courtStreet", "Court street address", (f) => f.courtStreet],
  ["courtMailingAddress", "Court mailing address", (f) => f.courtMailingAddress],
  ["courtCityZip", "Court city and ZIP code", (f) => f.courtCityZip],
  ["caseKind", "Limited or unlimited", (f) => (f.caseKind ? CASE_KIND_LABELS[f.caseKind] : null)],
  [
    "judgmentKind",
    "Judgment type",
    (f) => (f.judgmentKind ? JUDGMENT_KIND_LABELS[f.judgmentKind] : null),
  ],
  // Facts stored before the description existed lack it: blank, like an empty one.
  ["judgmentKindOther", "Judgment type (other)", (f) => f.judgmentKindOther ?? null],
];

/**
 * The court facts that changed, one line each. A case with none recorded reads as empty facts,
 * so a first save lists only what was filled in; a create or a delete does not list a "No".
 */
function factChanges(before: CaseValues | null, after: CaseValues | null): HistoryChangeDto[] {
  const was = before ? (before.courtFacts ?? EMPTY_COURT_FACTS) : null;
  const is = after ? (after.courtFacts ?? EMPTY_COURT_FACTS) : null;
  const changes: HistoryChangeDto[] = [];
  for (const [field, label, format] of FACT_FIELDS) {
    const then = was ? format(was) : null;
    const now = is ? format(is) : null;
    if (then === now || (blank(then) && blank(now))) continue;
    if ((was === null && now === "No") || (is === null && then === "No")) continue;
    changes.push({
      field: `courtFacts.${field}`,
      label,
      before: blank(then) ? null : then,
      after: blank(now) ? null : now,
    });
  }
  return changes;
}

export function caseChanges(before: CaseValues | null, after: CaseValues | null) {
  return [...fieldChanges(CASE_FIELDS, before, after), ...factChanges(before, after)];
}

export function transactionChanges(
  before: TransactionValues | null,
  after: TransactionValues | null,
) {
  return fieldChanges(TRANSACTION_FIELDS, before, after);
}

/** An Edit Case recompute: one line per transaction whose figures moved. */
export function recomputeChanges(
  before: readonly RecomputedFigures[],
  after: readonly RecomputedFigures[],
): HistoryChangeDto[] {
  const was = new Map(before.map((f) => [f.id, f]));
  return after.map((now) => {
    const then = was.get(now.id);
    const figures = (f: RecomputedFigures | undefined) =>
      f ? `interest ${usd(f.interest)}, balance after ${usd(f.balance)}` : null;
    return {
      field: `transaction:${now.id}`,
      label: transactionSubject(now),
      before: figures(then),
      after: figures(now),
    };
  });
}
