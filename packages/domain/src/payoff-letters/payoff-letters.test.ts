import { describe, expect, it } from "vitest";
import { fillMergeFields } from "../contracts/payoff-letters.ts";
import { parseMoneyInput } from "../money/money.ts";
import { goodThroughDates, lastLetterDate } from "./good-through.ts";
import { letterRefusal } from "./letter-refusal.ts";
import { letterMergeValues } from "./merge-values.ts";

const usd = (text: string) => parseMoneyInput(text, { maxDecimals: 4 });

describe("the good-through table's dates", () => {
  it("daily lines are the days after the payoff date, across a month and a year end", () => {
    expect(goodThroughDates("2026-12-30", { unit: "day", count: 4 })).toEqual([
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
  });

  it("weekly lines are every seventh day after it, and the last date is the last line", () => {
    expect(goodThroughDates("2028-02-15", { unit: "week", count: 3 })).toEqual([
      "2028-02-22",
      "2028-02-29",
      "2028-03-07",
    ]);
    expect(lastLetterDate("2028-02-15", { unit: "week", count: 3 })).toBe("2028-03-07");
  });
});

describe("the merge values", () => {
  it("fill the firm's text with the letter's figures in the letter's formats", () => {
    const values = letterMergeValues({
      debtor: "John Doe",
      creditor: "Acme Supply, Inc.",
      caseNumber: "24STLC01234",
      court: "Superior Court of California, County of Los Angeles",
      firm: "Smith & Lee LLP",
      payoff: usd("10046.57"),
      perDiem: usd("2.7397"),
      date: "2026-12-01",
      goodThrough: "2026-12-31",
    });
    expect(
      fillMergeFields(
        "{{debtor}} owes {{creditor}} {{payoff}} on {{date}} in {{case_number}} ({{court}}), then {{per_diem}} a day to {{good_through}}. {{firm}}",
        values,
      ),
    ).toBe(
      "John Doe owes Acme Supply, Inc. $10,046.57 on 12/01/2026 in 24STLC01234 (Superior Court of California, County of Los Angeles), then $2.7397 a day to 12/31/2026. Smith & Lee LLP",
    );
  });

  it("say a plain phrase where the case has no name to give", () => {
    const values = letterMergeValues({
      debtor: " ",
      creditor: "",
      caseNumber: "",
      court: "",
      firm: "",
      payoff: usd("1"),
      perDiem: usd("0"),
      date: "2026-12-01",
      goodThrough: "2026-12-01",
    });
    expect([values.debtor, values.creditor, values.case_number, values.court, values.firm]).toEqual(
      ["the judgment debtor", "the judgment creditor", "the case", "the court", "our office"],
    );
  });
});

describe("the refusal", () => {
  const open = {
    isEnded: false,
    endedOn: null,
    lastDate: "2027-01-14",
    life: { expiry: "2027-01-15", state: "California", rule: "10 years from entry" },
    rateCoveredUntil: null,
  };

  it("allows a letter whose last day is the judgment's last enforceable day", () => {
    expect(letterRefusal(open)).toBeNull();
  });

  it("refuses one day later, naming the last day and the rule", () => {
    expect(letterRefusal({ ...open, lastDate: "2027-01-15" })).toBe(
      "The judgment can be enforced only through 01/14/2027 (California: 10 years from entry), and the letter runs to 01/15/2027. Record a renewal, or choose a payoff date and table that end by 01/14/2027.",
    );
  });

  it("refuses an ended case before anything else", () => {
    expect(letterRefusal({ ...open, isEnded: true, endedOn: "2026-03-01" })).toBe(
      "This judgment was paid in full on 03/01/2026, so there is nothing to pay off and no letter to send.",
    );
  });

  it("refuses days past the case's known rates", () => {
    expect(letterRefusal({ ...open, life: null, rateCoveredUntil: "2026-12-31" })).toMatch(
      /^The case's interest rate is known only through 12\/31\/2026, and the letter runs to 01\/14\/2027\./,
    );
  });
});
