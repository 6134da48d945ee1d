import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FormField, fieldA11y } from "./form-field.tsx";
import { Input } from "./input.tsx";

describe("FormField with Input", () => {
  it("labels its control, which takes what is typed", async () => {
    render(
      <FormField id="workspace-name" label="Workspace name">
        <Input {...fieldA11y("workspace-name", null)} />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "Workspace name" }) as HTMLInputElement;
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBeNull();
    await userEvent.type(input, "Smith & Partners");
    expect(input.value).toBe("Smith & Partners");
  });

  it("marks the control invalid and describes it by its error, then by its hint", () => {
    render(
      <FormField id="zip" label="ZIP" hint="Five digits" error="Enter a ZIP code" optional>
        <Input {...fieldA11y("zip", "Enter a ZIP code", true)} />
      </FormField>,
    );
    const input = screen.getByRole("textbox", { name: "ZIP (optional)" });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("zip-hint zip-error");
    expect(document.getElementById("zip-hint")?.textContent).toBe("Five digits");
    expect(document.getElementById("zip-error")?.textContent).toBe("Enter a ZIP code");
    // Not announced unless asked: the form's own alert says it.
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("announces the error of a one-field form", () => {
    render(
      <FormField id="coupon" label="Coupon code" error="This coupon has expired" announce>
        <Input {...fieldA11y("coupon", "This coupon has expired")} />
      </FormField>,
    );
    expect(screen.getByRole("alert").textContent).toBe("This coupon has expired");
  });

  it("shows an action on the label's line", () => {
    render(
      <FormField id="password" label="Password" action={<a href="#forgot">Forgot Password?</a>}>
        <Input {...fieldA11y("password", null)} type="password" />
      </FormField>,
    );
    expect(screen.getByRole("link", { name: "Forgot Password?" })).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("type")).toBe("password");
  });
});
