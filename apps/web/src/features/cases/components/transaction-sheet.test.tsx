import type { CaseDto } from "@owed/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import type { TransactionRef } from "../utils/transaction-ref.ts";
import { TransactionSheet } from "./transaction-sheet.tsx";

// A cost's MC-012 facts on the transaction sheet: the saves are the feature's hooks, recorded.
const create = vi.fn();
const update = vi.fn();
vi.mock("../api/create-transaction.ts", () => ({
  useCreateTransaction: () => ({ mutate: create, isPending: false }),
}));
vi.mock("../api/update-transaction.ts", () => ({
  useUpdateTransaction: () => ({ mutate: update, isPending: false }),
}));

const item = {
  id: "c1",
  caseName: "Acme v. Roe",
  courtCaseNumber: "CV-1",
  judgmentDate: "2024-01-15",
  isEnded: false,
  todayPayoff: "11000.00",
} as unknown as CaseDto;

beforeEach(() => {
  create.mockReset();
  update.mockReset();
});

function open(transaction: TransactionRef | null = null) {
  renderWithProviders(
    <TransactionSheet item={item} transaction={transaction} onClose={() => {}} />,
  );
  return screen.getByRole("dialog");
}

function messageOf(field: HTMLElement): string {
  const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("a cost's category on the transaction sheet", () => {
  it("asks a writ's county, refuses it blank, and sends the three facts with the cost", async () => {
    const user = userEvent.setup();
    const sheet = open();
    expect(within(sheet).queryByLabelText(/Category/)).toBeNull();
    await user.click(within(sheet).getByRole("radio", { name: /Cost/ }));
    const category = within(sheet).getByLabelText(/Category \(California memorandum of costs\)/);
    expect(
      within(category)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toContain("Attorney fees, if allowed by Code of Civil Procedure section 685.040");
    expect(within(sheet).queryByLabelText("County")).toBeNull();
    await user.selectOptions(category, "Issuing writ of execution");
    await user.type(within(sheet).getByLabelText("Amount"), "40");
    await user.clear(within(sheet).getByLabelText("Date"));
    await user.type(within(sheet).getByLabelText("Date"), "2024-03-01");
    await user.click(within(sheet).getByRole("button", { name: "Add Transaction" }));
    const county = within(sheet).getByLabelText("County");
    expect(messageOf(county)).toContain("Enter the county the writ was issued in.");
    expect(create).not.toHaveBeenCalled();

    await user.type(county, "Alameda");
    await user.click(within(sheet).getByRole("button", { name: "Add Transaction" }));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toEqual({
      case_id: "c1",
      transaction_type: "COST",
      amount: "40.00",
      date: "2024-03-01",
      description: "",
      costCategory: "writ-issuance",
      costNote: "Alameda",
      costAllowedOn: null,
    });
  });

  it("sends no category for a payment, even one chosen before the type changed", async () => {
    const user = userEvent.setup();
    const sheet = open();
    await user.click(within(sheet).getByRole("radio", { name: /Cost/ }));
    await user.selectOptions(
      within(sheet).getByLabelText(/Category/),
      "Recording and indexing abstract of judgment or certified copy of judgment",
    );
    await user.click(within(sheet).getByRole("radio", { name: /Payment/ }));
    expect(within(sheet).queryByLabelText(/Category/)).toBeNull();
    await user.type(within(sheet).getByLabelText("Amount"), "100");
    await user.click(within(sheet).getByRole("button", { name: "Add Transaction" }));
    expect(create.mock.calls[0]?.[0]).not.toHaveProperty("costCategory");
  });

  it("starts an edit from the stored facts and shows the server's refusal at its field", async () => {
    const user = userEvent.setup();
    update.mockImplementation((_vars, { onError }) =>
      onError(
        new ApiError(400, "Enter the statute authorizing the cost.", {
          errors: {
            costNote: ["Enter the statute authorizing the cost."],
            costAllowedOn: ["Allowed on cannot be before the cost's date (03/01/2024)."],
          },
        }),
      ),
    );
    const sheet = open({
      id: "t1",
      type: "COST",
      amount: "15.00",
      date: "2024-03-01",
      description: "Levy",
      costFacts: {
        category: "other",
        note: "CCP 685.070(a)(6)",
        allowedOn: "2024-06-03",
        memorandumId: null,
      },
    });
    const inputValue = (field: HTMLElement) => (field as HTMLInputElement).value;
    expect(inputValue(within(sheet).getByLabelText(/Category/))).toBe("other");
    expect(inputValue(within(sheet).getByLabelText("Statute authorizing the cost"))).toBe(
      "CCP 685.070(a)(6)",
    );
    const allowed = within(sheet).getByLabelText(/Already allowed on/);
    expect(inputValue(allowed)).toBe("2024-06-03");
    await user.click(within(sheet).getByRole("button", { name: "Save Changes" }));
    expect(update.mock.calls[0]?.[0]).toMatchObject({
      transactionId: "t1",
      body: { costCategory: "other", costNote: "CCP 685.070(a)(6)", costAllowedOn: "2024-06-03" },
    });
    // The first sentence once, above the fields; each other one at its own field.
    expect(within(sheet).getByRole("alert").textContent).toContain(
      "Enter the statute authorizing the cost.",
    );
    expect(messageOf(allowed)).toContain("Allowed on cannot be before the cost's date");
  });
});
