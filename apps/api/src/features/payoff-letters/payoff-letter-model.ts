import {
  addDays,
  type CalendarDate,
  type CourtFacts,
  compareDates,
  fillMergeFields,
  formatPerDiem,
  formatUsDate,
  formatUsd,
  type GoodThrough,
  goodThroughDates,
  InvalidDateError,
  isCalendarDate,
  judgmentDeadlines,
  LETTER_PLAN_ERRORS,
  type LetterSettings,
  lastLetterDate,
  letterMergeValues,
  letterRefusal,
  type Money,
  type Party,
  type PayoffLetter,
} from "@owed/domain";
import type { Db } from "../../db/client.ts";
import type { CaseRow, TransactionRow, User } from "../../db/schema/index.ts";
import { shownFigures } from "../cases/case-dto.ts";
import { money2, money4, summaryAsOf } from "../cases/case-figures.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { caseNotFound, refusalSaying } from "../cases/docket-errors.ts";
import type { DocketStore } from "../cases/docket-repository.ts";
import { type Letterhead, statementLetterheadOf } from "../cases/pdf/letterhead.ts";
import { caseTableRates } from "../cases/table-rates.ts";
import { courtFactsOfRow } from "../court-facts/court-facts-use-cases.ts";
import { letterheadOf } from "../court-forms/letterhead-store.ts";
import { judgmentLifeRuleFor } from "../deadlines/case-deadlines.ts";
import { letterSettingsOf } from "./letter-settings-store.ts";

// A case's payoff letter as one model (docs/letters-and-plans.md, "Payoff letters"): the screen's
// preview, the PDF and the Word file all print this, so they cannot disagree. Every figure is the
// payoff route's own (`summaryAsOf` then `shownFigures`) for its day; nothing here computes
// interest.

export interface LetterDeps {
  db: Db;
  docket: DocketStore;
  users: { findById(id: string): Promise<User | undefined> };
}

export interface LetterRequest {
  date: string;
  goodThrough: GoodThrough;
}

export interface LetterOutcome {
  letter: PayoffLetter;
  row: CaseRow;
  letterhead: Letterhead;
}

/** Letters are written shortly before they are sent, as court forms are prepared (90 days). */
export const LETTER_MAX_DAYS_AHEAD = 90;

/** The letter's payoff date: a real date, not before the judgment, at most 90 days after today. */
export function letterDate(row: CaseRow, raw: string, today: CalendarDate): CalendarDate {
  const refuse = (message: string) => new InvalidDateError(raw, "date", message);
  if (!isCalendarDate(raw)) throw refuse("Enter a valid date like 2026-11-26.");
  if (compareDates(raw, row.judgmentDate) < 0) {
    throw refuse(
      `The payoff date cannot be before the judgment date (${formatUsDate(row.judgmentDate)}).`,
    );
  }
  latestLetterDate(raw, today);
  return raw;
}

/** Refuses a payoff date more than 90 days after today (the same for every case of a batch). */
export function latestLetterDate(raw: string, today: CalendarDate): void {
  const latest = addDays(today, LETTER_MAX_DAYS_AHEAD);
  if (isCalendarDate(raw) && compareDates(raw, latest) > 0) {
    throw new InvalidDateError(
      raw,
      "date",
      `The payoff date cannot be more than ${LETTER_MAX_DAYS_AHEAD} days after today (${formatUsDate(latest)} at the latest).`,
    );
  }
}

const renewalsOf = (transactions: readonly TransactionRow[]) =>
  transactions
    .filter((t) => t.type === "RENEWAL")
    .map((t) => t.date)
    .sort(compareDates);

/**
 * Why this case can have no letter running to `lastDate` (ended, past its enforceable life, a
 * rate unknown for part of the days), or null. `transactions` supply the renewals recorded.
 */
export function caseLetterRefusal(
  row: CaseRow,
  transactions: readonly TransactionRow[],
  lastDate: CalendarDate,
  today: CalendarDate,
): string | null {
  const rule = judgmentLifeRuleFor(row.jurisdiction);
  const life = rule
    ? judgmentDeadlines(rule, row.judgmentDate, renewalsOf(transactions), today)
    : null;
  // The rule's first sentence without its full stop: it is quoted inside parentheses.
  const firstSentence = (text: string) => (text.split(/(?<=\.)\s/)[0] ?? text).replace(/\.$/, "");
  return letterRefusal({
    isEnded: row.isEnded,
    endedOn: row.endedOn,
    lastDate,
    life:
      rule && life?.expiry
        ? { expiry: life.expiry, state: rule.state, rule: firstSentence(rule.lifeText) }
        : null,
    rateCoveredUntil: caseTableRates(row, lastDate).uncoveredAfter,
  });
}

/** Lines of an address: "22 Elm Street", "Pasadena, CA 91101". */
function addressLines(street: string, city: string, state: string, zip: string): string[] {
  const stateZip = [state.trim(), zip.trim()].filter(Boolean).join(" ");
  const cityLine = [city.trim(), stateZip].filter(Boolean).join(", ");
  return [street.trim(), cityLine].filter(Boolean);
}

/** The court facts' first debtor when it has an address (richer than the case's fields). */
function factsDebtor(facts: CourtFacts): Party | undefined {
  return facts.debtors.find((d) => d.name.trim() !== "" && d.street.trim() !== "");
}

/** Whom the letter is to: the debtor's name, then the address lines. */
function recipientOf(row: CaseRow, facts: CourtFacts): { name: string; lines: string[] } {
  const party = factsDebtor(facts);
  if (party) {
    return {
      name: party.name.trim(),
      lines: addressLines(party.street, party.city, party.state, party.zip),
    };
  }
  const name = row.debtorFirm.trim() || facts.debtors[0]?.name.trim() || "";
  const lines = addressLines(row.debtorStreet, row.debtorCity, row.debtorState, row.debtorZip);
  if (lines.length === 0 && row.debtorInfoText.trim() !== "") {
    // A debtor block sent whole: its first line is the name, the rest the address.
    const [first = "", ...rest] = row.debtorInfoText.split(/\r?\n/).map((l) => l.trim());
    return { name: name || first, lines: rest.filter(Boolean) };
  }
  return { name, lines };
}

/** The figures of one day, exactly as the payoff route shows them. */
export interface DayFigures {
  date: CalendarDate;
  principal: Money;
  interest: Money;
  costs: Money;
  payoff: Money;
  perDiem: Money;
}

/**
 * The payoff route's figures for each date: the same `summaryAsOf` and `shownFigures` it uses. The
 * case's transactions are read once, and only if a date falls before the stored snapshot.
 */
export async function dayFiguresOf(
  row: CaseRow,
  dates: readonly CalendarDate[],
  loadTransactions: () => Promise<TransactionRow[]>,
): Promise<DayFigures[]> {
  let loaded: Promise<TransactionRow[]> | undefined;
  const once = () => {
    loaded ??= loadTransactions();
    return loaded;
  };
  const figures: DayFigures[] = [];
  for (const date of dates) {
    const summary = await summaryAsOf(row, date, once);
    const shown = shownFigures(summary);
    figures.push({
      date,
      principal: shown.principal,
      interest: shown.interest,
      costs: shown.costs,
      payoff: shown.payoff,
      perDiem: summary.perDiem,
    });
  }
  return figures;
}

function figuresParagraph(day: DayFigures, lastDate: CalendarDate): string {
  const parts = [
    `${formatUsd(day.principal)} of principal`,
    `${formatUsd(day.interest)} of interest accrued to that day`,
    ...(day.costs > 0n ? [`${formatUsd(day.costs)} of costs`] : []),
  ];
  const listed =
    parts.length === 2
      ? parts.join(" and ")
      : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
  const table =
    compareDates(lastDate, day.date) > 0
      ? ` The table below gives the amount that pays the judgment in full on each later date through ${formatUsDate(lastDate)}.`
      : "";
  return `To pay the judgment in full on ${formatUsDate(day.date)}, the amount due is ${formatUsd(day.payoff)}: ${listed}. After ${formatUsDate(day.date)}, interest adds ${formatPerDiem(day.perDiem)} a day.${table}`;
}

function warningsOf(
  settings: LetterSettings,
  recipient: { name: string; lines: string[] },
  letterhead: Letterhead,
  row: CaseRow,
): string[] {
  const warnings: string[] = [];
  if (recipient.name === "") {
    warnings.push("The case has no debtor's name: the letter is addressed to the judgment debtor.");
  }
  if (recipient.lines.length === 0) {
    warnings.push("The case has no debtor's address: add it to the case before sending.");
  }
  if (settings.paymentInstructions === "") {
    warnings.push(
      "No payment instructions are set: add them in the workspace's letter settings so the debtor knows how to pay.",
    );
  }
  if (letterhead.name === "" && letterhead.person === "") {
    warnings.push("No letterhead is set: the letter has no sender's name or address.");
  }
  if (row.courtCaseNumber.trim() === "") {
    warnings.push("The case has no court case number.");
  }
  return warnings;
}

/** The case, if it is this workspace's; else 404 as for a case that does not exist. */
export async function letterCaseOf(deps: LetterDeps, workspaceId: string, caseId: string) {
  const row = await deps.docket.findCase(workspaceId, caseId);
  if (!row) throw caseNotFound();
  return row;
}

/** What the workspace writes from: its settings, letterhead, and the sender's profile. */
export interface LetterSources {
  settings: LetterSettings;
  letterhead: Letterhead;
  firm: string;
}

export async function letterSourcesOf(
  deps: LetterDeps,
  actor: DocketActor,
): Promise<LetterSources> {
  const workspace = await letterheadOf(deps.db, actor.workspaceId);
  const letterhead = statementLetterheadOf(workspace, await deps.users.findById(actor.userId));
  return {
    settings: await letterSettingsOf(deps.db, actor.workspaceId),
    letterhead,
    firm: letterhead.name || letterhead.person,
  };
}

/**
 * The letter for a case whose date is already checked: refused (`letter_unavailable`, the
 * sentence saying why) when the case can have none for these days.
 */
export async function buildLetter(
  deps: LetterDeps,
  actor: DocketActor,
  row: CaseRow,
  date: CalendarDate,
  goodThrough: GoodThrough,
  sources: LetterSources,
): Promise<LetterOutcome> {
  const transactions = await deps.docket.listTransactions(row.id);
  const lastDate = lastLetterDate(date, goodThrough);
  const refusal = caseLetterRefusal(row, transactions, lastDate, actor.today);
  if (refusal) throw refusalSaying(LETTER_PLAN_ERRORS.letterUnavailable, refusal);
  const [day, ...lines] = await dayFiguresOf(
    row,
    [date, ...goodThroughDates(date, goodThrough)],
    async () => transactions,
  );
  if (!day) throw new Error("a letter has its payoff date's figures");
  const facts = courtFactsOfRow(row);
  const recipient = recipientOf(row, facts);
  const creditor = facts.creditors[0]?.name.trim() || sources.letterhead.attorneyFor?.trim() || "";
  const values = letterMergeValues({
    debtor: recipient.name,
    creditor,
    caseNumber: row.courtCaseNumber,
    court: row.courtName,
    firm: sources.firm,
    payoff: day.payoff,
    perDiem: day.perDiem,
    date,
    goodThrough: lastDate,
  });
  const { settings, letterhead } = sources;
  const paragraphs = [
    figuresParagraph(day, lastDate),
    fillMergeFields(settings.paymentInstructions, values),
    fillMergeFields(settings.closingText, values),
  ].filter((text) => text.trim() !== "");
  const attorneyFor = letterhead.attorneyFor?.trim()
    ? `Attorney for ${letterhead.attorneyFor.trim()}`
    : "";
  const letter: PayoffLetter = {
    caseId: row.id,
    caseName: row.caseName,
    writtenOn: actor.today,
    date,
    payoff: money2(day.payoff),
    principalBalance: money2(day.principal),
    accruedInterest: money2(day.interest),
    costBalance: money2(day.costs),
    perDiem: money4(day.perDiem),
    recipient: [recipient.name || "Judgment debtor", ...recipient.lines],
    reference: [
      `Re: ${row.caseName}`,
      row.courtName.trim(),
      row.courtCaseNumber.trim() ? `Case No. ${row.courtCaseNumber.trim()}` : "",
    ].filter(Boolean),
    salutation: recipient.name ? `Dear ${recipient.name}:` : "Dear Sir or Madam:",
    paragraphs,
    goodThrough: lines.map((line) => ({ date: line.date, payoff: money2(line.payoff) })),
    signature: [
      letterhead.person,
      letterhead.name !== letterhead.person ? letterhead.name : "",
      attorneyFor,
    ]
      .map((line) => line.trim())
      .filter(Boolean),
    warnings: warningsOf(settings, recipient, letterhead, row),
  };
  return { letter, row, letterhead };
}

/** One case's letter for the request: its date checked, then built (or refused). */
export async function payoffLetterFor(
  deps: LetterDeps,
  actor: DocketActor,
  caseId: string,
  request: LetterRequest,
): Promise<LetterOutcome> {
  const row = await letterCaseOf(deps, actor.workspaceId, caseId);
  const date = letterDate(row, request.date, actor.today);
  return buildLetter(
    deps,
    actor,
    row,
    date,
    request.goodThrough,
    await letterSourcesOf(deps, actor),
  );
}
