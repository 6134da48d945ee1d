import {
  EMPTY_LETTERHEAD,
  type Endpoint,
  letterheadEndpoints,
  payoffLetterEndpoints,
  workspaceEndpoints,
} from "@owed/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { WorkspaceDto } from "../../../lib/current-workspace.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { LetterSettingsCard } from "./letter-settings-card.tsx";

// The letter settings against a stand-in for the server: the live preview of each text, an unknown
// merge field caught before sending, the members offered as recipients, and a viewer's read-only
// card.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("sonner", () => ({ toast }));

const OWNER = "11111111-1111-4111-8111-111111111111";
const EDITOR = "22222222-2222-4222-8222-222222222222";
const server = vi.hoisted(() => ({ stored: {} as Record<string, unknown>, sent: [] as unknown[] }));
vi.mock("../../../lib/call.ts", () => ({
  call: vi.fn(async (endpoint: Endpoint, input: { body?: Record<string, unknown> }) => {
    const path = `${endpoint.method} ${endpoint.path}`;
    if (path === `GET ${letterheadEndpoints.letterhead.path}`) {
      return { status_code: 200, message: "", data: { ...EMPTY_LETTERHEAD, firm: "Hale LLP" } };
    }
    if (path === `GET ${workspaceEndpoints.members.path}`) {
      return {
        status_code: 200,
        message: "",
        data: {
          members: [
            {
              userId: OWNER,
              name: "Mary Hale",
              email: "mary@hale.test",
              role: "owner",
              joinedAt: "",
              you: true,
            },
            {
              userId: EDITOR,
              name: "Sam Pratt",
              email: "sam@hale.test",
              role: "editor",
              joinedAt: "",
              you: false,
            },
          ],
          invitations: [],
        },
      };
    }
    if (path === `GET ${payoffLetterEndpoints.letterSettings.path}`) {
      return { status_code: 200, message: "", data: { ...server.stored } };
    }
    // The signed-in user's profile, which the app reads everywhere: not this card's concern.
    if (endpoint.method === "GET") return { profile: { id: OWNER, email: "mary@hale.test" } };
    server.sent.push(input.body);
    server.stored = { ...(input.body ?? {}) };
    return { status_code: 200, message: "Letter settings saved", data: { ...server.stored } };
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
  server.stored = { paymentInstructions: "", closingText: "Thank you.", planNoticeRecipients: [] };
  server.sent = [];
  toast.success.mockClear();
});

describe("the letter settings card", () => {
  it("fills the merge fields as the user types, catches an unknown one, and saves texts and recipients", async () => {
    renderWithProviders(<LetterSettingsCard workspace={workspace("editor")} />);
    const instructions = await screen.findByLabelText("Payment instructions", { exact: true });
    await userEvent.type(instructions, "Pay {{{{balance}} now.");
    const preview = screen.getByLabelText("Payment instructions in a letter");
    expect(preview.textContent).toMatch(/^Payment instructions uses \{\{balance\}\}/);
    await userEvent.click(screen.getByRole("button", { name: "Save Letter Settings" }));
    expect(server.sent).toHaveLength(0);
    await waitFor(() => expect(instructions.getAttribute("aria-invalid")).toBe("true"));

    await userEvent.clear(instructions);
    await userEvent.type(instructions, "Pay {{{{payoff}} to {{{{firm}}.");
    await waitFor(() => expect(preview.textContent).toBe("Pay $12,345.67 to Hale LLP."));
    await userEvent.click(await screen.findByRole("checkbox", { name: /Sam Pratt/ }));
    await userEvent.click(screen.getByRole("button", { name: "Save Letter Settings" }));
    await waitFor(() =>
      expect(server.sent).toEqual([
        {
          paymentInstructions: "Pay {{payoff}} to {{firm}}.",
          closingText: "Thank you.",
          planNoticeRecipients: [EDITOR],
        },
      ]),
    );
    expect(toast.success).toHaveBeenCalledWith("Letter settings saved");
  });

  it("is read-only for a viewer: no save, no ticking", async () => {
    renderWithProviders(<LetterSettingsCard workspace={workspace("viewer")} />);
    const closing = await screen.findByLabelText("Closing text", { exact: true });
    expect(closing).toHaveProperty("readOnly", true);
    expect(await screen.findByRole("checkbox", { name: /Mary Hale \(you\)/ })).toHaveProperty(
      "disabled",
      true,
    );
    expect(screen.queryByRole("button", { name: "Save Letter Settings" })).toBeNull();
    expect(screen.getByText(/Your role in this workspace is viewer/)).toBeTruthy();
  });
});
