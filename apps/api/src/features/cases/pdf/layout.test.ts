import { describe, expect, it } from "vitest";
import { createDoc, PAGE, sectionTitle, table, toBuffer } from "./layout.ts";

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
    table(doc, [{ header: "Date", width: 1 }], [["01/15/2025"]]);
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
