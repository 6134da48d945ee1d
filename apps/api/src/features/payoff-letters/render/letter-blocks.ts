import {
  type CalendarDate,
  civilFromDayNumber,
  formatUsDate,
  formatUsd,
  type PayoffLetter,
  parseMoneyInput,
  toDayNumber,
} from "@owed/domain";
import type { Letterhead } from "../../cases/pdf/letterhead.ts";

// What a payoff letter says, in reading order, as plain blocks (docs/letters-and-plans.md, "PDF
// and Word"). The PDF and the Word file each lay these blocks out; neither adds or drops a word,
// so the two files, like the preview built from the same letter model, say the same thing.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "November 26, 2026": a letter's date line is written out, as business letters are. */
export function longDate(date: CalendarDate): string {
  const { year, month, day } = civilFromDayNumber(toDayNumber(date));
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "$1,234.56" from the model's "1234.56"; a four-decimal figure (a per diem) keeps its four. */
export function dollars(text: string): string {
  const decimals = text.split(".")[1]?.length === 4 ? 4 : 2;
  return formatUsd(parseMoneyInput(text, { maxDecimals: 4 }), { decimals });
}

/** The good-through table's column headers: the day the money arrives, and what closes the case. */
export const GOOD_THROUGH_HEADERS = ["If paid on", "Payoff"] as const;

/** The letter's closing word, above the signature. */
export const COMPLIMENTARY_CLOSE = "Sincerely,";

export type LetterBlock =
  | { kind: "date"; text: string }
  | { kind: "recipient"; lines: string[] }
  /** Printed after "Re:", one line each (case name, court, case number). */
  | { kind: "reference"; lines: string[] }
  | { kind: "salutation"; text: string }
  /** A paragraph; a line break the firm typed (bank details, an address) is kept. */
  | { kind: "paragraph"; lines: string[] }
  /** Rows of [date as 11/26/2026, payoff as $1,234.56]. */
  | { kind: "good-through"; rows: [string, string][] }
  | { kind: "signature"; close: string; lines: string[] };

const nonBlank = (lines: readonly string[]) => lines.filter((line) => line.trim() !== "");

/**
 * The letter's blocks: date, recipient, "Re:", salutation, the first paragraph (the figures), the
 * good-through table that paragraph introduces, the other paragraphs (payment instructions,
 * closing text), then the signature. Empty parts are left out rather than printed blank.
 */
export function letterBlocks(letter: PayoffLetter): LetterBlock[] {
  const paragraphs = letter.paragraphs
    .map((text) => nonBlank(text.split(/\r?\n/).map((line) => line.trimEnd())))
    .filter((lines) => lines.length > 0);
  const [figures, ...rest] = paragraphs;
  // The model's reference lines are the text after "Re:"; a line already starting so is not doubled.
  const reference = nonBlank(letter.reference).map((line, i) =>
    i === 0 ? line.replace(/^re:\s*/i, "") : line,
  );
  const recipient = nonBlank(letter.recipient);
  const blocks: LetterBlock[] = [{ kind: "date", text: longDate(letter.writtenOn) }];
  if (recipient.length > 0) blocks.push({ kind: "recipient", lines: recipient });
  if (reference.length > 0) blocks.push({ kind: "reference", lines: reference });
  if (letter.salutation.trim() !== "") blocks.push({ kind: "salutation", text: letter.salutation });
  if (figures) blocks.push({ kind: "paragraph", lines: figures });
  if (letter.goodThrough.length > 0) {
    blocks.push({
      kind: "good-through",
      rows: letter.goodThrough.map((line) => [formatUsDate(line.date), dollars(line.payoff)]),
    });
  }
  for (const lines of rest) blocks.push({ kind: "paragraph", lines });
  blocks.push({ kind: "signature", close: COMPLIMENTARY_CLOSE, lines: nonBlank(letter.signature) });
  return blocks;
}

/**
 * Who sends the letter: the workspace's letterhead, or the signed-in user's profile when it has
 * none, made by `statementLetterheadOf` exactly as for the payoff statement.
 */
export type LetterheadParts = Letterhead;
