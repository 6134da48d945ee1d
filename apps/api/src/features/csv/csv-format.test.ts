import { neutralizeCell, restoreCell } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { parseCsv, toCsv } from "./csv-format.ts";

describe("CSV out", () => {
  it("writes RFC 4180 with CRLF and a byte-order mark", () => {
    const csv = toCsv(
      ["Name", "Note"],
      [
        ["Acme, Inc.", 'said "paid"'],
        ["Line\nbreak", "x"],
      ],
    );
    expect(csv).toBe('\uFEFFName,Note\r\n"Acme, Inc.","said ""paid"""\r\n"Line\nbreak",x\r\n');
  });

  it("neutralises every formula start, and the import takes the apostrophe back", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      const cell = `${start}HYPERLINK("http://evil.example")`;
      expect(neutralizeCell(cell)).toBe(`'${cell}`);
      expect(restoreCell(neutralizeCell(cell))).toBe(cell);
    }
    expect(neutralizeCell("Roe v. Doe")).toBe("Roe v. Doe");
    // An apostrophe the user typed stays.
    expect(restoreCell("'Tis a case")).toBe("'Tis a case");
  });
});

describe("CSV in", () => {
  it("reads a spreadsheet's semicolon file with a BOM, CRLF, quotes and blank lines", () => {
    const parsed = parseCsv(
      '\uFEFFCase;Amount\r\n"Roe; Doe";"$1.234,00"\r\n\r\n"Multi\r\nline";5\r\n',
      100,
    );
    expect(parsed.delimiter).toBe(";");
    expect(parsed.header).toEqual(["Case", "Amount"]);
    expect(parsed.records).toEqual([
      { line: 2, cells: ["Roe; Doe", "$1.234,00"] },
      { line: 4, cells: ["Multi\r\nline", "5"] },
    ]);
  });

  it("round-trips its own export", () => {
    const rows = [["=1+1", "-5", "@SUM(A1)", "plain, with comma", 'quote "q"']];
    const parsed = parseCsv(toCsv(["a", "b", "c", "d", "e"], rows), 10);
    expect(parsed.records[0]?.cells).toEqual(rows[0]);
  });

  it("refuses what is not CSV, an empty file and too many rows, with a clear message", () => {
    expect(() => parseCsv('a,b\n"unclosed,1\n', 10)).toThrow(/^The file could not be read as CSV/);
    expect(() => parseCsv("\n\n", 10)).toThrow(
      "The file is empty: the first line should name the columns.",
    );
    expect(() => parseCsv("a\n1\n2\n3\n", 2)).toThrow("The file has more than 2 rows.");
    expect(() => parseCsv("a\u0000b", 2)).toThrow("The file is not a CSV text file.");
  });
});
