import { type ClientDto, clientRequest } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { CLIENT_DEFAULTS, clientFieldOf, clientFormValues } from "./client-form.ts";

const stored: ClientDto = {
  id: "c1",
  name: "First Federal Bank",
  contactName: "Ann Lee",
  email: "ann@ffb.test",
  phone: "555-0100",
  street: "1 Main St",
  city: "Springfield",
  state: "IL",
  zip: "62701",
  reference: "FFB-7",
  feePercent: "33.3333",
  flatFee: "150.0000",
  costsRecoveredFirst: false,
  caseCount: 3,
  closedPeriodCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("the client form", () => {
  it("starts an edit from the client as stored, the flat fee with 2 decimals", () => {
    const values = clientFormValues(stored);
    expect(values.feePercent).toBe("33.3333");
    expect(values.flatFee).toBe("150.00");
    expect(values.costsRecoveredFirst).toBe(false);
    // What the form starts with is what the API accepts back unchanged.
    const parsed = clientRequest.parse(values);
    expect(parsed.feePercent).toBe("33.3333");
    expect(parsed.flatFee).toBe("150.00");
    expect(parsed.name).toBe("First Federal Bank");
  });

  it("shows a fee of 0 as a blank field, which saves as 0 again", () => {
    const values = clientFormValues({ ...stored, feePercent: "0", flatFee: "0.00" });
    expect(values.feePercent).toBe("");
    expect(values.flatFee).toBe("");
    const parsed = clientRequest.parse(values);
    expect(parsed.feePercent).toBe("0");
    expect(parsed.flatFee).toBe("0");
  });

  it("a blank form needs only a name", () => {
    expect(clientRequest.safeParse(CLIENT_DEFAULTS).success).toBe(false);
    const parsed = clientRequest.parse({ ...CLIENT_DEFAULTS, name: "  Acme Credit  " });
    expect(parsed.name).toBe("Acme Credit");
    expect(parsed.costsRecoveredFirst).toBe(true);
  });

  it("puts an API field's message on the form's field, and nothing else", () => {
    expect(clientFieldOf("feePercent")).toBe("feePercent");
    expect(clientFieldOf("name")).toBe("name");
    expect(clientFieldOf("caseCount")).toBeUndefined();
  });
});
