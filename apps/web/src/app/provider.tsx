import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client.ts";
import { TOAST_DURATION_MS, VISIBLE_TOASTS } from "../lib/toast-durations.ts";
import { TestModeRibbon } from "./test-mode-ribbon.tsx";

/** One cache for the whole app; the session-expiry handler clears it too. */
export const queryClient = createQueryClient();

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <TestModeRibbon />
      {children}
      {/*
        Top right, below the top bar, rather than bottom right: dialogs and sheets keep
        their action buttons at the bottom, and a toast there would cover them (on phones it spans
        the width). At the top it can only cover a dialog's title, and it can be closed.
      */}
      <Toaster
        position="top-right"
        offset={{ top: 72, right: 24 }}
        mobileOffset={{ top: 8, left: 8, right: 8 }}
        duration={TOAST_DURATION_MS}
        visibleToasts={VISIBLE_TOASTS}
        richColors
        closeButton
        toastOptions={{ classNames: { toast: "font-sans" } }}
      />
    </QueryClientProvider>
  );
}
