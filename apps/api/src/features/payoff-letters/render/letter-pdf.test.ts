import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatUsDate } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { NO_LETTERHEAD } from "../../cases/pdf/letterhead.ts";
import { FIXTURE_LETTERHEAD, fixtureLetter } from "./letter-fixture.ts";
import { letterPdf } from "./letter-pdf.ts";

// The letter is read back with poppler's `pdftotext -layout`, which keeps each printed line on one
// text line: a figure that wrapped, was clipped or went missing at a page break would not be found.

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "owed-letter-"));
  const file = join(dir, "letter.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"]).toString();
}

const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim().replace(/\s+/g, " "))
    .filter(Boolean);

/** The index of the first line at or after `from` that is exactly `wanted`; -1 when none. */
const lineIndex = (all: string[], wanted: string, from = 0) =>
  all.findIndex((line, i) => i >= from && line === wanted);

describe("letterPdf", () => {
  it("prints the whole letter in order, every good-through line a date and its payoff on one line", async () => {
    const letter = fixtureLetter({ unit: "day", count: 90 });
    const all = lines(pdfText(await letterPdf(letter, FIXTURE_LETTERHEAD)));
    const expected = [
      "Lindqvist & Okafor LLP",
      "Maria Okafor, State Bar No. 287654",
      "November 26, 2026",
      "Jordan Reyes",
      "1844 Alder Street, Apt. 3",
      "Fresno, CA 93721",
      "Re: Acme Supply Co. v. Jordan Reyes",
      "Superior Court of California, County of Fresno",
      "Case No. 24CECG01234",
      "Dear Jordan Reyes:",
      ...letter.goodThrough.map((line) => `${formatUsDate(line.date)} ${dollarsOf(line.payoff)}`),
      "Please pay by cashier's check or wire transfer to:",
      "First Valley Bank, routing 121000358, account 000123456789",
      "Sincerely,",
      "Maria Okafor",
      "Lindqvist & Okafor LLP",
      "Attorney for Acme Supply Co.",
    ];
    let at = 0;
    for (const wanted of expected) {
      const found = lineIndex(all, wanted, at);
      expect(found, `"${wanted}" after line ${at}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
    const text = all.join(" ");
    for (const figure of ["$12,543.18", "$11,250.00", "$1,043.18", "$250.00", "$2.7397"]) {
      expect(text).toContain(figure);
    }
  });

  it("runs a 90-line table onto further pages, its header repeated on each, numbered Page X of Y", async () => {
    const text = pdfText(
      await letterPdf(fixtureLetter({ unit: "day", count: 90 }), FIXTURE_LETTERHEAD),
    );
    const pages = text.split("\f").filter((page) => page.trim() !== "");
    expect(pages.length).toBe(3);
    pages.forEach((page, i) => {
      expect(page).toMatch(/If paid on\s+Payoff/);
      expect(page).toContain(`Page ${i + 1} of 3`);
      expect(page).toContain(
        "Acme Supply Co. v. Jordan Reyes · Payoff letter · Payoff as of 12/01/2026",
      );
    });
    // The signature block is whole on the last page.
    expect(pages[2]).toMatch(/Sincerely,\s+Maria Okafor\s+Lindqvist & Okafor LLP/);
  });

  it("never leaves a short paragraph's last line, or the signature, alone on the next page", async () => {
    const base = fixtureLetter({ unit: "day", count: 21 });
    const closing =
      "This offer to accept $12,543.18 is good through 12/01/2026; after that, use the table above through 12/22/2026. Once paid, Lindqvist & Okafor LLP will file an acknowledgment of satisfaction of judgment with the Superior Court of California, County of Fresno.";
    const letter = { ...base, paragraphs: [...base.paragraphs.slice(0, 2), closing] };
    const text = pdfText(await letterPdf(letter, FIXTURE_LETTERHEAD));
    const pages = text.split("\f").filter((page) => page.trim() !== "");
    expect(pages).toHaveLength(2);
    // The closing paragraph (three lines here) moved whole to page 2, with the signature.
    expect(lines(pages[1] ?? "")[0]).toMatch(/^This offer to accept \$12,543\.18/);
    expect(pages[1]).toMatch(/County of Fresno\.\s+Sincerely,\s+Maria Okafor/);
    // The whole table stays on page 1, its last line included.
    expect(lines(pages[0] ?? "")).toContain("12/22/2026 $12,600.71");
  });

  it("folds the letterhead and the case name in the footer as it folds the body", async () => {
    const letter = { ...fixtureLetter({ unit: "day", count: 2 }), caseName: "Acme v. Nguyễn" };
    const letterhead = { ...FIXTURE_LETTERHEAD, name: "Wiśniewski & Łaski LLP" };
    const text = pdfText(await letterPdf(letter, letterhead));
    expect(lines(text)[0]).toBe("Wisniewski & Laski LLP");
    expect(text).toContain("Acme v. Nguyen · Payoff letter · Payoff as of 12/01/2026");
  });

  it("fits a two-week letter on one page", async () => {
    const text = pdfText(
      await letterPdf(fixtureLetter({ unit: "day", count: 14 }), FIXTURE_LETTERHEAD),
    );
    expect(text).toContain("Page 1 of 1");
  });

  it("starts with the date when the workspace has no letterhead; accented names kept, others folded", async () => {
    const letter = {
      ...fixtureLetter({ unit: "week", count: 2 }),
      recipient: ["José Núñez-Müller", "12 Rue Élysée", "Fresno, CA 93721", "c/o Łukasz Nguyễn"],
      salutation: "Dear José Núñez-Müller:",
    };
    const all = lines(pdfText(await letterPdf(letter, NO_LETTERHEAD)));
    expect(all[0]).toBe("November 26, 2026");
    expect(all.slice(1, 5)).toEqual([
      "José Núñez-Müller",
      "12 Rue Élysée",
      "Fresno, CA 93721",
      "c/o Lukasz Nguyen",
    ]);
  });
});

function dollarsOf(text: string): string {
  const [whole = "", cents = ""] = text.split(".");
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`;
}
