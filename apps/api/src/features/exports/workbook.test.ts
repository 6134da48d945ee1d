import { describe, expect, it } from "vitest";
import { toCsv } from "../csv/csv-format.ts";
import { sheetFromCsv, sheetNameFor } from "./workbook.ts";

describe("sheet names", () => {
  it("follow Excel's rules: 31 characters, no \\ / ? * [ ] :, unique without case, not History", () => {
    const taken = new Set(["summary"]);
    expect(sheetNameFor("Acme v. Roe [2024]: 1/2", taken)).toBe("Acme v. Roe 2024 12");
    expect(sheetNameFor("ACME V. ROE 2024 12", taken)).toBe("ACME V. ROE 2024 12 (2)");
    const long = "Superior Court of California v. Somebody";
    expect(sheetNameFor(long, taken)).toBe("Superior Court of California v.");
    expect(sheetNameFor(long, taken)).toBe("Superior Court of Californi (2)");
    expect(sheetNameFor("History", taken)).toBe("History (2)");
    expect(sheetNameFor("Summary", taken)).toBe("Summary (2)");
    expect(sheetNameFor("'quoted'", taken)).toBe("quoted");
    expect(sheetNameFor("***", taken)).toBe("Case");
  });
});

describe("typed cells", () => {
  it("makes decimals numbers, dates dates, and keeps text (formulas too) as text", () => {
    const csv = toCsv(
      ["Case name", "Court case number", "Judgment date", "Payoff", "Per diem", "Rate (%)"],
      [
        ["=HYPERLINK(1)", "12345", "2024-01-15", "10046.57", "2.7397", "10"],
        ["-Roe", "RG-1", "", "-5.00", "0.0000", "7.5"],
      ],
    );
    const { data } = sheetFromCsv(csv);
    expect(data[1]).toEqual([
      { value: "=HYPERLINK(1)", type: String },
      { value: "12345", type: String },
      { value: new Date("2024-01-15T00:00:00Z"), type: Date, format: "mm/dd/yyyy" },
      { value: 10046.57, type: Number, format: "#,##0.00" },
      { value: 2.7397, type: Number, format: "#,##0.0000" },
      { value: 10, type: Number, format: "0.0###" },
    ]);
    expect(data[2]?.[0]).toEqual({ value: "-Roe", type: String });
    expect(data[2]?.[2]).toBeNull();
    expect(data[2]?.[3]).toEqual({ value: -5, type: Number, format: "#,##0.00" });
  });
});
