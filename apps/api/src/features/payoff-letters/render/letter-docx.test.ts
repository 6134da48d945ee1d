import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { describe, expect, it } from "vitest";
import { letterheadLines, NO_LETTERHEAD } from "../../cases/pdf/letterhead.ts";
import { GOOD_THROUGH_HEADERS, letterBlocks } from "./letter-blocks.ts";
import { letterDocx } from "./letter-docx.ts";
import { FIXTURE_LETTERHEAD, fixtureLetter } from "./letter-fixture.ts";

// The Word file is opened with mammoth (a .docx reader independent of the library that wrote it)
// and its text read back: the firm edits this file, so every line must be real text, in order.

async function paragraphsOf(docx: Buffer): Promise<string[]> {
  const { value } = await mammoth.extractRawText({ buffer: docx });
  return value.split("\n").filter((line) => line.trim() !== "");
}

function documentXml(docx: Buffer): string {
  const files = unzipSync(new Uint8Array(docx));
  const xml = files["word/document.xml"];
  if (!xml) throw new Error("word/document.xml is missing");
  return strFromU8(xml);
}

describe("letterDocx", () => {
  it("reads back as the letter's text, line for line and in order", async () => {
    const letter = fixtureLetter({ unit: "day", count: 30 });
    const { title, lines } = letterheadLines(FIXTURE_LETTERHEAD);
    const table = letter.goodThrough.flatMap((line) => [
      `${line.date.slice(5, 7)}/${line.date.slice(8)}/${line.date.slice(0, 4)}`,
      `$${Number(line.payoff).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    ]);
    const expected = [
      title,
      ...lines,
      "November 26, 2026",
      ...letter.recipient,
      `Re:\t${letter.reference[0]}`,
      ...letter.reference.slice(1),
      letter.salutation,
      letter.paragraphs[0],
      ...GOOD_THROUGH_HEADERS,
      ...table,
      ...(letter.paragraphs[1]?.split("\n") ?? []),
      letter.paragraphs[2],
      "Sincerely,",
      ...letter.signature,
    ];
    expect(await paragraphsOf(await letterDocx(letter, FIXTURE_LETTERHEAD))).toEqual(expected);
  });

  it("writes the good-through table as one Word table whose header row repeats on each page", async () => {
    const letter = fixtureLetter({ unit: "week", count: 26 });
    const docx = await letterDocx(letter, FIXTURE_LETTERHEAD);
    const xml = documentXml(docx);
    expect(xml.match(/<w:tbl>/g)).toHaveLength(1);
    expect(xml.match(/<w:tr>|<w:tr /g)).toHaveLength(27);
    expect(xml.match(/<w:tblHeader\/>|<w:tblHeader w:val="true"\/>/g)).toHaveLength(1);
    // Text only: no picture and no text box a firm could not edit as words.
    expect(xml).not.toMatch(/<w:drawing|<w:pict|<v:textbox/);

    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((row) =>
      [...(row[1] ?? "").matchAll(/<p>(.*?)<\/p>/g)].map((cell) => cell[1]),
    );
    expect(rows[0]).toEqual(["<strong>If paid on</strong>", "<strong>Payoff</strong>"]);
    expect(rows.at(-1)).toEqual(["06/01/2027", "$13,041.81"]);
    expect(rows).toHaveLength(27);
  });

  it("carries the title and its blocks' text with no letterhead, starting with the date", async () => {
    const letter = fixtureLetter({ unit: "day", count: 3 });
    const docx = await letterDocx(letter, NO_LETTERHEAD);
    const paragraphs = await paragraphsOf(docx);
    expect(paragraphs[0]).toBe("November 26, 2026");
    const blocks = letterBlocks(letter);
    expect(paragraphs).toHaveLength(
      blocks.reduce((count, block) => {
        if (block.kind === "good-through") return count + 2 + block.rows.length * 2;
        if (block.kind === "signature") return count + 1 + block.lines.length;
        if ("lines" in block) return count + block.lines.length;
        return count + 1;
      }, 0),
    );
    const core = strFromU8(
      unzipSync(new Uint8Array(docx))["docProps/core.xml"] ?? new Uint8Array(),
    );
    expect(core).toContain("Payoff letter: Acme Supply Co. v. Jordan Reyes");
  });
});
