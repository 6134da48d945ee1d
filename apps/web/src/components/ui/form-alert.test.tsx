import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormAlert } from "./form-alert.tsx";

describe("FormAlert", () => {
  it("announces an error as an alert", () => {
    render(<FormAlert>Amount is required</FormAlert>);
    expect(screen.getByRole("alert").textContent).toBe("Amount is required");
  });

  it("says a notice politely, as a status", () => {
    render(<FormAlert tone="info">Saved</FormAlert>);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Saved");
  });
});
