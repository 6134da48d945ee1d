import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button, buttonClasses } from "./button.tsx";

describe("Button", () => {
  it("is a plain button by default, so inside a form it does not submit it", async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("does nothing while disabled", async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Saving..." }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("keeps its accessible name from aria-label and adds the caller's classes", () => {
    render(
      <Button variant="danger" size="sm" aria-label="Remove Ann Lee" className="w-full">
        Remove
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Remove Ann Lee" });
    expect(button.className).toBe(
      buttonClasses({ variant: "danger", size: "sm", className: "w-full" }),
    );
    expect(button.className).toContain("w-full");
  });
});
