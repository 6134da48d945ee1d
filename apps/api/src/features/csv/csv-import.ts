import {
  type CalendarDate,
  type CaseTerms,
  COMPOUNDINGS,
  COST_CATEGORIES,
  COST_CATEGORY_LABELS,
  COST_NOTE_REQUIRED,
  COST_TREATMENTS,
  type CostCategory,
  type CourtFacts,
  CREDITING_ORDERS,
  computeLedger,
  DAY_COUNTS,
  DOCKET_ERRORS,
  DomainError,
  dateAfterTodayError,
  findStateInterestRule,
  IMPORT_FIELDS,
  IMPORT_MAX_ERRORS,
  IMPORT_MAX_RATE_PERIODS,
  IMPORT_MAX_SCHEDULE_CHARS,
  type ImportFieldKey,
  type ImportMapping,
  type ImportProblemDto,
  isCalendarDate,
  type LedgerTransaction,
  METHOD_ELEMENTS,
  type MethodElementName,
  methodPreset,
  type NewCaseRequest,
  newCaseOpening,
  newCaseRequest,
  PER_DIEM_ROUNDINGS,
  rateForJudgment,
  rateToDecimalString,
  type StateInterestRule,
  type Summary,
  summarize,
  type TransactionType,
  transactionRequest,
} from "@owed/domain";
import { RefusedError } from "../../plugins/errors.ts";
import {
  type RateSourceColumns,
  rateSourceColumns,
  type TablesByCode,
} from "../cases/case-use-cases.ts";
import {
  type CourtFactsLayout,
  courtFactsLayout,
  courtFactsRaw,
  readCourtFacts,
} from "./court-facts-columns.ts";
import type { CsvRecord, ParsedCsv } from "./csv-format.ts";

// Rows of a spreadsheet into cases and transactions (docs/csv.md). Pure (the rate tables are
// read by the caller): every row is checked with the same schemas and engine as the API's own
// routes, so a problem reads as the New Case form or the transaction sheet would say it, with the
// file's line number in front. A jurisdiction's method applies as New Case applies it; a column
// with a value overrides that element.

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
  jurisdiction: ["jurisdiction", "state"],
  compounding: ["compounding", "compounded"],
  dayCount: ["yearbasis", "daycount", "basis"],
  perDiemRounding: ["perdiemrounding", "rounding"],
  creditingOrder: ["creditingorder", "crediting"],
  // Not "costs": the case list once exported a cost balance under that header.
  costTreatment: ["costtreatment", "costsheldas"],
  interestFrom: ["interestfrom", "intereststart", "intereststartdate"],
  nonInterestBearing: ["amountbearingnointerest", "noninterestbearing", "nointerestamount"],
  rateSchedule: ["rateschedule", "schedule", "rates"],
  rateTable: ["ratetable"],
  methodOverrides: ["changedfrompreset", "methodoverrides", "overrides"],
  debtor: ["debtor", "judgmentdebtor", "defendant", "debtorinfo"],
  client: ["client", "clientname"],
  transactionType: ["transactiontype", "type", "entry", "entrytype"],
  transactionDate: ["transactiondate", "paymentdate", "date"],
  transactionAmount: ["transactionamount", "paymentamount", "amount"],
  description: ["description", "memo", "note", "notes"],
  // Not "category" or "county" alone: a firm's own sheet may use those for something else.
  costCategory: ["costcategory", "mc012category"],
  costNote: ["countyorstatute", "costnote"],
  costAllowedOn: ["allowedon", "costallowedon", "dateallowed"],
  caseKey: ["casekey", "key"],
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

const CATEGORY_OF_WORDS = new Map<string, CostCategory>(
  COST_CATEGORIES.flatMap((category) => [
    [squashWords(COST_CATEGORY_LABELS[category]), category],
    [squashWords(category), category],
  ]),
);

function squashWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A cost category cell in MC-012's words (as the export writes it) or the stored code, any case:
 * null when blank, undefined when it is neither.
 */
export function costCategoryOf(text: string): CostCategory | null | undefined {
  if (text.trim() === "") return null;
  return CATEGORY_OF_WORDS.get(squashWords(text));
}

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

/**
 * "9.5%", "9.5 %" stay "9.5"; in a semicolon file, where spreadsheets write decimal commas,
 * "7,5" and "7,5 %" become "7.5". Anything else is left for the schema to refuse in its words.
 */
export function spreadsheetRate(text: string, delimiter: "," | ";"): string {
  const trimmed = text.replace(/\s/g, "").replace(/%$/, "");
  if (delimiter === ";" && /^\d+,\d+$/.test(trimmed)) return trimmed.replace(",", ".");
  return trimmed;
}

const TYPES: Record<string, TransactionType> = {
  payment: "PAYMENT",
  pmt: "PAYMENT",
  cost: "COST",
  costs: "COST",
  renewal: "RENEWAL",
};

/** A method element's cell: one of the schema's values (any case), or a word older files used. */
function choiceOf<T extends string>(
  values: readonly T[],
  synonyms: Readonly<Record<string, T>>,
  text: string,
): T | undefined {
  const word = squash(text);
  return values.find((value) => squash(value) === word) ?? synonyms[word];
}

const COMPOUNDING_WORDS: Record<string, (typeof COMPOUNDINGS)[number]> = {
  simple: "none",
  no: "none",
  annually: "annual",
  yearly: "annual",
  yes: "annual",
  compound: "annual",
};
const DAY_COUNT_WORDS: Record<string, (typeof DAY_COUNTS)[number]> = {
  "365366": "actual",
  actual365: "actual",
  actualactual: "actual",
};

const listOf = (values: readonly string[]) =>
  `${values
    .slice(0, -1)
    .map((v) => `"${v}"`)
    .join(", ")} or "${values.at(-1)}"`;

/** The method elements a column sets, with the form's name for each (docs/jurisdiction-methods.md). */
const METHOD_COLUMNS = [
  {
    field: "compounding",
    element: "compounding",
    read: (text: string) => choiceOf(COMPOUNDINGS, COMPOUNDING_WORDS, text),
    message: `Compounding must be ${listOf(COMPOUNDINGS)} (or simple, annually).`,
  },
  {
    field: "dayCount",
    element: "dayCount",
    read: (text: string) => choiceOf(DAY_COUNTS, DAY_COUNT_WORDS, text),
    message: `Year basis must be ${listOf(DAY_COUNTS)}.`,
  },
  {
    field: "perDiemRounding",
    element: "perDiemRounding",
    read: (text: string) => choiceOf(PER_DIEM_ROUNDINGS, {}, text),
    message: `Per-diem rounding must be ${listOf(PER_DIEM_ROUNDINGS)}.`,
  },
  {
    field: "creditingOrder",
    element: "creditingOrder",
    read: (text: string) => choiceOf(CREDITING_ORDERS, {}, text),
    message: `Crediting order must be ${listOf(CREDITING_ORDERS)}.`,
  },
  {
    field: "costTreatment",
    element: "costTreatment",
    read: (text: string) => choiceOf(COST_TREATMENTS, {}, text),
    message: `Cost treatment must be ${listOf(COST_TREATMENTS)}.`,
  },
] as const satisfies readonly {
  field: ImportFieldKey;
  element: MethodElementName;
  read: (text: string) => string | undefined;
  message: string;
}[];

type MethodValues = {
  [C in (typeof METHOD_COLUMNS)[number] as C["field"]]: NonNullable<ReturnType<C["read"]>>;
};

/** What the case gets with no jurisdiction: the engine's defaults, as New Case starts. */
const NO_PRESET: MethodValues = {
  compounding: "none",
  dayCount: "365",
  perDiemRounding: "floor-4",
  creditingOrder: "interest-principal",
  costTreatment: "principal",
};

export interface ImportTransaction {
  line: number;
  type: TransactionType;
  amount: bigint;
  date: CalendarDate;
  description: string;
  costCategory: CostCategory | null;
  costNote: string;
  costAllowedOn: CalendarDate | null;
}

export interface ImportCase {
  line: number;
  request: NewCaseRequest;
  transactions: ImportTransaction[];
  terms: CaseTerms;
  summary: Summary;
  /** The rate table the rate came from and the rows it used, as New Case stores them. */
  rateSource: RateSourceColumns;
  /** The method elements that differ from the jurisdiction's preset. */
  methodOverrides: MethodElementName[];
  /** The court details of the case's first row (docs/csv.md); null when the file has none. */
  courtFacts: CourtFacts | null;
  /** The workspace's client the row names (docs/portfolio.md); null for none. */
  client: ImportClient | null;
}

/** A client of the workspace, as the import matches it by name. */
export interface ImportClient {
  id: string;
  name: string;
}

/** The workspace's clients by name in lower case: a Client cell matches without regard to case. */
export type ClientsByName = ReadonlyMap<string, ImportClient>;

export const clientKey = (name: string) => name.trim().toLowerCase();

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
  /** The table to check the rate against; `explicit` when the file named it (then it must match). */
  table: { code: string; explicit: boolean } | null;
  /** The court details read from the first row, and that row's cells to hold later rows to. */
  courtFacts: CourtFacts | null;
  courtFactsRaw: ReadonlyMap<string, string>;
  client: ImportClient | null;
}

/** The fields that belong to the case: later rows of a case may repeat them but not change them. */
const CASE_FIELDS: readonly ImportFieldKey[] = [
  "caseName",
  "courtName",
  "courtCaseNumber",
  "judgmentAmount",
  "judgmentDate",
  "interestRate",
  "jurisdiction",
  "compounding",
  "dayCount",
  "perDiemRounding",
  "creditingOrder",
  "costTreatment",
  "interestFrom",
  "nonInterestBearing",
  "rateSchedule",
  "rateTable",
  "methodOverrides",
  "debtor",
  "client",
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

/**
 * Every row checked; cases whose rows all pass are computed to `today` with the engine.
 * `tables`: the rate tables in force (imported rows in place of shipped ones), by code;
 * `clients`: the workspace's clients, which a Client cell must name.
 */
export function checkImport(
  parsed: ParsedCsv,
  mapping: ImportMapping,
  today: CalendarDate,
  tables: TablesByCode,
  clients: ClientsByName,
): ImportCheck {
  const problems: ImportProblemDto[] = [];
  let problemCount = 0;
  const problem = (line: number, field: string | null, message: string) => {
    problemCount++;
    if (problems.length < IMPORT_MAX_ERRORS) problems.push({ line, field, message });
  };

  checkMapping(mapping, parsed.header.length, problem);
  if (problemCount > 0) return { cases: [], problems, problemCount, transactions: 0 };

  const factsLayout = courtFactsLayout(parsed.header);
  const byKey = mapping.caseKey !== undefined && mapping.caseKey !== null;
  const drafts = new Map<string, Draft>();
  let transactionCount = 0;
  for (const record of parsed.records) {
    const value = (key: ImportFieldKey) => {
      const column = mapping[key];
      return column === undefined || column === null ? "" : (record.cells[column] ?? "");
    };
    const groupField = byKey ? "caseKey" : "courtCaseNumber";
    const group = value(groupField);
    if (group === "") {
      problem(
        record.line,
        groupField,
        byKey ? "Case key is required" : "Court case number is required",
      );
      continue;
    }
    const key = group.toLowerCase();
    let draft = drafts.get(key);
    if (!draft) {
      draft = openCase(record, value, parsed.delimiter, tables, problem);
      readFacts(record, factsLayout, draft, problem);
      readClient(record, value("client"), clients, draft, problem);
      drafts.set(key, draft);
    } else {
      checkRepeatedCase(record, value, draft, groupField, group, problem);
      checkRepeatedFacts(record, factsLayout, draft, groupField, group, problem);
    }
    if (readTransaction(record, value, draft, parsed.delimiter, today, problem)) {
      transactionCount++;
    }
  }

  const cases: ImportCase[] = [];
  for (const draft of drafts.values()) {
    if (draft.failed || !draft.request) continue;
    const computed = computeCase(draft, draft.request, today, tables, problem);
    if (computed) cases.push(computed);
  }
  return { cases, problems, problemCount, transactions: transactionCount };
}

type Problem = (line: number, field: string | null, message: string) => void;
type Cell = (key: ImportFieldKey) => string;

const TRANSACTION_FIELD_NAMES: Record<string, string> = {
  transaction_type: "transactionType",
  date: "transactionDate",
  amount: "transactionAmount",
};

/** A row's transaction, if it has one: checked and added to its case. Answers whether it had one. */
function readTransaction(
  record: CsvRecord,
  value: Cell,
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
  const categoryText = value("costCategory");
  const category = costCategoryOf(categoryText);
  if (category === undefined) {
    problem(
      record.line,
      "costCategory",
      `Cost category "${categoryText.slice(0, 60)}" is not one of MC-012's categories.`,
    );
    draft.failed = true;
    return true;
  }
  const allowedOn = value("costAllowedOn");
  const badAllowed = spreadsheetDateProblem("Allowed on", allowedOn);
  if (badAllowed) {
    problem(record.line, "costAllowedOn", badAllowed);
    draft.failed = true;
    return true;
  }
  const checked = transactionRequest.safeParse({
    case_id: "import",
    transaction_type: TYPES[squash(type)] ?? (type === "" ? undefined : type.toUpperCase()),
    amount: spreadsheetAmount(amount, delimiter),
    date: spreadsheetDate(date),
    description: value("description"),
    costCategory: category,
    costNote: value("costNote"),
    costAllowedOn: allowedOn === "" ? null : spreadsheetDate(allowedOn),
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
  const costAllowedOn = checked.data.costAllowedOn ?? null;
  const allowedLater = costAllowedOn && dateAfterTodayError(costAllowedOn, today, "Allowed on");
  if (allowedLater) {
    problem(record.line, "costAllowedOn", allowedLater);
    draft.failed = true;
    return true;
  }
  const costCategory = checked.data.costCategory ?? null;
  draft.transactions.push({
    line: record.line,
    type: checked.data.transaction_type,
    amount: checked.data.amount,
    date: checked.data.date,
    description: checked.data.description,
    costCategory,
    // As the transaction sheet keeps it: only a writ's county and an other cost's statute.
    costNote: costCategory && COST_NOTE_REQUIRED[costCategory] ? (checked.data.costNote ?? "") : "",
    costAllowedOn,
  });
  return true;
}

/** The first rows of a case open it; later rows may repeat its fields but not change them. */
function checkRepeatedCase(
  record: CsvRecord,
  value: Cell,
  draft: Draft,
  groupField: "caseKey" | "courtCaseNumber",
  group: string,
  problem: Problem,
) {
  const groupName = groupField === "caseKey" ? "key" : "number";
  for (const field of CASE_FIELDS) {
    // Rows of one case number match it without regard to case ("rg-1" is "RG-1").
    if (field === groupField) continue;
    const now = value(field);
    const first = draft.raw[field] ?? "";
    if (now !== "" && now !== first) {
      problem(
        record.line,
        field,
        `${LABELS[field]} differs from line ${draft.line}, the first row of case ${groupName} ${group.slice(0, 40)}.`,
      );
      draft.failed = true;
    }
  }
}

/** The client a case's first row names, matched by name without case; blank is none. */
function readClient(
  record: CsvRecord,
  cell: string,
  clients: ClientsByName,
  draft: Draft,
  problem: Problem,
) {
  const name = cell.trim();
  if (name === "") return;
  const found = clients.get(clientKey(name));
  if (found) {
    draft.client = found;
    return;
  }
  problem(
    record.line,
    "client",
    `Client "${name.slice(0, 60)}" is not one of this workspace's clients. Add it on the Clients page, or leave the cell blank.`,
  );
  draft.failed = true;
}

/** The court details on a case's first row, checked as the court-facts route checks them. */
function readFacts(record: CsvRecord, layout: CourtFactsLayout, draft: Draft, problem: Problem) {
  draft.courtFactsRaw = courtFactsRaw(layout, record.cells);
  const read = readCourtFacts(draft.courtFactsRaw);
  if ("problems" in read) {
    for (const found of read.problems) problem(record.line, found.field, found.message);
    draft.failed = true;
    return;
  }
  draft.courtFacts = read.facts;
}

/** A later row of a case may repeat its court details or leave them blank, not change them. */
function checkRepeatedFacts(
  record: CsvRecord,
  layout: CourtFactsLayout,
  draft: Draft,
  groupField: "caseKey" | "courtCaseNumber",
  group: string,
  problem: Problem,
) {
  const groupName = groupField === "caseKey" ? "key" : "number";
  for (const [header, now] of courtFactsRaw(layout, record.cells)) {
    if (now !== "" && now !== (draft.courtFactsRaw.get(header) ?? "")) {
      problem(
        record.line,
        header,
        `${header} differs from line ${draft.line}, the first row of case ${groupName} ${group.slice(0, 40)}.`,
      );
      draft.failed = true;
    }
  }
}

/** "2023-07-01: 9.75%; 07/01/2024 9.5" -> periods, or the first problem in the cell's words. */
export function parseScheduleCell(
  text: string,
  delimiter: "," | ";",
): { periods: { from: string; ratePercent: string }[] } | { error: string } {
  if (text.length > IMPORT_MAX_SCHEDULE_CHARS) {
    return {
      error: `Rate schedule must be at most ${IMPORT_MAX_SCHEDULE_CHARS.toLocaleString("en-US")} characters.`,
    };
  }
  const parts = text
    .split(/[;\r\n|]+/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length > IMPORT_MAX_RATE_PERIODS) {
    return { error: `Rate schedule must have at most ${IMPORT_MAX_RATE_PERIODS} rates.` };
  }
  const periods: { from: string; ratePercent: string }[] = [];
  for (const part of parts) {
    const match = /^(\S+?)(?::|=|\s)\s*(.+)$/.exec(part);
    const date = match ? spreadsheetDate(match[1] ?? "") : "";
    if (!match || !isCalendarDate(date)) {
      return {
        error: `Rate schedule: "${part.slice(0, 40)}" is not a date and a rate, like 2024-07-01: 9.5%.`,
      };
    }
    periods.push({ from: date, ratePercent: spreadsheetRate(match[2] ?? "", delimiter) });
  }
  return { periods };
}

/** "rate, dayCount" (the form's element names, any case) -> the elements, or a problem. */
function parseOverridesCell(text: string): { elements: MethodElementName[] } | { error: string } {
  if (text.length > 200) return { error: "Changed from preset must be at most 200 characters." };
  const elements: MethodElementName[] = [];
  for (const word of text.split(/[;,\s]+/).filter((w) => w !== "")) {
    const element = METHOD_ELEMENTS.find((name) => squash(name) === squash(word));
    if (!element) {
      return {
        error: `Changed from preset: "${word.slice(0, 40)}" is not one of ${listOf(METHOD_ELEMENTS)}.`,
      };
    }
    if (!elements.includes(element)) elements.push(element);
  }
  return { elements };
}

/** The sentence for a jurisdiction whose rate Owed cannot fill: it is published, or the court's. */
function noRateMessage(rule: StateInterestRule): string {
  const rate = rule.method.rate.value;
  if (rate.kind === "published") {
    // Who publishes it and when: the first sentence (the rest is review notes and past rates).
    const where = (rate.where || rule.rule).split(/(?<=[a-z0-9)%])(?<!e\.g)\.\s+(?=[A-Z0-9])/)[0];
    const link = rule.link ? ` (${rule.link})` : "";
    return `Interest rate is required: ${rule.state}'s rate is published, and Owed has no table of it and does not assume one. Type the rate the judgment states. Where it is published: ${where?.replace(/\.$/, "")}${link}.`;
  }
  return `Interest rate is required: ${rule.state}'s rate is set by the court for each case. Type the rate the judgment states.`;
}

interface RateChoice {
  interestRate: string | undefined;
  rateSchedule: { from: string; ratePercent: string }[] | undefined;
  /** The user's own rate: an override of the jurisdiction's. */
  overridden: boolean;
  table: Draft["table"];
}

/**
 * The case's rate as New Case sets it: the file's schedule or rate if it has one, else the
 * jurisdiction's table rate for the judgment date or its statutory rate. A rate the file gives
 * that differs from the preset's is the user's (an override); where the file names a rate table,
 * the rate must be the table's. Answers a problem instead when nothing gives a rate.
 */
function chooseRate(
  value: Cell,
  rule: StateInterestRule | undefined,
  judgmentDate: CalendarDate,
  listed: readonly MethodElementName[],
  delimiter: "," | ";",
  tables: TablesByCode,
): RateChoice | { field: ImportFieldKey; error: string } {
  const rateText = spreadsheetRate(value("interestRate"), delimiter);
  const tableText = value("rateTable").toUpperCase();
  const preset = rule ? methodPreset(rule).rate : undefined;
  const userRate = listed.includes("rate");
  if (tableText !== "" && userRate) {
    return {
      field: "rateTable",
      error: "Rate table must be blank when the rate is changed from the preset.",
    };
  }
  if (tableText !== "" && !tables.has(tableText)) {
    return {
      field: "rateTable",
      error: `Rate table "${value("rateTable").slice(0, 10)}" is not one Owed has (${[...tables.keys()].join(", ")}).`,
    };
  }
  const table: Draft["table"] =
    tableText !== ""
      ? { code: tableText, explicit: true }
      : !userRate && preset?.kind === "table"
        ? { code: preset.table, explicit: false }
        : null;

  const scheduleText = value("rateSchedule");
  if (scheduleText !== "") {
    const parsed = parseScheduleCell(scheduleText, delimiter);
    if ("error" in parsed) return { field: "rateSchedule", error: parsed.error };
    // The case list writes today's rate beside the schedule: it must be one of the schedule's.
    if (rateText !== "" && !parsed.periods.some((p) => sameRateText(p.ratePercent, rateText))) {
      return {
        field: "interestRate",
        error: `Interest rate ${rateText.slice(0, 20)}% is not one of the rate schedule's rates.`,
      };
    }
    return {
      interestRate: parsed.periods[0]?.ratePercent,
      rateSchedule: parsed.periods,
      overridden: userRate || (!table && rule !== undefined),
      table,
    };
  }
  if (rateText !== "") {
    const sameAsStatute = preset?.kind === "fixed" && sameRateText(preset.percent, rateText);
    return {
      interestRate: rateText,
      rateSchedule: undefined,
      overridden: userRate || (rule !== undefined && !table && !sameAsStatute),
      table,
    };
  }
  if (userRate) {
    return {
      field: "interestRate",
      error:
        "Interest rate is required: the rate is marked as changed from the preset, so give it.",
    };
  }
  if (table) {
    const found = tables.get(table.code);
    if (!found) return { field: "rateTable", error: "Rate table not found." };
    try {
      const picked = rateForJudgment(found.table, judgmentDate);
      return {
        interestRate: rateToDecimalString(picked.rate),
        rateSchedule: picked.schedule?.map((p) => ({
          from: p.from,
          ratePercent: rateToDecimalString(p.ratePercent),
        })),
        overridden: false,
        table,
      };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { field: "interestRate", error: `${error.message} Type the rate.` };
    }
  }
  if (preset?.kind === "fixed") {
    return { interestRate: preset.percent, rateSchedule: undefined, overridden: false, table };
  }
  if (rule) return { field: "interestRate", error: noRateMessage(rule) };
  return {
    field: "interestRate",
    error: "Interest rate is required (or a jurisdiction whose rule fixes it).",
  };
}

/** Two rates as typed ("10", "10.00") are the same number. */
function sameRateText(a: string, b: string): boolean {
  const n = (text: string) => Number(text);
  return a === b || (Number.isFinite(n(a)) && n(a) === n(b));
}

function newDraft(line: number, raw: Draft["raw"]): Draft {
  return {
    line,
    raw,
    request: undefined,
    transactions: [],
    failed: false,
    table: null,
    courtFacts: null,
    courtFactsRaw: new Map(),
    client: null,
  };
}

function openCase(
  record: CsvRecord,
  value: Cell,
  delimiter: "," | ";",
  tables: TablesByCode,
  problem: Problem,
): Draft {
  const raw: Partial<Record<ImportFieldKey, string>> = {};
  for (const field of CASE_FIELDS) raw[field] = value(field);
  const draft = newDraft(record.line, raw);
  const fail = (field: ImportFieldKey, message: string) => {
    problem(record.line, field, message);
    draft.failed = true;
  };
  const place = value("jurisdiction");
  const rule = place === "" ? undefined : findStateInterestRule(place);
  if (place !== "" && !rule) {
    fail(
      "jurisdiction",
      `Jurisdiction "${place.slice(0, 40)}" is not one of the 53 in the interest-rules guide.`,
    );
  }
  const preset = rule ? methodPreset(rule) : NO_PRESET;
  const overrides = parseOverridesCell(value("methodOverrides"));
  if ("error" in overrides) fail("methodOverrides", overrides.error);
  const listed = "error" in overrides ? [] : overrides.elements;
  const changed = new Set<MethodElementName>(listed);
  const method = { ...NO_PRESET };
  for (const column of METHOD_COLUMNS) {
    const text = value(column.field);
    const presetValue = preset[column.field];
    if (text === "") {
      if (listed.includes(column.element)) {
        fail(
          column.field,
          `${LABELS[column.field]} is marked as changed from the preset: give its value.`,
        );
      }
      (method as Record<string, string>)[column.field] = presetValue;
      continue;
    }
    const read = column.read(text);
    if (read === undefined) {
      fail(column.field, column.message);
      continue;
    }
    (method as Record<string, string>)[column.field] = read;
    if (rule && read !== presetValue) changed.add(column.element);
  }
  const judgmentDateText = value("judgmentDate");
  const badDate = spreadsheetDateProblem("Judgment date", judgmentDateText);
  if (badDate) fail("judgmentDate", badDate);
  const interestFrom = value("interestFrom");
  const badStart = spreadsheetDateProblem("Interest from", interestFrom);
  if (badStart) fail("interestFrom", badStart);
  if (draft.failed) return draft;

  const judgmentDate = spreadsheetDate(judgmentDateText);
  if (!isCalendarDate(judgmentDate)) {
    // Blank: the schema says it is required, in New Case's words.
    return parseRequest(draft, value, { judgmentDate: "" }, delimiter, problem);
  }
  const rate = chooseRate(value, rule, judgmentDate, listed, delimiter, tables);
  if ("error" in rate) {
    fail(rate.field, rate.error);
    return draft;
  }
  if (rate.overridden) changed.add("rate");
  const start = interestFrom === "" ? "" : spreadsheetDate(interestFrom);
  if (
    rule &&
    start !== "" &&
    start !== judgmentDate &&
    rule.method.interestStart.value === "judgment"
  ) {
    changed.add("interestStart");
  }
  draft.table = rate.overridden ? null : rate.table;
  return parseRequest(
    draft,
    value,
    {
      judgmentDate,
      interestRate: rate.interestRate,
      rateSchedule: rate.rateSchedule,
      ...method,
      interestFrom: start,
      jurisdiction: rule?.code ?? null,
      methodOverrides: METHOD_ELEMENTS.filter((element) => changed.has(element)),
    },
    delimiter,
    problem,
  );
}

/** The case's fields through New Case's own schema, so a problem reads as the form says it. */
function parseRequest(
  draft: Draft,
  value: Cell,
  resolved: Record<string, unknown>,
  delimiter: "," | ";",
  problem: Problem,
): Draft {
  const checked = newCaseRequest.safeParse({
    caseName: value("caseName"),
    courtName: value("courtName"),
    courtCaseNumber: value("courtCaseNumber"),
    judgmentAmount: spreadsheetAmount(value("judgmentAmount"), delimiter),
    nonInterestBearing: spreadsheetAmount(value("nonInterestBearing"), delimiter),
    debtorInfo: value("debtor"),
    ...resolved,
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      problem(draft.line, String(issue.path[0] ?? "") || null, issue.message);
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
  tables: TablesByCode,
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
    let methodOverrides = [...request.methodOverrides];
    let rateSource: RateSourceColumns = { rateTable: null, rateSources: null };
    if (draft.table) {
      try {
        rateSource = rateSourceColumns(tables, draft.table.code, methodOverrides, opening.terms);
      } catch (error) {
        // A rate of the file's own where the jurisdiction's table would have filled one: the
        // user's rate, as a rate typed in New Case is. Where the file named the table, a refusal.
        if (
          draft.table.explicit ||
          !(error instanceof RefusedError && error.code === DOCKET_ERRORS.rateTableMismatch.code)
        ) {
          throw error;
        }
        methodOverrides = METHOD_ELEMENTS.filter(
          (element) => element === "rate" || methodOverrides.includes(element),
        );
      }
    }
    return {
      line: draft.line,
      request,
      transactions: draft.transactions,
      terms: opening.terms,
      summary: summarize(opening.terms, ledger, today),
      rateSource,
      methodOverrides,
      courtFacts: draft.courtFacts,
      client: draft.client,
    };
  } catch (error) {
    if (error instanceof RefusedError) {
      problem(draft.line, "interestRate", error.message);
      return undefined;
    }
    if (!(error instanceof DomainError)) throw error;
    const index = typeof error.transactionId === "number" ? error.transactionId : undefined;
    const row = index === undefined ? undefined : draft.transactions[index];
    problem(row?.line ?? draft.line, error.field ?? null, error.message);
    return undefined;
  }
}
