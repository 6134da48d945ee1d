import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { ListRow } from "./list-row.tsx";

describe("ListRow", () => {
  it("is a list item named by its label, with its text and its button", async () => {
    const onRemove = vi.fn();
    render(
      <ul aria-label="Members">
        <ListRow
          label="Ann Lee"
          action={
            <Button size="sm" onClick={onRemove} aria-label="Remove Ann Lee">
              Remove
            </Button>
          }
        >
          <p>Ann Lee</p>
          <p>ann@example.com</p>
        </ListRow>
        <ListRow label="Bob Roe">
          <p>Bob Roe</p>
        </ListRow>
      </ul>,
    );
    const list = screen.getByRole("list", { name: "Members" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    const ann = screen.getByRole("listitem", { name: "Ann Lee" });
    expect(ann.textContent).toBe("Ann Leeann@example.comRemove");
    await userEvent.click(within(ann).getByRole("button", { name: "Remove Ann Lee" }));
    expect(onRemove).toHaveBeenCalledOnce();
    const bob = screen.getByRole("listitem", { name: "Bob Roe" });
    expect(within(bob).queryByRole("button")).toBeNull();
  });

  it("adds the caller's classes to the row", () => {
    render(
      <ul>
        <ListRow className="first:pt-0">Deleted case</ListRow>
      </ul>,
    );
    const row = screen.getByRole("listitem");
    expect(row.className).toContain("first:pt-0");
    expect(row.className).toContain("justify-between");
  });
});
