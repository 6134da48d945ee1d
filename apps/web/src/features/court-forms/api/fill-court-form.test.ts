import { describe, expect, it } from "vitest";
import { fileNameOf, warningsOf } from "./fill-court-form.ts";

// What a filled form's answer says beside its bytes: the blanks (a header of URI-encoded JSON)
// and the server's file name (content-disposition).

describe("a filled form's headers", () => {
  it("reads the warnings, and anything malformed as none", () => {
    const sent = ["Item 4: the judgment debtor's address is left blank.", "Ünïcode stays"];
    expect(warningsOf(encodeURIComponent(JSON.stringify(sent)))).toEqual(sent);
    expect(warningsOf(null)).toEqual([]);
    expect(warningsOf("%E0%A4%A")).toEqual([]);
    expect(warningsOf(encodeURIComponent('{"not":"a list"}'))).toEqual([]);
    expect(warningsOf(encodeURIComponent('[1,"text"]'))).toEqual(["text"]);
  });

  it("prefers the UTF-8 file name, then the plain one, then the fallback", () => {
    expect(
      fileNameOf(
        "attachment; filename=\"EJ-130 Writ of Execution - O_Brien - 2026-11-26.pdf\"; filename*=UTF-8''EJ-130%20Writ%20of%20Execution%20-%20O%E2%80%99Brien%20-%202026-11-26.pdf",
        "x.pdf",
      ),
    ).toBe("EJ-130 Writ of Execution - O’Brien - 2026-11-26.pdf");
    expect(fileNameOf('attachment; filename="MC-012.pdf"', "x.pdf")).toBe("MC-012.pdf");
    expect(fileNameOf(null, "ej-130.pdf")).toBe("ej-130.pdf");
  });
});
