import {
  clientEndpoints,
  type Endpoint,
  type RemittanceReport,
  remittanceEndpoints,
  workspaceEndpoints,
} from "@owed/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { userToday } from "../../../lib/user-today.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { lastMonth } from "../utils/period.ts";
import { RemittancePage } from "./remittance-page.tsx";

// The remittance page: it opens on the first client's report for last month; a viewer reads a
// closed report, its flagged rows with their figures now, and is offered no close or reopen; an
// editor closes an ended period after a confirmation and reopens a closed one after another;
// with no client the page says where clients are added.

const calls = vi.hoisted(() => [] as { path: string; input: Record<string, unknown> }[]);
const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(async (endpoint: Endpoint, input: Record<string, unknown>) => {
    const path = `${endpoint.method} ${endpoint.path}`;
    calls.push({ path, input });
    const answer = answers.get(path);
    if (typeof answer === "function") return answer(input);
    if (answer instanceof Error) throw answer;
    return answer;
  }),
}));

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const ok = (data: unknown, message = "") => ({ status_code: 200, message, data });

const client = {
  id: "client-1",
  name: "Acme Bank",
  contactName: "",
  email: "",
  phone: "",
  street: "",
  city: "",
  state: "",
  zip: "",
  reference: "ACME-7",
  feePercent: "25",
  flatFee: "0.00",
  costsRecoveredFirst: true,
  caseCount: 2,
  closedPeriodCount: 0,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
};

const figures = {
  received: "1000.00",
  toInterest: "200.00",
  toPrincipal: "800.00",
  toCosts: "0.00",
  costsAdvanced: "0.00",
  costsRecovered: "0.00",
  fee: "250.00",
  net: "750.00",
};

function report(overrides: Partial<RemittanceReport> = {}): RemittanceReport {
  return {
    client: {
      id: client.id,
      name: client.name,
      reference: client.reference,
      feePercent: "25",
      flatFee: "0.00",
      costsRecoveredFirst: true,
    },
    from: "2026-09-01",
    to: "2026-09-30",
    status: "open",
    periodId: null,
    closedAt: null,
    closedBy: null,
    overlapsClosed: null,
    rows: [
      {
        ...figures,
        caseId: "case-1",
        caseName: "Acme v. Roe",
        courtCaseNumber: "RG26-1",
        changedSinceClosed: null,
      },
    ],
    totals: figures,
    changedCount: 0,
    ...overrides,
  };
}

function asRole(role: "owner" | "editor" | "viewer") {
  answers.set(
    key(workspaceEndpoints.workspaceList),
    ok([{ id: "w1", name: "Firm", kind: "firm", role, current: true, memberCount: 2 }]),
  );
}

beforeEach(() => {
  calls.length = 0;
  answers.clear();
  answers.set(key(clientEndpoints.clients), ok([client]));
  answers.set(key(remittanceEndpoints.remittancePeriods), ok([]));
});

describe("the remittance page", () => {
  it("opens on the first client's report for last month, with its totals", async () => {
    asRole("owner");
    answers.set(key(remittanceEndpoints.remittanceReport), ok(report()));
    renderWithProviders(<RemittancePage />, { path: "/remittance" });

    const table = await screen.findByRole("table");
    const asked = calls.find((c) => c.path === key(remittanceEndpoints.remittanceReport));
    expect(asked?.input).toEqual({ params: { id: "client-1" }, query: lastMonth(userToday()) });
    expect(within(table).getByRole("rowheader", { name: /Acme v\. Roe/ })).toBeTruthy();
    const totals = within(table).getByRole("row", { name: /Totals/ });
    expect(totals.textContent).toContain("$1,000.00");
    expect(totals.textContent).toContain("$750.00");
    expect(screen.getByText(/25% of collections; costs advanced are recovered/)).toBeTruthy();
    expect(screen.getByText(/No period has been closed for this client yet/)).toBeTruthy();
  });

  it("shows a viewer the closed report, what changed since, and offers no close or reopen", async () => {
    asRole("viewer");
    answers.set(
      key(remittanceEndpoints.remittanceReport),
      ok(
        report({
          status: "closed",
          periodId: "p1",
          closedAt: "2026-10-02T15:00:00Z",
          closedBy: "Ann Lee",
          changedCount: 1,
          rows: [
            {
              ...figures,
              caseId: "case-1",
              caseName: "Acme v. Roe",
              courtCaseNumber: "RG26-1",
              changedSinceClosed: { ...figures, received: "1200.00", net: "900.00", fee: "300.00" },
            },
          ],
        }),
      ),
    );
    answers.set(
      key(remittanceEndpoints.remittancePeriods),
      ok([
        {
          id: "p1",
          from: "2026-09-01",
          to: "2026-09-30",
          closedAt: "2026-10-02T15:00:00Z",
          closedBy: "Ann Lee",
          net: "750.00",
        },
      ]),
    );
    renderWithProviders(<RemittancePage />, {
      path: "/remittance?client=client-1&from=2026-09-01&to=2026-09-30",
    });

    expect(
      await screen.findByText(/by Ann Lee\. These are the figures as they stood then/),
    ).toBeTruthy();
    expect(screen.getByText(/1 case has changed since it was closed/)).toBeTruthy();
    const now = screen.getByRole("row", { name: /Now reads for Acme v\. Roe/ });
    expect(now.textContent).toContain("$1,200.00");
    expect(now.textContent).toContain("$900.00");
    const frozen = screen.getByRole("row", { name: /Changed since closed/ });
    expect(frozen.textContent).toContain("$1,000.00");
    await screen.findByText(/Net remitted/);
    expect(screen.queryByRole("button", { name: /Close period/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /Reopen/ })).toBeNull();
  });

  it("lets an editor close an ended period after confirming, and reopen it after confirming", async () => {
    asRole("editor");
    answers.set(key(remittanceEndpoints.remittanceReport), ok(report()));
    answers.set(
      key(remittanceEndpoints.closeRemittancePeriod),
      ok(
        report({ status: "closed", periodId: "p1", closedAt: "2026-10-02T15:00:00Z" }),
        "Period closed.",
      ),
    );
    answers.set(
      key(remittanceEndpoints.remittancePeriods),
      ok([
        {
          id: "p0",
          from: "2026-08-01",
          to: "2026-08-31",
          closedAt: "2026-09-02T15:00:00Z",
          closedBy: null,
          net: "10.00",
        },
      ]),
    );
    answers.set(key(remittanceEndpoints.reopenRemittancePeriod), ok(null, "Period reopened."));
    const user = userEvent.setup();
    renderWithProviders(<RemittancePage />, {
      path: "/remittance?client=client-1&from=2026-09-01&to=2026-09-30",
    });

    await user.click(await screen.findByRole("button", { name: "Close period" }));
    const confirm = screen.getByRole("alertdialog", { name: "Close September 2026?" });
    expect(confirm.textContent).toContain("Acme Bank: $750.00 to remit from 1 case.");
    await user.click(within(confirm).getByRole("button", { name: "Close period" }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.path === key(remittanceEndpoints.closeRemittancePeriod))?.input,
      ).toEqual({
        params: { id: "client-1" },
        body: { from: "2026-09-01", to: "2026-09-30" },
      }),
    );

    await user.click(await screen.findByRole("button", { name: "Reopen August 2026" }));
    const reopen = screen.getByRole("alertdialog", { name: "Reopen August 2026?" });
    await user.click(within(reopen).getByRole("button", { name: "Reopen period" }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.path === key(remittanceEndpoints.reopenRemittancePeriod))?.input,
      ).toEqual({
        params: { id: "client-1", periodId: "p0" },
      }),
    );
  });

  it("says why a period that has not ended cannot be closed yet", async () => {
    asRole("owner");
    const today = userToday();
    answers.set(
      key(remittanceEndpoints.remittanceReport),
      ok(report({ from: `${today.slice(0, 7)}-01`, to: today })),
    );
    renderWithProviders(<RemittancePage />, {
      path: `/remittance?client=client-1&from=${today.slice(0, 7)}-01&to=${today}`,
    });
    const button = await screen.findByRole("button", { name: "Close period" });
    expect(button.hasAttribute("disabled")).toBe(true);
    expect(
      screen.getByText(/This period can be closed from .*, once its last day has passed\./),
    ).toBeTruthy();
  });

  it("says where clients are added when the workspace has none", async () => {
    asRole("owner");
    answers.set(key(clientEndpoints.clients), ok([]));
    renderWithProviders(<RemittancePage />, { path: "/remittance" });
    expect(await screen.findByRole("heading", { name: "No clients yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Clients page" }).getAttribute("href")).toBe(
      "/clients",
    );
    expect(calls.some((c) => c.path === key(remittanceEndpoints.remittanceReport))).toBe(false);
  });
});
