import { describe, expect, it, vi } from "vitest";
import { placeFieldErrors } from "./form-errors.ts";

type Values = { email: string; name: string };
const FIELDS: Record<string, "email" | "name"> = { email_address: "email", full_name: "name" };
const fieldFor = (field: string) => FIELDS[field];

describe("placeFieldErrors", () => {
  it("places the first message of each known field, focusing only the first", () => {
    const setError = vi.fn();
    const placed = placeFieldErrors<Values>(
      { email_address: ["Bad e-mail", "second"], full_name: ["Too long"], other: ["x"] },
      fieldFor,
      setError,
    );
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ["email", { message: "Bad e-mail" }, { shouldFocus: true }],
      ["name", { message: "Too long" }, { shouldFocus: false }],
    ]);
  });

  it("answers false when no field of the form is named", () => {
    const setError = vi.fn();
    expect(placeFieldErrors<Values>({ other: ["x"], email_address: [] }, fieldFor, setError)).toBe(
      false,
    );
    expect(setError).not.toHaveBeenCalled();
  });

  it("skips a message the form already shows and can leave focus alone", () => {
    const setError = vi.fn();
    placeFieldErrors<Values>(
      { email_address: ["Shown above"], full_name: ["Too long"] },
      fieldFor,
      setError,
      { focus: false, shown: "Shown above" },
    );
    expect(setError.mock.calls).toEqual([["name", { message: "Too long" }, undefined]]);
  });
});
