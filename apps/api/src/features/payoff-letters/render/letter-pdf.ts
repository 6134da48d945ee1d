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

function signature(doc: Doc, close: string, lines: string[]): void {
  doc.font("Helvetica").fontSize(BODY_SIZE);
  const lineHeight = doc.currentLineHeight() + LINE_GAP;
  ensureSpace(doc, lineHeight * (lines.length + 1) + SIGNING_SPACE);
  text(doc, close);
  doc.y += SIGNING_SPACE;
  for (const line of lines) text(doc, line);
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
  const doc = createDoc(
    `Payoff letter: ${letter.caseName}`,
    `Payoff as of ${formatUsDate(letter.date)}`,
  );
  drawLetterhead(doc, letterhead);
  if (doc.y > PAGE.margin) letterheadRule(doc);
  letterBlocks(letter).forEach((block, i) => {
    if (i > 0) doc.y += BLOCK_GAP;
    drawBlock(doc, block);
  });
  addFooters(doc, letter.caseName, ["Payoff letter", `Payoff as of ${formatUsDate(letter.date)}`]);
  return toBuffer(doc);
}
