import {
  amountInputError,
  type CaseDto,
  COMPOUNDING_LABELS,
  COST_TREATMENT_LABELS,
  CREDITING_ORDER_LABELS,
  DAY_COUNT_LABELS,
  type OptionLabel,
  PER_DIEM_ROUNDING_LABELS,
} from "@owed/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { EditCaseDialog } from "./edit-case-dialog.tsx";
import { NewCaseDialog } from "./new-case-dialog.tsx";

// The saves are the features' own hooks; the form is what is under test, so they only record the
// body they were given.
const create = vi.fn();
const update = vi.fn();
const preview = vi.fn();
vi.mock("../api/create-case.ts", () => ({
  useCreateCase: () => ({ mutate: create, isPending: false }),
}));
vi.mock("../api/update-case.ts", () => ({
  useUpdateCase: () => ({ mutate: update, isPending: false }),
}));
vi.mock("../api/preview-case-edit.ts", () => ({
  usePreviewCaseEdit: () => ({ mutate: preview, isPending: false }),
}));
const FFB = "6f1c2a0e-1b7d-4f3a-9c55-0d2b8e4a1f10";
const ACME = "0a0a0a0a-0000-4000-8000-000000000001";
vi.mock("../api/get-clients.ts", () => ({
  useClientOptions: () => ({
    data: [
      { id: ACME, name: "Acme Credit Union" },
      { id: FFB, name: "First Federal Bank" },
    ],
    isPending: false,
  }),
}));

const item = {
  id: "c1",
  caseName: "Acme v. Roe",
  courtName: "Superior Court",
  courtCaseNumber: "CV-1",
  judgmentAmount: "25000.00",
  judgmentDate: "2024-01-15",
  interestRate: "9",
  rateSchedule: null,
  compounding: "annual",
  dayCount: "360",
  perDiemRounding: "half-up-cents",
  costTreatment: "separate-bearing",
  creditingOrder: "interest-principal",
  interestFrom: null,
  nonInterestBearing: "0.00",
  rateTable: null,
  methodOverrides: [],
  jurisdiction: "",
  debtorFirm: "Roe LLC",
  debtorStreet: "",
  debtorCity: "Albany",
  debtorState: "NY",
  debtorZip: "12207",
  debtorPhone: "",
  debtorEmail: "",
  clientId: FFB,
  clientName: "First Federal Bank",
} as unknown as CaseDto;

beforeEach(() => {
  create.mockReset();
  update.mockReset();
  preview.mockReset();
});

function openNewCase() {
  renderWithProviders(<NewCaseDialog onClose={() => {}} onCreated={() => {}} />);
  return screen.getByRole("dialog", { name: "New Case" });
}

/** Puts text into a field in one input event, as a paste does: the live Results recompute once. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

function fieldMessage(field: HTMLElement): string {
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

// Typing a whole case takes a few seconds on a loaded machine.
describe("the case form", { timeout: 30_000 }, () => {
  it("says which required fields are missing, on each field", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openNewCase();
    await user.click(within(dialog).getByRole("button", { name: "Add Case" }));

    const required = [
      ["Case Name", "Case name is required"],
      ["Court Name", "Court name is required"],
      ["Court Case Number", "Court case number is required"],
      ["Judgment Amount", "Judgment amount must be greater than 0"],
      ["Judgment Date", "Judgment date is required"],
    ] as const;
    for (const [label, message] of required) {
      const field = within(dialog).getByLabelText(label);
      expect(field.getAttribute("aria-invalid")).toBe("true");
      expect(fieldMessage(field)).toContain(message);
    }
    expect(create).not.toHaveBeenCalled();
  });

  it("refuses an amount that is not one, with the domain's message", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openNewCase();
    const amount = within(dialog).getByLabelText("Judgment Amount");
    await user.type(amount, "12.345");
    await user.click(within(dialog).getByRole("button", { name: "Add Case" }));

    const expected = amountInputError("12.345", "Judgment amount");
    expect(expected).not.toBeNull();
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    expect(fieldMessage(amount)).toContain(expected);
  });

  it("offers each method option under the domain's one label, in its order", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openNewCase();
    await user.click(within(dialog).getByText("Advanced"));

    const groups: [string, Record<string, OptionLabel>][] = [
      ["Compounding", COMPOUNDING_LABELS],
      ["Day count", DAY_COUNT_LABELS],
      ["Per-diem rounding", PER_DIEM_ROUNDING_LABELS],
      ["Crediting order", CREDITING_ORDER_LABELS],
      ["Costs", COST_TREATMENT_LABELS],
    ];
    for (const [legend, labels] of groups) {
      const group = within(dialog).getByRole("group", { name: legend });
      const radios = within(group).getAllByRole("radio") as HTMLInputElement[];
      expect(radios.map((radio) => radio.value).sort()).toEqual(Object.keys(labels).sort());
      for (const radio of radios) {
        const words = labels[radio.value] as OptionLabel;
        const choice = radio.closest("label");
        expect(choice?.textContent).toBe(`${words.label}${words.description}`);
      }
    }
    // The form's order is the schema's: 365 first, not "360" as an object's keys would sort.
    const dayCount = within(dialog).getByRole("group", { name: "Day count" });
    expect((within(dayCount).getAllByRole("radio") as HTMLInputElement[])[0]?.value).toBe("365");
    expect(within(dialog).getByRole("radio", { name: /^Down to \$0\.0001/ })).toBeTruthy();
  });

  it("sends the parsed body of a new case", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openNewCase();
    await fill(user, within(dialog).getByLabelText("Case Name"), "  Acme Supply v. Roe ");
    await fill(user, within(dialog).getByLabelText("Court Name"), "Superior Court");
    await fill(user, within(dialog).getByLabelText("Court Case Number"), "CV-2024-0117");
    await fill(user, within(dialog).getByLabelText("Judgment Amount"), "25,000");
    await fill(user, within(dialog).getByLabelText("Judgment Date"), "2024-01-15");
    await user.click(within(dialog).getByRole("button", { name: "Add Case" }));

    expect(create).toHaveBeenCalledTimes(1);
    const body = create.mock.calls[0]?.[0];
    expect(body).toMatchObject({
      caseName: "Acme Supply v. Roe",
      courtName: "Superior Court",
      courtCaseNumber: "CV-2024-0117",
      judgmentAmount: "25000.00",
      judgmentDate: "2024-01-15",
      compounding: "none",
      dayCount: "365",
      perDiemRounding: "floor-4",
    });
  });

  it("opens Edit Case filled with the case, and saves a correction", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EditCaseDialog item={item} open onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Edit Case - Acme v. Roe" });

    expect((within(dialog).getByLabelText("Case Name") as HTMLInputElement).value).toBe(
      "Acme v. Roe",
    );
    expect((within(dialog).getByLabelText("Judgment Amount") as HTMLInputElement).value).toBe(
      "25000.00",
    );
    expect((within(dialog).getByLabelText("Judgment Date") as HTMLInputElement).value).toBe(
      "2024-01-15",
    );
    expect((within(dialog).getByLabelText(/^City/) as HTMLInputElement).value).toBe("Albany");
    await user.click(within(dialog).getByText("Advanced"));
    const checked = (name: RegExp) =>
      (within(dialog).getByRole("radio", { name }) as HTMLInputElement).checked;
    expect(checked(new RegExp(`^${COMPOUNDING_LABELS.annual.label}`))).toBe(true);
    expect(checked(/^360-day year/)).toBe(true);
    expect(checked(/^To the cent/)).toBe(true);
    expect(checked(/^Kept apart, bearing interest/)).toBe(true);

    const court = within(dialog).getByLabelText("Court Name");
    await fill(user, court, "Supreme Court");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    // The terms did not change: saved at once, no preview of the figures.
    expect(preview).not.toHaveBeenCalled();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      caseId: "c1",
      body: {
        caseName: "Acme v. Roe",
        courtName: "Supreme Court",
        judgmentAmount: "25000.00",
        compounding: "annual",
        dayCount: "360",
        perDiemRounding: "half-up-cents",
        costTreatment: "separate-bearing",
      },
    });
  });

  it("sends the client picked in New Case, and none when none is picked", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = openNewCase();
    const client = within(dialog).getByRole("combobox", { name: /^Client/ }) as HTMLSelectElement;
    expect(client.value).toBe("");
    expect([...client.options].map((o) => o.text)).toEqual([
      "No client",
      "Acme Credit Union",
      "First Federal Bank",
    ]);
    await fill(user, within(dialog).getByLabelText("Case Name"), "Acme Supply v. Roe");
    await fill(user, within(dialog).getByLabelText("Court Name"), "Superior Court");
    await fill(user, within(dialog).getByLabelText("Court Case Number"), "CV-1");
    await fill(user, within(dialog).getByLabelText("Judgment Amount"), "1000");
    await fill(user, within(dialog).getByLabelText("Judgment Date"), "2024-01-15");
    await user.click(within(dialog).getByRole("button", { name: "Add Case" }));
    expect(create.mock.calls[0]?.[0]).toMatchObject({ clientId: null });

    await user.selectOptions(client, "First Federal Bank");
    await user.click(within(dialog).getByRole("button", { name: "Add Case" }));
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]?.[0]).toMatchObject({ clientId: FFB });
  });

  it("opens Edit Case on the case's client and moves it to none", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<EditCaseDialog item={item} open onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Edit Case - Acme v. Roe" });
    const client = within(dialog).getByRole("combobox", { name: /^Client/ }) as HTMLSelectElement;
    expect(client.value).toBe(FFB);
    await user.selectOptions(client, "No client");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    // A client is not a term of the judgment: saved at once, without a preview of the figures.
    expect(preview).not.toHaveBeenCalled();
    expect(update.mock.calls[0]?.[0]).toMatchObject({ caseId: "c1", body: { clientId: null } });
  });
});
