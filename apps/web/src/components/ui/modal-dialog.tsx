import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { CloseIcon } from "./icons.tsx";

/**
 * A small dialog frame on Radix Dialog (focus trap, Escape, labelled by its title) for forms that
 * lay out their own body and footer. While a request runs it stays open, so an answer never lands
 * in a dialog already gone and a half-sent change is never dismissed unseen.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  busy = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  const guard = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={(next) => (busy ? null : onOpenChange(next))}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-brand-950/55" />
        <DialogPrimitive.Content
          onEscapeKeyDown={guard}
          onInteractOutside={guard}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl bg-white text-ink-900 shadow-2xl focus:outline-none"
        >
          <header className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <DialogPrimitive.Title className="font-serif text-xl font-bold text-brand-800">
                {title}
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="mt-1 text-sm text-ink-600">
                {description}
              </DialogPrimitive.Description>
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              disabled={busy}
              className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-md text-ink-500 hover:bg-slate-100 hover:text-brand-800 disabled:opacity-50"
            >
              <CloseIcon />
            </DialogPrimitive.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
