import { type ClientDto, clientEndpoints, type Endpoint, PORTFOLIO_ERRORS } from "@owed/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { ClientsPage } from "./clients-page.tsx";

// The Clients page against a stand-in for the server: the list in words, the add form's refusals
// placed on their fields, the delete confirm's count of cases, and a viewer's read-only page.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const access = vi.hoisted(() => ({ canEdit: true }));
vi.mock("../../../lib/workspace-access.ts", () => ({
  useWorkspaceAccess: () => ({
    workspace: null,
    role: access.canEdit ? "editor" : "viewer",
    canEdit: access.canEdit,
    canManage: false,
  }),
}));

const client = (overrides: Partial<ClientDto>): ClientDto => ({
  id: "6f1c2a0e-1b7d-4f3a-9c55-0d2b8e4a1f10",
  name: "First Federal Bank",
  contactName: "Ann Lee",
  email: "ann@ffb.test",
  phone: "",
  street: "",
  city: "Springfield",
  state: "IL",
  zip: "",
  reference: "FFB-7",
  feePercent: "33.3333",
  flatFee: "150.00",
  costsRecoveredFirst: true,
  caseCount: 3,
  closedPeriodCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

const server = vi.hoisted(() => ({
  clients: [] as unknown[],
  calls: [] as { path: string; params?: unknown; body?: unknown }[],
  refuse: null as Error | null,
}));
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(async (endpoint: Endpoint, input: { params?: unknown; body?: unknown }) => {
    const path = `${endpoint.method} ${endpoint.path}`;
    server.calls.push({ path, ...input });
    if (endpoint.method === "GET") return { status_code: 200, message: "", data: server.clients };
    if (server.refuse) throw server.refuse;
    if (endpoint.method === "DELETE") {
      return { status_code: 200, message: "", data: { casesUnassigned: 3 } };
    }
    return {
      status_code: 201,
      message: "",
      data: { ...(server.clients[0] as object), ...(input.body as object) },
    };
  }),
}));

beforeEach(() => {
  access.canEdit = true;
  server.clients = [
    client({}),
    client({
      id: "0a0a0a0a-0000-4000-8000-000000000001",
      name: "Acme Credit Union",
      reference: "",
      contactName: "",
      email: "",
      city: "",
      state: "",
      feePercent: "0",
      flatFee: "0.00",
      costsRecoveredFirst: false,
      caseCount: 0,
      closedPeriodCount: 2,
    }),
  ];
  server.calls = [];
  server.refuse = null;
  toast.success.mockReset();
  toast.error.mockReset();
});

const row = (name: string) => screen.getByRole("listitem", { name });

describe("the Clients page", () => {
  it("lists each client with its fee in words and its cases", async () => {
    renderWithProviders(<ClientsPage />, { path: "/clients" });
    const ffb = await screen.findByRole("listitem", { name: "First Federal Bank" });
    expect(within(ffb).getByText("33.3333% of collections plus $150.00 per case")).toBeTruthy();
    expect(within(ffb).getByText("Reference FFB-7")).toBeTruthy();
    expect(within(ffb).getByText("Ann Lee · ann@ffb.test")).toBeTruthy();
    const cases = within(ffb).getByRole("link", { name: "3 cases of First Federal Bank" });
    expect(cases.getAttribute("href")).toBe(`/home?client=${client({}).id}`);
    const acme = row("Acme Credit Union");
    expect(within(acme).getByText("No fee")).toBeTruthy();
    expect(within(acme).getByText("No cases")).toBeTruthy();
    expect(
      within(acme).getByText("Costs advanced are not recovered from collections"),
    ).toBeTruthy();
  });

  it("shows a viewer the same list and offers no change", async () => {
    access.canEdit = false;
    renderWithProviders(<ClientsPage />, { path: "/clients" });
    const ffb = await screen.findByRole("listitem", { name: "First Federal Bank" });
    expect(within(ffb).queryAllByRole("button")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Add client" })).toBeNull();
    expect(screen.getByText(/your role \(viewer\) cannot change them/)).toBeTruthy();
  });

  it("puts a taken name under the name field and keeps the form open", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ClientsPage />, { path: "/clients" });
    await screen.findByRole("listitem", { name: "First Federal Bank" });
    await user.click(screen.getByRole("button", { name: "Add client" }));
    const dialog = screen.getByRole("dialog", { name: "Add client" });
    await user.type(within(dialog).getByLabelText("Client name"), "First Federal Bank");
    await user.type(within(dialog).getByLabelText(/^Fee percent/), "25");
    const taken = PORTFOLIO_ERRORS.clientNameTaken;
    server.refuse = new ApiError(taken.status, taken.message ?? "", { code: taken.code });
    await user.click(within(dialog).getByRole("button", { name: "Add client" }));

    const name = within(dialog).getByLabelText("Client name");
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText(taken.message ?? "")).toBeTruthy();
    const sent = server.calls.find((c) => c.path.startsWith("POST"));
    expect(sent?.body).toMatchObject({
      name: "First Federal Bank",
      feePercent: "25",
      flatFee: "0",
      costsRecoveredFirst: true,
    });
  });

  it("says how many cases lose their client before deleting it", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ClientsPage />, { path: "/clients" });
    const ffb = await screen.findByRole("listitem", { name: "First Federal Bank" });
    await user.click(within(ffb).getByRole("button", { name: "Delete First Federal Bank" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete client" });
    expect(within(confirm).getByText(/^3 cases lose their client/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Delete client" }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        "First Federal Bank deleted. 3 cases now have no client.",
      ),
    );
    const sent = server.calls.find((c) => c.path === `DELETE ${clientEndpoints.deleteClient.path}`);
    expect(sent?.params).toEqual({ id: client({}).id });
  });

  it("keeps a client with closed reports, saying why, instead of offering Delete", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ClientsPage />, { path: "/clients" });
    const acme = await screen.findByRole("listitem", { name: "Acme Credit Union" });
    await user.click(within(acme).getByRole("button", { name: "Delete Acme Credit Union" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete client" });
    expect(
      within(confirm).getByText(PORTFOLIO_ERRORS.clientHasReports.message ?? "-"),
    ).toBeTruthy();
    expect(within(confirm).queryByRole("button", { name: "Delete client" })).toBeNull();
  });
});
