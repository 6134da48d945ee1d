import { describe, expect, it } from "vitest";
import { changedColumns, feeTermsText, money, type RemittanceFigures } from "./figures.ts";
import { fileNameOf, reportFileName } from "./file-name.ts";

const figures: RemittanceFigures = {
  received: "1000.00",
  toInterest: "250.00",
  toPrincipal: "700.00",
  toCosts: "50.00",
  costsAdvanced: "75.00",
  costsRecovered: "50.00",
  fee: "316.65",
  net: "633.35",
};

describe("the report's figures", () => {
  it("shows the server's money to the cent, grouped", () => {
    expect(money("1234567.89")).toBe("$1,234,567.89");
    expect(money("0.00")).toBe("$0.00");
    expect(money("10.0050")).toBe("$10.01");
  });

  it("marks the columns whose figure moved since the period was closed", () => {
    expect([...changedColumns(figures, figures)]).toEqual([]);
    const now = { ...figures, received: "1200.00", toPrincipal: "900.00", net: "833.35" };
    expect([...changedColumns(figures, now)]).toEqual(["received", "toPrincipal", "net"]);
  });

  it("says the client's fee terms in words", () => {
    const client = {
      id: "c1",
      name: "Acme",
      reference: "",
      feePercent: "33.33",
      flatFee: "150.00",
      costsRecoveredFirst: true,
    };
    expect(feeTermsText(client)).toBe(
      "33.33% of collections, plus $150.00 per case; costs advanced are recovered from collections first.",
    );
    expect(feeTermsText({ ...client, flatFee: "0.00", costsRecoveredFirst: false })).toBe(
      "33.33% of collections; costs advanced are not recovered from collections.",
    );
    expect(feeTermsText({ ...client, feePercent: "0", flatFee: "0.00" })).toBe(
      "No fee; costs advanced are recovered from collections first.",
    );
  });

  it("names a downloaded file as the server does, else by client and dates", () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''Remittance%20%C3%A9.pdf`, "x")).toBe(
      "Remittance é.pdf",
    );
    expect(fileNameOf('attachment; filename="a.csv"', "x")).toBe("a.csv");
    expect(fileNameOf(null, "fallback.xlsx")).toBe("fallback.xlsx");
    expect(
      reportFileName({
        clientName: 'A/B: "Bank"',
        from: "2026-10-01",
        to: "2026-10-31",
        format: "pdf",
      }),
    ).toBe("Remittance - A B Bank - 2026-10-01 to 2026-10-31.pdf");
  });
});
