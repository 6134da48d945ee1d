import PDFDocument from "pdfkit";

// Shared page furniture for Owed's PDFs: US Letter, one-inch-ish margins, the standard PDF fonts
// (Helvetica family: always available, no font files to ship), tables with right-aligned money
// columns that repeat their header on every page, and "Page X of Y" footers.

export type Doc = PDFKit.PDFDocument;

export const PAGE = { margin: 54, width: 612, height: 792 } as const;
export const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const BAND = "#f3f4f6";
// pdfkit wraps a line whose width equals the box to the hundredth of a point; a measured box gets
// this much slack so that rounding never pushes the last character onto a new line.
const SLACK = 0.5;

export function createDoc(title: string, subject: string): Doc {
  return new PDFDocument({
    size: "LETTER",
    margins: { top: PAGE.margin, bottom: PAGE.margin + 14, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: title, Subject: subject, Creator: "Owed", Producer: "Owed" },
  });
}

export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}

/** Shortens `text` with an ellipsis until it fits `width` in the current font. */
export function fitText(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  const chars = [...text];
  while (chars.length > 0 && doc.widthOfString(`${chars.join("").trimEnd()}…`) > width) chars.pop();
  return `${chars.join("").trimEnd()}…`;
}

/**
 * "Page X of Y" and a short identifying line at the foot of every page. The line is `name` then
 * `details` (a case number, then a date): when it is too long the name is shortened first, then
 * the details before the last, so the last (the date) is never cut.
 */
export function addFooters(doc: Doc, name: string, details: string[]): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin + 6;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not add a page
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    const pageLabel = `Page ${i - range.start + 1} of ${range.count}`;
    const room = CONTENT_WIDTH - doc.widthOfString(pageLabel) - 24;
    const parts = [name, ...details];
    const separator = "  ·  ";
    for (let k = 0; k < parts.length - 1; k++) {
      if (doc.widthOfString(parts.join(separator)) <= room) break;
      const others = parts.filter((_, j) => j !== k).join(separator) + separator;
      parts[k] = fitText(doc, parts[k] ?? "", Math.max(room - doc.widthOfString(others), 40));
    }
    doc.text(parts.join(separator), PAGE.margin, y, { width: room + SLACK, lineBreak: false });
    doc.text(pageLabel, PAGE.margin, y, {
      width: CONTENT_WIDTH,
      align: "right",
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

export function heading(doc: Doc, text: string, size = 18): void {
  doc.font("Helvetica-Bold").fontSize(size).fillColor(INK).text(text, PAGE.margin, doc.y);
}

// A title keeps a few lines of what follows (a table's header row and first rows) on its page:
// a heading or a header row alone at the foot of a page reads as sloppy.
const KEEP_WITH_TITLE = 100;

export function sectionTitle(doc: Doc, text: string): void {
  ensureSpace(doc, KEEP_WITH_TITLE);
  doc.moveDown(0.8);
  doc
    .font("Helvetica-Bold")
    .fontSize(11)
    .fillColor(INK)
    .text(text.toUpperCase(), PAGE.margin, doc.y, {
      characterSpacing: 0.6,
    });
  const y = doc.y + 2;
  doc
    .moveTo(PAGE.margin, y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.y = y + 6;
}

export function paragraph(
  doc: Doc,
  text: string,
  options: { size?: number; color?: string } = {},
): void {
  doc
    .font("Helvetica")
    .fontSize(options.size ?? 9.5)
    .fillColor(options.color ?? INK)
    .text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH, lineGap: 2 });
  doc.moveDown(0.4);
}

export function muted(doc: Doc, text: string, size = 9): void {
  paragraph(doc, text, { size, color: MUTED });
}

/** Two columns of label: value pairs. */
export function facts(doc: Doc, rows: [string, string][], labelWidth = 130): void {
  for (const [label, value] of rows) {
    ensureSpace(doc, 16);
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(MUTED)
      .text(label, PAGE.margin, y, { width: labelWidth });
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .fillColor(INK)
      .text(value || "—", PAGE.margin + labelWidth, y, {
        width: CONTENT_WIDTH - labelWidth,
        lineGap: 1,
      });
    doc.y = Math.max(doc.y, y + 13) + 2;
  }
}

export function ensureSpace(doc: Doc, needed: number): boolean {
  if (doc.y + needed > PAGE.height - doc.page.margins.bottom) {
    doc.addPage();
    return true;
  }
  return false;
}

export interface Column {
  header: string;
  align?: "left" | "right";
  /**
   * Free text (a description) that may wrap onto several lines. Every other column holds figures,
   * dates or short labels and is sized to its widest cell, so none of them ever wraps or is cut.
   */
  wrap?: boolean;
}

/** A row drawn as one cell across the whole table (a note or a closing line), in bold. */
export interface SpanRow {
  span: string;
}

export type TableRow = string[] | SpanRow;

const isSpan = (row: TableRow): row is SpanRow => !Array.isArray(row);

// Body text starts at 8 pt and steps down until the widest figure of every column fits the page;
// 5 pt is the floor, reached only by tables that could never fit (a figure column set alone
// wider than the page), and at that floor the columns are shrunk to fit.
const TABLE_SIZES = [8, 7.5, 7, 6.5, 6, 5.75, 5.5, 5.25, 5];
// A wrapping column keeps room for a few words so a description does not become a tower.
const WRAP_MIN_EMS = 9;

export interface TableLayout {
  size: number;
  headerSize: number;
  pad: number;
  widths: number[];
}

const widestWord = (doc: Doc, text: string) =>
  Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(word)));

/**
 * Column widths measured with the actual fonts: each figure column as wide as its widest cell (or
 * its header's longest word), wrapping columns sharing what is left. When that cannot fit the page
 * width the font size steps down.
 */
export function layoutTable(
  doc: Doc,
  columns: Column[],
  rows: TableRow[],
  available = CONTENT_WIDTH,
): TableLayout {
  const cells = rows.filter((row): row is string[] => !isSpan(row));
  const measure = (size: number) => {
    const headerSize = size - 1;
    const pad = size >= 7 ? 4 : 3;
    const needed = columns.map((column, i) => {
      doc.font("Helvetica-Bold").fontSize(headerSize);
      const header = widestWord(doc, column.header.toUpperCase());
      let widest = 0;
      doc.font("Helvetica").fontSize(size);
      for (const row of cells) widest = Math.max(widest, doc.widthOfString(row[i] ?? ""));
      const min = column.wrap ? Math.max(header, size * WRAP_MIN_EMS) : Math.max(header, widest);
      return { min: min + pad * 2 + SLACK, natural: Math.max(min, widest) + pad * 2 + SLACK };
    });
    return { size, headerSize, pad, needed };
  };

  let fitted = measure(TABLE_SIZES[0] as number);
  for (const size of TABLE_SIZES) {
    fitted = measure(size);
    if (fitted.needed.reduce((sum, n) => sum + n.min, 0) <= available) break;
  }
  const { needed } = fitted;
  const sumMin = needed.reduce((sum, n) => sum + n.min, 0);
  const sumNatural = needed.reduce((sum, n) => sum + n.natural, 0);
  let widths: number[];
  if (sumNatural <= available) {
    // Everything fits on one line: spread the spare width evenly so the table spans the page.
    const extra = (available - sumNatural) / columns.length;
    widths = needed.map((n) => n.natural + extra);
  } else if (sumMin <= available) {
    // Figure columns at their measured width; wrapping columns share the rest by how much they hold.
    const fixed = needed.reduce((sum, n, i) => sum + (columns[i]?.wrap ? 0 : n.min), 0);
    const wrapNatural = needed.reduce((sum, n, i) => sum + (columns[i]?.wrap ? n.natural : 0), 0);
    const wrapMin = needed.reduce((sum, n, i) => sum + (columns[i]?.wrap ? n.min : 0), 0);
    const spare = available - fixed - wrapMin;
    widths = needed.map((n, i) =>
      columns[i]?.wrap
        ? n.min + (spare * (n.natural - n.min)) / (wrapNatural - wrapMin || 1)
        : n.min,
    );
  } else {
    const scale = available / sumMin;
    widths = needed.map((n) => n.min * scale);
  }
  return { size: fitted.size, headerSize: fitted.headerSize, pad: fitted.pad, widths };
}

/** A table that breaks across pages, repeating its header row, with banded rows. */
export function table(doc: Doc, columns: Column[], rows: TableRow[]): TableLayout {
  const layout = layoutTable(doc, columns, rows);
  const { size, headerSize, pad, widths } = layout;
  const cellWidth = (i: number) => (widths[i] ?? 0) - pad * 2;

  const drawHeader = () => {
    doc.font("Helvetica-Bold").fontSize(headerSize);
    const headerHeight =
      Math.max(
        ...columns.map((c, i) =>
          doc.heightOfString(c.header.toUpperCase(), { width: cellWidth(i) }),
        ),
      ) + 10;
    const y = doc.y;
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, headerHeight).fill("#1f2937");
    let x = PAGE.margin;
    doc.fillColor("#ffffff");
    columns.forEach((c, i) => {
      doc.text(c.header.toUpperCase(), x + pad, y + 5, {
        width: cellWidth(i),
        align: c.align ?? "left",
      });
      x += widths[i] ?? 0;
    });
    doc.y = y + headerHeight;
  };

  drawHeader();
  rows.forEach((row, r) => {
    const bold = isSpan(row);
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(size);
    const height = isSpan(row)
      ? doc.heightOfString(row.span, { width: CONTENT_WIDTH - pad * 2 }) + 8
      : Math.max(...row.map((cell, i) => doc.heightOfString(cell, { width: cellWidth(i) }))) + 8;
    if (ensureSpace(doc, height)) drawHeader();
    const y = doc.y;
    if (r % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(BAND);
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(size)
      .fillColor(INK);
    if (isSpan(row)) {
      doc.text(row.span, PAGE.margin + pad, y + 4, { width: CONTENT_WIDTH - pad * 2 });
    } else {
      let x = PAGE.margin;
      row.forEach((cell, i) => {
        doc.text(cell, x + pad, y + 4, {
          width: cellWidth(i),
          align: columns[i]?.align ?? "left",
        });
        x += widths[i] ?? 0;
      });
    }
    doc.y = y + height;
  });
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.x = PAGE.margin;
  doc.moveDown(0.5);
  return layout;
}

/** A boxed figure panel: label left, amount right; the last line emphasised. */
export function totals(doc: Doc, lines: [string, string][]): void {
  const lineHeight = 18;
  const inset = 10;
  const gap = 16;
  const fontOf = (last: boolean, step: number) => {
    doc.font(last ? "Helvetica-Bold" : "Helvetica").fontSize((last ? 11 : 10) - step);
  };
  // The panel takes the right 58% of the page, wider when a label and its amount need more, and
  // the type steps down only if even the full width is too narrow.
  let step = 0;
  let width = CONTENT_WIDTH * 0.58;
  for (; step <= 4; step += 0.5) {
    const needed = Math.max(
      ...lines.map(([label, value], i) => {
        fontOf(i === lines.length - 1, step);
        return doc.widthOfString(label) + gap + doc.widthOfString(value);
      }),
    );
    width = Math.max(CONTENT_WIDTH * 0.58, needed + inset * 2 + SLACK);
    if (width <= CONTENT_WIDTH) break;
  }
  width = Math.min(width, CONTENT_WIDTH);
  const height = lines.length * lineHeight + 12;
  ensureSpace(doc, height + 8);
  const x = PAGE.margin + CONTENT_WIDTH - width;
  const top = doc.y;
  doc.rect(x, top, width, height).lineWidth(0.75).strokeColor(RULE).stroke();
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    const y = top + 6 + i * lineHeight;
    if (last) {
      doc.rect(x, y - 3, width, lineHeight + 3).fill("#0f2a4a");
    }
    fontOf(last, step);
    doc.fillColor(last ? "#ffffff" : INK);
    const valueWidth = doc.widthOfString(value) + SLACK;
    doc.text(label, x + inset, y + 1, {
      width: width - inset * 2 - valueWidth - gap,
      lineBreak: false,
    });
    doc.text(value, x + width - inset - valueWidth, y + 1, {
      width: valueWidth,
      align: "right",
      lineBreak: false,
    });
  });
  doc.y = top + height + 8;
  doc.x = PAGE.margin;
}
