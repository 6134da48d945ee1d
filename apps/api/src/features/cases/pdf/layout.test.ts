import { describe, expect, it } from "vitest";
import {
  CONTENT_WIDTH,
  type Column,
  createDoc,
  fitText,
  layoutTable,
  PAGE,
  sectionTitle,
  table,
  toBuffer,
} from "./layout.ts";

const pages = (doc: ReturnType<typeof createDoc>) => doc.bufferedPageRange().count;

describe("section titles", () => {
  it("move to a new page rather than stand with their table's header alone at the foot", async () => {
    const doc = createDoc("Test", "Test");
    // Room left for the title and a header row, not for a row under them.
    doc.y = PAGE.height - doc.page.margins.bottom - 70;
    sectionTitle(doc, "Ledger through 01/15/2025");
    expect(pages(doc)).toBe(2);
    const titleY = doc.y;
    expect(titleY).toBeLessThan(PAGE.margin + 40);
    table(doc, [{ header: "Date" }], [["01/15/2025"]]);
    expect(pages(doc)).toBe(2);
    await toBuffer(doc);
  });

  it("stay on the page when what follows has room", async () => {
    const doc = createDoc("Test", "Test");
    doc.y = PAGE.height - doc.page.margins.bottom - 200;
    sectionTitle(doc, "Case");
    expect(pages(doc)).toBe(1);
    await toBuffer(doc);
  });
});

describe("table columns", () => {
  const columns: Column[] = [
    { header: "Date" },
    { header: "Description", wrap: true },
    { header: "Amount", align: "right" },
    { header: "Principal after", align: "right" },
  ];
  const widthAt = (doc: ReturnType<typeof createDoc>, text: string, size: number) =>
    doc.font("Helvetica").fontSize(size).widthOfString(text);

  it("are as wide as their widest figure, measured in the font, at 8 pt when that fits", () => {
    const doc = createDoc("Test", "Test");
    const layout = layoutTable(doc, columns, [
      ["01/15/2024", "Check", "$5.00", "$9,999.9999"],
      ["12/31/2024", "A much longer description", "$123,456.78", "$1.0000"],
    ]);
    expect(layout.size).toBe(8);
    expect(layout.widths[2]).toBeGreaterThan(widthAt(doc, "$123,456.78", 8) + layout.pad * 2);
    expect(layout.widths[3]).toBeGreaterThan(widthAt(doc, "$9,999.9999", 8) + layout.pad * 2);
    expect(layout.widths.reduce((a, b) => a + b, 0)).toBeCloseTo(CONTENT_WIDTH, 6);
  });

  it("step the font down when the widest figures cannot fit the page at 8 pt", () => {
    const doc = createDoc("Test", "Test");
    const big = "$999,999,999.9999";
    const wide: Column[] = [
      { header: "Date" },
      { header: "Description", wrap: true },
      ...Array.from({ length: 7 }, (_, i) => ({ header: `Figure ${i}`, align: "right" as const })),
    ];
    const layout = layoutTable(doc, wide, [["01/15/2024", "Levy", ...Array(7).fill(big)]]);
    expect(layout.size).toBeLessThan(8);
    for (const i of [2, 3, 4, 5, 6, 7, 8]) {
      expect(layout.widths[i]).toBeGreaterThan(widthAt(doc, big, layout.size) + layout.pad * 2);
    }
    expect(layout.widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(CONTENT_WIDTH + 1e-6);
  });
});

describe("fitText", () => {
  it("keeps text that fits and shortens the rest with an ellipsis", () => {
    const doc = createDoc("Test", "Test");
    doc.font("Helvetica").fontSize(8);
    expect(fitText(doc, "Acme v. Roe", 200)).toBe("Acme v. Roe");
    const cut = fitText(doc, "Consolidated Amalgamated Holdings International v. Roe", 80);
    expect(cut.endsWith("…")).toBe(true);
    expect(doc.widthOfString(cut)).toBeLessThanOrEqual(80);
  });
});
