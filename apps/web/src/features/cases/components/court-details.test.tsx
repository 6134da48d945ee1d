import { type CaseDto, type CourtFacts, EMPTY_COURT_FACTS } from "@owed/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { CourtDetails } from "./court-details.tsx";

// The case page's court details: what is shown, and what the dialog sends. The read and the save
// are the feature's own hooks; here they hand over fixed facts and record the body.
let current: CourtFacts = EMPTY_COURT_FACTS;
const save = vi.fn();
vi.mock("../api/court-facts.ts", () => ({
  useCourtFacts: () => ({ data: current, isPending: false, isError: false }),
  useSaveCourtFacts: () => ({ mutate: save, isPending: false }),
}));

const item = {
  id: "c1",
  caseName: "Acme v. Roe",
  debtorFirm: "Roe LLC",
  debtorStreet: "1 Elm St",
  debtorCity: "Albany",
  debtorState: "NY",
  debtorZip: "12207",
} as unknown as CaseDto;

beforeEach(() => {
  current = EMPTY_COURT_FACTS;
  save.mockReset();
});

const party = (name: string, change: Partial<CourtFacts["debtors"][number]> = {}) => ({
  name,
  entityType: "",
  street: "",
  city: "",
  state: "",
  zip: "",
  ...change,
});

async function openDialog(user: ReturnType<typeof userEvent.setup>, button: string) {
  renderWithProviders(<CourtDetails item={item} readOnly={false} />);
  await user.click(screen.getByRole("button", { name: button }));
  return screen.getByRole("dialog", { name: "Court details - Acme v. Roe" });
}

describe("court details", { timeout: 30_000 }, () => {
  it("records a creditor, the debtor on file and a second debtor, the court and the kinds", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user, "Add court details");
    expect(within(dialog).getByText("No creditor recorded.")).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Add creditor" }));
    const creditor = within(dialog).getByRole("group", { name: "Creditor 1" });
    await user.type(within(creditor).getByLabelText("Name"), "Acme Supply, Inc.");
    await user.type(within(creditor).getByLabelText(/Type of entity/), "corporation");
    await user.click(within(dialog).getByLabelText("The creditor is an assignee of record"));

    await user.click(
      within(dialog).getByRole("button", { name: "Use the debtor on file (Roe LLC)" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Add debtor" }));
    const second = within(dialog).getByRole("group", { name: "Debtor 2" });
    await user.type(within(second).getByLabelText("Name"), "Richard Roe");
    await user.type(within(second).getByLabelText(/State/), "ny");

    await user.type(within(dialog).getByLabelText(/County/), "Alameda");
    await user.click(within(dialog).getByLabelText("Limited civil case (including small claims)"));
    await user.selectOptions(within(dialog).getByLabelText("The judgment is for"), "Wages owed");
    await user.click(within(dialog).getByRole("button", { name: "Save court details" }));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({
      caseId: "c1",
      facts: {
        ...EMPTY_COURT_FACTS,
        creditors: [party("Acme Supply, Inc.", { entityType: "corporation" })],
        creditorIsAssignee: true,
        debtors: [
          party("Roe LLC", { street: "1 Elm St", city: "Albany", state: "NY", zip: "12207" }),
          party("Richard Roe", { state: "NY" }),
        ],
        courtCounty: "Alameda",
        caseKind: "limited",
        judgmentKind: "wages",
      },
    });
  });

  it("asks what an 'other' judgment is for, only when Other is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user, "Add court details");
    expect(within(dialog).queryByLabelText(/What the judgment is for/)).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText("The judgment is for"), "Other");
    const what = within(dialog).getByLabelText(/What the judgment is for/);
    await user.click(within(dialog).getByRole("button", { name: "Save court details" }));
    await waitFor(() => expect(what.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("court-judgmentKindOther-error")?.textContent).toBe(
      "Describe what the judgment is for.",
    );
    expect(save).not.toHaveBeenCalled();

    await user.type(what, "Unpaid rent under a commercial lease");
    await user.click(within(dialog).getByRole("button", { name: "Save court details" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].facts).toEqual({
      ...EMPTY_COURT_FACTS,
      judgmentKind: "other",
      judgmentKindOther: "Unpaid rent under a commercial lease",
    });

    // Another type chosen: the field goes, and its text is not sent.
    await user.selectOptions(within(dialog).getByLabelText("The judgment is for"), "Wages owed");
    expect(within(dialog).queryByLabelText(/What the judgment is for/)).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Save court details" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[0].facts).toEqual({ ...EMPTY_COURT_FACTS, judgmentKind: "wages" });
  });

  it("says a party needs a name, on its field, and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user, "Add court details");
    await user.click(within(dialog).getByRole("button", { name: "Add debtor" }));
    await user.click(within(dialog).getByRole("button", { name: "Save court details" }));
    const name = within(within(dialog).getByRole("group", { name: "Debtor 1" })).getByLabelText(
      "Name",
    );
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById("court-debtors-0-name-error")?.textContent).toBe(
      "Name is required.",
    );
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's refusal on the field it names", async () => {
    current = { ...EMPTY_COURT_FACTS, debtors: [party("Richard Roe")] };
    save.mockImplementation((_input, { onError }) =>
      onError(
        new ApiError(400, "Enter a valid ZIP code (5 digits, or 5+4).", {
          code: "invalid_input",
          errors: { "debtors.0.zip": ["Enter a valid ZIP code (5 digits, or 5+4)."] },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const dialog = await openDialog(user, "Edit court details");
    await user.click(within(dialog).getByRole("button", { name: "Save court details" }));
    await waitFor(() =>
      expect(document.getElementById("court-debtors-0-zip-error")?.textContent).toBe(
        "Enter a valid ZIP code (5 digits, or 5+4).",
      ),
    );
  });

  it("shows what is recorded in plain words, and offers no edit to a viewer", () => {
    current = {
      ...EMPTY_COURT_FACTS,
      creditors: [party("Acme Supply, Inc.", { entityType: "corporation", city: "Oakland" })],
      creditorIsAssignee: true,
      debtors: [party("Richard Roe"), party("Roe LLC")],
      courtCounty: "Alameda",
      caseKind: "unlimited",
      judgmentKind: "personal-debt",
    };
    renderWithProviders(<CourtDetails item={item} readOnly />);
    const section = screen.getByRole("region", { name: "Court details" });
    expect(within(section).getByText("Creditor (assignee of record)")).toBeTruthy();
    expect(within(section).getByText("Acme Supply, Inc. (corporation), Oakland")).toBeTruthy();
    expect(within(section).getByText("Roe LLC")).toBeTruthy();
    expect(within(section).getByText("County of Alameda")).toBeTruthy();
    expect(
      within(section).getByText(
        "Judgment for: Personal debt (Code of Civil Procedure section 683.110(d))",
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole("button")).toBeNull();
  });

  it("shows what an 'other' judgment is for, or that it is not recorded", () => {
    current = { ...EMPTY_COURT_FACTS, judgmentKind: "other", judgmentKindOther: "Unpaid rent" };
    const { unmount } = renderWithProviders(<CourtDetails item={item} readOnly />);
    expect(screen.getByText("Judgment for: Other (Unpaid rent)")).toBeTruthy();
    unmount();
    current = { ...EMPTY_COURT_FACTS, judgmentKind: "other" };
    renderWithProviders(<CourtDetails item={item} readOnly />);
    expect(screen.getByText("Judgment for: Other (what it is for: not recorded)")).toBeTruthy();
  });
});
