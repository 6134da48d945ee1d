import { ACCOUNT_MSG } from "@owed/domain";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CodeEntryForm, type CodeEntryFormProps, type ResendCooldown } from "./code-entry-form.tsx";

/** A cooldown kept in memory: 45 seconds once a code is sent. */
function useTestCooldown(): ResendCooldown {
  const [secondsLeft, setSecondsLeft] = useState(0);
  return { secondsLeft, started: () => setSecondsLeft(45) };
}

function renderForm(props: Partial<CodeEntryFormProps> = {}) {
  const onSubmit = vi.fn(async (_email: string, _code: string) => {});
  const onResend = vi.fn(async (_email: string) => {});
  const onEmail = vi.fn();
  render(
    <CodeEntryForm
      idPrefix="verify"
      codeId="verify-code"
      codeLabel="Verification code"
      submitLabel="Verify Email"
      pendingLabel="Verifying…"
      resendLabel="Resend code"
      email="ann@example.com"
      onEmail={onEmail}
      submitting={false}
      resending={false}
      useCooldown={useTestCooldown}
      onSubmit={onSubmit}
      onResend={onResend}
      errorText={(caught) => (caught instanceof Error ? caught.message : "Failed")}
      {...props}
    >
      <button type="button">Back to Login</button>
    </CodeEntryForm>,
  );
  return { onSubmit, onResend, onEmail };
}

const box = (n: number) => screen.getByRole("textbox", { name: `Digit ${n} of 6` });
const boxValues = () =>
  screen.getAllByRole("textbox", { name: /^Digit / }).map((b) => (b as HTMLInputElement).value);

describe("CodeEntryForm", () => {
  it("takes the six digits typed, moving on box by box, and sends them with the known address", async () => {
    const { onSubmit, onEmail } = renderForm();
    const group = screen.getByRole("group", { name: "Verification code" });
    expect(within(group).getAllByRole("textbox")).toHaveLength(6);
    expect(screen.queryByRole("textbox", { name: "Email" })).toBeNull();
    await userEvent.click(box(1));
    await userEvent.keyboard("123456");
    expect(boxValues()).toEqual(["1", "2", "3", "4", "5", "6"]);
    expect(document.activeElement).toBe(box(6));
    await userEvent.click(screen.getByRole("button", { name: "Verify Email" }));
    expect(onSubmit).toHaveBeenCalledWith("ann@example.com", "123456");
    expect(onEmail).not.toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("fills every box from a pasted code", async () => {
    renderForm();
    await userEvent.click(box(1));
    await userEvent.paste("654 321");
    expect(boxValues()).toEqual(["6", "5", "4", "3", "2", "1"]);
  });

  it("refuses an incomplete code before sending it, and ties the error to the boxes", async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(box(1));
    await userEvent.keyboard("12");
    await userEvent.click(screen.getByRole("button", { name: "Verify Email" }));
    expect(onSubmit).not.toHaveBeenCalled();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(ACCOUNT_MSG.otpFormat);
    expect(box(1).getAttribute("aria-invalid")).toBe("true");
    expect(box(1).getAttribute("aria-describedby")).toBe(alert.id);
  });

  it("shows the refusal's sentence when the code is refused", async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error("The code is wrong.");
    });
    renderForm({ onSubmit });
    await userEvent.click(box(1));
    await userEvent.keyboard("111111");
    await userEvent.click(screen.getByRole("button", { name: "Verify Email" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The code is wrong.");
  });

  it("says the check is running and cannot be sent twice", () => {
    renderForm({ submitting: true });
    const button = screen.getByRole("button", { name: "Verifying…" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("sends a new code: says so, empties the boxes and counts down before another", async () => {
    const { onResend } = renderForm();
    await userEvent.click(box(1));
    await userEvent.keyboard("999");
    await userEvent.click(screen.getByRole("button", { name: "Resend code" }));
    expect(onResend).toHaveBeenCalledWith("ann@example.com");
    expect(screen.getByRole("status").textContent).toBe(
      "Code sent to your email. Codes from earlier e-mails no longer work.",
    );
    expect(boxValues()).toEqual(["", "", "", "", "", ""]);
    const again = screen.getByRole("button", { name: "Resend code in 45 s" }) as HTMLButtonElement;
    expect(again.disabled).toBe(true);
  });

  it("asks for the address when this tab does not know it, and needs it to resend", async () => {
    const { onResend, onSubmit, onEmail } = renderForm({ email: "" });
    await userEvent.click(screen.getByRole("button", { name: "Resend code" }));
    expect(onResend).not.toHaveBeenCalled();
    expect(screen.getByRole("alert").textContent).toBe(ACCOUNT_MSG.emailRequired);
    await userEvent.type(screen.getByRole("textbox", { name: "Email" }), " bob@example.com ");
    await userEvent.click(box(1));
    await userEvent.keyboard("123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify Email" }));
    expect(onEmail).toHaveBeenCalledWith("bob@example.com");
    expect(onSubmit).toHaveBeenCalledWith("bob@example.com", "123456");
  });

  it("starts from the notice, code and error it is given", async () => {
    renderForm({
      initialNotice: { tone: "info", text: "We sent a code to ann@example.com." },
      initialDigits: () => Array.from("246810"),
      clearNoticeOnSubmit: true,
    });
    expect(screen.getByRole("status").textContent).toBe("We sent a code to ann@example.com.");
    expect(boxValues()).toEqual(["2", "4", "6", "8", "1", "0"]);
    await userEvent.click(screen.getByRole("button", { name: "Verify Email" }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("button", { name: "Back to Login" })).toBeTruthy();
  });
});
