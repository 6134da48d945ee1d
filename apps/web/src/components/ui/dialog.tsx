import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { cn } from "../../lib/cn.ts";
import { Button } from "./button.tsx";
import { CloseIcon } from "./icons.tsx";

/**
 * Every dialog and side sheet of the app, on Radix Dialog (focus trap, Escape, labelled by its
 * title and described by its description). Header and footer stay put and the body scrolls, so
 * long forms keep their buttons in reach on a phone. While a request runs (`busy`) it stays open,
 * so an answer never lands in a dialog already gone and a half-sent change is never dismissed
 * unseen.
 */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons under the body, outside its scrolling area. */
  footer?: ReactNode;
  /** "center" for dialogs, "sheet" for the side sheet. */
  variant?: "center" | "sheet";
  size?: "sm" | "md" | "lg" | "xl";
  /** Alert dialogs (confirmations) describe what will happen: role alertdialog. */
  role?: "dialog" | "alertdialog";
  /** Keeps the dialog open while a request runs (Escape and outside clicks do nothing). */
  busy?: boolean;
  /**
   * The body brings its own padding and footer: a form that wraps its fields and its buttons
   * together, so Enter submits and the buttons stack on a phone.
   */
  bare?: boolean;
}

const widths = { sm: "max-w-md", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-5xl" } as const;

const placement = {
  center:
    "top-1/2 left-1/2 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl",
  sheet: "inset-y-0 right-0 h-dvh w-full max-w-md border-l border-slate-200 sm:rounded-l-xl",
} as const;

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  variant = "center",
  size = "md",
  role = "dialog",
  busy = false,
  bare = false,
}: DialogProps) {
  const guard = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (busy ? null : onOpenChange(next))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-brand-950/55 backdrop-blur-[1px]" />
        <DialogPrimitive.Content
          role={role}
          onEscapeKeyDown={guard}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed z-50 flex flex-col bg-white text-ink-900 shadow-2xl focus:outline-none",
            placement[variant],
            variant === "center" && widths[size],
          )}
        >
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <DialogPrimitive.Title className="font-serif text-xl font-bold text-brand-800">
                {title}
              </DialogPrimitive.Title>
              {description ? (
                <DialogPrimitive.Description className="mt-1 text-sm text-ink-600">
                  {description}
                </DialogPrimitive.Description>
              ) : null}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              disabled={busy}
              className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-md text-ink-500 hover:bg-slate-100 hover:text-brand-800 disabled:opacity-50"
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          </header>
          <div className={cn("min-h-0 flex-1 overflow-y-auto", !bare && "px-5 py-5 sm:px-6")}>
            {children}
          </div>
          {footer ? (
            <footer className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-4 sm:px-6 [&>button]:flex-1 [&>button]:whitespace-nowrap sm:[&>button]:flex-none">
              {footer}
            </footer>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * The footer of a confirmation that deletes or takes something away: Cancel, and the red button
 * that does it, which says what is happening while it runs.
 */
export function DeleteFooter({
  label,
  pending,
  pendingLabel = "Deleting...",
  onCancel,
  onConfirm,
}: {
  label: string;
  pending: boolean;
  pendingLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button variant="danger" onClick={onConfirm} disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}

/**
 * The footer of a dialog whose body is a form (`bare`): Cancel, and the button that submits the
 * form, which says what is happening while it runs. Inside the form, so Enter submits; the
 * buttons stack on a phone, the action on top.
 */
export function DialogFooter({
  action,
  pendingAction,
  pending,
  onCancel,
}: {
  action: string;
  pendingAction: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <footer className="flex flex-col-reverse gap-2 border-t border-slate-200 bg-slate-50/70 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingAction : action}
      </Button>
    </footer>
  );
}
