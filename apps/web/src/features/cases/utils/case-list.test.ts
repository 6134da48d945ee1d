import type { CaseDto } from "@owed/domain";
import { describe, expect, it } from "vitest";
import {
  type CasePlanStanding,
  countCases,
  defaultCaseFilter,
  matchesPlanFilter,
  matchesSearch,
  PLAN_FILTERS,
  visibleCases,
} from "./case-list.ts";

function makeCase(overrides: Partial<CaseDto>): CaseDto {
  return {
    id: "1",
    caseName: "Case",
    courtName: "Court",
    courtCaseNumber: "1",
    judgmentAmount: "1000.00",
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
    rateTableEnds: null,
    rateWarning: null,
    jurisdiction: null,
    clientId: null,
    clientName: null,
    asOf: "2026-11-23",
    lastPaymentDate: null,
    totalPayments: "0.00",
    totalCosts: "0.00",
    accruedInterest: "0.00",
    principalBalance: "1000.00",
    costBalance: "0.00",
    payoffAmount: "1000.00",
    todayPayoff: "1000.00",
    perDiem: "0.2466",
    totalInterestAccrued: "0.00",
    isEnded: false,
    endedOn: null,
    debtorInfo: "",
    debtorFirm: "",
    debtorStreet: "",
    debtorCity: "",
    debtorState: "",
    debtorZip: "",
    debtorPhone: "",
    debtorEmail: "",
    transactionCount: 0,
    createdAt: "2026-11-01T00:00:00Z",
    updatedAt: "2026-11-01T00:00:00Z",
    exact: {
      principalBalance: "1000.0000",
      accruedInterest: "0.0000",
      payoffAmount: "1000.0000",
      perDiem: "0.2466",
      totalInterestAccrued: "0.0000",
    },
    ...overrides,
  };
}

const acme = makeCase({
  id: "a",
  caseName: "Acme Supply v. Roe",
  courtName: "Supreme Court, New York County",
  courtCaseNumber: "651234/2023",
  debtorInfo: "Roe Holdings LLC\nAlbany, NY",
  todayPayoff: "25900.10",
  judgmentDate: "2024-01-15",
  lastPaymentDate: "2024-09-01",
});
const zenith = makeCase({
  id: "z",
  caseName: "zenith Bank v. Cole",
  courtName: "Circuit Court of Cook County",
  courtCaseNumber: "2023-L-11111",
  todayPayoff: "100000.00",
  judgmentDate: "2023-03-01",
  lastPaymentDate: null,
});
const midland = makeCase({
  id: "m",
  caseName: "Midland Credit v. Alvarez",
  courtCaseNumber: "2022-L-7",
  todayPayoff: "9999.99",
  judgmentDate: "2022-11-02",
  lastPaymentDate: "2025-01-10",
});
const paid = makeCase({
  id: "p",
  caseName: "Paid v. Full",
  isEnded: true,
  endedOn: "2024-03-01",
  todayPayoff: "0.00",
  lastPaymentDate: "2024-03-01",
});
const docket = [acme, zenith, midland, paid];
const names = (cases: CaseDto[]) => cases.map((c) => c.caseName);

describe("the case list", () => {
  it("counts active and ended cases apart", () => {
    expect(countCases(docket)).toEqual({ active: 3, ended: 1, all: 4 });
  });

  it("filters active, ended or all cases, keeping the server's newest-first order", () => {
    const view = { sort: "newest", query: "" } as const;
    expect(names(visibleCases(docket, { ...view, filter: "active" }))).toEqual([
      "Acme Supply v. Roe",
      "zenith Bank v. Cole",
      "Midland Credit v. Alvarez",
    ]);
    expect(names(visibleCases(docket, { ...view, filter: "ended" }))).toEqual(["Paid v. Full"]);
    expect(visibleCases(docket, { ...view, filter: "all" })).toHaveLength(4);
  });

  it("searches name, court, case number and debtor, every word, ignoring case", () => {
    expect(matchesSearch(acme, "roe holdings")).toBe(true);
    expect(matchesSearch(acme, "NEW YORK")).toBe(true);
    expect(matchesSearch(acme, "651234")).toBe(true);
    expect(matchesSearch(acme, "acme cook")).toBe(false);
    expect(matchesSearch(zenith, "cook")).toBe(true);
    expect(
      names(visibleCases(docket, { filter: "all", sort: "newest", query: " 2022-l " })),
    ).toEqual(["Midland Credit v. Alvarez"]);
  });

  it("sorts by name, payoff, judgment date and last payment", () => {
    const sorted = (sort: "name" | "payoff" | "judgment-date" | "last-payment") =>
      names(visibleCases(docket, { filter: "active", sort, query: "" }));
    expect(sorted("name")).toEqual([
      "Acme Supply v. Roe",
      "Midland Credit v. Alvarez",
      "zenith Bank v. Cole",
    ]);
    // Exact decimal comparison: $100,000.00 above $25,900.10 above $9,999.99.
    expect(sorted("payoff")).toEqual([
      "zenith Bank v. Cole",
      "Acme Supply v. Roe",
      "Midland Credit v. Alvarez",
    ]);
    expect(sorted("judgment-date")).toEqual([
      "Acme Supply v. Roe",
      "zenith Bank v. Cole",
      "Midland Credit v. Alvarez",
    ]);
    expect(sorted("last-payment")).toEqual([
      "Midland Credit v. Alvarez",
      "Acme Supply v. Roe",
      "zenith Bank v. Cole",
    ]);
  });

  it("opens on the active cases unless there are none or an ended case is open", () => {
    expect(defaultCaseFilter(docket, null)).toBe("active");
    expect(defaultCaseFilter(docket, "a")).toBe("active");
    expect(defaultCaseFilter(docket, "p")).toBe("all");
    expect(defaultCaseFilter([paid], null)).toBe("all");
  });

  it("filters by payment plan: any, with one, a missed installment, each state, or none", () => {
    const docket = ["current", "late", "defaulted", "completed", "none", "paid-missed"].map((id) =>
      makeCase({ id, caseName: id }),
    );
    const plans = new Map<string, CasePlanStanding>([
      ["current", { state: "current", missedCount: 0 }],
      ["late", { state: "late", missedCount: 1 }],
      ["defaulted", { state: "defaulted", missedCount: 3 }],
      ["completed", { state: "completed", missedCount: 0 }],
      // Paid off after missing one: completed, so no longer a missed installment to chase.
      ["paid-missed", { state: "completed", missedCount: 1 }],
    ]);
    const ids = (plan: (typeof PLAN_FILTERS)[number]["value"]) =>
      visibleCases(docket, { filter: "all", sort: "newest", query: "", plan }, plans).map(
        (c) => c.id,
      );
    expect(ids("any")).toEqual([
      "current",
      "late",
      "defaulted",
      "completed",
      "none",
      "paid-missed",
    ]);
    expect(ids("with-plan")).toEqual(["current", "late", "defaulted", "completed", "paid-missed"]);
    expect(ids("missed")).toEqual(["late", "defaulted"]);
    expect(ids("current")).toEqual(["current"]);
    expect(ids("late")).toEqual(["late"]);
    expect(ids("defaulted")).toEqual(["defaulted"]);
    expect(ids("completed")).toEqual(["completed", "paid-missed"]);
    expect(ids("no-plan")).toEqual(["none"]);
    expect(matchesPlanFilter(undefined, "any")).toBe(true);
    expect(PLAN_FILTERS.map((f) => f.label)).toEqual([
      "Any",
      "With a plan",
      "Missed installment",
      "Current",
      "Late",
      "Defaulted",
      "Completed",
      "No plan",
    ]);
  });
});
