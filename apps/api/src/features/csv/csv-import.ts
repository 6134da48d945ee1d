import {
  type CalendarDate,
  type CaseTerms,
  computeLedger,
  DomainError,
  dateAfterTodayError,
  findStateInterestRule,
  IMPORT_FIELDS,
  IMPORT_MAX_ERRORS,
  type ImportFieldKey,
  type ImportMapping,
  type ImportProblemDto,
  isCalendarDate,
  type LedgerTransaction,
  type NewCaseRequest,
  newCaseOpening,
  newCaseRequest,
  type Summary,
  summarize,
  type TransactionType,
  transactionRequest,
} from "@owed/domain";
import type { CsvRecord, ParsedCsv } from "./csv-format.ts";

// Rows of a spreadsheet into cases and transactions (docs/csv.md). Pure: every row is checked
// with the same schemas and engine as the API's own routes, so a problem reads as the New Case
// form or the transaction sheet would say it, with the file's line number in front.

/** Header words that name each field, compared without case, spaces or punctuation. */
const ALIASES: Record<ImportFieldKey, readonly string[]> = {
  caseName: ["casename", "case", "name", "casetitle", "caption"],
  courtName: ["court", "courtname"],
  courtCaseNumber: [
    "courtcasenumber",
    "casenumber",
    "caseno",
    "casenum",
    "docket",
    "docketnumber",
    "indexnumber",
  ],
  judgmentAmount: ["judgmentamount", "judgment", "amountofjudgment", "judgmentprincipal"],
  judgmentDate: ["judgmentdate", "dateofjudgment", "entered", "judgmententered"],
  interestRate: ["interestrate", "interestrate%", "rate", "rate%", "interest"],
  compounding: ["compounding", "compounded"],
  dayCount: ["yearbasis", "daycount", "basis"],
  jurisdiction: ["jurisdiction", "state"],
  debtor: ["debtor", "judgmentdebtor", "defendant", "debtorinfo"],
  transactionType: ["transactiontype", "type", "entry", "entrytype"],
  transactionDate: ["transactiondate", "paymentdate", "date"],
  transactionAmount: ["transactionamount", "paymentamount", "amount"],
  description: ["description", "memo", "note", "notes"],
};

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9%]/g, "");

/** Columns matched to fields by their header, each column used once, first match wins. */
export function suggestMapping(header: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<number>();
  for (const field of IMPORT_FIELDS) {
    const names = ALIASES[field.key];
    const index = header.findIndex((h, i) => !used.has(i) && names.includes(squash(h)));
    if (index >= 0) {
      mapping[field.key] = index;
      used.add(index);
    }
  }
  return mapping;
}

const LABELS = Object.fromEntries(IMPORT_FIELDS.map((f) => [f.key, f.label])) as Record<
  ImportFieldKey,
  string
>;

/** "1/5/2024" -> "2024-01-05"; anything else is left for the schema to refuse in its words. */
export function spreadsheetDate(text: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]?.padStart(2, "0")}-${us[2]?.padStart(2, "0")}`;
  return text;
}

/** The message for a date cell that is not a real date in either accepted form; null if fine. */
export function spreadsheetDateProblem(label: string, text: string): string | null {
  if (text === "" || isCalendarDate(spreadsheetDate(text))) return null;
  return `${label} "${text.slice(0, 40)}" is not a date like 01/15/2024 or 2024-01-15.`;
}

/**
 * "$1,234.56" stays for the schema (which takes $ and thousands commas); in a semicolon file,
 * where spreadsheets write decimal commas, "1.234,56" becomes "1234.56".
 */
export function spreadsheetAmount(text: string, delimiter: "," | ";"): string {
  const trimmed = text.replace(/\s/g, "");
  if (delimiter === ";" && /^\$?(\d{1,3}(\.\d{3})+|\d+),\d{1,2}$/.test(trimmed)) {
    return trimmed.replace(/\./g, "").replace(",", ".");
  }
  return trimmed;
}

const TYPES: Record<string, TransactionType> = {
  payment: "PAYMENT",
  pmt: "PAYMENT",
  cost: "COST",
  costs: "COST",
  renewal: "RENEWAL",
};

function compoundingOf(text: string): "none" | "annual" | undefined {
  const word = squash(text);
  if (["", "none", "simple", "no"].includes(word)) return "none";
  if (["annual", "annually", "yearly", "yes", "compound"].includes(word)) return "annual";
  return undefined;
}

function dayCountOf(text: string): "365" | "actual" | "360" | undefined {
  const word = squash(text);
  if (["", "365"].includes(word)) return "365";
  if (["actual", "365366", "actual365", "actualactual"].includes(word)) return "actual";
  if (word === "360") return "360";
  return undefined;
}

export interface ImportTransaction {
  line: number;
  type: TransactionType;
  amount: bigint;
  date: CalendarDate;
  description: string;
}

export interface ImportCase {
  line: number;
  request: NewCaseRequest;
  transactions: ImportTransaction[];
  terms: CaseTerms;
  summary: Summary;
}

export interface ImportCheck {
  cases: ImportCase[];
  problems: ImportProblemDto[];
  problemCount: number;
  transactions: number;
}

interface Draft {
  line: number;
  raw: Partial<Record<ImportFieldKey, string>>;
  request: NewCaseRequest | undefined;
  transactions: ImportTransaction[];
  failed: boolean;
}

const CASE_FIELDS: readonly ImportFieldKey[] = [
  "caseName",
  "courtName",
  "judgmentAmount",
  "judgmentDate",
  "interestRate",
  "compounding",
  "dayCount",
  "jurisdiction",
  "debtor",
];

function checkMapping(mapping: ImportMapping, columns: number, problem: Problem) {
  for (const field of IMPORT_FIELDS) {
    const column = mapping[field.key];
    if (field.required && (column === undefined || column === null)) {
      problem(1, field.key, `Choose the column for ${field.label}.`);
    } else if (column !== undefined && column !== null && column >= columns) {
      problem(1, field.key, `${field.label}: the file has no column ${column + 1}.`);
    }
  }
}

/** Every row checked; cases whose rows all pass are computed to `today` with the engine. */
export function checkImport(
  parsed: ParsedCsv,
  mapping: ImportMapping,
  today: CalendarDate,
): ImportCheck {
  const problems: ImportProblemDto[] = [];
  let problemCount = 0;
  const problem = (line: number, field: string | null, message: string) => {
    problemCount++;
    if (problems.length < IMPORT_MAX_ERRORS) problems.push({ line, field, message });
  };

  checkMapping(mapping, parsed.header.length, problem);
  if (problemCount > 0) return { cases: [], problems, problemCount, transactions: 0 };

  const drafts = new Map<string, Draft>();
  let transactionCount = 0;
  for (const record of parsed.records) {
    const value = (key: ImportFieldKey) => {
      const column = mapping[key];
      return column === undefined || column === null ? "" : (record.cells[column] ?? "");
    };
    const number = value("courtCaseNumber");
    if (number === "") {
      problem(record.line, "courtCaseNumber", "Court case number is required");
      continue;
    }
    const key = number.toLowerCase();
    let draft = drafts.get(key);
    if (!draft) {
      draft = openCase(record, value, number, parsed.delimiter, problem);
      drafts.set(key, draft);
    } else {
      checkRepeatedCase(record, value, draft, number, problem);
    }
    if (readTransaction(record, value, draft, parsed.delimiter, today, problem)) {
      transactionCount++;
    }
  }

  const cases: ImportCase[] = [];
  for (const draft of drafts.values()) {
    if (draft.failed || !draft.request) continue;
    const computed = computeCase(draft, draft.request, today, problem);
    if (computed) cases.push(computed);
  }
  return { cases, problems, problemCount, transactions: transactionCount };
}

type Problem = (line: number, field: string | null, message: string) => void;

const TRANSACTION_FIELD_NAMES: Record<string, string> = {
  transaction_type: "transactionType",
  date: "transactionDate",
  amount: "transactionAmount",
};

/** A row's transaction, if it has one: checked and added to its case. Answers whether it had one. */
function readTransaction(
  record: CsvRecord,
  value: (key: ImportFieldKey) => string,
  draft: Draft,
  delimiter: "," | ";",
  today: CalendarDate,
  problem: Problem,
): boolean {
  const type = value("transactionType");
  const date = value("transactionDate");
  const amount = value("transactionAmount");
  if (type === "" && date === "" && amount === "") return false;
  const badDate = spreadsheetDateProblem("Transaction date", date);
  if (badDate) {
    problem(record.line, "transactionDate", badDate);
    draft.failed = true;
    return true;
  }
  const checked = transactionRequest.safeParse({
    case_id: "import",
    transaction_type: TYPES[squash(type)] ?? (type === "" ? undefined : type.toUpperCase()),
    amount: spreadsheetAmount(amount, delimiter),
    date: spreadsheetDate(date),
    description: value("description"),
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = String(issue.path[0] ?? "");
      const message =
        field === "transaction_type" && type !== ""
          ? `Transaction type must be Payment, Cost or Renewal (not "${type.slice(0, 40)}").`
          : issue.message;
      problem(record.line, TRANSACTION_FIELD_NAMES[field] ?? field, message);
    }
    draft.failed = true;
    return true;
  }
  const future = dateAfterTodayError(checked.data.date, today);
  if (future) {
    problem(record.line, "transactionDate", future);
    draft.failed = true;
    return true;
  }
  draft.transactions.push({
    line: record.line,
    type: checked.data.transaction_type,
    amount: checked.data.amount,
    date: checked.data.date,
    description: checked.data.description,
  });
  return true;
}

/** The first rows of a case number open it; later rows may repeat its fields but not change them. */
function checkRepeatedCase(
  record: CsvRecord,
  value: (key: ImportFieldKey) => string,
  draft: Draft,
  number: string,
  problem: Problem,
) {
  for (const field of CASE_FIELDS) {
    const now = value(field);
    const first = draft.raw[field] ?? "";
    if (now !== "" && now !== first) {
      problem(
        record.line,
        field,
        `${LABELS[field]} differs from line ${draft.line}, the first row of case number ${number}.`,
      );
      draft.failed = true;
    }
  }
}

function openCase(
  record: CsvRecord,
  value: (key: ImportFieldKey) => string,
  number: string,
  delimiter: "," | ";",
  problem: Problem,
): Draft {
  const raw: Partial<Record<ImportFieldKey, string>> = {};
  for (const field of CASE_FIELDS) raw[field] = value(field);
  const draft: Draft = {
    line: record.line,
    raw,
    request: undefined,
    transactions: [],
    failed: false,
  };
  const compounding = compoundingOf(value("compounding"));
  if (!compounding) problem(record.line, "compounding", "Compounding must be none or annual.");
  const dayCount = dayCountOf(value("dayCount"));
  if (!dayCount) problem(record.line, "dayCount", "Year basis must be 365, actual or 360.");
  const place = value("jurisdiction");
  const rule = place === "" ? undefined : findStateInterestRule(place);
  if (place !== "" && !rule) {
    problem(
      record.line,
      "jurisdiction",
      `Jurisdiction "${place.slice(0, 40)}" is not one of the 53 in the interest-rules guide.`,
    );
  }
  const badDate = spreadsheetDateProblem("Judgment date", value("judgmentDate"));
  if (badDate) problem(record.line, "judgmentDate", badDate);
  if (!compounding || !dayCount || (place !== "" && !rule) || badDate) {
    draft.failed = true;
    return draft;
  }
  const checked = newCaseRequest.safeParse({
    caseName: value("caseName"),
    courtName: value("courtName"),
    courtCaseNumber: number,
    judgmentAmount: spreadsheetAmount(value("judgmentAmount"), delimiter),
    judgmentDate: spreadsheetDate(value("judgmentDate")),
    interestRate: value("interestRate").replace(/\s*%$/, "") || undefined,
    compounding,
    dayCount,
    jurisdiction: rule?.code ?? null,
    debtorInfo: value("debtor"),
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      problem(record.line, String(issue.path[0] ?? "") || null, issue.message);
    }
    draft.failed = true;
    return draft;
  }
  draft.request = checked.data;
  return draft;
}

/** The case's whole ledger with the engine: a refusal names the row that caused it. */
function computeCase(
  draft: Draft,
  request: NewCaseRequest,
  today: CalendarDate,
  problem: Problem,
): ImportCase | undefined {
  try {
    const opening = newCaseOpening({ ...request, endDate: null, today });
    const ledger: LedgerTransaction[] = draft.transactions.map((t, index) => ({
      id: index,
      type: t.type,
      date: t.date,
      amount: t.amount,
      sequence: index,
    }));
    computeLedger(opening.terms, ledger);
    return {
      line: draft.line,
      request,
      transactions: draft.transactions,
      terms: opening.terms,
      summary: summarize(opening.terms, ledger, today),
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const index = typeof error.transactionId === "number" ? error.transactionId : undefined;
    const row = index === undefined ? undefined : draft.transactions[index];
    problem(row?.line ?? draft.line, error.field ?? null, error.message);
    return undefined;
  }
}
