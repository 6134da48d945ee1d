import { describe, expect, it } from "vitest";
import { caseCountText, costsInWords, feeInWords } from "./fee-terms.ts";

describe("the firm's fee in words", () => {
  it("says a percent as the server stores it, never rounded", () => {
    expect(feeInWords({ feePercent: "33.3333", flatFee: "0.00" })).toBe("33.3333% of collections");
  });

  it("says a flat fee per case in dollars", () => {
    expect(feeInWords({ feePercent: "0", flatFee: "150.00" })).toBe("$150.00 per case");
    expect(feeInWords({ feePercent: "0", flatFee: "1250.5000" })).toBe("$1,250.50 per case");
  });

  it("says both when the client pays both", () => {
    expect(feeInWords({ feePercent: "25", flatFee: "75.00" })).toBe(
      "25% of collections plus $75.00 per case",
    );
  });

  it("says no fee when neither is set", () => {
    expect(feeInWords({ feePercent: "0", flatFee: "0.00" })).toBe("No fee");
    expect(feeInWords({ feePercent: "0.0", flatFee: "0.0000" })).toBe("No fee");
  });

  it("says whether costs come back first", () => {
    expect(costsInWords({ costsRecoveredFirst: true })).toBe(
      "Costs advanced are recovered from collections first",
    );
    expect(costsInWords({ costsRecoveredFirst: false })).toBe(
      "Costs advanced are not recovered from collections",
    );
  });

  it("counts cases in words", () => {
    expect(caseCountText(0)).toBe("No cases");
    expect(caseCountText(1)).toBe("1 case");
    expect(caseCountText(12)).toBe("12 cases");
  });
});
