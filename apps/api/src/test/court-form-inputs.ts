import {
  type CourtFacts,
  type Ej130Figures,
  EMPTY_COURT_FACTS,
  EMPTY_LETTERHEAD,
  type Letterhead,
  type Mc012Figures,
  type Money,
  type Party,
  parseMoneyInput,
  parseRatePercent,
  writFeeOn,
} from "@owed/domain";
import type { CourtFormInput } from "../features/court-forms/court-form-input.ts";

// Inputs for the court-form filler's tests, built by hand: several creditors and debtors, costs in
// several categories, two rate lines and a renewal (docs/court-forms.md).

/** Money from what a clerk reads: "1,234.56", or 4 decimals for interest. */
export const usd = (text: string): Money => parseMoneyInput(text, { maxDecimals: 4 });

export const RICH_LETTERHEAD: Letterhead = {
  attorneyName: "Jane Q. Counsel",
  barNumber: "123456",
  firm: "Counsel & Partners LLP",
  street: "100 Main Street, Suite 400",
  city: "Los Angeles",
  state: "CA",
  zip: "90012",
  phone: "(213) 555-0100",
  fax: "(213) 555-0101",
  email: "jane@counsel-partners.example",
  attorneyFor: "Acme Supply, Inc. and Beta Credit LLC",
};

const party = (
  name: string,
  entityType: string,
  street: string,
  city: string,
  zip: string,
): Party => ({
  name,
  entityType,
  street,
  city,
  state: "CA",
  zip,
});

export const ACME = party("Acme Supply, Inc.", "corporation", "1 Industry Way", "Irvine", "92618");
export const JOHN_DOE = party("John Doe", "", "22 Elm Street", "Pasadena", "91101");

export const RICH_FACTS: CourtFacts = {
  creditors: [
    ACME,
    party("Beta Credit LLC", "limited liability company", "9 Market Street", "San Diego", "92101"),
  ],
  debtors: [
    JOHN_DOE,
    party("Mary Roe", "", "500 Oak Avenue, Apt. 3", "Glendale", "91203"),
    party("Zed Holdings, Inc.", "corporation", "77 Harbor Boulevard", "Long Beach", "90802"),
  ],
  creditorIsAssignee: false,
  amountsDifferByDebtor: false,
  courtCounty: "Los Angeles",
  courtBranch: "Stanley Mosk Courthouse",
  courtStreet: "111 North Hill Street",
  courtMailingAddress: "111 North Hill Street",
  courtCityZip: "Los Angeles, CA 90012",
  caseKind: "unlimited",
  judgmentKind: "personal-debt",
  judgmentKindOther: "",
};

export const RICH_MC012: Mc012Figures = {
  asOf: "2026-11-20",
  claimed: [
    { category: "abstract", amount: usd("25.00"), dates: ["2025-02-03"], note: "" },
    { category: "recording", amount: usd("44.00"), dates: ["2025-02-10", "2025-06-30"], note: "" },
    {
      category: "writ-issuance",
      amount: usd("80.00"),
      dates: ["2025-03-01", "2026-01-15"],
      note: "Los Angeles",
    },
    { category: "levying-officer", amount: usd("45.00"), dates: ["2025-03-20"], note: "" },
    { category: "attorney-fees", amount: usd("1,250.00"), dates: ["2026-04-02"], note: "" },
    {
      category: "other",
      amount: usd("15.00"),
      dates: ["2026-05-05"],
      note: "Gov. Code, § 70626(b)",
    },
  ],
  claimedTotal: usd("1,459.00"),
  allowedBefore: usd("140.00"),
  costsTotal: usd("1,599.00"),
  payments: usd("5,000.00"),
  creditToInterest: usd("3,210.5678"),
  creditToPrincipal: usd("1,789.4322"),
  principalRemaining: usd("13,809.5678"),
  interestRemaining: usd("2,468.1234"),
  rateLines: [
    { ratePercent: parseRatePercent("10"), principal: usd("12,345.67") },
    { ratePercent: parseRatePercent("7.5"), principal: usd("1,463.8978") },
  ],
  staleCosts: [{ id: "stale-cost", date: "2024-01-10", amount: usd("40.00") }],
  creditToCostBalance: 0n,
  costBalance: 0n,
  uncategorizedCosts: [],
  warnings: [],
};

export const RICH_EJ130: Ej130Figures = {
  asOf: "2026-11-20",
  judgmentDate: "2014-03-15",
  renewedOn: ["2024-02-01"],
  totalJudgment: usd("15,000.00"),
  costsAfterJudgment: usd("599.00"),
  subtotal: usd("15,599.00"),
  creditsToPrincipal: usd("1,789.4322"),
  principalRemaining: usd("13,809.5678"),
  accruedInterest: usd("2,468.1234"),
  writFee: writFeeOn("2026-11-20"),
  total: usd("16,317.6912"),
  dailyInterest: usd("3.7834"),
  dailyInterestExact: usd("3.7834"),
  warnings: [],
  ratePercent: parseRatePercent("10"),
};

export function richInput(
  form: CourtFormInput["form"],
  overrides: Partial<CourtFormInput> = {},
): CourtFormInput {
  return {
    form,
    asOf: "2026-11-20",
    letterhead: RICH_LETTERHEAD,
    facts: RICH_FACTS,
    caseNumber: "24STCV01234",
    judgmentDate: "2014-03-15",
    renewedOn: ["2024-02-01"],
    mc012: RICH_MC012,
    ej130: RICH_EJ130,
    satisfaction: { kind: "partial", amount: usd("2,500.00") },
    employer: {
      name: "Pacific Widgets Corporation",
      street: "4000 Industrial Parkway",
      city: "Torrance",
      state: "CA",
      zip: "90501",
    },
    ...overrides,
  };
}

/** A case with nothing recorded beyond its number and judgment: every fact's item left blank. */
export function bareInput(form: CourtFormInput["form"]): CourtFormInput {
  return richInput(form, {
    letterhead: EMPTY_LETTERHEAD,
    facts: EMPTY_COURT_FACTS,
    caseNumber: "",
  });
}
