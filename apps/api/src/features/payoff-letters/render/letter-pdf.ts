import { formatUsDate, type PayoffLetter } from "@owed/domain";
import {
  addFooters,
  CONTENT_WIDTH,
  createDoc,
  type Doc,
  ensureSpace,
  PAGE,
  toBuffer,
} from "../../cases/pdf/layout.ts";
import { drawLetterhead } from "../../cases/pdf/letterhead.ts";
import {
  GOOD_THROUGH_HEADERS,
  type LetterBlock,
  type LetterheadParts,
  letterBlocks,
} from "./letter-blocks.ts";
import { pdfPrintable } from "./pdf-printable.ts";

// The payoff letter as a PDF (docs/letters-and-plans.md, "PDF and Word"): a business letter on
// the workspace's letterhead, block style (every line starts at the left margin), with the
// good-through table drawn as a narrow ruled table that repeats its header on each page.

const INK = "#111827";
const RULE = "#d1d5db";
const BAND = "#f3f4f6";
const BODY_SIZE = 10;
const LINE_GAP = 1.5;
// Space between blocks (a blank line of the body type), whatever font the last block ended in.
const BLOCK_GAP = 10;
const REF_LABEL = "Re:";
const REF_INDENT = 30;

function text(doc: Doc, value: string, options: { bold?: boolean; x?: number } = {}): void {
  const x = options.x ?? PAGE.margin;
  doc
    .font(options.bold ? "Helvetica-Bold" : "Helvetica")
    .fontSize(BODY_SIZE)
    .fillColor(INK)
    .text(value, x, doc.y, { width: CONTENT_WIDTH - (x - PAGE.margin), lineGap: LINE_GAP });
}

/** A block of lines kept on one page (an address, the "Re:" lines): never split across pages. */
function keepLines(doc: Doc, count: number): void {
  doc.font("Helvetica").fontSize(BODY_SIZE);
  ensureSpace(doc, count * (doc.currentLineHeight() + LINE_GAP));
}

function reference(doc: Doc, lines: string[]): void {
  keepLines(doc, lines.length);
  const top = doc.y;
  doc.font("Helvetica-Bold").fontSize(BODY_SIZE).fillColor(INK).text(REF_LABEL, PAGE.margin, top);
  doc.y = top;
  for (const line of lines) text(doc, line, { bold: true, x: PAGE.margin + REF_INDENT });
}

const TABLE = { width: 280, size: 9, rowHeight: 12.5, pad: 8 } as const;

/** Date | payoff, banded, its header repeated when the table runs onto another page. */
function goodThroughTable(doc: Doc, rows: [string, string][]): void {
  const x = PAGE.margin;
  const cell = (value: string, y: number, align: "left" | "right") =>
    doc.text(value, x + TABLE.pad, y + 2.75, {
      width: TABLE.width - TABLE.pad * 2,
      align,
      lineBreak: false,
    });
  const header = () => {
    const y = doc.y;
    doc.rect(x, y, TABLE.width, TABLE.rowHeight + 2).fill("#1f2937");
    doc.font("Helvetica-Bold").fontSize(TABLE.size).fillColor("#ffffff");
    cell(GOOD_THROUGH_HEADERS[0], y + 1, "left");
    cell(GOOD_THROUGH_HEADERS[1], y + 1, "right");
    doc.y = y + TABLE.rowHeight + 2;
  };
  // The header with at least three rows, or it moves to the next page with them.
  ensureSpace(doc, TABLE.rowHeight * 4 + 2);
  header();
  rows.forEach(([date, payoff], i) => {
    // pdfkit starts a page itself when a line's full height would cross the bottom margin, so the
    // check allows the text's line height below the row's top inset, not only the row.
    if (ensureSpace(doc, TABLE.rowHeight + 4)) header();
    const y = doc.y;
    if (i % 2 === 1) doc.rect(x, y, TABLE.width, TABLE.rowHeight).fill(BAND);
    doc.font("Helvetica").fontSize(TABLE.size).fillColor(INK);
    cell(date, y, "left");
    cell(payoff, y, "right");
    doc.y = y + TABLE.rowHeight;
  });
  doc
    .moveTo(x, doc.y)
    .lineTo(x + TABLE.width, doc.y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.x = PAGE.margin;
}

// Room left for a hand signature between the closing word and the signer's name.
const SIGNING_SPACE = 30;

function signatureHeight(doc: Doc, lines: string[]): number {
  doc.font("Helvetica").fontSize(BODY_SIZE);
  return (doc.currentLineHeight() + LINE_GAP) * (lines.length + 1) + SIGNING_SPACE;
}

function signature(doc: Doc, close: string, lines: string[]): void {
  ensureSpace(doc, signatureHeight(doc, lines));
  text(doc, close);
  doc.y += SIGNING_SPACE;
  for (const line of lines) text(doc, line);
}

// A paragraph of up to this many lines is never split across pages (a last line alone at the
// top of a page reads as sloppy); a longer one flows, as in any letter.
const KEEP_WHOLE_LINES = 6;
const PAGE_ROOM = PAGE.height - PAGE.margin * 2 - 14;

/**
 * Starts a new page before a paragraph when it would otherwise split though short, or when the
 * signature after it would be left alone on the next page: the last paragraph goes with it.
 */
function keepParagraph(doc: Doc, block: LetterBlock, next: LetterBlock | undefined): void {
  if (block.kind !== "paragraph") return;
  doc.font("Helvetica").fontSize(BODY_SIZE);
  const height = doc.heightOfString(block.lines.join("\n"), {
    width: CONTENT_WIDTH,
    lineGap: LINE_GAP,
  });
  const lineCount = Math.round(height / (doc.currentLineHeight() + LINE_GAP));
  const withSignature =
    next?.kind === "signature" ? height + BLOCK_GAP + signatureHeight(doc, next.lines) : height;
  if (withSignature <= PAGE_ROOM / 2) ensureSpace(doc, withSignature);
  else if (lineCount <= KEEP_WHOLE_LINES) ensureSpace(doc, height);
}

function printableLetterhead(parts: LetterheadParts): LetterheadParts {
  const fold = (value: string | undefined) =>
    value === undefined ? undefined : pdfPrintable(value);
  return {
    name: pdfPrintable(parts.name),
    person: pdfPrintable(parts.person),
    address: pdfPrintable(parts.address),
    phone: pdfPrintable(parts.phone),
    email: pdfPrintable(parts.email),
    barNumber: fold(parts.barNumber),
    fax: fold(parts.fax),
    attorneyFor: fold(parts.attorneyFor),
  };
}

/** The block with every word folded to what the PDF fonts print (pdf-printable.ts). */
function printableBlock(block: LetterBlock): LetterBlock {
  switch (block.kind) {
    case "date":
    case "salutation":
      return { ...block, text: pdfPrintable(block.text) };
    case "good-through":
      return block;
    default:
      return { ...block, lines: block.lines.map(pdfPrintable) };
  }
}

function drawBlock(doc: Doc, block: LetterBlock): void {
  switch (block.kind) {
    case "date":
    case "salutation":
      text(doc, block.text);
      break;
    case "recipient":
      keepLines(doc, block.lines.length);
      for (const line of block.lines) text(doc, line);
      break;
    case "reference":
      reference(doc, block.lines);
      break;
    case "paragraph":
      text(doc, block.lines.join("\n"));
      break;
    case "good-through":
      goodThroughTable(doc, block.rows);
      break;
    case "signature":
      signature(doc, block.close, block.lines);
      break;
  }
}

/** A rule under the letterhead, as printed letter paper has. */
function letterheadRule(doc: Doc): void {
  const y = doc.y;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 16;
}

/** The payoff letter as a PDF: a pure function of the letter model and the letterhead. */
export async function letterPdf(
  letter: PayoffLetter,
  letterhead: LetterheadParts,
): Promise<Buffer> {
  const caseName = pdfPrintable(letter.caseName);
  const doc = createDoc(`Payoff letter: ${caseName}`, `Payoff as of ${formatUsDate(letter.date)}`);
  drawLetterhead(doc, printableLetterhead(letterhead));
  if (doc.y > PAGE.margin) letterheadRule(doc);
  const blocks = letterBlocks(letter).map(printableBlock);
  blocks.forEach((block, i) => {
    if (i > 0) doc.y += BLOCK_GAP;
    keepParagraph(doc, block, blocks[i + 1]);
    drawBlock(doc, block);
  });
  addFooters(doc, caseName, ["Payoff letter", `Payoff as of ${formatUsDate(letter.date)}`]);
  return toBuffer(doc);
}
