import {
  COURT_FORM_WARNINGS_HEADER,
  COURT_FORMS,
  type CourtFormListDto,
  courtFormEndpoints,
  type Endpoint,
} from "@owed/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { CourtFormsPanel, type CourtFormsPanelProps, requestOf } from "./court-forms-panel.tsx";

// The case page's "Court forms": the list for the case's jurisdiction, a form chosen and previewed
// with its blanks listed above its pages, the downloads, a filing recorded, and another state's
// "no form yet" with the payoff statement offered.

const calls = vi.hoisted(() => [] as { path: string; input: Record<string, unknown> }[]);
const answers = vi.hoisted(() => new Map<string, unknown>());
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(
    async (
      endpoint: Endpoint,
      input: Record<string, unknown>,
      options?: { onHeaders?: (h: Headers) => void },
    ) => {
      calls.push({ path: `${endpoint.method} ${endpoint.path}`, input });
      const answer = answers.get(`${endpoint.method} ${endpoint.path}`);
      if (answer instanceof Blob) {
        options?.onHeaders?.(
          new Headers({
            [COURT_FORM_WARNINGS_HEADER]: encodeURIComponent(
              JSON.stringify(["Item 4: the judgment debtor's address is left blank."]),
            ),
            "content-disposition":
              "attachment; filename=\"EJ-130 Writ of Execution - RG24-001234 - 2026-11-26.pdf\"; filename*=UTF-8''EJ-130%20Writ%20of%20Execution%20-%20RG24-001234%20-%202026-11-26.pdf",
          }),
        );
      }
      return answer;
    },
  ),
}));
vi.mock("../utils/render-pdf.ts", () => ({
  renderPdfPages: vi.fn(async () => [document.createElement("canvas")]),
}));
const saved = vi.hoisted(() => [] as string[]);
vi.mock("../../../lib/save-blob.ts", () => ({
  saveBlob: (_blob: Blob, name: string) => saved.push(name),
}));

const key = (e: Endpoint) => `${e.method} ${e.path}`;

const california: CourtFormListDto = {
  caseId: "case-1",
  jurisdiction: "CA",
  state: "California",
  forms: (["mc-012", "ej-130", "ej-100", "wg-001"] as const).map((id) => ({
    ...COURT_FORMS[id],
    missing: id === "ej-130" ? ["The judgment debtor's last known address"] : [],
    asks: id === "ej-100" ? ["satisfaction"] : id === "wg-001" ? ["employer"] : [],
    unavailable: null,
  })),
  none: null,
  earliest: "2025-01-15",
  latest: "2027-02-24",
};

function renderPanel(props: Partial<CourtFormsPanelProps> = {}) {
  return renderWithProviders(
    <CourtFormsPanel caseId="case-1" readOnly={false} onPayoffStatement={() => {}} {...props} />,
  );
}

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  answers.clear();
  answers.set(key(courtFormEndpoints.courtForms), {
    status_code: 200,
    message: "",
    data: california,
  });
  answers.set(
    key(courtFormEndpoints.fillCourtForm),
    new Blob(["%PDF-1.7"], { type: "application/pdf" }),
  );
  answers.set(key(courtFormEndpoints.courtFilings), { status_code: 200, message: "", data: [] });
});

describe("court forms on the case page", () => {
  it("lists the state's forms; choosing EJ-130 shows what it lacks, its blanks and its pages", async () => {
    renderPanel();
    const ej130 = await screen.findByRole("radio", { name: /EJ-130 Writ of Execution/ });
    expect(screen.getAllByRole("radio")).toHaveLength(4);
    expect(screen.getByText(/Rev\. January 1, 2026 · 1 fact missing/)).toBeTruthy();
    await userEvent.click(ej130);

    expect(screen.getByText("The judgment debtor's last known address")).toBeTruthy();
    const warnings = await screen.findByRole("list", { name: "Left blank on this form:" });
    expect(
      within(warnings).getByText("Item 4: the judgment debtor's address is left blank."),
    ).toBeTruthy();
    expect(
      await screen.findByRole("img", { name: "EJ-130 Writ of Execution, page 1 of 1" }),
    ).toBeTruthy();
    const preview = calls.find((c) => c.path === key(courtFormEndpoints.fillCourtForm));
    expect(preview?.input).toEqual({
      params: { id: "case-1", form: "ej-130" },
      body: { date: "2026-11-26", preview: true },
    });
  });

  it("downloads the flattened PDF under the server's file name", async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole("radio", { name: /EJ-130/ }));
    await userEvent.click(await screen.findByRole("button", { name: "Download flattened PDF" }));
    await waitFor(() =>
      expect(saved).toEqual(["EJ-130 Writ of Execution - RG24-001234 - 2026-11-26.pdf"]),
    );
    const download = calls.filter((c) => c.path === key(courtFormEndpoints.fillCourtForm)).at(-1);
    expect(download?.input.body).toEqual({ date: "2026-11-26", flattened: true, preview: false });
  });

  it("records a writ issued on the chosen day", async () => {
    answers.set(key(courtFormEndpoints.recordCourtFiling), {
      status_code: 201,
      message: "Writ issued on 11/26/2026: recorded.",
      data: {},
    });
    renderPanel();
    await userEvent.click(await screen.findByRole("radio", { name: /EJ-130/ }));
    expect(screen.getByLabelText("Writ issued on")).toHaveProperty("value", "2026-11-26");
    await userEvent.click(screen.getByRole("button", { name: "Record filing" }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.path === key(courtFormEndpoints.recordCourtFiling))?.input,
      ).toEqual({ params: { id: "case-1" }, body: { kind: "writ-issued", date: "2026-11-26" } }),
    );
  });

  it("a viewer is not offered to record a filing", async () => {
    renderPanel({ readOnly: true });
    await userEvent.click(await screen.findByRole("radio", { name: /MC-012/ }));
    expect(screen.queryByRole("button", { name: "Record filing" })).toBeNull();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeTruthy();
  });

  it("another state has no form yet and offers the payoff statement", async () => {
    answers.set(key(courtFormEndpoints.courtForms), {
      status_code: 200,
      message: "",
      data: {
        ...california,
        jurisdiction: "TX",
        state: "Texas",
        forms: [],
        none: "No court form yet for Texas.",
      },
    });
    const onPayoffStatement = vi.fn();
    renderPanel({ onPayoffStatement });
    expect(await screen.findByText("No court form yet for Texas.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Payoff statement" }));
    expect(onPayoffStatement).toHaveBeenCalledTimes(1);
  });
});

describe("the request a form's inputs make", () => {
  const [, , ej100, wg001] = california.forms as [
    never,
    never,
    (typeof california.forms)[number],
    (typeof california.forms)[number],
  ];
  const employer = {
    name: "Bay Widgets",
    street: "1 Main St",
    city: "Oakland",
    state: "CA",
    zip: "94612",
  };

  it("EJ-100 needs full, or partial with an amount", () => {
    expect(requestOf(ej100, "2026-11-26", { kind: null, amount: "" }, employer)).toBeNull();
    expect(requestOf(ej100, "2026-11-26", { kind: "partial", amount: " " }, employer)).toBeNull();
    expect(requestOf(ej100, "2026-11-26", { kind: "partial", amount: "500" }, employer)).toEqual({
      date: "2026-11-26",
      satisfaction: { kind: "partial", amount: "500" },
    });
  });

  it("WG-001 needs every field of the employer, and no form a date that is not one", () => {
    expect(
      requestOf(wg001, "2026-11-26", { kind: null, amount: "" }, { ...employer, zip: "" }),
    ).toBeNull();
    expect(requestOf(wg001, "2026-11-26", { kind: null, amount: "" }, employer)).toEqual({
      date: "2026-11-26",
      employer,
    });
    expect(requestOf(wg001, "", { kind: null, amount: "" }, employer)).toBeNull();
  });
});
