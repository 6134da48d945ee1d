import { describe, expect, it } from "vitest";
import { DAY_COUNTS } from "../schemas/case-schemas.ts";
import { METHOD_OPTION_LABELS, optionLabel, optionRows } from "./option-labels.ts";

describe("option labels", () => {
  it("gives each value one short label, and rows in the schema's order", () => {
    expect(optionRows("dayCount").map(([value]) => value)).toEqual([...DAY_COUNTS]);
    expect(optionRows("perDiemRounding")).toEqual([
      ["floor-4", "Down to $0.0001", "The daily interest is rounded down to $0.0001."],
      ["half-up-cents", "To the cent", "As court worksheets do: $1.3698 becomes $1.37."],
      ["exact", "Not rounded (exact)", "Exact fractions; only the figures shown are rounded."],
    ]);
  });

  it("never repeats a label within a vocabulary", () => {
    for (const table of Object.values(METHOD_OPTION_LABELS)) {
      const labels = Object.values(table).map((entry: { label: string }) => entry.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });

  it("shows a value this version does not know as it is", () => {
    expect(optionLabel("compounding", "annual")).toBe("Annual");
    expect(optionLabel("compounding", "monthly")).toBe("monthly");
    expect(optionLabel("compounding", "toString")).toBe("toString");
  });
});
