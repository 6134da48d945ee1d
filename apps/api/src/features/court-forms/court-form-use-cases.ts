import { randomUUID } from "node:crypto";
import {
  addDays,
  type CalendarDate,
  COURT_FORM_ERRORS,
  COURT_FORM_IDS,
  COURT_FORM_MAX_DAYS_AHEAD,
  COURT_FORMS,
  type CourtFilingDto,
  type CourtFilingRequest,
  type CourtFormId,
  type CourtFormListDto,
  compareDates,
  type courtFormRequest,
  courtFormsFor,
  formatUsDate,
  formatUsd,
  InvalidDateError,
  isCalendarDate,
  judgmentLifeRules,
  lastDayToLevy,
  type Mc012Figures,
  type Money,
  moneyToUnitsString,
  parseMoneyInput,
  toDecimalString,
  tryMoneyFromUnitsString,
  WRIT_LEVY_RULE,
} from "@owed/domain";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { CaseRow, CourtFilingRow, TransactionRow } from "../../db/schema/index.ts";
import { recordHistory } from "../cases/case-history-store.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { caseNotFound, refusalOf, refusalSaying } from "../cases/docket-errors.ts";
import {
  caseTransactionsOf,
  type DocketStore,
  lockCase,
  lockDocket,
  updateCase,
} from "../cases/docket-repository.ts";
import { courtFactsOfRow } from "../court-facts/court-facts-use-cases.ts";
import { courtFiguresOf } from "./case-court-figures.ts";
import {
  allowClaimedCosts,
  filingsOfCase,
  insertFiling,
  sameFiling,
} from "./court-filing-store.ts";
import { formAsks, missingFacts, printsOneSetOfFigures } from "./court-form-facts.ts";
import {
  type CourtFormRecord,
  downloadSubject,
  ej130Lines,
  filingTitle,
  formLines,
  mc012Lines,
} from "./court-form-history.ts";
import type { CourtFormInput, FilledCourtForm, Satisfaction } from "./court-form-input.ts";
import { fillCourtForm } from "./fill/fill-court-form.ts";
import { letterheadOf } from "./letterhead-store.ts";

// Getting a case's court forms (docs/court-forms.md, "Routes"): which forms its jurisdiction has
// and what each lacks, one form filled for a date (a preview writes nothing; a download is a
// history entry), and the filings recorded from them, each one database transaction.

export interface CourtFormDeps {
  db: Db;
  docket: DocketStore;
}

const stateName = (code: string | null) =>
  code ? (judgmentLifeRules.find((rule) => rule.code === code)?.state ?? code) : null;

const noFormYet = (row: CaseRow) => {
  const state = stateName(row.jurisdiction);
  return state
    ? `No court form yet for ${state}.`
    : "Choose the case's jurisdiction to see its court forms.";
};

/** The form the path names, if the case's jurisdiction has it; otherwise the refusal saying why. */
function formOf(row: CaseRow, raw: string): CourtFormId {
  const id = raw.toLowerCase();
  const known = (COURT_FORM_IDS as readonly string[]).includes(id);
  if (known && courtFormsFor(row.jurisdiction).includes(id as CourtFormId)) {
    return id as CourtFormId;
  }
  if (!known) throw refusalOf(COURT_FORM_ERRORS.formNotFound);
  throw refusalSaying(COURT_FORM_ERRORS.formUnavailable, noFormYet(row));
}

async function caseOf(deps: CourtFormDeps, workspaceId: string, caseId: string) {
  const row = await deps.docket.findCase(workspaceId, caseId);
  if (!row) throw caseNotFound();
  return row;
}

/** The latest day a form may be dated: a form is prepared shortly before it is filed. */
const latestFormDate = (today: CalendarDate) => addDays(today, COURT_FORM_MAX_DAYS_AHEAD);

/** A form's date: a real date, not before the judgment, at most the bound after today. */
function formDate(row: CaseRow, raw: string, today: CalendarDate): CalendarDate {
  const refuse = (message: string) => new InvalidDateError(raw, "date", message);
  if (!isCalendarDate(raw)) throw refuse("Enter a valid date like 2026-11-26.");
  if (compareDates(raw, row.judgmentDate) < 0) {
    throw refuse(
      `The form's date cannot be before the judgment date (${formatUsDate(row.judgmentDate)}).`,
    );
  }
  const latest = latestFormDate(today);
  if (compareDates(raw, latest) > 0) {
    throw refuse(
      `The form's date cannot be more than ${COURT_FORM_MAX_DAYS_AHEAD} days after today (${formatUsDate(latest)} at the latest).`,
    );
  }
  return raw;
}

/** A filing's date: it happened, so not after today, and not before the judgment. */
function filingDate(row: CaseRow, raw: string, today: CalendarDate): CalendarDate {
  const refuse = (message: string) => new InvalidDateError(raw, "date", message);
  if (!isCalendarDate(raw)) throw refuse("Enter a valid date like 2026-11-26.");
  if (compareDates(raw, row.judgmentDate) < 0) {
    throw refuse(
      `The filing date cannot be before the judgment date (${formatUsDate(row.judgmentDate)}).`,
    );
  }
  if (compareDates(raw, today) > 0) {
    throw refuse(`The filing date cannot be after today (${formatUsDate(today)}).`);
  }
  return raw;
}

const invalidInput = (field: string, message: string) =>
  refusalSaying({ status: 400, code: "invalid_input" }, message, { [field]: [message] });

export async function courtFormList(
  deps: CourtFormDeps,
  actor: DocketActor,
  caseId: string,
): Promise<CourtFormListDto> {
  const row = await caseOf(deps, actor.workspaceId, caseId);
  const ids = courtFormsFor(row.jurisdiction);
  const facts = courtFactsOfRow(row);
  const letterhead = ids.length > 0 ? await letterheadOf(deps.db, actor.workspaceId) : null;
  const forms = ids.map((id) => {
    const info = COURT_FORMS[id];
    const missing = letterhead
      ? missingFacts(id, { facts, letterhead, caseNumber: row.courtCaseNumber })
      : [];
    const unavailable =
      printsOneSetOfFigures(id) && facts.amountsDifferByDebtor
        ? (COURT_FORM_ERRORS.amountsDifferByDebtor.message ?? null)
        : null;
    return { ...info, missing, asks: formAsks(id), unavailable };
  });
  return {
    caseId: row.id,
    jurisdiction: row.jurisdiction,
    state: stateName(row.jurisdiction),
    forms,
    none: forms.length === 0 ? noFormYet(row) : null,
    earliest: row.judgmentDate,
    latest: latestFormDate(actor.today),
  };
}

const renewalsOf = (transactions: readonly TransactionRow[], asOf: CalendarDate) =>
  transactions
    .filter((t) => t.type === "RENEWAL" && compareDates(t.date, asOf) <= 0)
    .map((t) => t.date)
    .sort(compareDates);

type FillRequest = z.output<typeof courtFormRequest>;

export interface FilledForm {
  fileName: string;
  pdf: Uint8Array;
  warnings: string[];
}

/** "EJ-130 Writ of Execution - 24STLC01234 - 2026-11-26.pdf" (the route makes it file-safe). */
function fileNameOf(form: CourtFormId, row: CaseRow, date: CalendarDate): string {
  const info = COURT_FORMS[form];
  const caseNumber = row.courtCaseNumber.trim() || row.caseName.trim() || "case";
  return `${info.number} ${info.title} - ${caseNumber} - ${date}.pdf`;
}

function satisfactionOf(
  row: CaseRow,
  asked: FillRequest["satisfaction"],
  paid: Money,
): Satisfaction {
  if (!asked) {
    throw invalidInput("satisfaction", "Choose a full or a partial satisfaction.");
  }
  if (asked.kind === "full") {
    if (!row.isEnded) throw refusalOf(COURT_FORM_ERRORS.notSatisfied);
    return { kind: "full" };
  }
  const amount = parseMoneyInput(asked.amount ?? "", { subject: "Amount received" });
  if (amount > paid) {
    throw refusalSaying(
      COURT_FORM_ERRORS.satisfactionTooLarge,
      `The amount received (${formatUsd(amount)}) is more than the payments recorded to that date (${formatUsd(paid)}).`,
      { "satisfaction.amount": ["The amount received is more than the payments recorded."] },
    );
  }
  return { kind: "partial", amount };
}

/**
 * One form filled for a date. A download (not a preview) records a history entry with the
 * figures printed, in one transaction, before the file is answered: a file the user holds is
 * always in the history.
 */
export async function fillCaseForm(
  deps: CourtFormDeps,
  actor: DocketActor,
  caseId: string,
  formParam: string,
  request: FillRequest,
): Promise<FilledForm> {
  const row = await caseOf(deps, actor.workspaceId, caseId);
  const form = formOf(row, formParam);
  const date = formDate(row, request.date, actor.today);
  const facts = courtFactsOfRow(row);
  if (printsOneSetOfFigures(form) && facts.amountsDifferByDebtor) {
    throw refusalOf(COURT_FORM_ERRORS.amountsDifferByDebtor);
  }
  if (form === "wg-001" && !request.employer) {
    throw invalidInput("employer", "The employer's name and address are required.");
  }
  const transactions = await deps.docket.listTransactions(row.id);
  const figures = courtFiguresOf(row, transactions, date);
  const satisfaction =
    form === "ej-100"
      ? satisfactionOf(row, request.satisfaction, figures.mc012.payments)
      : undefined;
  const input: CourtFormInput = {
    form,
    asOf: date,
    letterhead: await letterheadOf(deps.db, actor.workspaceId),
    facts,
    caseNumber: row.courtCaseNumber,
    judgmentDate: row.judgmentDate,
    renewedOn: renewalsOf(transactions, date),
    mc012: figures.mc012,
    ej130: figures.ej130,
    ...(satisfaction ? { satisfaction } : {}),
    ...(form === "wg-001" && request.employer ? { employer: request.employer } : {}),
  };
  const filled: FilledCourtForm = await fillCourtForm(input);
  if (!request.preview) {
    const record: CourtFormRecord = {
      courtForm: true,
      form,
      date,
      subject: downloadSubject(form, date),
      lines: formLines(form, figures, {
        flattened: request.flattened,
        ...(satisfaction ? { satisfaction } : {}),
        ...(input.employer ? { employer: input.employer } : {}),
      }),
    };
    await deps.docket.write(async (tx) => {
      await lockDocket(tx, actor.workspaceId);
      const locked = await lockCase(tx, actor.workspaceId, row.id);
      if (!locked) throw caseNotFound();
      await recordHistory(tx, {
        workspaceId: actor.workspaceId,
        actorId: actor.userId,
        caseId: row.id,
        action: "court-form.download",
        at: actor.at,
        after: record,
        payoffDate: actor.today,
      });
      // The history the case page shows changed: polling clients see it.
      await updateCase(tx, row.id, {});
    });
  }
  // The figures' own warnings (costs left off item 1a, a rate that changed...) are for the person
  // filing too; the filler may already say some of them.
  const figureWarnings =
    form === "mc-012" ? figures.mc012.warnings : form === "ej-130" ? figures.ej130.warnings : [];
  return {
    fileName: fileNameOf(form, row, date),
    pdf: request.flattened ? filled.flattened : filled.editable,
    warnings: [...new Set([...filled.warnings, ...figureWarnings])],
  };
}

/** Figures kept with a filing: money as integer counts in text (JSON has no bigint). */
function storedFigures(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_, v) => (typeof v === "bigint" ? moneyToUnitsString(v) : v)),
  );
}

export function toFilingDto(row: CourtFilingRow): CourtFilingDto {
  const figures = (row.figures ?? {}) as { costsAllowed?: number; costsAllowedTotal?: string };
  const total = tryMoneyFromUnitsString(figures.costsAllowedTotal ?? null);
  const writ = row.kind === "writ-issued";
  return {
    id: row.id,
    form: row.form,
    kind: row.kind,
    on: row.on,
    title: filingTitle(row.kind, row.on),
    costsAllowed: writ ? 0 : (figures.costsAllowed ?? 0),
    costsAllowedTotal: writ || total === undefined ? null : toDecimalString(total, 2),
    lastDayToLevy: writ ? lastDayToLevy(row.on) : null,
    rule: writ ? `${WRIT_LEVY_RULE.citation}: ${WRIT_LEVY_RULE.text}` : null,
    recordedAt: row.createdAt.toISOString(),
  };
}

export async function courtFilingsOf(
  deps: CourtFormDeps,
  actor: DocketActor,
  caseId: string,
): Promise<CourtFilingDto[]> {
  const row = await caseOf(deps, actor.workspaceId, caseId);
  return (await filingsOfCase(deps.db, actor.workspaceId, row.id)).map(toFilingDto);
}

/**
 * The costs an MC-012 for `on` claims: the case's costs not yet allowed, dated on or before it,
 * less those its figures leave off item 1a (older than two years, or without a category).
 */
function claimedCostIds(
  transactions: readonly TransactionRow[],
  figures: Pick<Mc012Figures, "staleCosts" | "uncategorizedCosts">,
  on: CalendarDate,
): string[] {
  const leftOff = new Set(
    [...figures.staleCosts, ...figures.uncategorizedCosts].map((cost) => String(cost.id)),
  );
  return transactions
    .filter(
      (t) =>
        t.type === "COST" &&
        t.costAllowedOn === null &&
        compareDates(t.date, on) <= 0 &&
        !leftOff.has(String(t.id)),
    )
    .map((t) => t.id);
}

/**
 * Records a filing: an MC-012 filed (every cost it claimed becomes allowed on that day, by this
 * filing) or a writ issued (its levy deadline joins the deadlines). One transaction: the filing,
 * the costs, the history entry and the case's version.
 */
export async function recordCourtFiling(
  deps: CourtFormDeps,
  actor: DocketActor,
  caseId: string,
  request: CourtFilingRequest,
): Promise<CourtFilingDto> {
  const found = await caseOf(deps, actor.workspaceId, caseId);
  const form: CourtFormId = request.kind === "memorandum-filed" ? "mc-012" : "ej-130";
  formOf(found, form);
  const on = filingDate(found, request.date, actor.today);
  return deps.docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    const row = await lockCase(tx, actor.workspaceId, found.id);
    if (!row) throw caseNotFound();
    if (await sameFiling(tx, row.id, request.kind, on)) {
      throw refusalSaying(
        COURT_FORM_ERRORS.filingExists,
        `${filingTitle(request.kind, on)} is already recorded.`,
      );
    }
    const transactions = await caseTransactionsOf(tx, row.id);
    const figures = courtFiguresOf(row, transactions, on);
    const memorandum = request.kind === "memorandum-filed";
    // The filing's id is the costs' memorandum id: made here, so the filing is inserted whole.
    const filingId = randomUUID();
    let allowedTotal = 0n as Money;
    let allowedCount = 0;
    const lines = memorandum ? mc012Lines(figures.mc012) : ej130Lines(figures.ej130);
    if (memorandum) {
      const ids = claimedCostIds(transactions, figures.mc012, on);
      const allowed = await allowClaimedCosts(tx, row.id, ids, on, filingId);
      allowedCount = allowed.length;
      allowedTotal = allowed.reduce((sum, t) => (sum + t.amount) as Money, 0n as Money);
      lines.push({
        field: "costsAllowed",
        label: "Costs now allowed",
        value: `${allowedCount} ${allowedCount === 1 ? "cost" : "costs"}, ${formatUsd(allowedTotal)}, allowed on ${formatUsDate(on)}`,
      });
    } else {
      lines.push({
        field: "lastDayToLevy",
        label: "Last day to levy",
        value: `${formatUsDate(lastDayToLevy(on))} (${WRIT_LEVY_RULE.citation})`,
      });
    }
    const filing = await insertFiling(tx, {
      id: filingId,
      workspaceId: actor.workspaceId,
      caseId: row.id,
      form,
      kind: request.kind,
      on,
      figures: {
        ...(storedFigures(memorandum ? figures.mc012 : figures.ej130) as object),
        ...(memorandum
          ? { costsAllowed: allowedCount, costsAllowedTotal: moneyToUnitsString(allowedTotal) }
          : {}),
      },
      actorId: actor.userId,
      createdAt: actor.at,
    });
    const record: CourtFormRecord = {
      courtForm: true,
      form,
      date: on,
      subject: filingTitle(request.kind, on),
      lines,
    };
    await recordHistory(tx, {
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      caseId: row.id,
      action: "court-filing.record",
      at: actor.at,
      after: record,
      payoffDate: actor.today,
    });
    await updateCase(tx, row.id, {});
    return toFilingDto(filing);
  });
}
