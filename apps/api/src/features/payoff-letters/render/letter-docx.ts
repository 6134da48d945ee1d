import { formatUsDate, type PayoffLetter } from "@owed/domain";
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from "docx";
import { letterheadLines } from "../../cases/pdf/letterhead.ts";
import {
  GOOD_THROUGH_HEADERS,
  type LetterBlock,
  type LetterheadParts,
  letterBlocks,
} from "./letter-blocks.ts";

// The payoff letter as a Word file (docs/letters-and-plans.md, "PDF and Word"): the PDF's blocks,
// written as ordinary paragraphs and a real Word table so the firm can edit any word in Word or
// LibreOffice before sending. No text is an image and nothing is in a text box or a field except
// the page number in the footer.

const FONT = "Arial";
const INK = "111827";
const MUTED = "4B5563";
const RULE = "D1D5DB";
// Sizes in half-points, distances in twentieths of a point (Word's units).
const BODY = 21;
const SMALL = 17;
const AFTER = 200;
const PAGE_MARGIN = 1080; // three quarters of an inch, as the PDF
const REF_INDENT = 600;
const TABLE_COLUMN = 2800;

/**
 * Lines as paragraphs, one each (an address, bank details): each reads back, and is edited, as its
 * own line. Only the last keeps the space after the block.
 */
function lines(
  texts: readonly string[],
  options: { bold?: boolean; after?: number; indent?: number; keepWithNext?: boolean } = {},
): Paragraph[] {
  return texts.map(
    (text, i) =>
      new Paragraph({
        spacing: { after: i === texts.length - 1 ? (options.after ?? AFTER) : 0 },
        indent: options.indent ? { left: options.indent } : undefined,
        keepNext: options.keepWithNext || i < texts.length - 1,
        children: [new TextRun({ text, bold: options.bold })],
      }),
  );
}

function letterheadParagraphs(parts: LetterheadParts): Paragraph[] {
  const { title, lines: rest } = letterheadLines(parts);
  if (!title && rest.length === 0) return [];
  const texts = [title, ...rest];
  return texts.map(
    (text, i) =>
      new Paragraph({
        spacing: { after: i === texts.length - 1 ? 360 : 0 },
        border:
          i === texts.length - 1
            ? { bottom: { style: BorderStyle.SINGLE, size: 6, color: RULE, space: 8 } }
            : undefined,
        children: [
          i === 0
            ? new TextRun({ text, bold: true, size: 24, color: "0F2A4A" })
            : new TextRun({ text, size: SMALL, color: MUTED }),
        ],
      }),
  );
}

/** "Re:", a tab, the first reference line; the others aligned under it. */
function reference(texts: string[]): Paragraph[] {
  const [first = "", ...rest] = texts;
  return [
    new Paragraph({
      spacing: { after: rest.length > 0 ? 0 : AFTER },
      indent: { left: REF_INDENT, hanging: REF_INDENT },
      tabStops: [{ type: TabStopType.LEFT, position: REF_INDENT }],
      keepNext: rest.length > 0,
      children: [
        new TextRun({ text: "Re:", bold: true }),
        new TextRun({ children: [new Tab(), first], bold: true }),
      ],
    }),
    ...lines(rest, { bold: true, indent: REF_INDENT }),
  ];
}

const cellBorder = { style: BorderStyle.SINGLE, size: 4, color: RULE } as const;

function tableCell(text: string, options: { header: boolean; right: boolean; band: boolean }) {
  return new TableCell({
    width: { size: TABLE_COLUMN, type: WidthType.DXA },
    margins: { left: 120, right: 120, top: 40, bottom: 40 },
    shading: options.header
      ? { type: ShadingType.CLEAR, fill: "1F2937", color: "auto" }
      : options.band
        ? { type: ShadingType.CLEAR, fill: "F3F4F6", color: "auto" }
        : undefined,
    borders: { top: cellBorder, bottom: cellBorder, left: cellBorder, right: cellBorder },
    children: [
      new Paragraph({
        alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [
          new TextRun({
            text,
            bold: options.header,
            size: 19,
            color: options.header ? "FFFFFF" : INK,
          }),
        ],
      }),
    ],
  });
}

/** The good-through table as a Word table whose header row repeats on each page. */
function goodThroughTable(rows: [string, string][]): (Table | Paragraph)[] {
  const row = (cells: readonly string[], header: boolean, band: boolean) =>
    new TableRow({
      tableHeader: header,
      cantSplit: true,
      children: cells.map((text, i) => tableCell(text, { header, right: i === 1, band })),
    });
  return [
    new Table({
      width: { size: TABLE_COLUMN * 2, type: WidthType.DXA },
      columnWidths: [TABLE_COLUMN, TABLE_COLUMN],
      rows: [
        row(GOOD_THROUGH_HEADERS, true, false),
        ...rows.map((cells, i) => row(cells, false, i % 2 === 1)),
      ],
    }),
    // Word needs a paragraph between a table and what follows; this one is the space after it.
    new Paragraph({ spacing: { after: 0 }, children: [] }),
  ];
}

function block(item: LetterBlock, next: LetterBlock | undefined): (Paragraph | Table)[] {
  switch (item.kind) {
    case "date":
    case "salutation":
      return lines([item.text]);
    case "recipient":
      return lines(item.lines);
    case "paragraph":
      // The last paragraph stays on the signature's page, as the PDF keeps it.
      return lines(item.lines, { keepWithNext: next?.kind === "signature" });
    case "reference":
      return reference(item.lines);
    case "good-through":
      return goodThroughTable(item.rows);
    case "signature":
      return [
        new Paragraph({
          spacing: { before: 120, after: 720 },
          keepNext: true,
          children: [new TextRun(item.close)],
        }),
        ...lines(item.lines, { after: 0 }),
      ];
  }
}

function blocksOf(letter: PayoffLetter): (Paragraph | Table)[] {
  const blocks = letterBlocks(letter);
  return blocks.flatMap((item, i) => block(item, blocks[i + 1]));
}

function footer(letter: PayoffLetter): Footer {
  const style = { size: 16, color: MUTED } as const;
  return new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 12240 - PAGE_MARGIN * 2 }],
        children: [
          new TextRun({
            ...style,
            text: `${letter.caseName}  ·  Payoff letter  ·  Payoff as of ${formatUsDate(letter.date)}`,
          }),
          new TextRun({
            ...style,
            children: ["\tPage ", PageNumber.CURRENT, " of ", PageNumber.TOTAL_PAGES],
          }),
        ],
      }),
    ],
  });
}

/** The payoff letter as a .docx: a pure function of the letter model and the letterhead. */
export async function letterDocx(
  letter: PayoffLetter,
  letterhead: LetterheadParts,
): Promise<Buffer> {
  const doc = new Document({
    title: `Payoff letter: ${letter.caseName}`,
    subject: `Payoff as of ${formatUsDate(letter.date)}`,
    creator: "Owed",
    styles: {
      default: { document: { run: { font: FONT, size: BODY, color: INK } } },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: 12240, height: 15840 },
            margin: {
              top: PAGE_MARGIN,
              bottom: PAGE_MARGIN,
              left: PAGE_MARGIN,
              right: PAGE_MARGIN,
              footer: 500,
            },
          },
        },
        footers: { default: footer(letter) },
        children: [...letterheadParagraphs(letterhead), ...blocksOf(letter)],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
