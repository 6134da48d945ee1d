import {
  formatUsDate,
  formatUsd,
  type LetterFormat,
  type PayoffLetter,
  parseMoneyInput,
} from "@owed/domain";
import type { Tx } from "../../db/client.ts";
import { recordHistory } from "../cases/case-history-store.ts";
import type { DocketActor } from "../cases/case-use-cases.ts";
import { updateCase } from "../cases/docket-repository.ts";

// A downloaded payoff letter's case history entry (docs/letters-and-plans.md, "Payoff letters"):
// the letter's date, its figures and its table's first and last lines, written whole when it is
// downloaded, so the history reads the same later whatever the ledger becomes. Shaped as a court
// form's record (a subject and labelled lines), which the history view already shows.

export interface LetterRecordLine {
  field: string;
  label: string;
  value: string;
}

export interface LetterRecord {
  payoffLetter: true;
  format: LetterFormat;
  date: string;
  subject: string;
  lines: LetterRecordLine[];
}

const FORMAT_WORDS: Record<LetterFormat, string> = { pdf: "PDF", docx: "Word" };

const usd = (text: string, decimals: 2 | 4 = 2) =>
  formatUsd(parseMoneyInput(text, { maxDecimals: 4 }), { decimals });

/** "Payoff letter (PDF) for 12/01/2026". */
export const letterSubject = (format: LetterFormat, date: string) =>
  `Payoff letter (${FORMAT_WORDS[format]}) for ${formatUsDate(date)}`;

export function letterRecord(letter: PayoffLetter, format: LetterFormat): LetterRecord {
  const first = letter.goodThrough[0];
  const last = letter.goodThrough.at(-1);
  const line = (field: string, label: string, value: string) => ({ field, label, value });
  return {
    payoffLetter: true,
    format,
    date: letter.date,
    subject: letterSubject(format, letter.date),
    lines: [
      line("letter.date", "Payoff date", formatUsDate(letter.date)),
      line("letter.payoff", "Payoff", usd(letter.payoff)),
      line("letter.principal", "Principal", usd(letter.principalBalance)),
      line("letter.interest", "Accrued interest", usd(letter.accruedInterest)),
      line("letter.costs", "Costs", usd(letter.costBalance)),
      line("letter.perDiem", "Per diem after the payoff date", usd(letter.perDiem, 4)),
      ...(first
        ? [
            line(
              "letter.goodThroughFirst",
              "Table's first line",
              `${formatUsDate(first.date)}: ${usd(first.payoff)}`,
            ),
          ]
        : []),
      ...(last && letter.goodThrough.length > 1
        ? [
            line(
              "letter.goodThroughLast",
              "Table's last line",
              `${formatUsDate(last.date)}: ${usd(last.payoff)}`,
            ),
          ]
        : []),
      line("letter.lines", "Table's lines", String(letter.goodThrough.length)),
      line("letter.format", "Format", FORMAT_WORDS[format]),
    ],
  };
}

/**
 * Records one downloaded letter in its case's history, inside the caller's transaction (the
 * caller has locked the docket and the case), and bumps the case so open pages see the entry.
 */
export async function recordLetter(
  tx: Tx,
  actor: DocketActor,
  letter: PayoffLetter,
  format: LetterFormat,
): Promise<void> {
  await recordHistory(tx, {
    workspaceId: actor.workspaceId,
    actorId: actor.userId,
    caseId: letter.caseId,
    action: "payoff-letter.download",
    at: actor.at,
    after: letterRecord(letter, format),
    payoffDate: actor.today,
  });
  await updateCase(tx, letter.caseId, {});
}
