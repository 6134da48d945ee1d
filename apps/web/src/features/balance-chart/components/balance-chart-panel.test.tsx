import { type Endpoint, paymentPlanEndpoints } from "@owed/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import type { BalanceChartDto } from "../api/get-balance-chart.ts";
import { BalanceChartPanel } from "./balance-chart-panel.tsx";

// The case page's balance chart: the picture named by its summary, the rate changes listed under
// it, the table shown and hidden by its button, and a failed load said in words with a retry.

const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(async (endpoint: Endpoint) => {
    const answer = answers.get(`${endpoint.method} ${endpoint.path}`);
    if (answer instanceof Error) throw answer;
    return answer;
  }),
}));
// The drawing needs a real layout (recharts measures its box): jsdom has none.
vi.mock("./balance-chart-graph.tsx", () => ({
  BalanceChartGraph: () => <svg aria-hidden="true" data-testid="graph" />,
}));

const key = (e: Endpoint) => `${e.method} ${e.path}`;

const chart: BalanceChartDto = {
  asOf: "2026-11-26",
  points: [
    {
      date: "2025-01-15",
      principal: "10000.00",
      interest: "0.00",
      costs: "0.00",
      projected: false,
    },
    { date: "2025-06-01", principal: "8880.00", interest: "0.00", costs: "0.00", projected: false },
    {
      date: "2026-11-26",
      principal: "8880.00",
      interest: "1150.25",
      costs: "0.00",
      projected: false,
    },
    { date: "2027-01-15", principal: "0.00", interest: "0.00", costs: "0.00", projected: true },
  ],
  events: [
    { date: "2025-06-01", kind: "payment", amount: "1500.00", label: "Payment $1,500.00" },
    { date: "2025-07-01", kind: "rate-change", amount: null, label: "Rate 10% → 7.5%" },
  ],
};

beforeEach(() => {
  answers.clear();
  answers.set(key(paymentPlanEndpoints.balanceChart), {
    status_code: 200,
    message: "Balance chart",
    data: chart,
  });
});

describe("the balance chart panel", () => {
  it("names the picture by its summary and lists the rate changes under it", async () => {
    renderWithProviders(<BalanceChartPanel caseId="case-1" />);
    const picture = await screen.findByRole("img", { name: /Balance from 01\/15\/2025/ });
    expect(picture.getAttribute("aria-label")).toContain(
      "Under the payment plan it is paid off on 01/15/2027.",
    );
    expect(await within(picture).findByTestId("graph")).toBeTruthy();
    expect(screen.getByRole("list", { name: "Rate changes and renewals" }).textContent).toBe(
      "1. 07/01/2025: Rate 10% → 7.5%",
    );
    expect(screen.getByRole("list", { name: "Legend" }).textContent).toContain("Plan projection");
  });

  it("shows every figure as a table, and hides it again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<BalanceChartPanel caseId="case-1" />);
    await user.click(await screen.findByRole("button", { name: "Show as table" }));
    const table = screen.getByRole("table");
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "DatePrincipalUnpaid interestBalanceNotes",
      "01/15/2025$10,000.00$0.00$10,000.00",
      // The rate change has no point of its own: it is noted, dated, on the row before it.
      "06/01/2025$8,880.00$0.00$8,880.00Payment $1,500.00; Rate 10% → 7.5% (07/01/2025)",
      "11/26/2026$8,880.00$1,150.25$10,030.25",
      "01/15/2027$0.00$0.00$0.00Projected under the plan",
    ]);
    await user.click(screen.getByRole("button", { name: "Hide table" }));
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says so when the chart cannot be loaded", async () => {
    answers.set(key(paymentPlanEndpoints.balanceChart), new Error("offline"));
    renderWithProviders(<BalanceChartPanel caseId="case-1" />);
    expect(await screen.findByText(/The balance chart could not be loaded/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
