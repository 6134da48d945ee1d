import { describe, expect, it } from "vitest";
import { parseRatePercent } from "../money/money.ts";
import {
  findStateInterestRule,
  methodPreset,
  presetConfidence,
  STATE_RULES_REVIEWED,
  type StateInterestRule,
  stateInterestRules,
  suggestedRate,
} from "./index.ts";

// The 50 states; DC, PR and US (federal) are added where the test needs them.
const USPS_STATE_CODES = (
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO " +
  "MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY"
).split(" ");

const rows: readonly StateInterestRule[] = stateInterestRules;
const eachRow = it.each(rows.map((row) => [row.state, row] as const));

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

function isHttpUrl(text: string, scheme: "https:" | "http(s):"): boolean {
  try {
    const url = new URL(text);
    return scheme === "https:" ? url.protocol === "https:" : /^https?:$/.test(url.protocol);
  } catch {
    return false;
  }
}

describe("stateInterestRules: coverage", () => {
  it("has 53 rows: 50 states, District of Columbia, Federal (USA) and Puerto Rico", () => {
    expect(rows).toHaveLength(53);
    const codes = rows.map((row) => row.code).sort();
    expect(codes).toEqual([...USPS_STATE_CODES, "DC", "PR", "US"].sort());
    expect(findStateInterestRule("DC")?.state).toBe("District of Columbia");
    expect(findStateInterestRule("PR")?.state).toBe("Puerto Rico");
    expect(findStateInterestRule("US")?.state).toBe("Federal (USA)");
  });

  it("has unique states and unique two-letter codes", () => {
    expect(new Set(rows.map((row) => row.state)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.code)).size).toBe(rows.length);
    for (const row of rows) expect(row.code).toMatch(/^[A-Z]{2}$/);
  });

  it("is sorted by state name", () => {
    const names = rows.map((row) => row.state);
    const sorted = [...names].sort((a, b) => a.localeCompare(b, "en"));
    expect(names).toEqual(sorted);
  });
});

describe("stateInterestRules: every row", () => {
  eachRow("%s has a rule, a citation and compounding in words", (_, row) => {
    expect(row.rule.trim().length).toBeGreaterThan(10);
    expect(row.citation.trim().length).toBeGreaterThan(3);
    expect(row.compoundingText.trim().length).toBeGreaterThan(3);
    expect(["none", "annual"]).toContain(row.compounding);
  });

  eachRow("%s has an https link or none, and says where it came from", (_, row) => {
    if (row.link === "") {
      expect(row.linkOrigin).toBe("none");
    } else {
      expect(isHttpUrl(row.link, "https:")).toBe(true);
      expect(row.linkOrigin).not.toBe("none");
    }
  });

  eachRow("%s: fixed rows carry a rate between 0 and 25; other rows carry none", (_, row) => {
    if (row.kind === "fixed") {
      expect(row.fixedRate).toMatch(/^\d+(\.\d+)?$/);
      const rate = parseRatePercent(row.fixedRate ?? "");
      expect(rate).toBeGreaterThan(0n);
      expect(rate).toBeLessThan(parseRatePercent("25"));
      expect(row.currentRate).toBeNull();
    } else {
      expect(row.fixedRate).toBeNull();
      // A variable or court-set rate must say where to find today's number instead.
      expect(row.currentRate?.trim().length ?? 0).toBeGreaterThan(10);
    }
  });

  eachRow("%s lists at least one source with an address", (_, row) => {
    expect(row.sources.length).toBeGreaterThan(0);
    expect(row.sources.some((source) => source.url !== "")).toBe(true);
    for (const source of row.sources) {
      expect(source.title.trim().length).toBeGreaterThan(3);
      if (source.url !== "") expect(isHttpUrl(source.url, "http(s):")).toBe(true);
    }
  });

  eachRow("%s has a review date and a verification note", (_, row) => {
    expect(isCalendarDate(row.reviewed)).toBe(true);
    expect(row.reviewed <= STATE_RULES_REVIEWED).toBe(true);
    expect(row.verification.note.trim().length).toBeGreaterThan(10);
  });

  eachRow("%s: rows resting on secondary sources say so in a source list", (_, row) => {
    if (row.verification.status === "not confirmed") {
      expect(row.sources.some((source) => source.kind === "secondary")).toBe(true);
    }
  });
});

describe("findStateInterestRule", () => {
  it("finds a row by name or USPS code, ignoring case and spaces", () => {
    expect(findStateInterestRule("New York")?.code).toBe("NY");
    expect(findStateInterestRule("  new   york ")?.code).toBe("NY");
    expect(findStateInterestRule("ny")?.state).toBe("New York");
    expect(findStateInterestRule("district of columbia")?.code).toBe("DC");
    expect(findStateInterestRule("Federal")?.code).toBe("US");
    expect(findStateInterestRule("Federal (USA)")?.code).toBe("US");
  });

  it("returns undefined for anything else", () => {
    expect(findStateInterestRule("")).toBeUndefined();
    expect(findStateInterestRule("Ontario")).toBeUndefined();
    expect(findStateInterestRule("XX")).toBeUndefined();
  });

  it("finds every row by its own name and code", () => {
    for (const row of rows) {
      expect(findStateInterestRule(row.state)).toBe(row);
      expect(findStateInterestRule(row.code)).toBe(row);
    }
  });
});

describe("suggestedRate", () => {
  it("returns the statutory rate for fixed rows", () => {
    expect(suggestedRate(findStateInterestRule("CA") as StateInterestRule)).toBe("10");
    expect(suggestedRate(findStateInterestRule("NM") as StateInterestRule)).toBe("8.75");
  });

  it("returns null for variable and court-set rows", () => {
    expect(suggestedRate(findStateInterestRule("TX") as StateInterestRule)).toBeNull();
    expect(suggestedRate(findStateInterestRule("US") as StateInterestRule)).toBeNull();
    expect(suggestedRate(findStateInterestRule("MS") as StateInterestRule)).toBeNull();
  });

  it("gives the New Case form a rate it can parse for every fixed row", () => {
    for (const row of rows) {
      const rate = suggestedRate(row);
      if (row.kind === "fixed") expect(() => parseRatePercent(rate ?? "")).not.toThrow();
      else expect(rate).toBeNull();
    }
  });
});

describe("each jurisdiction's method, machine-readable", () => {
  eachRow("%s carries every method element with a citation or an honest status", (_, row) => {
    for (const [name, element] of Object.entries(row.method)) {
      expect(["confirmed", "partly confirmed", "not confirmed", "assumed"], name).toContain(
        element.status,
      );
      if (element.status === "assumed") expect(element.note, name).toBeTruthy();
      else expect(element.citation, name).toBeTruthy();
    }
    expect(row.method.compounding.value).toBe(row.compounding);
    if (row.kind === "fixed") {
      expect(row.method.rate.value).toEqual({ kind: "fixed", percent: row.fixedRate });
    }
  });

  it("federal courts take the rate from the weekly table and carry interest exactly", () => {
    const us = findStateInterestRule("US");
    expect(us?.method.rate.value).toEqual({ kind: "table", table: "US" });
    expect(us?.method.perDiemRounding.value).toBe("exact");
    expect(us?.method.compounding.value).toBe("annual");
  });

  it("California adds allowed costs to the judgment and credits interest before principal", () => {
    // § 695.220 credits only the levying officer's costs and court fees first; allowed
    // post-judgment costs become part of the judgment (§ 685.090): the preset follows that and
    // says how to choose costs-first for fee entries.
    const ca = findStateInterestRule("CA");
    expect(ca?.method.creditingOrder).toMatchObject({
      value: "interest-principal",
      citation: "Cal. Code Civ. Proc. §§ 695.220, 685.090",
    });
    expect(ca?.method.creditingOrder.note).toContain("levying officer's costs");
    expect(ca?.method.costTreatment.value).toBe("principal");
    expect(methodPreset(ca as StateInterestRule).perDiemRounding).toBe("half-up-cents");
  });

  it("Illinois's consumer-debt rate is cited to P.A. 101-168, effective 2020-01-01", () => {
    const il = findStateInterestRule("IL") as StateInterestRule;
    const consumer = il.exceptions.find((text) => text.startsWith("Consumer-debt"));
    expect(consumer).toContain("P.A. 101-168, effective January 1, 2020");
    expect(consumer).toContain("5%");
    expect(il.sources.map((source) => source.url)).toContain(
      "https://www.ilga.gov/legislation/publicacts/101/101-0168.htm",
    );
  });

  it("Kansas resets every July 1 for earlier judgments too, so its rate is not a fixed one", () => {
    const ks = findStateInterestRule("KS") as StateInterestRule;
    expect(ks.rule).toContain("judgments rendered earlier as well as for new ones");
    expect(ks.rule).toContain("K.S.A. 16-204(e)(1)(A)");
    expect(ks.method.rate.value.kind === "table" || ks.method.rate.value.kind === "published").toBe(
      true,
    );
  });

  it("Oklahoma does not preset compounding its own cited case refused", () => {
    const ok = findStateInterestRule("OK") as StateInterestRule;
    expect(ok.compounding).toBe("none");
    expect(ok.method.compounding.value).toBe("none");
    expect(ok.compoundingText).toContain("Lee v. Volkswagen");
  });

  it("Washington names its medical-debt rate and the 2026 change, saying what is unconfirmed", () => {
    const wa = findStateInterestRule("WA") as StateInterestRule;
    const medical = wa.exceptions.find((text) => text.startsWith("Medical debt"));
    expect(medical).toContain("1% per year on medical debt accrued after December 31, 2026");
    expect(medical).toContain("whether it was enacted was not confirmed");
    expect(medical).toContain("9% a year on medical-debt judgments");
    expect(medical).toContain("did not read that rate in the text of RCW 4.56.110");
    // The New Case form shows the rule: it names the medical-debt rate and that it is unconfirmed.
    expect(wa.rule).toContain("medical-debt judgments, 9% as reported (not read in the statute");
    expect(wa.verification.note).toContain("medical-debt rate (9%) rests on a 2026 trade report");
    expect(wa.sources.map((source) => source.url)).toContain(
      "https://lawfilesext.leg.wa.gov/biennium/2019-20/Htm/Bill%20Reports/House/1531-S%20HBR%20PL%2019.htm",
    );
  });

  it("a preset's confidence is the least certain element a rule speaks to", () => {
    expect(presetConfidence(findStateInterestRule("OK") as StateInterestRule)).toBe(
      "not confirmed",
    );
    const confirmedRow = stateInterestRules.find(
      (row) =>
        row.verification.status === "confirmed" &&
        Object.values(row.method).every((e) => e.status === "confirmed" || e.status === "assumed"),
    );
    expect(presetConfidence(confirmedRow as StateInterestRule)).toBe("confirmed");
  });
});
