import { shippedRateTable } from "../rate-tables/index.ts";
import type {
  JurisdictionMethod,
  MethodElement,
  StateInterestRule,
  StateRuleVerificationStatus,
} from "./state-rule-types.ts";

/**
 * Each jurisdiction's method in machine-readable form (docs/jurisdiction-methods.md). Most elements
 * follow from the row itself (its rate kind, its compounding, its citation and how sure it is).
 * Where no rule says anything (the year basis, the rounding of a per diem, crediting and costs in
 * most states), the element is the product's default marked `assumed`, never a guess presented
 * as law. Where a statute or a court's own worksheet does say something, it is listed below with
 * its citation.
 */

export type RuleWithoutMethod = Omit<StateInterestRule, "method">;

const NO_BASIS_RULE =
  "No statute or court rule found that fixes the year basis; a 365-day year is assumed, as court worksheets use.";
const NO_ROUNDING_RULE =
  "No rule found on rounding the daily amount; Owed's default (down to $0.0001) is assumed.";
const US_RULE =
  "No statute found that orders crediting; the United States Rule (interest first, then principal) applies by default in American courts.";
const COSTS_JOIN =
  "No statute found that keeps costs apart; costs are added to the judgment and bear interest with it.";
const FROM_JUDGMENT =
  "Post-judgment interest runs from the judgment; no rule found that starts it earlier.";

function assumed<T>(value: T, note: string): MethodElement<T> {
  return { value, citation: "", status: "assumed", note };
}

/** Elements a statute or a court's worksheet fixes, by jurisdiction code. */
const KNOWN: Readonly<Record<string, Partial<JurisdictionMethod>>> = {
  US: {
    perDiemRounding: {
      value: "exact",
      citation: "28 U.S.C. § 1961(b)",
      status: "partly confirmed",
      note: "The statute says interest is computed daily to the date of payment and compounded annually; it fixes no rounding of a daily amount, so the daily interest is carried exactly and only the figures shown are rounded.",
    },
  },
  CA: {
    perDiemRounding: {
      value: "half-up-cents",
      citation:
        "Judicial Council of California, California Courts Self-Help (small claims interest worksheet)",
      status: "partly confirmed",
      note: "The courts' self-help examples round the daily interest to cents before multiplying (see the published examples); no statute fixes the rounding.",
    },
    creditingOrder: {
      value: "interest-principal",
      citation: "Cal. Code Civ. Proc. §§ 695.220, 685.090",
      status: "partly confirmed",
      note: "§ 695.220 credits money received first to the levying officer's costs (§ 685.050(b)) and to court fees, then to accrued interest, then to principal. Allowed post-judgment costs are added to the judgment (§ 685.090), so they are principal, credited after interest. Read on an unofficial copy of § 695.220 (2026-11-25 review). For a case whose cost entries are levying-officer fees or court fees, choose Costs, then interest, then principal (with costs kept apart) in Advanced.",
    },
    costTreatment: {
      value: "principal",
      citation: "Cal. Code Civ. Proc. §§ 685.070, 685.090",
      status: "partly confirmed",
      note: "Allowed costs of enforcing the judgment are added to it and bear interest from the day they are allowed (§ 685.090, § 685.070(d)), as Owed's default treats a cost entry. Read in secondary summaries and an unofficial copy, not in the official text.",
    },
  },
  ND: {
    creditingOrder: {
      value: "costs-interest-principal",
      citation: "N.D. Cent. Code § 28-20-36",
      status: "partly confirmed",
      note: "The statute states the order of crediting (costs, then interest, then principal) as cited by our research; no worked example found.",
    },
    costTreatment: {
      value: "separate-bearing",
      citation: "N.D. Cent. Code § 28-20-36",
      status: "not confirmed",
      note: "Costs are kept as their own balance so they can be credited first; whether they bear interest was not read.",
    },
  },
  IA: {
    interestStart: {
      value: "filing",
      citation: "Iowa Code § 668.13(1)",
      status: "partly confirmed",
      note: "For judgments in actions under chapter 668, interest accrues from the date the action was commenced (the Iowa Judicial Branch's FAQ counts from the filing of the petition). Other judgments run from entry: change the interest start for them.",
    },
  },
};

function ruleStatus(row: RuleWithoutMethod): StateRuleVerificationStatus {
  return row.verification.status;
}

/** Compounding's confidence: the row's, unless its own words say the point is unconfirmed. */
function compoundingStatus(row: RuleWithoutMethod): StateRuleVerificationStatus {
  const text = row.compoundingText.toLowerCase();
  if (text.includes("not confirmed") || text.includes("secondary")) return "not confirmed";
  return ruleStatus(row);
}

function rateElement(row: RuleWithoutMethod): JurisdictionMethod["rate"] {
  const status = ruleStatus(row);
  if (row.kind === "fixed" && row.fixedRate !== null) {
    return { value: { kind: "fixed", percent: row.fixedRate }, citation: row.citation, status };
  }
  if (row.kind === "variable") {
    const table = shippedRateTable(row.code);
    if (table) {
      return {
        value: { kind: "table", table: table.jurisdiction },
        citation: table.citation,
        status,
        note: `${table.publisher}; ${table.selection}`,
      };
    }
    return {
      value: { kind: "published", where: row.currentRate ?? "" },
      citation: row.citation,
      status,
      note: "Owed ships no verified table of this rate yet: look the rate up where the row says and type it.",
    };
  }
  return {
    value: { kind: "court" },
    citation: row.citation,
    status,
    note: "Set by the court or an agency for each case: type the rate the judgment states.",
  };
}

/** The jurisdiction's method: what choosing it in New Case applies. */
export function methodFor(row: RuleWithoutMethod): JurisdictionMethod {
  const known = KNOWN[row.code] ?? {};
  return {
    rate: rateElement(row),
    compounding: {
      value: row.compounding,
      citation: row.citation,
      status: compoundingStatus(row),
      note: row.compoundingText,
    },
    dayCount: known.dayCount ?? assumed("365", NO_BASIS_RULE),
    perDiemRounding: known.perDiemRounding ?? assumed("floor-4", NO_ROUNDING_RULE),
    creditingOrder: known.creditingOrder ?? assumed("interest-principal", US_RULE),
    costTreatment: known.costTreatment ?? assumed("principal", COSTS_JOIN),
    interestStart: known.interestStart ?? assumed("judgment", FROM_JUDGMENT),
  };
}
