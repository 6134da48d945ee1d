import type { CaseDto } from "@owed/domain";
import { describe, expect, it } from "vitest";
import { editValuesFromCase, termsChanged, toEditCaseBody } from "./edit-case-form.ts";

const item = {
  id: "c1",
  caseName: "Acme v. Roe",
  courtName: "Superior Court",
  courtCaseNumber: "CV-1",
  judgmentAmount: "25000.00",
  judgmentDate: "2024-01-15",
  interestRate: "9",
  rateSchedule: null,
  compounding: "none",
  dayCount: "365",
  perDiemRounding: "floor-4",
  costTreatment: "principal",
  creditingOrder: "interest-principal",
  interestFrom: null,
  nonInterestBearing: "0.00",
  rateTable: null,
  methodOverrides: [],
  jurisdiction: "NY",
  debtorFirm: "Roe LLC",
  debtorStreet: "",
  debtorCity: "Albany",
  debtorState: "NY",
  debtorZip: "12207",
  debtorPhone: "",
  debtorEmail: "",
  clientId: "6f1c2a0e-1b7d-4f3a-9c55-0d2b8e4a1f10",
  clientName: "First Federal Bank",
} as unknown as CaseDto;

describe("Edit Case", () => {
  it("starts from the case as stored and sends every correctable field", () => {
    const values = editValuesFromCase(item);
    expect(values.paymentAmount).toBe("");
    expect(
      toEditCaseBody({ ...values, judgmentAmount: "24,000", caseName: " Acme v. Roe " }),
    ).toEqual({
      caseName: "Acme v. Roe",
      courtName: "Superior Court",
      courtCaseNumber: "CV-1",
      judgmentAmount: "24000.00",
      judgmentDate: "2024-01-15",
      interestRate: "9",
      rateSchedule: null,
      compounding: "none",
      dayCount: "365",
      perDiemRounding: "floor-4",
      costTreatment: "principal",
      creditingOrder: "interest-principal",
      interestFrom: null,
      nonInterestBearing: null,
      rateTable: null,
      methodOverrides: [],
      jurisdiction: "NY",
      debtorFirm: "Roe LLC",
      debtorStreet: "",
      debtorCity: "Albany",
      debtorState: "NY",
      debtorZip: "12207",
      debtorPhone: "",
      debtorEmail: "",
      clientId: "6f1c2a0e-1b7d-4f3a-9c55-0d2b8e4a1f10",
    });
  });

  it("sends no client as null, and a new client is not a change of the figures", () => {
    const values = editValuesFromCase(item);
    expect(values.clientId).toBe("6f1c2a0e-1b7d-4f3a-9c55-0d2b8e4a1f10");
    const none = toEditCaseBody({ ...values, clientId: "" });
    expect(none.clientId).toBeNull();
    expect(termsChanged(item, none)).toBe(false);
  });

  it("previews only the changes that can move a figure", () => {
    const values = editValuesFromCase(item);
    const changed = (patch: Partial<typeof values>) =>
      termsChanged(item, toEditCaseBody({ ...values, ...patch }));
    expect(changed({})).toBe(false);
    expect(changed({ caseName: "Other v. Roe", debtorCity: "Troy", jurisdiction: "" })).toBe(false);
    expect(changed({ interestRate: "9.0" })).toBe(false);
    expect(changed({ judgmentAmount: "25,000.00" })).toBe(false);
    expect(changed({ judgmentAmount: "24000" })).toBe(true);
    expect(changed({ judgmentDate: "2024-01-16" })).toBe(true);
    expect(changed({ interestRate: "2" })).toBe(true);
    expect(changed({ compounding: "annual" })).toBe(true);
    expect(changed({ dayCount: "actual" })).toBe(true);
    expect(changed({ rateSchedule: [{ from: "2024-01-15", ratePercent: "9" }] })).toBe(true);
    expect(changed({ dayCount: "360" })).toBe(true);
    expect(changed({ perDiemRounding: "half-up-cents" })).toBe(true);
    expect(changed({ costTreatment: "separate-bearing" })).toBe(true);
    expect(changed({ interestFrom: "2023-12-01" })).toBe(true);
    expect(changed({ nonInterestBearing: "100" })).toBe(true);
  });
});
