import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { DeleteFooter, Dialog, DialogFooter } from "./dialog.tsx";

function NameDialog({ pending = false, onSave }: { pending?: boolean; onSave: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onOpenChange={setOpen} title="New Workspace" busy={pending} bare>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <label>
            Workspace name
            <input />
          </label>
          <DialogFooter
            action="Create Workspace"
            pendingAction="Creating..."
            pending={pending}
            onCancel={() => setOpen(false)}
          />
        </form>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("is a dialog named by its title and described by its description", () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Delete Case" description="This cannot be undone">
        <p>Body</p>
      </Dialog>,
    );
    const dialog = screen.getByRole("dialog", { name: "Delete Case" });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute("aria-describedby") ?? "");
    expect(description?.textContent).toBe("This cannot be undone");
    expect(within(dialog).getByText("Body")).toBeTruthy();
  });

  it("closes with its Close button, and not while busy", async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Dialog open onOpenChange={onOpenChange} title="Renew">
        <p>Body</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    onOpenChange.mockClear();
    rerender(
      <Dialog open onOpenChange={onOpenChange} title="Renew" busy>
        <p>Body</p>
      </Dialog>,
    );
    const close = screen.getByRole("button", { name: "Close" }) as HTMLButtonElement;
    expect(close.disabled).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("is an alert dialog for a confirmation", () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Remove member?" role="alertdialog">
        <p>Body</p>
      </Dialog>,
    );
    expect(screen.getByRole("alertdialog", { name: "Remove member?" })).toBeTruthy();
  });
});

describe("DialogFooter", () => {
  it("submits the form with its action, Enter included", async () => {
    const onSave = vi.fn();
    render(<NameDialog onSave={onSave} />);
    const dialog = screen.getByRole("dialog", { name: "New Workspace" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create Workspace" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: "Workspace name" }),
      "A{Enter}",
    );
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it("closes the dialog with Cancel, without submitting", async () => {
    const onSave = vi.fn();
    render(<NameDialog onSave={onSave} />);
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says what runs and disables both buttons while pending", () => {
    render(<NameDialog pending onSave={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "New Workspace" });
    const creating = within(dialog).getByRole("button", { name: "Creating..." });
    expect((creating as HTMLButtonElement).disabled).toBe(true);
    expect(creating.getAttribute("type")).toBe("submit");
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole("button", { name: "Create Workspace" })).toBeNull();
  });
});

describe("DeleteFooter", () => {
  it("cancels or confirms, and says it is deleting while pending", async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <DeleteFooter
        label="Delete Case"
        pending={false}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete Case" }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(
      <DeleteFooter label="Delete Case" pending onCancel={onCancel} onConfirm={onConfirm} />,
    );
    expect(
      (screen.getByRole("button", { name: "Deleting..." }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
