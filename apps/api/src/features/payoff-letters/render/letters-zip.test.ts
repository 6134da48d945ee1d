import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { letterDocx } from "./letter-docx.ts";
import { FIXTURE_LETTERHEAD, fixtureLetter } from "./letter-fixture.ts";
import { letterPdf } from "./letter-pdf.ts";
import { lettersZip, uniqueFileNames } from "./letters-zip.ts";

// A batch of letters is one ZIP: every file is there under its own name, byte for byte.

describe("lettersZip", () => {
  it("holds every letter, in order, named as given and intact", async () => {
    const letter = fixtureLetter();
    const pdf = await letterPdf(letter, FIXTURE_LETTERHEAD);
    const docx = await letterDocx(letter, FIXTURE_LETTERHEAD);
    const zip = await lettersZip([
      { name: "Payoff letter - Acme v. Reyes - 2026-12-01.pdf", data: pdf },
      { name: "Payoff letter - Acme v. Reyes - 2026-12-01.docx", data: docx },
    ]);
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toEqual([
      "Payoff letter - Acme v. Reyes - 2026-12-01.pdf",
      "Payoff letter - Acme v. Reyes - 2026-12-01.docx",
    ]);
    expect(
      Buffer.from(files["Payoff letter - Acme v. Reyes - 2026-12-01.pdf"] ?? []).equals(pdf),
    ).toBe(true);
    expect(
      Buffer.from(files["Payoff letter - Acme v. Reyes - 2026-12-01.docx"] ?? []).equals(docx),
    ).toBe(true);
  });

  it("is a readable, empty archive when there is nothing to put in it", async () => {
    expect(unzipSync(new Uint8Array(await lettersZip([])))).toEqual({});
  });
});

describe("uniqueFileNames", () => {
  it("numbers a repeated name (compared without case) and drops characters no file system takes", () => {
    expect(
      uniqueFileNames([
        "Payoff letter - Acme v. Roe - 2026-12-01.pdf",
        "Payoff letter - ACME v. Roe - 2026-12-01.pdf",
        "Payoff letter - Acme v. Roe - 2026-12-01.pdf",
        "Payoff letter - Acme v. Roe (2) - 2026-12-01.pdf",
        "Payoff letter - A/B: Roe? - 2026-12-01.pdf",
        "Acme v. Roe",
        "Acme v. Roe",
      ]),
    ).toEqual([
      "Payoff letter - Acme v. Roe - 2026-12-01.pdf",
      "Payoff letter - ACME v. Roe - 2026-12-01 (2).pdf",
      "Payoff letter - Acme v. Roe - 2026-12-01 (3).pdf",
      "Payoff letter - Acme v. Roe (2) - 2026-12-01.pdf",
      "Payoff letter - AB Roe - 2026-12-01.pdf",
      "Acme v. Roe",
      "Acme v. Roe (2)",
    ]);
  });
});
