import {
  type CalendarDate,
  compareDates,
  formatUsDate,
  type GoodThrough,
  InvalidDateError,
  isCalendarDate,
  LETTER_PLAN_ERRORS,
  type LetterFormat,
  lastLetterDate,
} from "@owed/domain";
import type { CaseRow } from "../../db/schema/index.ts";
import { fileSafe } from "../../plugins/file-answers.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { caseNotFound, refusalSaying } from "../cases/docket-errors.ts";
import { lockCase, lockDocket } from "../cases/docket-repository.ts";
import { recordLetter } from "./letter-history.ts";
import {
  buildLetter,
  caseLetterRefusal,
  type LetterDeps,
  type LetterOutcome,
  latestLetterDate,
  letterCaseOf,
  letterSourcesOf,
} from "./payoff-letter-model.ts";
import { letterDocx } from "./render/letter-docx.ts";
import { letterPdf } from "./render/letter-pdf.ts";
import { lettersZip } from "./render/letters-zip.ts";

// Payoff letters for a selection of cases (docs/letters-and-plans.md, "Letters for several
// cases"): a check that says which cases can have none and why, and the batch itself, refused
// whole if any case can have none, otherwise one ZIP whose every letter is a history entry, all
// written in one transaction.

export interface BatchRequest {
  date: string;
  goodThrough: GoodThrough;
  caseIds: string[];
}

export interface BatchCheck {
  caseId: string;
  caseName: string;
  refusal: string | null;
}

/** The chosen cases, each once, in the order chosen; 404 when any is not this workspace's. */
async function chosenCases(deps: LetterDeps, actor: DocketActor, ids: readonly string[]) {
  const unique = [...new Set(ids.map((id) => id.trim().toLowerCase()))];
  const rows: CaseRow[] = [];
  for (const id of unique) rows.push(await letterCaseOf(deps, actor.workspaceId, id));
  return rows;
}

/** Why this case can have no letter for the batch's days; null when it can. */
async function refusalFor(
  deps: LetterDeps,
  actor: DocketActor,
  row: CaseRow,
  date: CalendarDate,
  goodThrough: GoodThrough,
): Promise<string | null> {
  if (compareDates(date, row.judgmentDate) < 0) {
    return `The payoff date is before this case's judgment date (${formatUsDate(row.judgmentDate)}).`;
  }
  const transactions = await deps.docket.listTransactions(row.id);
  return caseLetterRefusal(row, transactions, lastLetterDate(date, goodThrough), actor.today);
}

export async function checkBatchLetters(
  deps: LetterDeps,
  actor: DocketActor,
  input: Omit<BatchRequest, "format">,
): Promise<{ letters: BatchCheck[] }> {
  const date = validBatchDate(input.date, actor.today);
  const rows = await chosenCases(deps, actor, input.caseIds);
  const letters: BatchCheck[] = [];
  for (const row of rows) {
    letters.push({
      caseId: row.id,
      caseName: row.caseName,
      refusal: await refusalFor(deps, actor, row, date, input.goodThrough),
    });
  }
  return { letters };
}

/** "Payoff letter - Acme v. Roe - 2026-12-01.pdf" (file-safe). */
export function letterFileName(caseName: string, date: CalendarDate, format: LetterFormat) {
  return `Payoff letter - ${fileSafe(caseName, " ")} - ${date}.${format}`;
}

/** The letter's file, rendered from its model. */
export async function renderLetter(outcome: LetterOutcome, format: LetterFormat): Promise<Buffer> {
  return format === "pdf"
    ? letterPdf(outcome.letter, outcome.letterhead)
    : letterDocx(outcome.letter, outcome.letterhead);
}

export async function batchLetters(
  deps: LetterDeps,
  actor: DocketActor,
  input: BatchRequest & { format: LetterFormat },
): Promise<{ fileName: string; zip: Buffer; count: number }> {
  const { letters } = await checkBatchLetters(deps, actor, input);
  const refused = letters.filter((l) => l.refusal !== null);
  if (refused.length > 0) {
    const message =
      refused.length === 1
        ? `1 of the ${letters.length} cases chosen can have no payoff letter. Leave it out and try again.`
        : `${refused.length} of the ${letters.length} cases chosen can have no payoff letter. Leave them out and try again.`;
    throw refusalSaying(
      LETTER_PLAN_ERRORS.lettersUnavailable,
      message,
      Object.fromEntries(refused.map((l) => [l.caseId, [`${l.caseName}: ${l.refusal}`]])),
    );
  }
  const date = input.date;
  const sources = await letterSourcesOf(deps, actor);
  const outcomes: LetterOutcome[] = [];
  const files: { name: string; data: Buffer }[] = [];
  for (const check of letters) {
    const row = await letterCaseOf(deps, actor.workspaceId, check.caseId);
    const outcome = await buildLetter(deps, actor, row, date, input.goodThrough, sources);
    outcomes.push(outcome);
    files.push({
      name: letterFileName(row.caseName, date, input.format),
      data: await renderLetter(outcome, input.format),
    });
  }
  // Every letter the user holds is in its case's history: all the entries, or none.
  await deps.docket.write(async (tx) => {
    await lockDocket(tx, actor.workspaceId);
    for (const outcome of outcomes) {
      const locked = await lockCase(tx, actor.workspaceId, outcome.row.id);
      if (!locked) throw caseNotFound();
      await recordLetter(tx, actor, outcome.letter, input.format);
    }
  });
  return {
    fileName: `Payoff letters - ${date}.zip`,
    zip: await lettersZip(files),
    count: files.length,
  };
}

/** The batch's date: a real date, at most 90 days after today (each case checks its judgment). */
function validBatchDate(raw: string, today: CalendarDate): CalendarDate {
  if (!isCalendarDate(raw)) {
    throw new InvalidDateError(raw, "date", "Enter a valid date like 2026-11-26.");
  }
  latestLetterDate(raw, today);
  return raw;
}
