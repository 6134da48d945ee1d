import { describe, expect, it } from "vitest";
import { dollars, letterBlocks, longDate } from "./letter-blocks.ts";
import { fixtureLetter } from "./letter-fixture.ts";

// The blocks are what both files print: their order, and what is left out, decide both.

describe("letterBlocks", () => {
  it("orders the letter: date, recipient, Re:, salutation, figures, table, other paragraphs, signature", () => {
    const blocks = letterBlocks(fixtureLetter({ unit: "week", count: 3 }));
    expect(blocks.map((block) => block.kind)).toEqual([
      "date",
      "recipient",
      "reference",
      "salutation",
      "paragraph",
      "good-through",
      "paragraph",
      "paragraph",
      "signature",
    ]);
    expect(blocks[0]).toEqual({ kind: "date", text: "November 26, 2026" });
    expect(blocks[5]).toEqual({
      kind: "good-through",
      rows: [
        ["12/08/2026", "$12,562.36"],
        ["12/15/2026", "$12,581.54"],
        ["12/22/2026", "$12,600.71"],
      ],
    });
    expect(blocks[6]).toMatchObject({
      kind: "paragraph",
      lines: [
        "Please pay by cashier's check or wire transfer to:",
        "Lindqvist & Okafor LLP Client Trust Account",
        "First Valley Bank, routing 121000358, account 000123456789",
        "Reference: Case No. 24CECG01234",
      ],
    });
    expect(blocks.at(-1)).toEqual({
      kind: "signature",
      close: "Sincerely,",
      lines: ["Maria Okafor", "Lindqvist & Okafor LLP", "Attorney for Acme Supply Co."],
    });
  });

  it("leaves out what is empty instead of printing blank lines, and never doubles Re:", () => {
    const letter = {
      ...fixtureLetter(),
      recipient: ["Jordan Reyes", "", "  "],
      reference: ["Re: Acme v. Reyes", "Case No. 1"],
      salutation: "",
      paragraphs: ["Figures.", "", "Line one\r\n\r\nLine two   "],
      goodThrough: [],
      signature: [],
    };
    expect(letterBlocks(letter)).toEqual([
      { kind: "date", text: "November 26, 2026" },
      { kind: "recipient", lines: ["Jordan Reyes"] },
      { kind: "reference", lines: ["Acme v. Reyes", "Case No. 1"] },
      { kind: "paragraph", lines: ["Figures."] },
      { kind: "paragraph", lines: ["Line one", "Line two"] },
      { kind: "signature", close: "Sincerely,", lines: [] },
    ]);
  });
});

describe("letter words", () => {
  it("writes the date out and the money as dollars, a four-decimal per diem kept at four", () => {
    expect(longDate("2027-02-28")).toBe("February 28, 2027");
    expect(longDate("2026-01-05")).toBe("January 5, 2026");
    expect(dollars("1234567.80")).toBe("$1,234,567.80");
    expect(dollars("2.7397")).toBe("$2.7397");
    expect(dollars("0.00")).toBe("$0.00");
  });
});
