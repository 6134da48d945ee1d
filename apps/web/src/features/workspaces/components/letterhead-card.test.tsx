import { EMPTY_LETTERHEAD, type Endpoint, type Letterhead } from "@owed/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import type { WorkspaceDto } from "../../../lib/current-workspace.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { LetterheadCard } from "./letterhead-card.tsx";

// The letterhead form against a stand-in for the server: what it sends, what it shows back, and a
// refusal's sentences under the fields they name.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const server = vi.hoisted(() => ({
  stored: {} as Record<string, string>,
  refuse: null as null | { errors: Record<string, string[]> },
  sent: [] as unknown[],
}));
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(async (endpoint: Endpoint, input: { body?: Record<string, string> }) => {
    if (endpoint.method === "GET") {
      return { status_code: 200, message: "Letterhead", data: { ...server.stored } };
    }
    server.sent.push(input.body);
    if (server.refuse) {
      const body = {
        status_code: 400,
        message: "Invalid input",
        code: "invalid_input",
        ...server.refuse,
      };
      throw new ApiError(400, "Invalid input", body);
    }
    server.stored = { ...(input.body ?? {}) };
    return { status_code: 200, message: "Letterhead saved", data: { ...server.stored } };
  }),
}));

const workspace = (role: WorkspaceDto["role"]): WorkspaceDto => ({
  id: "00000000-0000-4000-8000-000000000001",
  name: "Hale & Pratt LLP",
  kind: "firm",
  role,
  current: true,
  memberCount: 2,
});

beforeEach(() => {
  server.stored = { ...EMPTY_LETTERHEAD, firm: "Hale & Pratt LLP" };
  server.refuse = null;
  server.sent = [];
  toast.success.mockClear();
});

describe("the letterhead form", () => {
  it("shows the saved letterhead, sends every field, and says it saved", async () => {
    renderWithProviders(<LetterheadCard workspace={workspace("editor")} />);
    const firm = await screen.findByLabelText("Firm name");
    expect((firm as HTMLInputElement).value).toBe("Hale & Pratt LLP");
    const save = screen.getByRole("button", { name: "Save Letterhead" });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await userEvent.type(screen.getByLabelText("Attorney name"), "Mary Hale");
    await userEvent.type(screen.getByLabelText("State Bar number"), "123456");
    await userEvent.type(screen.getByLabelText("State"), "ca");
    await userEvent.type(screen.getByLabelText("ZIP code"), "95814");
    await userEvent.type(screen.getByLabelText("E-mail"), "mary@hale.example");
    await userEvent.click(save);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Letterhead saved"));
    const expected: Letterhead = {
      ...EMPTY_LETTERHEAD,
      attorneyName: "Mary Hale",
      barNumber: "123456",
      firm: "Hale & Pratt LLP",
      state: "CA",
      zip: "95814",
      email: "mary@hale.example",
    };
    expect(server.sent).toEqual([expected]);
    expect((screen.getByLabelText("State") as HTMLInputElement).value).toBe("CA");
  });

  it("checks with the shared schema before sending: a bad e-mail never leaves the page", async () => {
    renderWithProviders(<LetterheadCard workspace={workspace("owner")} />);
    await userEvent.type(await screen.findByLabelText("E-mail"), "mary@");
    await userEvent.click(screen.getByRole("button", { name: "Save Letterhead" }));
    expect(await screen.findByText("Enter a valid e-mail address.")).toBeTruthy();
    expect(screen.getByLabelText("E-mail").getAttribute("aria-invalid")).toBe("true");
    expect(server.sent).toEqual([]);
  });

  it("puts the server's refusal under the field it names", async () => {
    server.refuse = { errors: { barNumber: ["State Bar number is not accepted here."] } };
    renderWithProviders(<LetterheadCard workspace={workspace("owner")} />);
    await userEvent.type(await screen.findByLabelText("State Bar number"), "999");
    await userEvent.click(screen.getByRole("button", { name: "Save Letterhead" }));
    expect(await screen.findByText("State Bar number is not accepted here.")).toBeTruthy();
    expect(screen.getByLabelText("State Bar number").getAttribute("aria-describedby")).toBe(
      "letterhead-barNumber-error",
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("lets a viewer read it, not change it", async () => {
    renderWithProviders(<LetterheadCard workspace={workspace("viewer")} />);
    const firm = (await screen.findByLabelText("Firm name")) as HTMLInputElement;
    expect(firm.value).toBe("Hale & Pratt LLP");
    expect(firm.readOnly).toBe(true);
    expect(screen.queryByRole("button", { name: "Save Letterhead" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Import from file" })).toBeNull();
    expect(screen.getByText(/owners and editors change the letterhead/)).toBeTruthy();
  });

  it("fills every field from the exported letterhead file, and sends nothing until Save", async () => {
    renderWithProviders(<LetterheadCard workspace={workspace("editor")} />);
    await screen.findByLabelText("Firm name");
    const csv =
      "\uFEFFAttorney name,State Bar number,Firm name,Street address,City,State,ZIP code,Telephone,Fax,E-mail,Attorney for\r\n" +
      'Mary Hale,123456,"Hale & ""Pratt"" LLP","500 Capitol Mall, Suite 1200",Sacramento,CA,95814,\'+1 916 555 0100,,collections@hale.example,"Plaintiff Acme Supply, Inc."\r\n';
    await userEvent.upload(
      screen.getByLabelText("Letterhead file"),
      new File([csv], "letterhead-2025-01-15.csv", { type: "text/csv" }),
    );

    expect(await screen.findByText(/Filled from letterhead-2025-01-15\.csv/)).toBeTruthy();
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect(value("Firm name")).toBe('Hale & "Pratt" LLP');
    expect(value("Street address")).toBe("500 Capitol Mall, Suite 1200");
    expect(value("Telephone")).toBe("+1 916 555 0100");
    expect(value("Attorney for")).toBe("Plaintiff Acme Supply, Inc.");
    expect(server.sent).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Save Letterhead" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Letterhead saved"));
    const expected: Letterhead = {
      attorneyName: "Mary Hale",
      barNumber: "123456",
      firm: 'Hale & "Pratt" LLP',
      street: "500 Capitol Mall, Suite 1200",
      city: "Sacramento",
      state: "CA",
      zip: "95814",
      phone: "+1 916 555 0100",
      fax: "",
      email: "collections@hale.example",
      attorneyFor: "Plaintiff Acme Supply, Inc.",
    };
    expect(server.sent).toEqual([expected]);
    expect(screen.queryByText(/Filled from/)).toBeNull();
  });

  it("says what a wrong file lacks and leaves the fields as they were", async () => {
    renderWithProviders(<LetterheadCard workspace={workspace("owner")} />);
    await screen.findByLabelText("Firm name");
    await userEvent.upload(
      screen.getByLabelText("Letterhead file"),
      new File(["Case name,Judgment amount\r\nAcme v. Roe,100.00\r\n"], "cases.csv"),
    );
    expect((await screen.findByRole("alert")).textContent).toMatch(
      /^This file is not a letterhead export: the columns "Attorney name", .* are missing\.$/,
    );
    expect((screen.getByLabelText("Firm name") as HTMLInputElement).value).toBe("Hale & Pratt LLP");
    expect(
      (screen.getByRole("button", { name: "Save Letterhead" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows a value the form refuses under its field as soon as the file is read", async () => {
    renderWithProviders(<LetterheadCard workspace={workspace("owner")} />);
    await screen.findByLabelText("Firm name");
    const csv =
      "Attorney name,State Bar number,Firm name,Street address,City,State,ZIP code,Telephone,Fax,E-mail,Attorney for\n" +
      "Mary Hale,,,,,,9581,,,,\n";
    await userEvent.upload(screen.getByLabelText("Letterhead file"), new File([csv], "l.csv"));
    expect(await screen.findByText("Enter a valid ZIP code (5 digits, or 5+4).")).toBeTruthy();
  });
});
