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

/** "Page X of Y" and a short identifying line at the foot of every page. */
export function addFooters(doc: Doc, left: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const y = PAGE.height - PAGE.margin + 6;
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not add a page
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    doc.text(left, PAGE.margin, y, { width: CONTENT_WIDTH * 0.75, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, PAGE.margin, y, {
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
  width: number;
  align?: "left" | "right";
}

/** A table that breaks across pages, repeating its header row, with banded rows. */
export function table(
  doc: Doc,
  columns: Column[],
  rows: string[][],
  options: { boldLast?: boolean } = {},
): void {
  const total = columns.reduce((sum, c) => sum + c.width, 0);
  const scale = CONTENT_WIDTH / total;
  const widths = columns.map((c) => c.width * scale);
  const pad = 4;

  const drawHeader = () => {
    doc.font("Helvetica-Bold").fontSize(7);
    const headerHeight =
      Math.max(
        ...columns.map((c, i) =>
          doc.heightOfString(c.header.toUpperCase(), { width: (widths[i] ?? 0) - pad * 2 }),
        ),
      ) + 10;
    const y = doc.y;
    doc.rect(PAGE.margin, y, CONTENT_WIDTH, headerHeight).fill("#1f2937");
    let x = PAGE.margin;
    doc.fillColor("#ffffff");
    columns.forEach((c, i) => {
      doc.text(c.header.toUpperCase(), x + pad, y + 5, {
        width: (widths[i] ?? 0) - pad * 2,
        align: c.align ?? "left",
      });
      x += widths[i] ?? 0;
    });
    doc.y = y + headerHeight;
  };

  drawHeader();
  rows.forEach((row, r) => {
    const bold = options.boldLast && r === rows.length - 1;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(8);
    const height =
      Math.max(
        ...row.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 0) - pad * 2 })),
      ) + 8;
    if (ensureSpace(doc, height)) drawHeader();
    const y = doc.y;
    if (r % 2 === 1) doc.rect(PAGE.margin, y, CONTENT_WIDTH, height).fill(BAND);
    let x = PAGE.margin;
    doc
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(8)
      .fillColor(INK);
    row.forEach((cell, i) => {
      doc.text(cell, x + pad, y + 4, {
        width: (widths[i] ?? 0) - pad * 2,
        align: columns[i]?.align ?? "left",
      });
      x += widths[i] ?? 0;
    });
    doc.y = y + height;
  });
  doc
    .moveTo(PAGE.margin, doc.y)
    .lineTo(PAGE.margin + CONTENT_WIDTH, doc.y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.5);
}

/** A boxed figure panel: label left, amount right; the last line emphasised. */
export function totals(doc: Doc, lines: [string, string][]): void {
  const lineHeight = 18;
  const height = lines.length * lineHeight + 12;
  ensureSpace(doc, height + 8);
  const x = PAGE.margin + CONTENT_WIDTH * 0.42;
  const width = CONTENT_WIDTH * 0.58;
  const top = doc.y;
  doc.rect(x, top, width, height).lineWidth(0.75).strokeColor(RULE).stroke();
  lines.forEach(([label, value], i) => {
    const last = i === lines.length - 1;
    const y = top + 6 + i * lineHeight;
    if (last) {
      doc.rect(x, y - 3, width, lineHeight + 3).fill("#0f2a4a");
    }
    doc
      .font(last ? "Helvetica-Bold" : "Helvetica")
      .fontSize(last ? 11 : 10)
      .fillColor(last ? "#ffffff" : INK);
    doc.text(label, x + 10, y + 1, { width: width * 0.6, lineBreak: false });
    doc.text(value, x + 10, y + 1, { width: width - 20, align: "right", lineBreak: false });
  });
  doc.y = top + height + 8;
  doc.x = PAGE.margin;
}
