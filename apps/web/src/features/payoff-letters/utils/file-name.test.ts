import { describe, expect, it } from "vitest";
import { fileNameOf } from "./file-name.ts";

describe("a letter's file name", () => {
  it("prefers the UTF-8 name, then the plain one, then the fallback", () => {
    expect(
      fileNameOf(
        "attachment; filename=\"Payoff letter - O_Brien - 2026-12-01.pdf\"; filename*=UTF-8''Payoff%20letter%20-%20O%E2%80%99Brien%20-%202026-12-01.pdf",
        "x.pdf",
      ),
    ).toBe("Payoff letter - O’Brien - 2026-12-01.pdf");
    expect(fileNameOf('attachment; filename="Payoff letters.zip"', "x.zip")).toBe(
      "Payoff letters.zip",
    );
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A", "x.docx")).toBe("x.docx");
    expect(fileNameOf(null, "letter.pdf")).toBe("letter.pdf");
  });
});
