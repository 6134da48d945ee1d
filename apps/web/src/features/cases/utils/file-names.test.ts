import { describe, expect, it } from "vitest";
import { ledgerFileName, payoffFileName, transactionsFileName } from "./file-names.ts";

describe("download file names (docs/product.md, Payoff and statements)", () => {
  it("payoff-{caseName with underscores}-{payoff date}.pdf", () => {
    expect(payoffFileName("Acme Supply v. Roe", "2024-08-15")).toBe(
      "payoff-Acme_Supply_v._Roe-2024-08-15.pdf",
    );
    expect(payoffFileName("  A   B  ", "2026-01-02")).toBe("payoff-A_B-2026-01-02.pdf");
  });

  it("transactions-{caseName}-{date}.pdf", () => {
    expect(transactionsFileName("Acme Supply v. Roe", "2026-11-22")).toBe(
      "transactions-Acme Supply v. Roe-2026-11-22.pdf",
    );
  });

  it("ledger-{caseName with underscores}-{date}.csv, or .xlsx for the workbook, as the server names them", () => {
    expect(ledgerFileName("Acme Supply v. Roe", "2025-01-15")).toBe(
      "ledger-Acme_Supply_v._Roe-2025-01-15.csv",
    );
    expect(ledgerFileName("Acme Supply v. Roe", "2025-01-15", "xlsx")).toBe(
      "ledger-Acme_Supply_v._Roe-2025-01-15.xlsx",
    );
  });

  it("drops characters a file system refuses, and never leaves the name empty", () => {
    expect(payoffFileName('In re: "Doe" / Roe?', "2024-08-15")).toBe(
      "payoff-In_re_Doe_Roe-2024-08-15.pdf",
    );
    expect(payoffFileName("///", "2024-08-15")).toBe("payoff-case-2024-08-15.pdf");
  });
});
