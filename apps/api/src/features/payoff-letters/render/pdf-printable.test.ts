import { describe, expect, it } from "vitest";
import { pdfPrintable } from "./pdf-printable.ts";

describe("pdfPrintable", () => {
  it("keeps what the PDF fonts print, and folds the rest to plain letters or ?", () => {
    expect(pdfPrintable("José Núñez-Müller, “Ana” O’Brien — 5 €\n12 Rue Élysée")).toBe(
      "José Núñez-Müller, “Ana” O’Brien — 5 €\n12 Rue Élysée",
    );
    expect(pdfPrintable("Łukasz Nguyễn Đức Şahin")).toBe("Lukasz Nguyen Duc Sahin");
    expect(pdfPrintable("李 Wei\u202fLi")).toBe("? Wei Li");
    expect(pdfPrintable("tab\there\u0007")).toBe("tab here?");
  });
});
