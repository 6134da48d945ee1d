import { describe, expect, it } from "vitest";
import { liveResults, NEW_CASE_DEFAULTS } from "./new-case-form.ts";
import { periodText } from "./results-period.ts";

const TODAY = "2024-07-15";
const judgment = {
  ...NEW_CASE_DEFAULTS,
  judgmentAmount: "10000",
  judgmentDate: "2024-01-15",
  endDate: "2024-03-31",
};

function lineFor(values: typeof judgment) {
  const live = liveResults(values, TODAY);
  if (live.status !== "ready") throw new Error(`not ready: ${JSON.stringify(live)}`);
  return { text: periodText(live.results), results: live.results };
}

describe("the Results panel's stretch since the last payment or cost", () => {
  it("is days × daily interest when all interest accrued in it", () => {
    expect(lineFor(judgment).text).toBe("76 days × $2.7397 = $208.2172");
  });

  it("names the interest a payment left unpaid, so the line adds up to Interest Accrued", () => {
    // 46 days to 03/01 at $2.7397 is $126.0262; the $100 payment covers $100 of it, so $26.0262
    // stays owed. The principal is untouched: 30 more days at $2.7397.
    const { text, results } = lineFor({
      ...judgment,
      paymentAmount: "100",
      lastPaymentDate: "2024-03-01",
    });
    expect(text).toBe("30 days × $2.7397 = $82.1910, plus $26.0262 unpaid from before");
    expect(results.display.interestAccrued).toBe("$108.2172");
  });

  it("says so when the daily interest changes inside the stretch", () => {
    const { text } = lineFor({
      ...judgment,
      rateSchedule: [
        { from: "2024-01-15", ratePercent: "10" },
        { from: "2024-03-01", ratePercent: "8" },
      ],
    });
    // 45 days at $2.7397 (10%) and, from 03/01, 31 days at $2.1917 (8%): $123.2865 + $67.9427.
    expect(text).toBe("76 days, $191.2292 interest (the daily rate changes inside this stretch)");
  });
});

describe("the Results panel's stretch under a counted convention", () => {
  it("says how the stretch was counted instead of days × a daily figure", () => {
    // Whole months: 01/15 to 03/15 is two months of 10% / 12 on $10,000, each month's $83.33333
    // rounded down to $83.3333 as the default rounding does; nothing paid, nothing carried.
    expect(lineFor({ ...judgment, endDate: "2024-03-15", dayCount: "months" }).text).toBe(
      "2 months, $166.6666 interest",
    );
  });
});
