import { WORKSPACE_ERRORS } from "@owed/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { InvitationPage } from "./invitation-page.tsx";

const signOut = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("../../../lib/api-client.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../../lib/api-client.ts")>()),
  signOut,
}));

const otherAddress = WORKSPACE_ERRORS.invitationOtherEmail;
vi.mock("../api/get-invitation.ts", async () => {
  const { ApiError: Refusal } = await import("../../../lib/api-client.ts");
  return {
    useInvitation: () => ({
      data: undefined,
      isError: true,
      error: new Refusal(otherAddress.status, otherAddress.message, {
        status_code: otherAddress.status,
        message: otherAddress.message,
        code: otherAddress.code,
      }),
    }),
  };
});
vi.mock("../api/accept-invitation.ts", () => ({ useAcceptInvitation: () => ({}) }));

describe("an invitation sent to another address", () => {
  it("says so, and signs out to sign in with the invited address", async () => {
    renderWithProviders(
      <Routes>
        <Route path="/invitations/:token" element={<InvitationPage />} />
        <Route path="/login" element={<h1>Sign in</h1>} />
      </Routes>,
      { path: "/invitations/abc" },
    );
    expect(
      screen.getByRole("heading", { name: "This invitation is for another address" }),
    ).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(otherAddress.message);

    await userEvent.click(screen.getByRole("button", { name: "Sign in with another account" }));

    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
  });
});
