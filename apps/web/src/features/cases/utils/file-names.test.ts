import { describe, expect, it } from "vitest";
import { payoffFileName, transactionsFileName } from "./file-names.ts";

describe("download file names (spec section 9)", () => {
  it("payoff-{caseName with underscores}.pdf", () => {
    expect(payoffFileName("Acme Supply v. Roe")).toBe("payoff-Acme_Supply_v._Roe.pdf");
    expect(payoffFileName("  A   B  ")).toBe("payoff-A_B.pdf");
  });

  it("transactions-{caseName}-{date}.pdf", () => {
    expect(transactionsFileName("Acme Supply v. Roe", "2026-11-22")).toBe(
      "transactions-Acme Supply v. Roe-2026-11-22.pdf",
    );
  });

  it("drops characters a file system refuses, and never leaves the name empty", () => {
    expect(payoffFileName('In re: "Doe" / Roe?')).toBe("payoff-In_re_Doe_Roe.pdf");
    expect(payoffFileName("///")).toBe("payoff-case.pdf");
  });
});
