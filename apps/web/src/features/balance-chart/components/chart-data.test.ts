import { describe, expect, it } from "vitest";
import type { BalanceChartDto } from "../api/get-balance-chart.ts";
import {
  chartRows,
  chartSummary,
  paymentMarkers,
  tableRows,
  timeOf,
  timeTicks,
} from "./chart-data.ts";

// What the chart plots and says, from the API's answer: the projection joins the recorded balance
// at today, markers sit on the balance, the table has each date once with its events, the summary
// names the figures, and the axis ticks fall on round months.

const point = (
  date: string,
  principal: string,
  interest: string,
  projected = false,
): BalanceChartDto["points"][number] => ({ date, principal, interest, costs: "0.00", projected });

const chart: BalanceChartDto = {
  asOf: "2026-11-26",
  points: [
    point("2025-01-15", "10000.00", "0.00"),
    point("2025-01-31", "10000.00", "43.84"),
    point("2025-06-01", "10000.00", "380.00"),
    point("2025-06-01", "8880.00", "0.00"),
    point("2026-11-26", "8880.00", "1150.25"),
    point("2026-12-15", "8880.00", "1196.52", true),
    point("2026-12-15", "8880.00", "696.52", true),
    point("2027-01-15", "0.00", "0.00", true),
  ],
  events: [
    { date: "2025-06-01", kind: "payment", amount: "1500.00", label: "Payment $1,500.00" },
    { date: "2025-07-01", kind: "rate-change", amount: null, label: "Rate 10% → 7.5%" },
    {
      date: "2026-03-31",
      kind: "payment",
      amount: "300.00",
      label: "Payments in March 2026: $300.00 (3)",
    },
  ],
};

describe("the chart's rows", () => {
  it("joins the dashed projection to the recorded balance on today's row", () => {
    const rows = chartRows(chart);
    const today = rows[4];
    expect(today).toMatchObject({
      date: "2026-11-26",
      principal: 8880,
      interest: 1150.25,
      projectedPrincipal: 8880,
      projectedInterest: 1150.25,
    });
    expect(rows[3]?.projectedPrincipal).toBeUndefined();
    expect(rows[5]).toMatchObject({ projectedInterest: 1196.52 });
    expect(rows[5]?.principal).toBeUndefined();
  });

  it("has no projected figures without a plan", () => {
    const rows = chartRows({ ...chart, points: chart.points.filter((p) => !p.projected) });
    expect(rows.every((r) => r.projectedPrincipal === undefined)).toBe(true);
  });

  it("puts each payment marker on the balance of its date or the last row before it", () => {
    const markers = paymentMarkers(chart, chartRows(chart));
    expect(markers.map((m) => [m.event.date, m.y])).toEqual([
      ["2025-06-01", 8880],
      ["2026-03-31", 8880],
    ]);
    expect(markers[0]?.t).toBe(timeOf("2025-06-01"));
  });
});

describe("the table behind the chart", () => {
  it("lists each date once, with its last figures and its events; an event between points goes on the row before it", () => {
    const rows = tableRows(chart);
    expect(rows.map((r) => r.point.date)).toEqual([
      "2025-01-15",
      "2025-01-31",
      "2025-06-01",
      "2026-11-26",
      "2026-12-15",
      "2027-01-15",
    ]);
    const june = rows[2];
    expect(june?.point.interest).toBe("0.00");
    expect(june?.notes).toEqual([
      "Payment $1,500.00",
      "Rate 10% → 7.5% (07/01/2025)",
      "Payments in March 2026: $300.00 (3) (03/31/2026)",
    ]);
  });
});

describe("the chart's summary", () => {
  it("says where the balance started and stands, when the plan pays it off, and what is marked", () => {
    expect(chartSummary(chart)).toBe(
      "Balance from 01/15/2025 to 11/26/2026: $10,000.00 at the judgment, $10,030.25 on 11/26/2026 (principal $8,880.00, unpaid interest $1,150.25). Under the payment plan it is paid off on 01/15/2027. Marked: 4 payments, 1 rate change.",
    );
  });
});

describe("the time axis", () => {
  it("ticks on the first of round months, the step growing with the span", () => {
    const iso = (ticks: number[]) => ticks.map((t) => new Date(t).toISOString().slice(0, 10));
    expect(iso(timeTicks(timeOf("2025-01-15"), timeOf("2025-06-20"), 8))).toEqual([
      "2025-02-01",
      "2025-03-01",
      "2025-04-01",
      "2025-05-01",
      "2025-06-01",
    ]);
    expect(iso(timeTicks(timeOf("2024-02-01"), timeOf("2029-06-15"), 8))).toEqual([
      "2025-01-01",
      "2026-01-01",
      "2027-01-01",
      "2028-01-01",
      "2029-01-01",
    ]);
    expect(iso(timeTicks(timeOf("2024-02-01"), timeOf("2029-06-15"), 4))).toEqual([
      "2026-01-01",
      "2028-01-01",
    ]);
  });
});
