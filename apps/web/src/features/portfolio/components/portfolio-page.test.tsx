import { clientEndpoints, type Endpoint, portfolioEndpoints } from "@owed/domain";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import type { PortfolioDto } from "../api/get-portfolio.ts";
import type { PortfolioCasesDto } from "../api/get-portfolio-cases.ts";
import { PortfolioCasesPage } from "./portfolio-cases-page.tsx";
import { PortfolioPage } from "./portfolio-page.tsx";

// The portfolio page lays out the API's figures: the totals as sent, every bucket a link to its
// cases for the same client and date, the charts' tables, and its loading, empty and error states.
// The bucket page lists the cases with their own figures and links to each.

const answers = vi.hoisted(() => new Map<string, unknown>());
const calls = vi.hoisted(() => [] as { path: string; query: unknown }[]);
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(async (endpoint: Endpoint, input: { query?: unknown }) => {
    calls.push({ path: endpoint.path, query: input.query });
    const answer = answers.get(`${endpoint.method} ${endpoint.path}`);
    if (answer instanceof Error) throw answer;
    return answer;
  }),
}));
// The drawing needs a real layout (recharts measures its box): jsdom has none.
vi.mock("./portfolio-charts-graph.tsx", () => ({
  CollectionsGraph: () => <svg aria-hidden="true" data-testid="collections" />,
  OutstandingGraph: () => <svg aria-hidden="true" data-testid="outstanding" />,
}));

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const ok = <T,>(data: T) => ({ status_code: 200, message: "OK", data });

const months = Array.from({ length: 24 }, (_, i) => {
  const d = new Date(Date.UTC(2024, 11 + i, 1));
  return {
    month: d.toISOString().slice(0, 7),
    collected: i === 23 ? "250.00" : "0.00",
    toInterest: i === 23 ? "50.00" : "0.00",
    toPrincipal: i === 23 ? "200.00" : "0.00",
    toCosts: "0.00",
    costsAdded: "0.00",
  };
});

const portfolio: PortfolioDto = {
  asOf: "2026-11-26",
  client: null,
  unassignedOnly: false,
  totals: {
    judgments: 3,
    openJudgments: 2,
    judgmentAmount: "30000.00",
    outstanding: {
      principal: "19800.00",
      interest: "1234.56",
      costs: "150.00",
      total: "21184.56",
    },
    perDiem: "5.4795",
    interestThisMonth: "142.47",
    collectedThisMonth: "250.00",
    collectedThisYear: "1250.00",
  },
  collectionsByMonth: months,
  outstandingOverTime: months.map((m, i) => ({
    date: i === 23 ? "2026-11-26" : `${m.month}-28`,
    principal: "19800.00",
    interest: "1000.00",
    costs: "0.00",
    total: "20800.00",
  })),
  byJudgmentAge: [
    { key: "age:under-1y", label: "Under 1 year", cases: 1, outstanding: "10500.00" },
    { key: "age:1-3y", label: "1 to 3 years", cases: 1, outstanding: "10684.56" },
  ],
  bySinceLastPayment: [
    { key: "quiet:0-30", label: "Paid in the last 30 days", cases: 1, outstanding: "10500.00" },
    { key: "quiet:never", label: "Never paid", cases: 1, outstanding: "10684.56" },
  ],
  byJurisdiction: [
    { key: "jurisdiction:CA", label: "California", cases: 2, outstanding: "21184.56" },
  ],
  deadlines: [
    {
      caseId: "case-1",
      caseName: "Acme v. Doe",
      date: "2027-01-10",
      title: "Renewal window opens",
      rule: "California, Code Civ. Proc. § 683.130",
    },
  ],
};

beforeEach(() => {
  answers.clear();
  calls.length = 0;
  answers.set(key(portfolioEndpoints.portfolio), ok(portfolio));
  answers.set(
    key(clientEndpoints.clients),
    ok([
      {
        id: "client-1",
        name: "Birch Lending",
        contactName: "",
        email: "",
        phone: "",
        street: "",
        city: "",
        state: "",
        zip: "",
        reference: "",
        feePercent: "25",
        flatFee: "0.00",
        costsRecoveredFirst: true,
        caseCount: 1,
        closedPeriodCount: 0,
      },
    ]),
  );
});

describe("the portfolio page", () => {
  it("shows the totals as the API sent them", async () => {
    renderWithProviders(<PortfolioPage />, { path: "/portfolio" });
    const totals = await screen.findByRole("region", { name: "Totals" });
    expect(within(totals).getByText("$21,184.56")).toBeTruthy();
    expect(within(totals).getByText("$1,234.56")).toBeTruthy();
    expect(within(totals).getByText("$5.4795")).toBeTruthy();
    expect(within(totals).getByText("$142.47")).toBeTruthy();
    expect(within(totals).getByText("$1,250.00")).toBeTruthy();
    expect(screen.getByText(/Whole workspace, as of 11\/26\/2026\./)).toBeTruthy();
  });

  it("links every bucket to its cases for the same client and the date of the figures", async () => {
    renderWithProviders(<PortfolioPage />, { path: "/portfolio?client=client-1" });
    const age = await screen.findByRole("region", { name: "By judgment age" });
    expect(within(age).getByRole("link", { name: "1 to 3 years" }).getAttribute("href")).toBe(
      "/portfolio/cases?bucket=age%3A1-3y&client=client-1&asOf=2026-11-26",
    );
    const quiet = screen.getByRole("region", { name: "By last payment" });
    expect(within(quiet).getByRole("link", { name: "Never paid" }).getAttribute("href")).toBe(
      "/portfolio/cases?bucket=quiet%3Anever&client=client-1&asOf=2026-11-26",
    );
    const where = screen.getByRole("region", { name: "By jurisdiction" });
    expect(within(where).getByRole("link", { name: "California" })).toBeTruthy();
    expect(calls.find((c) => c.path === portfolioEndpoints.portfolio.path)?.query).toEqual({
      client: "client-1",
    });
  });

  it("lists the deadlines with their rule, each linking to its case", async () => {
    renderWithProviders(<PortfolioPage />, { path: "/portfolio" });
    const list = await screen.findByRole("list", { name: "Deadlines in the next 90 days" });
    expect(list.textContent).toContain("01/10/2027");
    expect(list.textContent).toContain("Rule: California, Code Civ. Proc. § 683.130");
    expect(within(list).getByRole("link", { name: "Acme v. Doe" }).getAttribute("href")).toBe(
      "/home?case=case-1",
    );
  });

  it("names each chart by what it shows and gives its figures as a table", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PortfolioPage />, { path: "/portfolio" });
    expect(
      await screen.findByRole("img", {
        name: "Collections per month from Dec 2024 to Nov 2026: $250.00 in all; the most, $250.00, in Nov 2026.",
      }),
    ).toBeTruthy();
    const card = screen.getByRole("region", { name: "Collections per month" });
    await user.click(within(card).getByRole("button", { name: "Show as table" }));
    const rows = within(within(card).getByRole("table")).getAllByRole("row");
    expect(rows).toHaveLength(25);
    expect(rows.at(-1)?.textContent).toBe("Nov 2026$250.00$50.00$200.00$0.00$0.00");
  });

  it("asks again for the client and the date the user picks", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PortfolioPage />, { path: "/portfolio" });
    await screen.findByRole("region", { name: "Totals" });
    await user.selectOptions(screen.getByLabelText("Client"), "Birch Lending");
    await vi.waitFor(() =>
      expect(calls.map((c) => c.query)).toContainEqual({ client: "client-1" }),
    );
    const date = screen.getByLabelText("As of");
    expect((date as HTMLInputElement).value).toBe("2026-11-26");
    // A date field is set whole, as the browser's picker does.
    fireEvent.change(date, { target: { value: "2026-06-30" } });
    await vi.waitFor(() =>
      expect(calls.map((c) => c.query)).toContainEqual({ client: "client-1", asOf: "2026-06-30" }),
    );
    await user.click(screen.getByRole("button", { name: "Back to today" }));
    expect(screen.queryByRole("button", { name: "Back to today" })).toBeNull();
  });

  it("says when there is nothing to add up", async () => {
    answers.set(
      key(portfolioEndpoints.portfolio),
      ok({ ...portfolio, totals: { ...portfolio.totals, judgments: 0, openJudgments: 0 } }),
    );
    renderWithProviders(<PortfolioPage />, { path: "/portfolio" });
    expect(await screen.findByText("No cases to add up.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Totals" })).toBeNull();
  });

  it("says why the API refused, in its words", async () => {
    answers.set(
      key(portfolioEndpoints.portfolio),
      new ApiError(404, "That client was not found.", null),
    );
    renderWithProviders(<PortfolioPage />, { path: "/portfolio?client=gone" });
    expect((await screen.findByRole("alert")).textContent).toContain("That client was not found.");
  });

  it("offers a retry when the server fails", async () => {
    answers.set(key(portfolioEndpoints.portfolio), new Error("offline"));
    renderWithProviders(<PortfolioPage />, { path: "/portfolio" });
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The portfolio could not be loaded.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

const bucket: PortfolioCasesDto = {
  asOf: "2026-11-26",
  bucket: "age:1-3y",
  label: "Judgment age: 1 to 3 years",
  cases: [
    {
      id: "case-1",
      caseName: "Acme v. Doe",
      courtCaseNumber: "RG25-1",
      clientId: null,
      clientName: null,
      jurisdiction: "CA",
      judgmentDate: "2025-01-15",
      judgmentAmount: "10000.00",
      lastPaymentDate: null,
      isEnded: false,
      outstanding: {
        principal: "10000.00",
        interest: "534.56",
        costs: "150.00",
        total: "10684.56",
      },
      perDiem: "2.7397",
      interestThisMonth: "68.49",
      collectedThisMonth: "0.00",
      collectedThisYear: "0.00",
    },
  ],
};

describe("a bucket's cases", () => {
  it("lists each case with its figures and a link to it", async () => {
    answers.set(key(portfolioEndpoints.portfolioCases), ok(bucket));
    renderWithProviders(<PortfolioCasesPage />, {
      path: "/portfolio/cases?bucket=age:1-3y&asOf=2026-11-26",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Judgment age: 1 to 3 years" }),
    ).toBeTruthy();
    const table = screen.getByRole("table");
    const row = within(table).getAllByRole("row")[1];
    expect(row?.textContent).toContain("$10,684.56");
    expect(within(table).getByRole("link", { name: "Acme v. Doe" }).getAttribute("href")).toBe(
      "/home?case=case-1",
    );
    expect(screen.getByRole("link", { name: /Back to the portfolio/ }).getAttribute("href")).toBe(
      "/portfolio?asOf=2026-11-26",
    );
    expect(calls.find((c) => c.path === portfolioEndpoints.portfolioCases.path)?.query).toEqual({
      asOf: "2026-11-26",
      bucket: "age:1-3y",
    });
  });

  it("says when a bucket has no case", async () => {
    answers.set(key(portfolioEndpoints.portfolioCases), ok({ ...bucket, cases: [] }));
    renderWithProviders(<PortfolioCasesPage />, { path: "/portfolio/cases?bucket=quiet:never" });
    expect(await screen.findByText("No case falls in this group on 11/26/2026.")).toBeTruthy();
  });
});
